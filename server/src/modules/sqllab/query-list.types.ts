import { ArgsType, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';

import { SqlLabQuery } from './query.types';

/** Search columns of QueryRestApi (REST ref §6.7). */
export enum QueryFilterField {
  CHANGED_ON = 'CHANGED_ON',
  DATABASE = 'DATABASE',
  SQL = 'SQL',
  STATUS = 'STATUS',
  USER = 'USER',
  START_TIME = 'START_TIME',
  SQL_EDITOR_ID = 'SQL_EDITOR_ID',
  UUID = 'UUID',
  ROWS = 'ROWS',
}
registerEnumType(QueryFilterField, { name: 'QueryFilterField' });

export enum QueryOrderField {
  CHANGED_ON = 'CHANGED_ON',
  DATABASE_DATABASE_NAME = 'DATABASE_DATABASE_NAME',
  ROWS = 'ROWS',
  SCHEMA = 'SCHEMA',
  START_TIME = 'START_TIME',
  SQL = 'SQL',
  TAB_NAME = 'TAB_NAME',
  USER_FIRST_NAME = 'USER_FIRST_NAME',
}
registerEnumType(QueryOrderField, { name: 'QueryOrderField' });

@InputType()
export class QueryFilter extends ListFilterType<QueryFilterField>(QueryFilterField, 'START_TIME takes epoch milliseconds or an ISO date-time.') {}

@ArgsType()
export class QueryListArgs extends ListArgsType<QueryFilter, QueryOrderField>(QueryFilter, QueryOrderField) {}

@ObjectType()
export class SqlLabQueryList extends PaginatedList(SqlLabQuery) {}
