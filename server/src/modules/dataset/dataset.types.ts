/**
 * The dataset's public shape (GraphQL object types). Relations (owners, columns, metrics, database, users)
 * resolve through per-request loaders; JSON text columns (`extra`) are parsed objects here.
 */
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { JsonTextField } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import { RelatedChart, RelatedDashboard } from '../database';

export enum DatasetKind {
  PHYSICAL = 'physical',
  VIRTUAL = 'virtual',
}
registerEnumType(DatasetKind, { name: 'DatasetKind', description: 'physical: a table or view; virtual: defined by a SELECT.' });

export enum DatasetFilterField {
  ID = 'ID',
  UUID = 'UUID',
  DATABASE = 'DATABASE',
  OWNERS = 'OWNERS',
  CATALOG = 'CATALOG',
  SCHEMA = 'SCHEMA',
  SQL = 'SQL',
  TABLE_NAME = 'TABLE_NAME',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
}
registerEnumType(DatasetFilterField, { name: 'DatasetFilterField' });

export enum DatasetOrderField {
  TABLE_NAME = 'TABLE_NAME',
  CATALOG = 'CATALOG',
  SCHEMA = 'SCHEMA',
  CHANGED_BY_FIRST_NAME = 'CHANGED_BY_FIRST_NAME',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
  DATABASE_DATABASE_NAME = 'DATABASE_DATABASE_NAME',
  ID = 'ID',
}
registerEnumType(DatasetOrderField, { name: 'DatasetOrderField' });

export enum DatasetDistinctColumn {
  SCHEMA = 'schema',
  CATALOG = 'catalog',
}
registerEnumType(DatasetDistinctColumn, { name: 'DatasetDistinctColumn' });

@ObjectType()
export class DatasetAbilities {
  @Field(() => Boolean, { description: 'Owner (or admin) with can_write on Dataset, and not managed externally.' }) canEdit: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean, { description: 'can_duplicate on Dataset, for virtual datasets.' }) canDuplicate: boolean;
  @Field(() => Boolean) canExport: boolean;
  @Field(() => String, { nullable: true, description: 'Why editing is refused, when it is (e.g. managed externally).' })
  editBlockedReason: string | null;
}

@ObjectType({ description: "The dataset's database, as the dataset screens show it." })
export class DatasetDatabase {
  @Field(() => Int) id: number;
  @Field(() => String) databaseName: string;
  @Field(() => String) uuid: string;
  @Field(() => String, { description: 'The engine key, e.g. duckdb, postgresql.' }) backend: string;
  @Field(() => Boolean) allowMultiCatalog: boolean;
}

@ObjectType('DatasetColumn', { description: 'A physical column, or a calculated one when `expression` is set.' })
export class DatasetColumnType {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) columnName: string;
  @Field(() => String, { nullable: true }) verboseName: string | null;
  @Field(() => String, { nullable: true, description: 'The database type, e.g. BIGINT, VARCHAR(255).' }) type: string | null;
  @Field(() => Int, { nullable: true, description: 'GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean.' }) typeGeneric: number | null;
  @Field(() => String, { nullable: true }) advancedDataType: string | null;
  @Field(() => Boolean) isDttm: boolean;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Boolean) groupby: boolean;
  @Field(() => Boolean) filterable: boolean;
  @Field(() => String, { nullable: true }) expression: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) pythonDateFormat: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) extra: unknown;
  @JsonTextField('extra') extraText: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
}

@ObjectType('DatasetMetric', { description: 'A saved metric: a named SQL aggregate expression.' })
export class DatasetMetricType {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) metricName: string;
  @Field(() => String, { nullable: true }) verboseName: string | null;
  @Field(() => String, { nullable: true }) metricType: string | null;
  @Field(() => String) expression: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) d3format: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: '{symbol, symbolPosition}' }) currency: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'certification {certified_by, details}, warning_markdown, ...' }) extra: unknown;
  @JsonTextField('extra') extraText: string | null;
  @Field(() => String, { nullable: true }) warningText: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
}

@ObjectType()
export class DatasetTimeGrain {
  @Field(() => String) duration: string;
  @Field(() => String) name: string;
}

/** A dataset as the API shows it. */
@ObjectType()
export class Dataset {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) tableName: string;
  @Field(() => String, { description: 'schema.table, or table when there is no schema.' }) name: string;
  @Field(() => DatasetKind) kind: DatasetKind;
  @Field(() => String, { description: 'Always "table" (Superset datasource type).' }) datasourceType: string;
  @Field(() => Int) databaseId: number;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) sql: string | null;
  @Field(() => String, { nullable: true }) mainDttmCol: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) defaultEndpoint: string | null;
  @Field(() => Boolean) isFeatured: boolean;
  @Field(() => Boolean) filterSelectEnabled: boolean;
  @Field(() => Int, { description: 'Hours added to temporal values.' }) offset: number;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => String, { nullable: true }) params: string | null;
  @Field(() => String, { nullable: true }) perm: string | null;
  @Field(() => String, { nullable: true }) schemaPerm: string | null;
  @Field(() => Boolean) isManagedExternally: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field(() => String, { nullable: true }) fetchValuesPredicate: string | null;
  @Field(() => Boolean) isSqllabView: boolean;
  @Field(() => String, { nullable: true, description: 'JSON text of Jinja template parameters.' }) templateParams: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'certification {certified_by, details}, warning_markdown, ...' }) extra: unknown;
  @JsonTextField('extra') extraText: string | null;
  @Field(() => String, { nullable: true, description: 'extra.certification.certified_by' }) certifiedBy: string | null;
  @Field(() => String, { nullable: true, description: 'extra.certification.details' }) certificationDetails: string | null;
  @Field(() => String, { nullable: true, description: 'extra.warning_markdown' }) warningMarkdown: string | null;
  @Field(() => Boolean) normalizeColumns: boolean;
  @Field(() => Boolean) alwaysFilterMainDttm: boolean;
  @Field(() => GraphQLJSON, { nullable: true }) folders: unknown;
  @Field(() => String, { description: 'The edit page of the dataset.' }) url: string;
  @Field(() => String) exploreUrl: string;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;

  createdById: number | null;
  changedById: number | null;
  /** The stored (masked) URI of the database: enough to pick the EngineSpec, never to connect. */
  databaseUri: string;
}

@ObjectType()
export class DatasetList extends PaginatedList(Dataset) {}

@InputType()
export class DatasetFilter extends ListFilterType<DatasetFilterField>(DatasetFilterField) {}

@ArgsType()
export class DatasetListArgs extends ListArgsType<DatasetFilter, DatasetOrderField>(DatasetFilter, DatasetOrderField) {}

@ObjectType()
export class DatasetDistinctList extends PaginatedList<string>(String, 'How many distinct values match (before paging).') {}

@ObjectType()
export class DatasetRelatedObjects {
  @Field(() => [RelatedChart]) charts: RelatedChart[];
  @Field(() => [RelatedDashboard]) dashboards: RelatedDashboard[];
}

@ObjectType()
export class GetOrCreateDatasetPayload {
  @Field(() => Dataset) dataset: Dataset;
  @Field(() => Boolean, { description: 'False when a dataset with that name already existed.' }) created: boolean;
}

@ObjectType({ description: 'What a sync with the source changed, by column name.' })
export class DatasetSyncResult {
  @Field(() => [String]) added: string[];
  @Field(() => [String]) modified: string[];
  @Field(() => [String]) removed: string[];
}

@ObjectType()
export class RefreshDatasetPayload {
  @Field(() => Dataset) dataset: Dataset;
  @Field(() => DatasetSyncResult) sync: DatasetSyncResult;
}

@ObjectType()
export class DeleteDatasetsPayload {
  @Field(() => Int) count: number;
  @Field(() => [Int]) ids: number[];
}
