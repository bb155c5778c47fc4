/** The saved_query row as the service reads it, and the one mapping to the GraphQL SavedQuery. */
import type { Actor } from '../../platform/actor';
import { managerOf, type Queryable } from '../../platform/sql';
import { tableColumns, type Prefixed, type TableRow } from '../../platform/entity-select';
import { parseJsonObjectText } from '../../platform/json-text';
import { type Database, databaseJoin } from '../database';
import { joinedUser, joinedUserColumns, type JoinedUserNames, userJoin } from '../security';
import { SavedQuery as SavedQueryEntity } from './saved-query.entity';
import { savedQueryAbilities } from './saved-query.policy';
import { SavedQuery, type SavedQueryTag } from './saved-query.types';
import { sqlTablesOf } from './sql-tables';

/** Where a saved query opens: SQL Lab with it loaded. */
export const savedQueryUrl = (id: number): string => `/sqllab/?savedQueryId=${id}`;

/** A `saved_query` row with its database's name and uuid and the names of its creator and last editor. */
export type SavedQueryRow = TableRow<SavedQueryEntity> &
  Prefixed<Pick<TableRow<Database>, 'database_name'>, ''> &
  Prefixed<Pick<TableRow<Database>, 'uuid'>, 'database_'> &
  JoinedUserNames<'cu_'> &
  JoinedUserNames<'mu_'>;

export const SAVED_QUERY_FROM = `saved_query s ${databaseJoin('d', 's.db_id')}
  ${userJoin('cu', 's.created_by_fk')} ${userJoin('mu', 's.changed_by_fk')}`;

export const SAVED_QUERY_COLUMNS = `${tableColumns(SavedQueryEntity, 's')}, d.database_name, d.uuid AS database_uuid,
  ${joinedUserColumns('cu', 'cu_')}, ${joinedUserColumns('mu', 'mu_')}`;


/** Whether a saved query exists: what a reference to one (a SQL Lab tab's) needs before it is stored. */
export function savedQueryExists(db: Queryable, id: number): Promise<boolean> {
  return managerOf(db).exists(SavedQueryEntity, { where: { id } });
}

export function toSavedQuery(r: SavedQueryRow, actor: Actor, tags: SavedQueryTag[] = []): SavedQuery {
  const extra = parseJsonObjectText(r.extra_json);
  return Object.assign(new SavedQuery(), {
    id: r.id,
    uuid: r.uuid,
    label: r.label,
    description: r.description,
    sql: r.sql,
    dbId: r.db_id,
    database: r.database_name === null ? null : { id: r.db_id, databaseName: r.database_name },
    catalog: r.catalog,
    schema: r.schema,
    templateParameters: r.template_parameters,
    extraJson: r.extra_json,
    extra,
    scheduleInfo: extra.schedule_info ?? null,
    sqlTables: sqlTablesOf(r.sql),
    rows: r.rows,
    lastRun: r.last_run,
    createdOn: r.created_on,
    changedOn: r.changed_on,
    createdBy: joinedUser(r.created_by_fk, r, 'cu_'),
    changedBy: joinedUser(r.changed_by_fk, r, 'mu_'),
    tags,
    url: savedQueryUrl(r.id),
    abilities: savedQueryAbilities(actor, { userId: r.user_id }),
  });
}
