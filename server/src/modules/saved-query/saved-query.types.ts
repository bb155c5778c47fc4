import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { GraphQLJSON } from '../../platform/scalars';
import { UserSummary } from '../security';

/** Search columns of SavedQueryRestApi (REST ref §6.6). */
export enum SavedQueryFilterField {
  ID = 'ID',
  DATABASE = 'DATABASE',
  LABEL = 'LABEL',
  CATALOG = 'CATALOG',
  SCHEMA = 'SCHEMA',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
  TAGS = 'TAGS',
}
registerEnumType(SavedQueryFilterField, { name: 'SavedQueryFilterField' });

/** Order columns of SavedQueryRestApi; the *_delta_humanized columns sort by the time they display. */
export enum SavedQueryOrderField {
  CATALOG = 'CATALOG',
  SCHEMA = 'SCHEMA',
  LABEL = 'LABEL',
  DESCRIPTION = 'DESCRIPTION',
  SQL = 'SQL',
  ROWS = 'ROWS',
  CREATED_BY_FIRST_NAME = 'CREATED_BY_FIRST_NAME',
  DATABASE_DATABASE_NAME = 'DATABASE_DATABASE_NAME',
  CREATED_ON = 'CREATED_ON',
  CHANGED_ON = 'CHANGED_ON',
  LAST_RUN = 'LAST_RUN',
}
registerEnumType(SavedQueryOrderField, { name: 'SavedQueryOrderField' });

export enum SavedQueryDistinctColumn {
  CATALOG = 'CATALOG',
  SCHEMA = 'SCHEMA',
}
registerEnumType(SavedQueryDistinctColumn, { name: 'SavedQueryDistinctColumn' });

@ObjectType()
export class SavedQueryDatabase {
  @Field(() => Int) id: number;
  @Field(() => String) databaseName: string;
}

@ObjectType({ description: 'A table the SQL reads, as parsed from it.' })
export class SqlTableRef {
  @Field(() => String) table: string;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
}

@ObjectType()
export class SavedQueryTag {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int, { description: 'Superset tag type code: 1 custom, 2 type, 3 owner, 4 favorited_by.' }) type: number;
}

@ObjectType()
export class SavedQueryAbilities {
  @Field(() => Boolean) canEdit: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean) canExport: boolean;
}

@ObjectType({ description: 'A saved SQL Lab query (saved_query); visible to its creator only.' })
export class SavedQuery {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String, { nullable: true, description: 'The name (the editor calls it name, the server label).' }) label: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) sql: string | null;
  @Field(() => Int) dbId: number;
  @Field(() => SavedQueryDatabase, { nullable: true }) database: SavedQueryDatabase | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true, description: 'Template parameters as JSON text.' }) templateParameters: string | null;
  @Field(() => String, { nullable: true, description: 'The stored extra_json text.' }) extraJson: string | null;
  @Field(() => GraphQLJSON, { description: 'extra_json parsed ({} when empty or invalid).' }) extra: Record<string, unknown>;
  @Field(() => GraphQLJSON, { nullable: true, description: "The schedule the Schedule dialog set (extra_json's schedule_info)." })
  scheduleInfo: unknown;
  @Field(() => [SqlTableRef]) sqlTables: SqlTableRef[];
  @Field(() => Int, { nullable: true }) rows: number | null;
  @Field(() => Date, { nullable: true }) lastRun: Date | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
  @Field(() => [SavedQueryTag]) tags: SavedQueryTag[];
  @Field(() => String, { description: 'Opens the query in SQL Lab.' }) url: string;
  @Field(() => SavedQueryAbilities) abilities: SavedQueryAbilities;
}

@ObjectType()
export class SavedQueryList extends PaginatedList(SavedQuery) {}

@InputType()
export class SavedQueryFilter extends ListFilterType<SavedQueryFilterField>(SavedQueryFilterField) {}

@ArgsType()
export class SavedQueryListArgs extends ListArgsType<SavedQueryFilter, SavedQueryOrderField>(SavedQueryFilter, SavedQueryOrderField) {}

/** Superset's add/edit columns: db_id, label, description, catalog, schema, sql, template_parameters, extra_json. */
@InputType()
export class CreateSavedQueryInput {
  @Field(() => Int) dbId: number;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) sql?: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text.' }) templateParameters?: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text; schedule_info inside it is the schedule.' }) extraJson?: string | null;
}

@InputType({ description: 'A partial update: omitted fields stay as they are.' })
export class UpdateSavedQueryInput {
  @Field(() => Int, { nullable: true }) dbId?: number | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) sql?: string | null;
  @Field(() => String, { nullable: true }) templateParameters?: string | null;
  @Field(() => String, { nullable: true }) extraJson?: string | null;
}

@ObjectType()
export class DeleteSavedQueriesPayload {
  @Field(() => Int) count: number;
}

@ObjectType()
export class SqlLabRelatedOption {
  @Field(() => Int) value: number;
  @Field(() => String) text: string;
}

@ObjectType({ description: 'A page of related-field options (FAB related/{column}).' })
export class SqlLabRelatedList extends PaginatedList(SqlLabRelatedOption) {}

@ObjectType({ description: 'A page of distinct values (FAB distinct/{column}).' })
export class SqlLabDistinctList extends PaginatedList<string>(String) {}



