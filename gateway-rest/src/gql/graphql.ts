/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type ChartResultFormat =
  | 'CSV'
  | 'JSON'
  | 'XLSX';

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

export type CreateDatasetInput = {
  alwaysFilterMainDttm?: boolean | null | undefined;
  catalog?: string | null | undefined;
  databaseId: number;
  externalUrl?: string | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  normalizeColumns?: boolean | null | undefined;
  /** Owner ids; without them the creator is the sole owner. */
  owners?: Array<number> | null | undefined;
  schema?: string | null | undefined;
  /** A SELECT: the dataset is virtual. */
  sql?: string | null | undefined;
  tableName: string;
  templateParams?: string | null | undefined;
  uuid?: string | null | undefined;
};

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

export type DatasetDistinctColumn =
  | 'CATALOG'
  | 'SCHEMA';

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

/** A page of a dataset's rows (Superset's datasource samples). */
export type DatasourceSamplesInput = {
  dashboardId?: number | null | undefined;
  datasourceId: number;
  datasourceType?: string;
  force?: boolean;
  page?: number;
  /** The chart's filters: drill-to-detail rows (the time range applies) instead of samples. */
  payload?: ChartQueryInput | null | undefined;
  /** Rows per page; at most SAMPLES_ROW_LIMIT, which is also the default. */
  perPage?: number | null | undefined;
};

export type DuplicateDatasetInput = {
  /** The virtual dataset to copy. */
  baseModelId: number;
  tableName: string;
};

export type GetOrCreateDatasetInput = {
  alwaysFilterMainDttm?: boolean | null | undefined;
  catalog?: string | null | undefined;
  databaseId: number;
  normalizeColumns?: boolean | null | undefined;
  schema?: string | null | undefined;
  tableName: string;
  templateParams?: string | null | undefined;
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

export type RestChartQueryResultFragment = { cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown };

export type RestChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type RestChartDataQuery = { chartData: { queries: Array<{ cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown }> } };

export type RestChartDataExportQueryVariables = Exact<{
  input: ChartDataInput;
  format: ChartResultFormat;
}>;


export type RestChartDataExportQuery = { chartDataExport: { filename: string, contentType: string, base64: string } };

export type RestChartSavedQueryContextQueryVariables = Exact<{
  id: number;
}>;


export type RestChartSavedQueryContextQuery = { chart: { id: number, queryContext: unknown } | null };

export type RestChartUserFragment = { id: number, firstName: string, lastName: string };

export type RestChartDatasourceFragment = { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string };

export type RestChartListItemFragment = { id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null };

export type RestChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestChartListQuery = { charts: { count: number, items: Array<{ id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestChartShowQueryVariables = Exact<{
  id?: number | null | undefined;
  uuid?: string | null | undefined;
}>;


export type RestChartShowQuery = { chart: { id: number, uuid: string, url: string, sliceName: string, description: string | null, vizType: string, params: unknown, queryContext: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, changedOn: string, thumbnailUrl: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string, jsonMetadata: unknown }>, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null } | null };

export type RestChartPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestChartPermissionsQuery = { myPermissions: Array<string> };

export type RestDatabaseUserFragment = { id: number, firstName: string, lastName: string };

export type RestDatabaseEngineInformationFragment = { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean };

export type RestDatabaseListItemFragment = { id: number, uuid: string, databaseName: string, backend: string, allowFileUpload: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowRunAsync: boolean, allowsCostEstimate: boolean, allowsSubquery: boolean, allowsVirtualTableExplore: boolean, exploreDatabaseId: number | null, exposeInSqllab: boolean, extra: unknown, forceCtasSchema: string | null, disableDataPreview: boolean, disableDrillToDetail: boolean, allowMultiCatalog: boolean, changedOn: string, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean }, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null };

export type RestDatabaseShowItemFragment = { id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } };

export type RestDatabaseConnectionItemFragment = { sqlalchemyUri: string | null, extra: unknown, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } };

export type RestDatabaseListQueryVariables = Exact<{
  filters?: Array<DatabaseFilter> | DatabaseFilter | null | undefined;
  orderBy?: DatabaseOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize?: number | null | undefined;
}>;


export type RestDatabaseListQuery = { databases: { count: number, items: Array<{ id: number, uuid: string, databaseName: string, backend: string, allowFileUpload: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowRunAsync: boolean, allowsCostEstimate: boolean, allowsSubquery: boolean, allowsVirtualTableExplore: boolean, exploreDatabaseId: number | null, exposeInSqllab: boolean, extra: unknown, forceCtasSchema: string | null, disableDataPreview: boolean, disableDrillToDetail: boolean, allowMultiCatalog: boolean, changedOn: string, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean }, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestDatabaseShowQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseShowQuery = { database: { id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } | null };

export type RestDatabaseConnectionQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseConnectionQuery = { databaseConnection: { sqlalchemyUri: string | null, extra: unknown, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } | null };

export type RestDatabasePermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestDatabasePermissionsQuery = { myPermissions: Array<string> };

export type RestDatabaseAvailableQueryVariables = Exact<{ [key: string]: never; }>;


export type RestDatabaseAvailableQuery = { availableEngines: Array<{ name: string, engine: string, availableDrivers: Array<string>, defaultDriver: string | null, sqlalchemyUriPlaceholder: string, preferred: boolean, supportsOauth2: boolean, parameters: unknown, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } }> };

export type RestDatabaseCreateMutationVariables = Exact<{
  input: DatabaseInput;
}>;


export type RestDatabaseCreateMutation = { createDatabase: { sqlalchemyUri: string | null, extra: unknown, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } };

export type RestDatabaseUpdateMutationVariables = Exact<{
  id: number;
  input: DatabaseInput;
}>;


export type RestDatabaseUpdateMutation = { updateDatabase: { sqlalchemyUri: string | null, extra: unknown, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } };

export type RestDatabaseDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestDatabaseDeleteMutation = { deleteDatabase: { id: number } };

export type RestDatabaseTestConnectionMutationVariables = Exact<{
  input: DatabaseConnectionInput;
}>;


export type RestDatabaseTestConnectionMutation = { testDatabaseConnection: { message: string } };

export type RestDatabaseValidateParametersMutationVariables = Exact<{
  input: DatabaseConnectionInput;
}>;


export type RestDatabaseValidateParametersMutation = { validateDatabaseParameters: { errors: Array<{ message: string, errorType: string, level: string, extra: unknown }> } };

export type RestDatabaseCatalogsQueryVariables = Exact<{
  id: number;
  force?: boolean | null | undefined;
}>;


export type RestDatabaseCatalogsQuery = { databaseCatalogs: Array<string> };

export type RestDatabaseSchemasQueryVariables = Exact<{
  id: number;
  catalog?: string | null | undefined;
  force?: boolean | null | undefined;
  uploadAllowed?: boolean | null | undefined;
}>;


export type RestDatabaseSchemasQuery = { databaseSchemas: Array<string> };

export type RestDatabaseTablesQueryVariables = Exact<{
  id: number;
  schema: string;
  catalog?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type RestDatabaseTablesQuery = { databaseTables: { count: number, items: Array<{ value: string, type: string }> } };

export type RestDatabaseTableMetadataQueryVariables = Exact<{
  id: number;
  table: string;
  schema?: string | null | undefined;
  catalog?: string | null | undefined;
}>;


export type RestDatabaseTableMetadataQuery = { tableMetadata: { name: string, comment: string | null, selectStar: string, columns: Array<{ name: string, type: string, longType: string, comment: string | null }>, primaryKey: { name: string | null, columns: Array<string> } | null, foreignKeys: Array<{ name: string | null, columns: Array<string>, referredSchema: string | null, referredTable: string, referredColumns: Array<string> }>, indexes: Array<{ name: string, columns: Array<string>, unique: boolean }> } };

export type RestDatabaseTableMetadataExtraQueryVariables = Exact<{
  id: number;
  table: string;
  schema?: string | null | undefined;
  catalog?: string | null | undefined;
}>;


export type RestDatabaseTableMetadataExtraQuery = { tableMetadataExtra: unknown };

export type RestDatabaseSelectStarQueryVariables = Exact<{
  id: number;
  table: string;
  schema?: string | null | undefined;
  catalog?: string | null | undefined;
}>;


export type RestDatabaseSelectStarQuery = { selectStar: string };

export type RestDatabaseRelatedUsersQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestDatabaseRelatedUsersQuery = { databaseRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type RestDatasetUserFragment = { id: number, firstName: string, lastName: string };

export type RestDatasetListItemFragment = { id: number, uuid: string, tableName: string, kind: DatasetKind, datasourceType: string, catalog: string | null, schema: string | null, sql: string | null, description: string | null, defaultEndpoint: string | null, exploreUrl: string, extra: unknown, changedOn: string, database: { id: number, databaseName: string, uuid: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestDatasetListQueryVariables = Exact<{
  filters?: Array<DatasetFilter> | DatasetFilter | null | undefined;
  orderBy?: DatasetOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestDatasetListQuery = { datasets: { count: number, items: Array<{ id: number, uuid: string, tableName: string, kind: DatasetKind, datasourceType: string, catalog: string | null, schema: string | null, sql: string | null, description: string | null, defaultEndpoint: string | null, exploreUrl: string, extra: unknown, changedOn: string, database: { id: number, databaseName: string, uuid: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestDatasetColumnFragment = { id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extra: unknown, createdOn: string, changedOn: string };

export type RestDatasetMetricFragment = { id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, createdOn: string, changedOn: string };

export type RestDatasetShowFragment = { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extra: unknown, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extra: unknown, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> };

export type RestDatasetShowQueryVariables = Exact<{
  id: number;
}>;


export type RestDatasetShowQuery = { dataset: { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extra: unknown, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extra: unknown, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> } | null };

export type RestDatasetPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestDatasetPermissionsQuery = { myPermissions: Array<string> };

export type RestDatasetCreateMutationVariables = Exact<{
  input: CreateDatasetInput;
}>;


export type RestDatasetCreateMutation = { createDataset: { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extra: unknown, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extra: unknown, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> } };

export type RestDatasetUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateDatasetInput;
  overrideColumns: boolean;
}>;


export type RestDatasetUpdateMutation = { updateDataset: { id: number } };

export type RestDatasetDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestDatasetDeleteMutation = { deleteDataset: number };

export type RestDatasetBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestDatasetBulkDeleteMutation = { deleteDatasets: { count: number } };

export type RestDatasetRefreshMutationVariables = Exact<{
  id: number;
}>;


export type RestDatasetRefreshMutation = { refreshDataset: { dataset: { id: number } } };

export type RestDatasetDuplicateMutationVariables = Exact<{
  input: DuplicateDatasetInput;
}>;


export type RestDatasetDuplicateMutation = { duplicateDataset: { id: number } };

export type RestDatasetGetOrCreateMutationVariables = Exact<{
  input: GetOrCreateDatasetInput;
}>;


export type RestDatasetGetOrCreateMutation = { getOrCreateDataset: { created: boolean, dataset: { id: number } } };

export type RestDatasetDeleteColumnMutationVariables = Exact<{
  datasetId: number;
  columnId: number;
}>;


export type RestDatasetDeleteColumnMutation = { deleteDatasetColumn: number };

export type RestDatasetDeleteMetricMutationVariables = Exact<{
  datasetId: number;
  metricId: number;
}>;


export type RestDatasetDeleteMetricMutation = { deleteDatasetMetric: number };

export type RestDatasetRelatedOwnersQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestDatasetRelatedOwnersQuery = { datasetRelatedOwners: { count: number, items: Array<{ value: number, text: string, extra: unknown }> } };

export type RestDatasetRelatedDatabasesQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestDatasetRelatedDatabasesQuery = { datasetRelatedDatabases: { count: number, items: Array<{ value: number, text: string, extra: unknown }> } };

export type RestDatasetDistinctQueryVariables = Exact<{
  column: DatasetDistinctColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestDatasetDistinctQuery = { datasetDistinct: { count: number, items: Array<string> } };

export type RestDatasetRelatedObjectsQueryVariables = Exact<{
  id: number;
}>;


export type RestDatasetRelatedObjectsQuery = { datasetRelatedObjects: { charts: Array<{ id: number, sliceName: string, vizType: string | null }>, dashboards: Array<{ id: number, title: string, slug: string | null, jsonMetadata: unknown }> } };

export type RestDatasourceSamplesQueryVariables = Exact<{
  input: DatasourceSamplesInput;
}>;


export type RestDatasourceSamplesQuery = { datasourceSamples: { page: number, perPage: number, totalCount: number, result: { cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown } } };

export type RestDatasourceMetadataQueryVariables = Exact<{
  datasourceKey: string;
}>;


export type RestDatasourceMetadataQuery = { datasourceMetadata: { id: number, uid: string, type: string, name: string, datasourceName: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, sql: string | null, isSqllabView: boolean, templateParams: string | null, fetchValuesPredicate: string | null, filterSelectEnabled: boolean, alwaysFilterMainDttm: boolean, normalizeColumns: boolean, params: unknown, extra: unknown, perm: string | null, editUrl: string, selectStar: string | null, healthCheckMessage: string | null, isManagedExternally: boolean, owners: Array<number>, verboseMap: unknown, columnFormats: unknown, currencyFormats: unknown, orderByChoices: Array<Array<string>>, timeGrainSqla: Array<Array<string>>, granularitySqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string, allowsSubquery: boolean, allowsCostEstimate: boolean, allowsVirtualTableExplore: boolean, disableDataPreview: boolean, disableDrillToDetail: boolean, exploreDatabaseId: number }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, isActive: boolean, type: string | null, typeGeneric: number, pythonDateFormat: string | null, advancedDataType: string | null, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, metricType: string | null, warningText: string | null, d3format: string | null, currency: unknown, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } };

export type RestChartFormDataQueryVariables = Exact<{
  id: number;
}>;


export type RestChartFormDataQuery = { chart: { id: number, params: unknown } | null };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number } | null };

export type RestMeRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeRolesQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number, createdOn: string | null, roles: Array<{ name: string, permissions: Array<{ permission: string, viewMenu: string }> }>, dataAccess: Array<{ permission: string, views: Array<string> }> } | null };

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { accessToken: string, refreshToken: string | null } };

export type RestRefreshAccessTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RestRefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string } };

export type RestCsrfTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCsrfTokenQuery = { csrfToken: string };

export const RestChartQueryResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}}]}}]} as unknown as DocumentNode<RestChartQueryResultFragment, unknown>;
export const RestChartDatasourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartDatasourceFragment, unknown>;
export const RestChartUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestChartUserFragment, unknown>;
export const RestChartListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestChartListItemFragment, unknown>;
export const RestDatabaseEngineInformationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseEngineInformationFragment, unknown>;
export const RestDatabaseUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatabaseUserFragment, unknown>;
export const RestDatabaseListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatabaseListItemFragment, unknown>;
export const RestDatabaseShowItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseShowItemFragment, unknown>;
export const RestDatabaseConnectionItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseConnectionItemFragment, unknown>;
export const RestDatasetUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatasetUserFragment, unknown>;
export const RestDatasetListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatasetListItemFragment, unknown>;
export const RestDatasetColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetColumnFragment, unknown>;
export const RestDatasetMetricFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetMetricFragment, unknown>;
export const RestDatasetShowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetShowFragment, unknown>;
export const RestChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartQueryResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}}]}}]} as unknown as DocumentNode<RestChartDataQuery, RestChartDataQueryVariables>;
export const RestChartDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartDataExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartResultFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartDataExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<RestChartDataExportQuery, RestChartDataExportQueryVariables>;
export const RestChartSavedQueryContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartSavedQueryContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}}]}}]}}]} as unknown as DocumentNode<RestChartSavedQueryContextQuery, RestChartSavedQueryContextQueryVariables>;
export const RestChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}}]} as unknown as DocumentNode<RestChartListQuery, RestChartListQueryVariables>;
export const RestChartShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}}]}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartShowQuery, RestChartShowQueryVariables>;
export const RestChartPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Chart","block":false}}]}]}}]} as unknown as DocumentNode<RestChartPermissionsQuery, RestChartPermissionsQueryVariables>;
export const RestDatabaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseListQuery, RestDatabaseListQueryVariables>;
export const RestDatabaseShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"database"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseShowQuery, RestDatabaseShowQueryVariables>;
export const RestDatabaseConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseConnectionQuery, RestDatabaseConnectionQueryVariables>;
export const RestDatabasePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabasePermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Database","block":false}}]}]}}]} as unknown as DocumentNode<RestDatabasePermissionsQuery, RestDatabasePermissionsQueryVariables>;
export const RestDatabaseAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"availableDrivers"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDriver"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUriPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseAvailableQuery, RestDatabaseAvailableQueryVariables>;
export const RestDatabaseCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseCreateMutation, RestDatabaseCreateMutationVariables>;
export const RestDatabaseUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseUpdateMutation, RestDatabaseUpdateMutationVariables>;
export const RestDatabaseDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseDeleteMutation, RestDatabaseDeleteMutationVariables>;
export const RestDatabaseTestConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseTestConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDatabaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseTestConnectionMutation, RestDatabaseTestConnectionMutationVariables>;
export const RestDatabaseValidateParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseValidateParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDatabaseParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatabaseValidateParametersMutation, RestDatabaseValidateParametersMutationVariables>;
export const RestDatabaseCatalogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseCatalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseCatalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseCatalogsQuery, RestDatabaseCatalogsQueryVariables>;
export const RestDatabaseSchemasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseSchemas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadAllowed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseSchemas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadAllowed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadAllowed"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseSchemasQuery, RestDatabaseSchemasQueryVariables>;
export const RestDatabaseTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatabaseTablesQuery, RestDatabaseTablesQueryVariables>;
export const RestDatabaseTableMetadataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseTableMetadata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"longType"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foreignKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"referredSchema"}},{"kind":"Field","name":{"kind":"Name","value":"referredTable"}},{"kind":"Field","name":{"kind":"Name","value":"referredColumns"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"unique"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseTableMetadataQuery, RestDatabaseTableMetadataQueryVariables>;
export const RestDatabaseTableMetadataExtraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseTableMetadataExtra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableMetadataExtra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseTableMetadataExtraQuery, RestDatabaseTableMetadataExtraQueryVariables>;
export const RestDatabaseSelectStarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseSelectStar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectStar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseSelectStarQuery, RestDatabaseSelectStarQueryVariables>;
export const RestDatabaseRelatedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseRelatedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatabaseRelatedUsersQuery, RestDatabaseRelatedUsersQueryVariables>;
export const RestDatasetListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}}]}}]} as unknown as DocumentNode<RestDatasetListQuery, RestDatasetListQueryVariables>;
export const RestDatasetShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetShow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestDatasetShowQuery, RestDatasetShowQueryVariables>;
export const RestDatasetPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Dataset","block":false}}]}]}}]} as unknown as DocumentNode<RestDatasetPermissionsQuery, RestDatasetPermissionsQueryVariables>;
export const RestDatasetCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetShow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestDatasetCreateMutation, RestDatasetCreateMutationVariables>;
export const RestDatasetUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDatasetInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideColumns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDatasetUpdateMutation, RestDatasetUpdateMutationVariables>;
export const RestDatasetDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDatasetDeleteMutation, RestDatasetDeleteMutationVariables>;
export const RestDatasetBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestDatasetBulkDeleteMutation, RestDatasetBulkDeleteMutationVariables>;
export const RestDatasetRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetRefreshMutation, RestDatasetRefreshMutationVariables>;
export const RestDatasetDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDatasetDuplicateMutation, RestDatasetDuplicateMutationVariables>;
export const RestDatasetGetOrCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetGetOrCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetOrCreateDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrCreateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetGetOrCreateMutation, RestDatasetGetOrCreateMutationVariables>;
export const RestDatasetDeleteColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetDeleteColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatasetColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"columnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}}}]}]}}]} as unknown as DocumentNode<RestDatasetDeleteColumnMutation, RestDatasetDeleteColumnMutationVariables>;
export const RestDatasetDeleteMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetDeleteMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metricId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatasetMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"metricId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metricId"}}}]}]}}]} as unknown as DocumentNode<RestDatasetDeleteMetricMutation, RestDatasetDeleteMetricMutationVariables>;
export const RestDatasetRelatedOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetRelatedOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedOwners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetRelatedOwnersQuery, RestDatasetRelatedOwnersQueryVariables>;
export const RestDatasetRelatedDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetRelatedDatabases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetRelatedDatabasesQuery, RestDatasetRelatedDatabasesQueryVariables>;
export const RestDatasetDistinctDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetDistinct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetDistinctColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<RestDatasetDistinctQuery, RestDatasetDistinctQueryVariables>;
export const RestDatasetRelatedObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetRelatedObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetRelatedObjectsQuery, RestDatasetRelatedObjectsQueryVariables>;
export const RestDatasourceSamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasourceSamples"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSamplesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceSamples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartQueryResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}}]}}]} as unknown as DocumentNode<RestDatasourceSamplesQuery, RestDatasourceSamplesQueryVariables>;
export const RestDatasourceMetadataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasourceMetadata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasourceKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"perm"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columnFormats"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFormats"}},{"kind":"Field","name":{"kind":"Name","value":"orderByChoices"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}}]}}]}}]} as unknown as DocumentNode<RestDatasourceMetadataQuery, RestDatasourceMetadataQueryVariables>;
export const RestChartFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<RestChartFormDataQuery, RestChartFormDataQueryVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}}]}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestMeRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMeRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"viewMenu"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<RestMeRolesQuery, RestMeRolesQueryVariables>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestRefreshAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRefreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<RestRefreshAccessTokenMutation, RestRefreshAccessTokenMutationVariables>;
export const RestCsrfTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCsrfToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}}]}}]} as unknown as DocumentNode<RestCsrfTokenQuery, RestCsrfTokenQueryVariables>;