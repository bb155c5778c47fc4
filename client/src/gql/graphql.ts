/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChartDataInput = {
  /** Seconds to cache the results, overriding the chart, dataset and database settings. */
  customCacheTimeout?: number | null | undefined;
  datasource: DatasourceRefInput;
  force?: boolean;
  /** The chart's form data; its slice_id selects the chart's cache timeout. */
  formData?: unknown;
  queries: Array<ChartQueryInput>;
  resultType?: ChartResultType;
};

export type ChartFilter = {
  field: ChartFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type ChartFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DASHBOARDS'
  | 'DATASOURCE_ID'
  | 'DATASOURCE_NAME'
  | 'DATASOURCE_TYPE'
  | 'DESCRIPTION'
  | 'ID'
  | 'LAST_SAVED_AT'
  | 'LAST_SAVED_BY'
  | 'OWNERS'
  | 'SLICE_NAME'
  | 'TAGS'
  | 'UUID'
  | 'VIZ_TYPE';

export type ChartOrderField =
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_ON'
  | 'DATASOURCE_ID'
  | 'DATASOURCE_NAME'
  | 'LAST_SAVED_AT'
  | 'LAST_SAVED_BY_FIRST_NAME'
  | 'LAST_SAVED_BY_ID'
  | 'LAST_SAVED_BY_LAST_NAME'
  | 'SLICE_NAME'
  | 'VIZ_TYPE';

/** One query object of a chart query context (Superset's QueryObject, camel-cased). */
export type ChartQueryInput = {
  annotationLayers?: Array<unknown> | null | undefined;
  /** Dashboard time extras (__time_range, __time_grain, __time_col), reported as applied or rejected. */
  appliedTimeExtras?: unknown;
  applyFetchValuesPredicate?: boolean | null | undefined;
  /** Column names, or adhoc column objects {expressionType, sqlExpression, label, columnType, timeGrain}. */
  columns?: Array<unknown> | null | undefined;
  extras?: QueryExtrasInput | null | undefined;
  filters?: Array<QueryFilterInput> | null | undefined;
  granularity?: string | null | undefined;
  isRowcount?: boolean | null | undefined;
  isTimeseries?: boolean | null | undefined;
  /** Saved metric names, or adhoc metric objects {expressionType, aggregate, column, sqlExpression, label}. */
  metrics?: Array<unknown> | null | undefined;
  orderDesc?: boolean | null | undefined;
  /** Pairs [column or metric, ascending]. */
  orderby?: Array<unknown> | null | undefined;
  postProcessing?: Array<unknown> | null | undefined;
  rowLimit?: number | null | undefined;
  rowOffset?: number | null | undefined;
  seriesColumns?: Array<unknown> | null | undefined;
  seriesLimit?: number | null | undefined;
  seriesLimitMetric?: unknown;
  /** Time comparison shifts, e.g. ['1 year ago']: metrics come back also as `<metric>__<shift>`. */
  timeOffsets?: Array<string> | null | undefined;
  timeRange?: string | null | undefined;
  timeShift?: string | null | undefined;
  urlParams?: unknown;
};

export type ChartResultType =
  /** The dataset column list (`data`: column_name, verbose_name, dtype). */
  | 'COLUMNS'
  /** Like samples, but the time range still applies. */
  | 'DRILL_DETAIL'
  /** Data plus everything about how it was obtained. */
  | 'FULL'
  /** Full, then the chart type's own server-side shaping (the pivot table's pivot). */
  | 'POST_PROCESSED'
  /** Only the SQL. */
  | 'QUERY'
  /** Only the data. */
  | 'RESULTS'
  /** Raw rows of every dataset column: no metrics, order, post-processing or time range. */
  | 'SAMPLES'
  /** The engine's time grains (`data`: name, function, duration). */
  | 'TIMEGRAINS';

export type DatabaseConnectionInput = {
  /** validate_parameters: the catalog to check. */
  catalog?: string | null | undefined;
  /** 'sqlalchemy_form' or 'dynamic_form'. */
  configurationMethod?: string | null | undefined;
  /** Also finds the existing database for masked secrets (as Superset does). */
  databaseName?: string | null | undefined;
  driver?: string | null | undefined;
  /** Engine key, with `parameters` (configurationMethod 'dynamic_form'). */
  engine?: string | null | undefined;
  /** JSON object, or its text. */
  extra?: unknown;
  id?: number | null | undefined;
  impersonateUser?: boolean | null | undefined;
  /** encrypted_extra as a JSON object or text; masked values keep the stored ones. */
  maskedEncryptedExtra?: unknown;
  /** The connection form's fields (host, port, username, password, database, query, encryption). */
  parameters?: unknown;
  serverCert?: string | null | undefined;
  /** SQLAlchemy URI; a password equal to the mask keeps the stored one. */
  sqlalchemyUri?: string | null | undefined;
};

export type DatabaseFilter = {
  field: DatabaseFilterField;
  op: ListFilterOp;
  value?: unknown;
};

export type DatabaseFilterField =
  | 'ALLOW_DML'
  | 'ALLOW_FILE_UPLOAD'
  | 'ALLOW_RUN_ASYNC'
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DATABASE_NAME'
  | 'EXPOSE_IN_SQLLAB'
  | 'ID'
  | 'UUID';

export type DatabaseInput = {
  allowCtas?: boolean | null | undefined;
  allowCvas?: boolean | null | undefined;
  allowDml?: boolean | null | undefined;
  allowFileUpload?: boolean | null | undefined;
  allowMultiCatalog?: boolean | null | undefined;
  allowRunAsync?: boolean | null | undefined;
  cacheTimeout?: number | null | undefined;
  /** 'sqlalchemy_form' or 'dynamic_form'. */
  configurationMethod?: string | null | undefined;
  /** Required on create. */
  databaseName?: string | null | undefined;
  disableDataPreview?: boolean | null | undefined;
  driver?: string | null | undefined;
  /** Engine key, with `parameters` (configurationMethod 'dynamic_form'). */
  engine?: string | null | undefined;
  exposeInSqllab?: boolean | null | undefined;
  externalUrl?: string | null | undefined;
  /** JSON object, or its text. */
  extra?: unknown;
  forceCtasSchema?: string | null | undefined;
  impersonateUser?: boolean | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  /** encrypted_extra as a JSON object or text; masked values keep the stored ones. */
  maskedEncryptedExtra?: unknown;
  /** The connection form's fields (host, port, username, password, database, query, encryption). */
  parameters?: unknown;
  serverCert?: string | null | undefined;
  /** SQLAlchemy URI; a password equal to the mask keeps the stored one. */
  sqlalchemyUri?: string | null | undefined;
  uuid?: string | null | undefined;
};

export type DatabaseOrderField =
  | 'ALLOW_DML'
  | 'ALLOW_FILE_UPLOAD'
  | 'ALLOW_RUN_ASYNC'
  | 'CHANGED_ON'
  | 'CREATED_BY_FIRST_NAME'
  | 'CREATED_ON'
  | 'DATABASE_NAME'
  | 'EXPOSE_IN_SQLLAB';

export type DatasetColumnInput = {
  advancedDataType?: string | null | undefined;
  columnName: string;
  description?: string | null | undefined;
  expression?: string | null | undefined;
  extra?: unknown;
  filterable?: boolean | null | undefined;
  groupby?: boolean | null | undefined;
  /** An existing column; omit it for a new one. */
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  isDttm?: boolean | null | undefined;
  pythonDateFormat?: string | null | undefined;
  type?: string | null | undefined;
  uuid?: string | null | undefined;
  verboseName?: string | null | undefined;
};

export type DatasetFilter = {
  field: DatasetFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type DatasetFilterField =
  | 'CATALOG'
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DATABASE'
  | 'ID'
  | 'OWNERS'
  | 'SCHEMA'
  | 'SQL'
  | 'TABLE_NAME'
  | 'UUID';

/** physical: a table or view; virtual: defined by a SELECT. */
export type DatasetKind =
  | 'PHYSICAL'
  | 'VIRTUAL';

export type DatasetMetricInput = {
  /** {symbol, symbolPosition} */
  currency?: unknown;
  d3format?: string | null | undefined;
  description?: string | null | undefined;
  expression: string;
  /** certification {certified_by, details}, warning_markdown */
  extra?: unknown;
  /** An existing metric; omit it for a new one. */
  id?: number | null | undefined;
  metricName: string;
  metricType?: string | null | undefined;
  uuid?: string | null | undefined;
  verboseName?: string | null | undefined;
  warningText?: string | null | undefined;
};

export type DatasetOrderField =
  | 'CATALOG'
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_ON'
  | 'DATABASE_DATABASE_NAME'
  | 'ID'
  | 'SCHEMA'
  | 'TABLE_NAME';

export type DatasourceRefInput = {
  id: number;
  type: string;
};

/** A list filter operator (Superset's filters[].opr, upper-cased). */
export type ListFilterOp =
  | 'CHART_ALL_TEXT'
  | 'CHART_CREATED_BY_ME'
  | 'CHART_HAS_CREATED_BY'
  | 'CHART_IS_CERTIFIED'
  | 'CHART_IS_FAVORITE'
  | 'CHART_OWNED_CREATED_FAVORED_BY_ME'
  | 'CHART_TAGS'
  | 'CHART_TAG_ID'
  | 'CT'
  | 'DATASET_IS_CERTIFIED'
  | 'DATASET_IS_NULL_OR_EMPTY'
  | 'EQ'
  | 'EW'
  | 'GT'
  | 'IN'
  | 'LT'
  | 'NCT'
  | 'NEQ'
  | 'NEW'
  | 'NOT_IN'
  | 'NREL_O_M'
  | 'NSW'
  | 'REL_M_M'
  | 'REL_O_M'
  | 'SW'
  | 'UPLOAD_IS_ENABLED';

export type LoginInput = {
  password: string;
  provider?: string;
  refresh?: boolean;
  username: string;
};

export type QueryExtrasInput = {
  having?: string | null | undefined;
  relativeEnd?: string | null | undefined;
  relativeStart?: string | null | undefined;
  timeGrainSqla?: string | null | undefined;
  where?: string | null | undefined;
};

export type QueryFilterInput = {
  /** A column name, or an adhoc column object. */
  col: unknown;
  grain?: string | null | undefined;
  isExtra?: boolean | null | undefined;
  op: string;
  val?: unknown;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type UpdateDatasetInput = {
  alwaysFilterMainDttm?: boolean | null | undefined;
  /** Seconds; null falls back to the database (REST sends "" for null). */
  cacheTimeout?: number | null | undefined;
  catalog?: string | null | undefined;
  /** Listed columns are upserted by id; unlisted ones are deleted. */
  columns?: Array<DatasetColumnInput> | null | undefined;
  databaseId?: number | null | undefined;
  defaultEndpoint?: string | null | undefined;
  description?: string | null | undefined;
  externalUrl?: string | null | undefined;
  /** An object: certification {certified_by, details}, warning_markdown, ... */
  extra?: unknown;
  fetchValuesPredicate?: string | null | undefined;
  filterSelectEnabled?: boolean | null | undefined;
  folders?: unknown;
  isManagedExternally?: boolean | null | undefined;
  isSqllabView?: boolean | null | undefined;
  mainDttmCol?: string | null | undefined;
  /** Listed metrics are upserted by id; unlisted ones are deleted. */
  metrics?: Array<DatasetMetricInput> | null | undefined;
  normalizeColumns?: boolean | null | undefined;
  offset?: number | null | undefined;
  owners?: Array<number> | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  tableName?: string | null | undefined;
  templateParams?: string | null | undefined;
  uuid?: string | null | undefined;
};

export type SessionUserFragment = { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } | null };

export type CsrfTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type CsrfTokenQuery = { csrfToken: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { csrfToken: string, me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } } };

export type ChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ChartListQuery = { charts: { count: number, items: Array<{ id: number, sliceName: string, vizType: string, url: string, changedOn: string, datasource: { id: number, type: string, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }> }> } };

export type DatabaseListQueryVariables = Exact<{
  filters?: Array<DatabaseFilter> | DatabaseFilter | null | undefined;
  orderBy?: DatabaseOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize?: number | null | undefined;
}>;


export type DatabaseListQuery = { myPermissions: Array<string>, databases: { count: number, items: Array<{ id: number, databaseName: string, backend: string, allowDml: boolean, exposeInSqllab: boolean, allowFileUpload: boolean, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type DeleteDatabaseMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDatabaseMutation = { deleteDatabase: { id: number } };

export type AvailableEnginesQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableEnginesQuery = { availableEngines: Array<{ name: string, engine: string, sqlalchemyUriPlaceholder: string, preferred: boolean, parameters: unknown, requiredParameters: Array<string>, defaultPort: number | null, opensLocalFiles: boolean, engineInformation: { supportsFileUpload: boolean, supportsDynamicCatalog: boolean } }> };

export type DatabaseConnectionFormFragment = { id: number, databaseName: string, backend: string, configurationMethod: string, sqlalchemyUri: string | null, parameters: unknown, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowFileUpload: boolean, allowMultiCatalog: boolean, disableDataPreview: boolean, forceCtasSchema: string | null, impersonateUser: boolean, extra: unknown };

export type DatabaseForEditQueryVariables = Exact<{
  id: number;
}>;


export type DatabaseForEditQuery = { databaseConnection: { id: number, databaseName: string, backend: string, configurationMethod: string, sqlalchemyUri: string | null, parameters: unknown, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowFileUpload: boolean, allowMultiCatalog: boolean, disableDataPreview: boolean, forceCtasSchema: string | null, impersonateUser: boolean, extra: unknown } | null };

export type CreateDatabaseMutationVariables = Exact<{
  input: DatabaseInput;
}>;


export type CreateDatabaseMutation = { createDatabase: { id: number, databaseName: string, backend: string, configurationMethod: string, sqlalchemyUri: string | null, parameters: unknown, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowFileUpload: boolean, allowMultiCatalog: boolean, disableDataPreview: boolean, forceCtasSchema: string | null, impersonateUser: boolean, extra: unknown } };

export type UpdateDatabaseMutationVariables = Exact<{
  id: number;
  input: DatabaseInput;
}>;


export type UpdateDatabaseMutation = { updateDatabase: { id: number, databaseName: string, backend: string, configurationMethod: string, sqlalchemyUri: string | null, parameters: unknown, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowFileUpload: boolean, allowMultiCatalog: boolean, disableDataPreview: boolean, forceCtasSchema: string | null, impersonateUser: boolean, extra: unknown } };

export type TestDatabaseConnectionMutationVariables = Exact<{
  input: DatabaseConnectionInput;
}>;


export type TestDatabaseConnectionMutation = { testDatabaseConnection: { message: string } };

export type ValidateDatabaseParametersMutationVariables = Exact<{
  input: DatabaseConnectionInput;
}>;


export type ValidateDatabaseParametersMutation = { validateDatabaseParameters: { errors: Array<{ message: string, errorType: string, level: string, extra: unknown }> } };

export type DatasetEditColumnFragment = { id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown };

export type DatasetEditMetricFragment = { id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null };

export type DatasetEditFragment = { id: number, tableName: string, kind: DatasetKind, sql: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, templateParams: string | null, fetchValuesPredicate: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, filterSelectEnabled: boolean, extra: unknown, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, database: { id: number, databaseName: string, backend: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, columns: Array<{ id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null }>, abilities: { canEdit: boolean, editBlockedReason: string | null } };

export type DatasetForEditQueryVariables = Exact<{
  id: number;
}>;


export type DatasetForEditQuery = { dataset: { id: number, tableName: string, kind: DatasetKind, sql: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, templateParams: string | null, fetchValuesPredicate: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, filterSelectEnabled: boolean, extra: unknown, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, database: { id: number, databaseName: string, backend: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, columns: Array<{ id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null }>, abilities: { canEdit: boolean, editBlockedReason: string | null } } | null };

export type SaveDatasetMutationVariables = Exact<{
  id: number;
  input: UpdateDatasetInput;
  overrideColumns: boolean;
}>;


export type SaveDatasetMutation = { updateDataset: { id: number, tableName: string, kind: DatasetKind, sql: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, templateParams: string | null, fetchValuesPredicate: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, filterSelectEnabled: boolean, extra: unknown, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, database: { id: number, databaseName: string, backend: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, columns: Array<{ id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null }>, abilities: { canEdit: boolean, editBlockedReason: string | null } } };

export type DatasetOwnerOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type DatasetOwnerOptionsQuery = { datasetRelatedOwners: { items: Array<{ value: number, text: string }> } };

export type DatasetListQueryVariables = Exact<{
  filters?: Array<DatasetFilter> | DatasetFilter | null | undefined;
  orderBy?: DatasetOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DatasetListQuery = { datasets: { count: number, items: Array<{ id: number, tableName: string, kind: DatasetKind, schema: string | null, changedOn: string, exploreUrl: string, certifiedBy: string | null, certificationDetails: string | null, database: { id: number, databaseName: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean, editBlockedReason: string | null } }> } };

export type DatasetListFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatasetListFilterOptionsQuery = { datasetRelatedDatabases: { items: Array<{ value: number, text: string }> }, datasetDistinct: { items: Array<string> } };

export type DeleteDatasetFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDatasetFromListMutation = { deleteDataset: number };

export type SyncDatasetColumnsMutationVariables = Exact<{
  id: number;
}>;


export type SyncDatasetColumnsMutation = { refreshDataset: { dataset: { id: number, tableName: string, kind: DatasetKind, sql: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, templateParams: string | null, fetchValuesPredicate: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, filterSelectEnabled: boolean, extra: unknown, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, database: { id: number, databaseName: string, backend: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, columns: Array<{ id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null }>, abilities: { canEdit: boolean, editBlockedReason: string | null } }, sync: { added: Array<string>, modified: Array<string>, removed: Array<string> } } };

export type ExploreChartQueryVariables = Exact<{
  id: number;
}>;


export type ExploreChartQuery = { chart: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, datasource: { id: number, type: string, nameText: string } | null } | null };

export type ChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type ChartDataQuery = { chartData: { queries: Array<{ status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, isCached: boolean, cachedDttm: string | null, fromDttm: number | null, toDttm: number | null }> } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const DatabaseConnectionFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatabaseConnectionFormFragment, unknown>;
export const DatasetEditColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatasetEditColumnFragment, unknown>;
export const DatasetEditMetricFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]} as unknown as DocumentNode<DatasetEditMetricFragment, unknown>;
export const DatasetEditFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]} as unknown as DocumentNode<DatasetEditFragment, unknown>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const CsrfTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsrfToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}}]}}]} as unknown as DocumentNode<CsrfTokenQuery, CsrfTokenQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartListQuery, ChartListQueryVariables>;
export const DatabaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Database","block":false}}]}]}}]} as unknown as DocumentNode<DatabaseListQuery, DatabaseListQueryVariables>;
export const DeleteDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDatabaseMutation, DeleteDatabaseMutationVariables>;
export const AvailableEnginesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUriPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredParameters"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPort"}},{"kind":"Field","name":{"kind":"Name","value":"opensLocalFiles"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}}]}}]}}]}}]} as unknown as DocumentNode<AvailableEnginesQuery, AvailableEnginesQueryVariables>;
export const DatabaseForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatabaseForEditQuery, DatabaseForEditQueryVariables>;
export const CreateDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<CreateDatabaseMutation, CreateDatabaseMutationVariables>;
export const UpdateDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<UpdateDatabaseMutation, UpdateDatabaseMutationVariables>;
export const TestDatabaseConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDatabaseConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDatabaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TestDatabaseConnectionMutation, TestDatabaseConnectionMutationVariables>;
export const ValidateDatabaseParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateDatabaseParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDatabaseParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<ValidateDatabaseParametersMutation, ValidateDatabaseParametersMutationVariables>;
export const DatasetForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<DatasetForEditQuery, DatasetForEditQueryVariables>;
export const SaveDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDatasetInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideColumns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<SaveDatasetMutation, SaveDatasetMutationVariables>;
export const DatasetOwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetOwnerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedOwners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DatasetOwnerOptionsQuery, DatasetOwnerOptionsQueryVariables>;
export const DatasetListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DatasetListQuery, DatasetListQueryVariables>;
export const DatasetListFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetListFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"datasetDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"SCHEMA"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<DatasetListFilterOptionsQuery, DatasetListFilterOptionsQueryVariables>;
export const DeleteDatasetFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatasetFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDatasetFromListMutation, DeleteDatasetFromListMutationVariables>;
export const SyncDatasetColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDatasetColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<SyncDatasetColumnsMutation, SyncDatasetColumnsMutationVariables>;
export const ExploreChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}}]}}]}}]} as unknown as DocumentNode<ExploreChartQuery, ExploreChartQueryVariables>;
export const ChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}}]}}]}}]}}]} as unknown as DocumentNode<ChartDataQuery, ChartDataQueryVariables>;