/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddTableSchemaInput = {
  catalog?: string | null | undefined;
  databaseId: number;
  description?: unknown;
  /** Defaults to true, as Superset opens a new table expanded. */
  expanded?: boolean | null | undefined;
  schema?: string | null | undefined;
  tabId: number;
  table: string;
};

export type AnnotationFilter = {
  field: AnnotationFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type AnnotationFilterField =
  | 'SHORT_DESCR';

export type AnnotationInput = {
  /** Not before startDttm. */
  endDttm?: string | null | undefined;
  /** JSON text. */
  jsonMetadata?: string | null | undefined;
  longDescr?: string | null | undefined;
  /** 1 to 500 characters, unique within the layer. */
  shortDescr?: string | null | undefined;
  startDttm?: string | null | undefined;
};

export type AnnotationLayerFilter = {
  field: AnnotationLayerFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type AnnotationLayerFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'NAME';

export type AnnotationLayerInput = {
  descr?: string | null | undefined;
  /** 1 to 250 characters, unique among layers. */
  name?: string | null | undefined;
};

export type AnnotationLayerOrderField =
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_BY_FIRST_NAME'
  | 'CREATED_ON'
  | 'DESCR'
  | 'NAME';

export type AnnotationLayerRelatedColumn =
  | 'CHANGED_BY'
  | 'CREATED_BY';

export type AnnotationOrderField =
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_BY_FIRST_NAME'
  | 'END_DTTM'
  | 'LONG_DESCR'
  | 'SHORT_DESCR'
  | 'START_DTTM';

/** One tag of a bulk tagging: created when no tag has the name. */
export type BulkTagInput = {
  description?: string | null | undefined;
  name: string;
  objectsToTag?: Array<TaggableRefInput> | null | undefined;
};

/** A resource that exports and imports Superset bundles. */
export type BundleResource =
  | 'CHART'
  | 'DASHBOARD'
  | 'DATABASE'
  | 'DATASET'
  | 'SAVED_QUERY';

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
  /** This query's result type, overriding the context's (Superset's query-level result_type). */
  resultType?: ChartResultType | null | undefined;
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

export type ChartRelatedColumn =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'OWNERS';

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

export type CopyDashboardInput = {
  css?: string | null | undefined;
  dashboardTitle: string;
  /** Copy the charts too (owned by the caller), remapping them in the layout. */
  duplicateSlices?: boolean | null | undefined;
  /** The metadata of the copy; with duplicateSlices it must hold the layout as `positions`. */
  jsonMetadata: unknown;
};

export type CreateChartInput = {
  cacheTimeout?: number | null | undefined;
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  /** Dashboards to add the chart to; the caller must own each. */
  dashboards?: Array<number> | null | undefined;
  datasourceId: number;
  datasourceName?: string | null | undefined;
  /** 'table' (a dataset); the aliases 'dataset', 'query', ... are refused unless they name a dataset. */
  datasourceType: string;
  description?: string | null | undefined;
  externalUrl?: string | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  /** Owner ids; without them the creator is the sole owner. */
  owners?: Array<number> | null | undefined;
  /** The form data (an object, or its JSON text). */
  params?: unknown;
  /** The query context (an object, or its JSON text). */
  queryContext?: unknown;
  queryContextGeneration?: boolean | null | undefined;
  sliceName: string;
  uuid?: string | null | undefined;
  vizType?: string | null | undefined;
};

export type CreateDashboardInput = {
  /** Kept only when certifiedBy is set. */
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  css?: string | null | undefined;
  /** Empty becomes '[ untitled dashboard ]'. */
  dashboardTitle?: string | null | undefined;
  description?: string | null | undefined;
  externalUrl?: string | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  /** The metadata (an object, or its JSON text); a `positions` key replaces the layout and the chart set. */
  jsonMetadata?: unknown;
  /** Owner ids; without them the creator is the sole owner. */
  owners?: Array<number> | null | undefined;
  /** The layout (an object, or its JSON text). */
  positionJson?: unknown;
  published?: boolean | null | undefined;
  /** Role ids the dashboard is shared with (DASHBOARD_RBAC). */
  roles?: Array<number> | null | undefined;
  /** Trimmed, spaces become dashes, other characters than letters, digits, _ and - dropped; empty becomes none. Unique. */
  slug?: string | null | undefined;
  themeId?: number | null | undefined;
};

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

export type CreateSavedQueryInput = {
  catalog?: string | null | undefined;
  dbId: number;
  description?: string | null | undefined;
  /** JSON text; schedule_info inside it is the schedule. */
  extraJson?: string | null | undefined;
  label?: string | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  /** JSON text. */
  templateParameters?: string | null | undefined;
};

export type CreateSqlLabTabInput = {
  autorun?: boolean | null | undefined;
  catalog?: string | null | undefined;
  databaseId?: number | null | undefined;
  extraJson?: string | null | undefined;
  hideLeftBar?: boolean | null | undefined;
  label?: string | null | undefined;
  queryLimit?: number | null | undefined;
  savedQueryId?: number | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  templateParams?: string | null | undefined;
};

export type CssTemplateFilter = {
  field: CssTemplateFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type CssTemplateFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'TEMPLATE_NAME';

export type CssTemplateInput = {
  css?: string | null | undefined;
  /** At most 250 characters. */
  templateName?: string | null | undefined;
};

export type CssTemplateOrderField =
  | 'CHANGED_ON'
  | 'CREATED_ON'
  | 'TEMPLATE_NAME';

export type CssTemplateRelatedColumn =
  | 'CHANGED_BY'
  | 'CREATED_BY';

export type CtasMethod =
  | 'TABLE'
  | 'VIEW';

export type CursorPositionInput = {
  column: number;
  row: number;
};

/** Colour settings (PUT /dashboard/{id}/colors). */
export type DashboardColorsInput = {
  colorNamespace?: string | null | undefined;
  colorScheme?: string | null | undefined;
  colorSchemeDomain?: Array<string> | null | undefined;
  /** {label: colour} */
  labelColors?: unknown;
  /** {label: colour} */
  mapLabelColors?: unknown;
  sharedLabelColors?: Array<string> | null | undefined;
};

export type DashboardFilter = {
  field: DashboardFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type DashboardFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DASHBOARD_TITLE'
  | 'ID'
  | 'IS_MANAGED_EXTERNALLY'
  | 'OWNERS'
  | 'PUBLISHED'
  | 'ROLES'
  | 'SLUG'
  | 'TAGS'
  | 'UUID';

/** Native filter changes (PUT /dashboard/{id}/filters). */
export type DashboardFiltersInput = {
  /** Ids of filters to remove. */
  deleted?: Array<string> | null | undefined;
  /** Filter configurations replacing those with the same id, or appended when new. */
  modified?: Array<unknown> | null | undefined;
  /** The new order, by filter id. */
  reordered?: Array<string> | null | undefined;
};

export type DashboardOrderField =
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_BY_FIRST_NAME'
  | 'CREATED_ON'
  | 'DASHBOARD_TITLE'
  | 'PUBLISHED';

export type DashboardRelatedColumn =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'OWNERS'
  | 'ROLES';

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
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
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

export type DatabaseUploadInput = {
  alreadyExists?: UploadAlreadyExists | null | undefined;
  /** Column -> type (pandas dtypes such as int64, float64, str, bool, or SQL types). */
  columnDataTypes?: unknown;
  /** Columns read as timestamps. */
  columnDates?: Array<string> | null | undefined;
  /** Only these columns are kept. */
  columnsRead?: Array<string> | null | undefined;
  /** The file, base64-encoded. */
  contentBase64: string;
  /** Adds the row number as a column. */
  dataframeIndex?: boolean | null | undefined;
  /** Dates are written day first (DD/MM/YYYY). */
  dayFirst?: boolean | null | undefined;
  /** Decimal separator, '.' or ','. */
  decimalCharacter?: string | null | undefined;
  /** CSV field separator (default ","). */
  delimiter?: string | null | undefined;
  fileName: string;
  /** The 0-based row holding the column names (default 0). */
  headerRow?: number | null | undefined;
  /** Name of the row-number column (default 'index'). */
  indexLabel?: string | null | undefined;
  /** Texts read as NULL (besides the empty field). */
  nullValues?: Array<string> | null | undefined;
  /** Read at most this many data rows. */
  rowsToRead?: number | null | undefined;
  schema?: string | null | undefined;
  /** Excel: the sheet to read (the first by default). */
  sheetName?: string | null | undefined;
  /** Rows to skip before the header row. */
  skipRows?: number | null | undefined;
  tableName: string;
  type: UploadFileType;
};

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

export type EventLogFilter = {
  field: EventLogFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type EventLogFilterField =
  | 'ACTION'
  | 'DASHBOARD_ID'
  | 'DTTM'
  | 'DURATION_MS'
  | 'JSON'
  | 'REFERRER'
  | 'SLICE_ID'
  | 'USER';

export type EventLogOrderField =
  | 'ACTION'
  | 'DASHBOARD_ID'
  | 'DTTM'
  | 'DURATION_MS'
  | 'SLICE_ID'
  | 'USER_ID';

/** One SQL Lab run (Superset's ExecutePayload). */
export type ExecuteSqlInput = {
  catalog?: string | null | undefined;
  /** Client-generated id (≤ 11 characters); generated when absent. */
  clientId?: string | null | undefined;
  ctasMethod?: CtasMethod | null | undefined;
  databaseId: number;
  /** Accepted for compatibility; nested types are not expanded. */
  expandData?: boolean | null | undefined;
  /** Row limit from the dropdown; defaults to 1000, capped at SQL_MAX_ROW. */
  queryLimit?: number | null | undefined;
  /** Run in the background; defaults to the database's allow_run_async. */
  runAsync?: boolean | null | undefined;
  schema?: string | null | undefined;
  selectAsCta?: boolean | null | undefined;
  sql: string;
  sqlEditorId?: string | null | undefined;
  tabName?: string | null | undefined;
  /** Template parameters as a JSON object text; empty means {}. */
  templateParams?: string | null | undefined;
  tmpSchemaName?: string | null | undefined;
  tmpTableName?: string | null | undefined;
};

export type ExploreFormDataInput = {
  chartId?: number | null | undefined;
  datasourceId: number;
  /** 'table' for a dataset. */
  datasourceType: string;
  /** The form data as JSON text, stored as sent. */
  formData: string;
};

export type FavoriteObjectType =
  | 'CHART'
  | 'DASHBOARD'
  | 'TAG';

export type GetOrCreateDatasetInput = {
  alwaysFilterMainDttm?: boolean | null | undefined;
  catalog?: string | null | undefined;
  databaseId: number;
  normalizeColumns?: boolean | null | undefined;
  schema?: string | null | undefined;
  tableName: string;
  templateParams?: string | null | undefined;
};

/** A bundle to import (REST ref §7.5); secrets are keyed by the database file they belong to. */
export type ImportBundleInput = {
  /** The ZIP bundle (or, for dashboards, Superset's legacy JSON export), base64-encoded. */
  base64: string;
  /** The uploaded file name: the key of a legacy export's messages. */
  filename?: string | null | undefined;
  overwrite?: boolean;
  /** {"databases/examples.yaml": "password"} */
  passwords?: unknown;
  /** The importing resource: only its objects honour `overwrite`. */
  resource: BundleResource;
  sshTunnelPasswords?: unknown;
  sshTunnelPrivateKeyPasswords?: unknown;
  sshTunnelPrivateKeys?: unknown;
};

/** What capped a run's rows: the query's own LIMIT, the row-limit dropdown, both, or nothing. */
export type LimitingFactor =
  | 'DROPDOWN'
  | 'NOT_LIMITED'
  | 'QUERY'
  | 'QUERY_AND_DROPDOWN'
  | 'UNKNOWN';

/** A list filter operator (Superset's filters[].opr, upper-cased). */
export type ListFilterOp =
  | 'ALL_TEXT'
  | 'ANNOTATION_ALL_TEXT'
  | 'ANNOTATION_LAYER_ALL_TEXT'
  | 'CHART_ALL_TEXT'
  | 'CHART_CREATED_BY_ME'
  | 'CHART_HAS_CREATED_BY'
  | 'CHART_IS_CERTIFIED'
  | 'CHART_IS_FAVORITE'
  | 'CHART_OWNED_CREATED_FAVORED_BY_ME'
  | 'CHART_TAGS'
  | 'CHART_TAG_ID'
  | 'CSS_TEMPLATE_ALL_TEXT'
  | 'CT'
  | 'CUSTOM_TAG'
  | 'DASHBOARD_CREATED_BY_ME'
  | 'DASHBOARD_HAS_CREATED_BY'
  | 'DASHBOARD_IS_CERTIFIED'
  | 'DASHBOARD_IS_FAVORITE'
  | 'DASHBOARD_TAGS'
  | 'DASHBOARD_TAG_ID'
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
  | 'SAVED_QUERY_IS_FAV'
  | 'SAVED_QUERY_TAGS'
  | 'SAVED_QUERY_TAG_ID'
  | 'SW'
  | 'TITLE_OR_SLUG'
  | 'UPLOAD_IS_ENABLED';

/** A batch of client events (Superset's POST /superset/log/?explode=events). */
export type LogEventsInput = {
  /** The dashboard the events happened on, unless an event names its own. */
  dashboardId?: number | null | undefined;
  /** A JSON array of event objects, at most 1024. */
  events: unknown;
  /** The page the events were sent from. */
  referrer?: string | null | undefined;
  /** The chart the events happened on, unless an event names its own. */
  sliceId?: number | null | undefined;
};

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

export type QueryFilter = {
  field: QueryFilterField;
  op: ListFilterOp;
  /** START_TIME takes epoch milliseconds or an ISO date-time. */
  value?: unknown;
};

export type QueryFilterField =
  | 'CHANGED_ON'
  | 'DATABASE'
  | 'ROWS'
  | 'SQL'
  | 'SQL_EDITOR_ID'
  | 'START_TIME'
  | 'STATUS'
  | 'USER'
  | 'UUID';

export type QueryFilterInput = {
  /** A column name, or an adhoc column object. */
  col: unknown;
  grain?: string | null | undefined;
  isExtra?: boolean | null | undefined;
  op: string;
  val?: unknown;
};

export type QueryOrderField =
  | 'CHANGED_ON'
  | 'DATABASE_DATABASE_NAME'
  | 'ROWS'
  | 'SCHEMA'
  | 'SQL'
  | 'START_TIME'
  | 'TAB_NAME'
  | 'USER_FIRST_NAME';

/** SQL Lab run states (spec 2 §4). */
export type QueryState =
  | 'FAILED'
  | 'FETCHING'
  | 'OFFLINE'
  | 'PENDING'
  | 'RUNNING'
  | 'SCHEDULED'
  | 'STARTED'
  | 'STOPPED'
  | 'SUCCESS'
  | 'TIMED_OUT';

export type RecentActivityItemType =
  | 'DASHBOARD'
  | 'SLICE';

export type SavedQueryDistinctColumn =
  | 'CATALOG'
  | 'SCHEMA';

export type SavedQueryFilter = {
  field: SavedQueryFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type SavedQueryFilterField =
  | 'CATALOG'
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DATABASE'
  | 'ID'
  | 'LABEL'
  | 'SCHEMA'
  | 'TAGS';

export type SavedQueryOrderField =
  | 'CATALOG'
  | 'CHANGED_ON'
  | 'CREATED_BY_FIRST_NAME'
  | 'CREATED_ON'
  | 'DATABASE_DATABASE_NAME'
  | 'DESCRIPTION'
  | 'LABEL'
  | 'LAST_RUN'
  | 'ROWS'
  | 'SCHEMA'
  | 'SQL';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SqlLabPermalinkInput = {
  autorun?: boolean | null | undefined;
  catalog?: string | null | undefined;
  dbId: number;
  /** The tab name. */
  name: string;
  schema?: string | null | undefined;
  sql: string;
  /** Template parameters as JSON text, as the editor keeps them. */
  templateParams?: string | null | undefined;
};

export type TagFilter = {
  field: TagFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type TagFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DESCRIPTION'
  | 'ID'
  | 'NAME'
  | 'TYPE';

export type TagInput = {
  description?: string | null | undefined;
  /** Required to create; 1 to 250 characters. */
  name?: string | null | undefined;
  objectsToTag?: Array<TaggableRefInput> | null | undefined;
};

export type TagOrderField =
  | 'CHANGED_ON'
  | 'CREATED_ON'
  | 'DESCRIPTION'
  | 'ID'
  | 'NAME'
  | 'TYPE';

/** One object to tag. */
export type TaggableRefInput = {
  objectId: number;
  objectType: TaggableType;
};

/** What a tag is attached to: a saved query, a chart, a dashboard or a dataset. */
export type TaggableType =
  | 'CHART'
  | 'DASHBOARD'
  | 'DATASET'
  | 'QUERY';

/** What a thumbnail shows. */
export type ThumbnailKind =
  | 'CHART'
  | 'DASHBOARD';

export type TimeRangeInput = {
  /** A time shift moving both bounds, e.g. '1 year ago' (time comparison). */
  shift?: string | null | undefined;
  /** A time range expression: 'Last week', '<start> : <end>', 'No filter', ... */
  timeRange: string;
};

export type UpdateChartInput = {
  cacheTimeout?: number | null | undefined;
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  /** Replaces the chart's dashboards; omitted keeps them. */
  dashboards?: Array<number> | null | undefined;
  /** Swaps the dataset; datasourceType is then required. */
  datasourceId?: number | null | undefined;
  datasourceName?: string | null | undefined;
  datasourceType?: string | null | undefined;
  description?: string | null | undefined;
  externalUrl?: string | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  /** Replaces the owners; omitted keeps them. */
  owners?: Array<number> | null | undefined;
  params?: unknown;
  queryContext?: unknown;
  queryContextGeneration?: boolean | null | undefined;
  sliceName?: string | null | undefined;
  /** Replaces the custom tags (changing them needs can_tag on Chart); omitted keeps them. */
  tags?: Array<number> | null | undefined;
  uuid?: string | null | undefined;
  vizType?: string | null | undefined;
};

export type UpdateDashboardInput = {
  /** Kept only when certifiedBy is set. */
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  css?: string | null | undefined;
  /** Empty becomes '[ untitled dashboard ]'. */
  dashboardTitle?: string | null | undefined;
  description?: string | null | undefined;
  /** The dashboard's changedOn as the editor loaded it: when the stored dashboard has changed since, the update is refused (CONFLICT, 409) with the current state, to confirm before overwriting. */
  expectedChangedOn?: string | null | undefined;
  externalUrl?: string | null | undefined;
  isManagedExternally?: boolean | null | undefined;
  /** The metadata (an object, or its JSON text); a `positions` key replaces the layout and the chart set. */
  jsonMetadata?: unknown;
  /** Owner ids; without them the creator is the sole owner. */
  owners?: Array<number> | null | undefined;
  /** The layout (an object, or its JSON text). */
  positionJson?: unknown;
  published?: boolean | null | undefined;
  /** Role ids the dashboard is shared with (DASHBOARD_RBAC). */
  roles?: Array<number> | null | undefined;
  /** Trimmed, spaces become dashes, other characters than letters, digits, _ and - dropped; empty becomes none. Unique. */
  slug?: string | null | undefined;
  /** Replaces the custom tags (can_tag on Dashboard to change them). */
  tags?: Array<number> | null | undefined;
  themeId?: number | null | undefined;
};

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

/** A partial update: omitted fields stay as they are. */
export type UpdateSavedQueryInput = {
  catalog?: string | null | undefined;
  dbId?: number | null | undefined;
  description?: string | null | undefined;
  extraJson?: string | null | undefined;
  label?: string | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  templateParameters?: string | null | undefined;
};

/** Fields to change; omitted ones stay. cursorPosition/northPercent/southPercent are merged into extra_json. */
export type UpdateSqlLabTabInput = {
  autorun?: boolean | null | undefined;
  catalog?: string | null | undefined;
  cursorPosition?: CursorPositionInput | null | undefined;
  databaseId?: number | null | undefined;
  /** Replaces extra_json (JSON object text). */
  extraJson?: string | null | undefined;
  hideLeftBar?: boolean | null | undefined;
  label?: string | null | undefined;
  /** Client id of the latest run (must be the caller’s). */
  latestQueryId?: string | null | undefined;
  northPercent?: number | null | undefined;
  queryLimit?: number | null | undefined;
  savedQueryId?: number | null | undefined;
  schema?: string | null | undefined;
  southPercent?: number | null | undefined;
  sql?: string | null | undefined;
  templateParams?: string | null | undefined;
};

/** What to do when the table is already there. */
export type UploadAlreadyExists =
  | 'APPEND'
  | 'FAIL'
  | 'REPLACE';

/** CSV text, an Excel workbook, or parquet (one file or a ZIP of them). */
export type UploadFileType =
  | 'COLUMNAR'
  | 'CSV'
  | 'EXCEL';

export type UploadedFileInput = {
  /** The file, base64-encoded. */
  contentBase64: string;
  /** CSV field separator (default ","). */
  delimiter?: string | null | undefined;
  fileName: string;
  /** The 0-based row holding the column names (default 0). */
  headerRow?: number | null | undefined;
  type: UploadFileType;
};

export type RestExportBundleQueryVariables = Exact<{
  resource: BundleResource;
  ids: Array<number> | number;
}>;


export type RestExportBundleQuery = { exportBundle: { filename: string, contentType: string, base64: string } };

export type RestImportBundleMutationVariables = Exact<{
  input: ImportBundleInput;
}>;


export type RestImportBundleMutation = { importBundle: { created: number, updated: number } };

export type RestPermissionsQueryVariables = Exact<{
  viewMenu: string;
}>;


export type RestPermissionsQuery = { myPermissions: Array<string> };

export type RestAnnotationUserFragment = { id: number, firstName: string, lastName: string };

export type RestAnnotationLayerItemFragment = { id: number, name: string, descr: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestAnnotationItemFragment = { id: number, layerId: number, layerName: string, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestAnnotationLayerListQueryVariables = Exact<{
  filters?: Array<AnnotationLayerFilter> | AnnotationLayerFilter | null | undefined;
  orderBy?: AnnotationLayerOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestAnnotationLayerListQuery = { annotationLayers: { count: number, items: Array<{ id: number, name: string, descr: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestAnnotationLayerShowQueryVariables = Exact<{
  id: number;
}>;


export type RestAnnotationLayerShowQuery = { annotationLayer: { id: number, name: string, descr: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } | null };

export type RestAnnotationLayerRelatedQueryVariables = Exact<{
  column: AnnotationLayerRelatedColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestAnnotationLayerRelatedQuery = { annotationLayerRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type RestAnnotationLayerCreateMutationVariables = Exact<{
  input: AnnotationLayerInput;
}>;


export type RestAnnotationLayerCreateMutation = { createAnnotationLayer: { id: number } };

export type RestAnnotationLayerUpdateMutationVariables = Exact<{
  id: number;
  input: AnnotationLayerInput;
}>;


export type RestAnnotationLayerUpdateMutation = { updateAnnotationLayer: { id: number } };

export type RestAnnotationLayerDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestAnnotationLayerDeleteMutation = { deleteAnnotationLayer: number };

export type RestAnnotationLayerBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestAnnotationLayerBulkDeleteMutation = { deleteAnnotationLayers: { count: number } };

export type RestAnnotationListQueryVariables = Exact<{
  layerId: number;
  filters?: Array<AnnotationFilter> | AnnotationFilter | null | undefined;
  orderBy?: AnnotationOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestAnnotationListQuery = { annotations: { count: number, items: Array<{ id: number, layerId: number, layerName: string, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestAnnotationShowQueryVariables = Exact<{
  layerId: number;
  id: number;
}>;


export type RestAnnotationShowQuery = { annotation: { id: number, layerId: number, layerName: string, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } | null };

export type RestAnnotationCreateMutationVariables = Exact<{
  layerId: number;
  input: AnnotationInput;
}>;


export type RestAnnotationCreateMutation = { createAnnotation: { id: number } };

export type RestAnnotationUpdateMutationVariables = Exact<{
  layerId: number;
  id: number;
  input: AnnotationInput;
}>;


export type RestAnnotationUpdateMutation = { updateAnnotation: { id: number } };

export type RestAnnotationDeleteMutationVariables = Exact<{
  layerId: number;
  id: number;
}>;


export type RestAnnotationDeleteMutation = { deleteAnnotation: number };

export type RestAnnotationBulkDeleteMutationVariables = Exact<{
  layerId: number;
  ids: Array<number> | number;
}>;


export type RestAnnotationBulkDeleteMutation = { deleteAnnotations: { count: number } };

export type RestChartQueryResultFragment = { cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown, annotationData: unknown };

export type RestChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type RestChartDataQuery = { chartData: { queries: Array<{ cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown, annotationData: unknown }> } };

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

export type RestChartListItemFragment = { id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, paramsText: string | null, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null };

export type RestChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestChartListQuery = { charts: { count: number, items: Array<{ id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, paramsText: string | null, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestChartShowQueryVariables = Exact<{
  id?: number | null | undefined;
  uuid?: string | null | undefined;
}>;


export type RestChartShowQuery = { chart: { id: number, uuid: string, url: string, sliceName: string, description: string | null, vizType: string, paramsText: string | null, queryContextText: string | null, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, changedOn: string, thumbnailUrl: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, dashboards: Array<{ id: number, dashboardTitle: string, jsonMetadataText: string | null }>, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null } | null };

export type RestChartCreateMutationVariables = Exact<{
  input: CreateChartInput;
}>;


export type RestChartCreateMutation = { createChart: { id: number } };

export type RestChartUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateChartInput;
}>;


export type RestChartUpdateMutation = { updateChart: { id: number } };

export type RestChartDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestChartDeleteMutation = { deleteChart: number };

export type RestChartBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestChartBulkDeleteMutation = { deleteCharts: { count: number } };

export type RestChartRelatedUsersQueryVariables = Exact<{
  column: ChartRelatedColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestChartRelatedUsersQuery = { chartRelatedUsers: { count: number, items: Array<{ value: number, text: string, extra: unknown }> } };

export type RestCssTemplateUserFragment = { id: number, firstName: string, lastName: string };

export type RestCssTemplateItemFragment = { id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestCssTemplateListQueryVariables = Exact<{
  filters?: Array<CssTemplateFilter> | CssTemplateFilter | null | undefined;
  orderBy?: CssTemplateOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestCssTemplateListQuery = { cssTemplates: { count: number, items: Array<{ id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestCssTemplateShowQueryVariables = Exact<{
  id: number;
}>;


export type RestCssTemplateShowQuery = { cssTemplate: { id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } | null };

export type RestCssTemplateRelatedQueryVariables = Exact<{
  column: CssTemplateRelatedColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestCssTemplateRelatedQuery = { cssTemplateRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type RestCssTemplateCreateMutationVariables = Exact<{
  input: CssTemplateInput;
}>;


export type RestCssTemplateCreateMutation = { createCssTemplate: { id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } };

export type RestCssTemplateUpdateMutationVariables = Exact<{
  id: number;
  input: CssTemplateInput;
}>;


export type RestCssTemplateUpdateMutation = { updateCssTemplate: { id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } };

export type RestCssTemplateDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestCssTemplateDeleteMutation = { deleteCssTemplate: number };

export type RestCssTemplateBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestCssTemplateBulkDeleteMutation = { deleteCssTemplates: { count: number } };

export type RestDashboardUserFragment = { id: number, firstName: string, lastName: string };

export type RestDashboardListItemFragment = { id: number, uuid: string, dashboardTitle: string, slug: string | null, url: string, published: boolean, status: string, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, thumbnailUrl: string | null, changedOn: string, createdOn: string, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, roles: Array<{ id: number, name: string }>, tags: Array<{ id: number, name: string, type: string }> };

export type RestDashboardListQueryVariables = Exact<{
  filters?: Array<DashboardFilter> | DashboardFilter | null | undefined;
  orderBy?: DashboardOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestDashboardListQuery = { dashboards: { count: number, items: Array<{ id: number, uuid: string, dashboardTitle: string, slug: string | null, url: string, published: boolean, status: string, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, thumbnailUrl: string | null, changedOn: string, createdOn: string, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, roles: Array<{ id: number, name: string }>, tags: Array<{ id: number, name: string, type: string }> }> } };

export type RestDashboardShowQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardShowQuery = { dashboard: { css: string | null, jsonMetadata: string | null, positionJson: string | null, id: number, uuid: string, dashboardTitle: string, slug: string | null, url: string, published: boolean, status: string, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, thumbnailUrl: string | null, changedOn: string, createdOn: string, theme: { id: number, themeName: string, jsonData: string | null } | null, charts: Array<{ sliceName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, roles: Array<{ id: number, name: string }>, tags: Array<{ id: number, name: string, type: string }> } | null };

export type RestDashboardIdQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardIdQuery = { dashboard: { id: number } | null };

export type RestDashboardChartsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardChartsQuery = { dashboard: { charts: Array<{ id: number, sliceName: string, cacheTimeout: number | null, changedOn: string, description: string | null, formData: unknown, sliceUrl: string, certifiedBy: string | null, certificationDetails: string | null }> } | null };

export type RestDashboardDatasetIdsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardDatasetIdsQuery = { dashboard: { datasetIds: Array<number> } | null };

export type RestDashboardDatasetQueryVariables = Exact<{
  idOrSlug: string;
  id: number;
}>;


export type RestDashboardDatasetQuery = { dashboard: { dataset: { id: number, uid: string, type: string, name: string, datasourceName: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, sql: string | null, isSqllabView: boolean, templateParams: string | null, fetchValuesPredicate: string | null, filterSelectEnabled: boolean, alwaysFilterMainDttm: boolean, normalizeColumns: boolean, paramsText: string | null, extraText: string | null, perm: string | null, editUrl: string, selectStar: string | null, healthCheckMessage: string | null, isManagedExternally: boolean, owners: Array<number>, verboseMap: unknown, columnFormats: unknown, currencyFormats: unknown, orderByChoices: Array<Array<string>>, timeGrainSqla: Array<Array<string>>, granularitySqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string, allowsSubquery: boolean, allowsCostEstimate: boolean, allowsVirtualTableExplore: boolean, disableDataPreview: boolean, disableDrillToDetail: boolean, exploreDatabaseId: number }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, isActive: boolean, type: string | null, typeGeneric: number, pythonDateFormat: string | null, advancedDataType: string | null, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, metricType: string | null, warningText: string | null, d3format: string | null, currency: unknown, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } | null } | null };

export type RestDashboardTabsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardTabsQuery = { dashboardTabs: { allTabs: unknown, tabTree: unknown } };

export type RestDashboardRelatedQueryVariables = Exact<{
  column: DashboardRelatedColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestDashboardRelatedQuery = { dashboardRelated: { count: number, items: Array<{ value: number, text: string, extra: unknown }> } };

export type RestDashboardCreateMutationVariables = Exact<{
  input: CreateDashboardInput;
}>;


export type RestDashboardCreateMutation = { createDashboard: { id: number } };

export type RestDashboardUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateDashboardInput;
}>;


export type RestDashboardUpdateMutation = { updateDashboard: { id: number, lastModifiedTime: number } };

export type RestDashboardDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestDashboardDeleteMutation = { deleteDashboard: number };

export type RestDashboardBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestDashboardBulkDeleteMutation = { deleteDashboards: { count: number } };

export type RestDashboardCopyMutationVariables = Exact<{
  id: number;
  input: CopyDashboardInput;
}>;


export type RestDashboardCopyMutation = { copyDashboard: { id: number, lastModifiedTime: number } };

export type RestDashboardFiltersMutationVariables = Exact<{
  id: number;
  input: DashboardFiltersInput;
}>;


export type RestDashboardFiltersMutation = { setDashboardFilters: Array<{ config: unknown }> };

export type RestDashboardColorsMutationVariables = Exact<{
  id: number;
  input: DashboardColorsInput;
  markUpdated: boolean;
}>;


export type RestDashboardColorsMutation = { setDashboardColors: boolean };

export type RestDashboardPermalinkCreateMutationVariables = Exact<{
  id: number;
  state: unknown;
}>;


export type RestDashboardPermalinkCreateMutation = { createDashboardPermalink: { key: string, url: string } };

export type RestDashboardPermalinkQueryVariables = Exact<{
  key: string;
}>;


export type RestDashboardPermalinkQuery = { dashboardPermalink: { dashboardId: number, state: { dataMask: unknown, activeTabs: Array<string> | null, anchor: string | null, urlParams: Array<Array<string>> | null } } };

export type RestDashboardFilterStateQueryVariables = Exact<{
  dashboardId: number;
  key: string;
}>;


export type RestDashboardFilterStateQuery = { dashboardFilterState: string | null };

export type RestDashboardFilterStateCreateMutationVariables = Exact<{
  dashboardId: number;
  value: string;
  tabId?: number | null | undefined;
}>;


export type RestDashboardFilterStateCreateMutation = { createDashboardFilterState: string };

export type RestDashboardFilterStateUpdateMutationVariables = Exact<{
  dashboardId: number;
  key: string;
  value: string;
  tabId?: number | null | undefined;
}>;


export type RestDashboardFilterStateUpdateMutation = { updateDashboardFilterState: string };

export type RestDashboardFilterStateDeleteMutationVariables = Exact<{
  dashboardId: number;
  key: string;
}>;


export type RestDashboardFilterStateDeleteMutation = { deleteDashboardFilterState: boolean };

export type RestDashboardVersionsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type RestDashboardVersionsQuery = { dashboardVersions: { count: number, items: Array<{ id: number, versionNumber: number, createdOn: string, summary: string, dashboardTitle: string | null, published: boolean, createdBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestDatabaseUploadMutationVariables = Exact<{
  databaseId: number;
  input: DatabaseUploadInput;
}>;


export type RestDatabaseUploadMutation = { uploadFileToDatabase: { rows: number, datasetId: number, datasetCreated: boolean } };

export type RestUploadFileMetadataQueryVariables = Exact<{
  input: UploadedFileInput;
}>;


export type RestUploadFileMetadataQuery = { uploadFileMetadata: Array<{ sheetName: string | null, columnNames: Array<string> }> };

export type RestDatabaseUploadSchemasQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseUploadSchemasQuery = { databaseSchemas: Array<string> };

export type RestDatabaseUserFragment = { id: number, firstName: string, lastName: string };

export type RestDatabaseEngineInformationFragment = { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean };

export type RestDatabaseListItemFragment = { id: number, uuid: string, databaseName: string, backend: string, allowFileUpload: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowRunAsync: boolean, allowsCostEstimate: boolean, allowsSubquery: boolean, allowsVirtualTableExplore: boolean, exploreDatabaseId: number | null, exposeInSqllab: boolean, extraText: string | null, forceCtasSchema: string | null, disableDataPreview: boolean, disableDrillToDetail: boolean, allowMultiCatalog: boolean, changedOn: string, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean }, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null };

export type RestDatabaseShowItemFragment = { id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } };

export type RestDatabaseConnectionItemFragment = { sqlalchemyUri: string | null, extraText: string | null, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } };

export type RestDatabaseListQueryVariables = Exact<{
  filters?: Array<DatabaseFilter> | DatabaseFilter | null | undefined;
  orderBy?: DatabaseOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize?: number | null | undefined;
}>;


export type RestDatabaseListQuery = { databases: { count: number, items: Array<{ id: number, uuid: string, databaseName: string, backend: string, allowFileUpload: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowRunAsync: boolean, allowsCostEstimate: boolean, allowsSubquery: boolean, allowsVirtualTableExplore: boolean, exploreDatabaseId: number | null, exposeInSqllab: boolean, extraText: string | null, forceCtasSchema: string | null, disableDataPreview: boolean, disableDrillToDetail: boolean, allowMultiCatalog: boolean, changedOn: string, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean }, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestDatabaseShowQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseShowQuery = { database: { id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } | null };

export type RestDatabaseConnectionQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseConnectionQuery = { databaseConnection: { sqlalchemyUri: string | null, extraText: string | null, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } | null };

export type RestDatabaseAvailableQueryVariables = Exact<{ [key: string]: never; }>;


export type RestDatabaseAvailableQuery = { availableEngines: Array<{ name: string, engine: string, availableDrivers: Array<string>, defaultDriver: string | null, sqlalchemyUriPlaceholder: string, preferred: boolean, supportsOauth2: boolean, parameters: unknown, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } }> };

export type RestDatabaseCreateMutationVariables = Exact<{
  input: DatabaseInput;
}>;


export type RestDatabaseCreateMutation = { createDatabase: { sqlalchemyUri: string | null, extraText: string | null, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } };

export type RestDatabaseUpdateMutationVariables = Exact<{
  id: number;
  input: DatabaseInput;
}>;


export type RestDatabaseUpdateMutation = { updateDatabase: { sqlalchemyUri: string | null, extraText: string | null, serverCert: string | null, maskedEncryptedExtra: string | null, parameters: unknown, parametersSchema: unknown, id: number, uuid: string, databaseName: string, cacheTimeout: number | null, exposeInSqllab: boolean, allowRunAsync: boolean, allowFileUpload: boolean, configurationMethod: string, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, backend: string, driver: string | null, forceCtasSchema: string | null, impersonateUser: boolean, isManagedExternally: boolean, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean } } };

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

export type RestDatabaseFunctionNamesQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseFunctionNamesQuery = { databaseFunctionNames: Array<string> };

export type RestDatabaseRelatedObjectsQueryVariables = Exact<{
  id: number;
}>;


export type RestDatabaseRelatedObjectsQuery = { databaseRelatedObjects: { charts: Array<{ id: number, sliceName: string, vizType: string | null }>, dashboards: Array<{ id: number, title: string, slug: string | null, jsonMetadataText: string | null }>, sqllabTabStates: Array<{ id: number, label: string | null, active: boolean }> } };

export type RestDatabaseSyncPermissionsMutationVariables = Exact<{
  id: number;
}>;


export type RestDatabaseSyncPermissionsMutation = { syncDatabasePermissions: boolean };

export type RestDatasetUserFragment = { id: number, firstName: string, lastName: string };

export type RestDatasetListItemFragment = { id: number, uuid: string, tableName: string, kind: DatasetKind, datasourceType: string, catalog: string | null, schema: string | null, sql: string | null, description: string | null, defaultEndpoint: string | null, exploreUrl: string, extraText: string | null, changedOn: string, database: { id: number, databaseName: string, uuid: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestDatasetListQueryVariables = Exact<{
  filters?: Array<DatasetFilter> | DatasetFilter | null | undefined;
  orderBy?: DatasetOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestDatasetListQuery = { datasets: { count: number, items: Array<{ id: number, uuid: string, tableName: string, kind: DatasetKind, datasourceType: string, catalog: string | null, schema: string | null, sql: string | null, description: string | null, defaultEndpoint: string | null, exploreUrl: string, extraText: string | null, changedOn: string, database: { id: number, databaseName: string, uuid: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestDatasetColumnFragment = { id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extraText: string | null, createdOn: string, changedOn: string };

export type RestDatasetMetricFragment = { id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extraText: string | null, warningText: string | null, createdOn: string, changedOn: string };

export type RestDatasetShowFragment = { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extraText: string | null, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extraText: string | null, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extraText: string | null, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> };

export type RestDatasetShowQueryVariables = Exact<{
  id: number;
}>;


export type RestDatasetShowQuery = { dataset: { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extraText: string | null, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extraText: string | null, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extraText: string | null, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> } | null };

export type RestDatasetCreateMutationVariables = Exact<{
  input: CreateDatasetInput;
}>;


export type RestDatasetCreateMutation = { createDataset: { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extraText: string | null, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extraText: string | null, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extraText: string | null, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> } };

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


export type RestDatasetRelatedObjectsQuery = { datasetRelatedObjects: { charts: Array<{ id: number, sliceName: string, vizType: string | null }>, dashboards: Array<{ id: number, title: string, slug: string | null, jsonMetadataText: string | null }> } };

export type RestDatasetDrillInfoQueryVariables = Exact<{
  id: number;
}>;


export type RestDatasetDrillInfoQuery = { datasetDrillInfo: { id: number, uuid: string, name: string, tableName: string, kind: DatasetKind, datasourceType: string, sql: string | null, filterSelectEnabled: boolean, fetchValuesPredicate: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, offset: number, defaultEndpoint: string | null, cacheTimeout: number | null, isSqllabView: boolean, templateParams: string | null, selectStar: string | null, url: string, extraText: string | null, isManagedExternally: boolean, createdOn: string, changedOn: string, database: { id: number, databaseName: string, uuid: string, backend: string, allowMultiCatalog: boolean } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, columns: Array<{ id: number, uuid: string, columnName: string, verboseName: string | null, type: string | null, typeGeneric: number | null, advancedDataType: string | null, isDttm: boolean, isActive: boolean, groupby: boolean, filterable: boolean, expression: string | null, description: string | null, pythonDateFormat: string | null, extraText: string | null, createdOn: string, changedOn: string }>, metrics: Array<{ id: number, uuid: string, metricName: string, verboseName: string | null, metricType: string | null, expression: string, description: string | null, d3format: string | null, currency: unknown, extraText: string | null, warningText: string | null, createdOn: string, changedOn: string }>, timeGrains: Array<{ duration: string, name: string }> } | null };

export type RestDynamicPluginsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestDynamicPluginsQuery = { dynamicPlugins: Array<{ id: number, name: string, key: string, bundleUrl: string }> };

export type RestExploreStateQueryVariables = Exact<{
  sliceId?: number | null | undefined;
  datasourceId?: number | null | undefined;
  datasourceType?: string | null | undefined;
  permalinkKey?: string | null | undefined;
  formDataKey?: string | null | undefined;
  urlParams?: Array<Array<string> | string> | Array<string> | string | null | undefined;
}>;


export type RestExploreStateQuery = { exploreState: { formData: unknown, message: string | null, redirect: string | null, dataset: { id: number, uid: string, type: string, name: string, datasourceName: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, sql: string | null, isSqllabView: boolean, templateParams: string | null, fetchValuesPredicate: string | null, filterSelectEnabled: boolean, alwaysFilterMainDttm: boolean, normalizeColumns: boolean, paramsText: string | null, extraText: string | null, perm: string | null, editUrl: string, selectStar: string | null, healthCheckMessage: string | null, isManagedExternally: boolean, owners: Array<number>, verboseMap: unknown, columnFormats: unknown, currencyFormats: unknown, orderByChoices: Array<Array<string>>, timeGrainSqla: Array<Array<string>>, granularitySqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string, allowsSubquery: boolean, allowsCostEstimate: boolean, allowsVirtualTableExplore: boolean, disableDataPreview: boolean, disableDrillToDetail: boolean, exploreDatabaseId: number }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, isActive: boolean, type: string | null, typeGeneric: number, pythonDateFormat: string | null, advancedDataType: string | null, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, metricType: string | null, warningText: string | null, d3format: string | null, currency: unknown, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } | null, slice: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, queryContextText: string | null, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, sliceUrl: string, editUrl: string, changedOn: string, datasource: { nameText: string } | null, owners: Array<{ id: number }> } | null } };

export type RestExplorePermalinkFragment = { key: string, url: string, chartId: number | null, datasourceId: number, datasourceType: string, datasource: string, state: { formData: unknown, urlParams: Array<Array<string>> | null } };

export type RestCreateExplorePermalinkMutationVariables = Exact<{
  formData: unknown;
  urlParams?: Array<Array<string> | string> | Array<string> | string | null | undefined;
}>;


export type RestCreateExplorePermalinkMutation = { createExplorePermalink: { key: string, url: string, chartId: number | null, datasourceId: number, datasourceType: string, datasource: string, state: { formData: unknown, urlParams: Array<Array<string>> | null } } };

export type RestExplorePermalinkQueryVariables = Exact<{
  key: string;
}>;


export type RestExplorePermalinkQuery = { explorePermalink: { key: string, url: string, chartId: number | null, datasourceId: number, datasourceType: string, datasource: string, state: { formData: unknown, urlParams: Array<Array<string>> | null } } };

export type RestCreateExploreFormDataMutationVariables = Exact<{
  input: ExploreFormDataInput;
  tabId?: string | null | undefined;
}>;


export type RestCreateExploreFormDataMutation = { createExploreFormData: string };

export type RestExploreFormDataQueryVariables = Exact<{
  key: string;
}>;


export type RestExploreFormDataQuery = { exploreFormData: string | null };

export type RestUpdateExploreFormDataMutationVariables = Exact<{
  key: string;
  input: ExploreFormDataInput;
  tabId?: string | null | undefined;
}>;


export type RestUpdateExploreFormDataMutation = { updateExploreFormData: string };

export type RestDeleteExploreFormDataMutationVariables = Exact<{
  key: string;
  tabId?: string | null | undefined;
}>;


export type RestDeleteExploreFormDataMutation = { deleteExploreFormData: boolean };

export type RestFavoriteStatusQueryVariables = Exact<{
  objectType: FavoriteObjectType;
  ids: Array<number> | number;
}>;


export type RestFavoriteStatusQuery = { favoriteStatus: Array<{ id: number, value: boolean }> };

export type RestAddFavoriteMutationVariables = Exact<{
  objectType: FavoriteObjectType;
  id: number;
}>;


export type RestAddFavoriteMutation = { addFavorite: { value: boolean } };

export type RestRemoveFavoriteMutationVariables = Exact<{
  objectType: FavoriteObjectType;
  id: number;
}>;


export type RestRemoveFavoriteMutation = { removeFavorite: { value: boolean } };

export type RestDatasourceSamplesQueryVariables = Exact<{
  input: DatasourceSamplesInput;
}>;


export type RestDatasourceSamplesQuery = { datasourceSamples: { page: number, perPage: number, totalCount: number, result: { cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown, annotationData: unknown } } };

export type RestDatasourceMetadataFieldsFragment = { id: number, uid: string, type: string, name: string, datasourceName: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, sql: string | null, isSqllabView: boolean, templateParams: string | null, fetchValuesPredicate: string | null, filterSelectEnabled: boolean, alwaysFilterMainDttm: boolean, normalizeColumns: boolean, paramsText: string | null, extraText: string | null, perm: string | null, editUrl: string, selectStar: string | null, healthCheckMessage: string | null, isManagedExternally: boolean, owners: Array<number>, verboseMap: unknown, columnFormats: unknown, currencyFormats: unknown, orderByChoices: Array<Array<string>>, timeGrainSqla: Array<Array<string>>, granularitySqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string, allowsSubquery: boolean, allowsCostEstimate: boolean, allowsVirtualTableExplore: boolean, disableDataPreview: boolean, disableDrillToDetail: boolean, exploreDatabaseId: number }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, isActive: boolean, type: string | null, typeGeneric: number, pythonDateFormat: string | null, advancedDataType: string | null, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, metricType: string | null, warningText: string | null, d3format: string | null, currency: unknown, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> };

export type RestDatasourceMetadataQueryVariables = Exact<{
  datasourceKey: string;
}>;


export type RestDatasourceMetadataQuery = { datasourceMetadata: { id: number, uid: string, type: string, name: string, datasourceName: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, sql: string | null, isSqllabView: boolean, templateParams: string | null, fetchValuesPredicate: string | null, filterSelectEnabled: boolean, alwaysFilterMainDttm: boolean, normalizeColumns: boolean, paramsText: string | null, extraText: string | null, perm: string | null, editUrl: string, selectStar: string | null, healthCheckMessage: string | null, isManagedExternally: boolean, owners: Array<number>, verboseMap: unknown, columnFormats: unknown, currencyFormats: unknown, orderByChoices: Array<Array<string>>, timeGrainSqla: Array<Array<string>>, granularitySqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string, allowsSubquery: boolean, allowsCostEstimate: boolean, allowsVirtualTableExplore: boolean, disableDataPreview: boolean, disableDrillToDetail: boolean, exploreDatabaseId: number }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, isActive: boolean, type: string | null, typeGeneric: number, pythonDateFormat: string | null, advancedDataType: string | null, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, metricType: string | null, warningText: string | null, d3format: string | null, currency: unknown, extra: unknown, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } };

export type RestChartFormDataQueryVariables = Exact<{
  id: number;
}>;


export type RestChartFormDataQuery = { chart: { id: number, params: unknown } | null };

export type RestLogItemFragment = { id: number, action: string | null, userId: number | null, json: string | null, dttm: string, dashboardId: number | null, sliceId: number | null, durationMs: number | null, referrer: string | null };

export type RestLogListQueryVariables = Exact<{
  filters?: Array<EventLogFilter> | EventLogFilter | null | undefined;
  orderBy?: EventLogOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestLogListQuery = { eventLogs: { count: number, items: Array<{ id: number, action: string | null, userId: number | null, json: string | null, dttm: string, dashboardId: number | null, sliceId: number | null, durationMs: number | null, referrer: string | null }> } };

export type RestLogShowQueryVariables = Exact<{
  id: number;
}>;


export type RestLogShowQuery = { eventLog: { id: number, action: string | null, userId: number | null, json: string | null, dttm: string, dashboardId: number | null, sliceId: number | null, durationMs: number | null, referrer: string | null } | null };

export type RestRecentActivityQueryVariables = Exact<{
  page: number;
  pageSize: number;
  actions?: Array<string> | string | null | undefined;
  distinct: boolean;
}>;


export type RestRecentActivityQuery = { recentActivity: Array<{ action: string, itemType: RecentActivityItemType, itemUrl: string, itemTitle: string, time: string }> };

export type RestLogEventsMutationVariables = Exact<{
  input: LogEventsInput;
}>;


export type RestLogEventsMutation = { logEvents: number };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number } | null };

export type RestMeRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeRolesQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number, createdOn: string | null, roles: Array<{ name: string, permissions: Array<{ permission: string, viewMenu: string }> }>, dataAccess: Array<{ permission: string, views: Array<string> }> } | null };

export type RestQueryListQueryVariables = Exact<{
  filters?: Array<QueryFilter> | QueryFilter | null | undefined;
  orderBy?: QueryOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestQueryListQuery = { queries: { count: number, items: Array<{ id: number, changedOn: number, endTime: number | null, executedSql: string | null, rows: number | null, schema: string | null, sql: string | null, startTime: number | null, status: QueryState, tabName: string | null, tmpTableName: string | null, trackingUrl: string | null, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, user: { id: number, firstName: string, lastName: string } | null }> } };

export type RestQueryRelatedDatabasesQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestQueryRelatedDatabasesQuery = { queryRelatedDatabases: { count: number, items: Array<{ value: number, text: string }> } };

export type RestQueryRelatedUsersQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestQueryRelatedUsersQuery = { queryRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type RestQueryDistinctStatusQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestQueryDistinctStatusQuery = { queryDistinctStatus: { count: number, items: Array<string> } };

export type RestSavedQueryUserFragment = { id: number, firstName: string, lastName: string };

export type RestSavedQueryItemFragment = { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, extra: unknown, rows: number | null, lastRun: string | null, createdOn: string, changedOn: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: number }> };

export type RestSavedQueryListQueryVariables = Exact<{
  filters?: Array<SavedQueryFilter> | SavedQueryFilter | null | undefined;
  orderBy?: SavedQueryOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestSavedQueryListQuery = { savedQueries: { count: number, items: Array<{ id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, extra: unknown, rows: number | null, lastRun: string | null, createdOn: string, changedOn: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: number }> }> } };

export type RestSavedQueryShowQueryVariables = Exact<{
  id: number;
}>;


export type RestSavedQueryShowQuery = { savedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, extra: unknown, rows: number | null, lastRun: string | null, createdOn: string, changedOn: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: number }> } | null };

export type RestSavedQueryRelatedDatabasesQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestSavedQueryRelatedDatabasesQuery = { savedQueryRelatedDatabases: { count: number, items: Array<{ value: number, text: string }> } };

export type RestSavedQueryRelatedUsersQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestSavedQueryRelatedUsersQuery = { savedQueryRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type RestSavedQueryDistinctQueryVariables = Exact<{
  column: SavedQueryDistinctColumn;
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestSavedQueryDistinctQuery = { savedQueryDistinct: { count: number, items: Array<string> } };

export type RestSavedQueryCreateMutationVariables = Exact<{
  input: CreateSavedQueryInput;
}>;


export type RestSavedQueryCreateMutation = { createSavedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, extra: unknown, rows: number | null, lastRun: string | null, createdOn: string, changedOn: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: number }> } };

export type RestSavedQueryUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateSavedQueryInput;
}>;


export type RestSavedQueryUpdateMutation = { updateSavedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, extra: unknown, rows: number | null, lastRun: string | null, createdOn: string, changedOn: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null, catalog: string | null }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: number }> } };

export type RestSavedQueryDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestSavedQueryDeleteMutation = { deleteSavedQuery: number };

export type RestSavedQueryBulkDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RestSavedQueryBulkDeleteMutation = { deleteSavedQueries: { count: number } };

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { accessToken: string, refreshToken: string | null } };

export type RestRefreshAccessTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RestRefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string } };

export type RestCsrfTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCsrfTokenQuery = { csrfToken: string };

export type RestSqlLabPermalinkQueryVariables = Exact<{
  key: string;
}>;


export type RestSqlLabPermalinkQuery = { sqlLabPermalink: { key: string, state: { dbId: number, name: string, sql: string, catalog: string | null, schema: string | null, templateParams: string | null, autorun: boolean | null } } };

export type RestCreateSqlLabPermalinkMutationVariables = Exact<{
  state: SqlLabPermalinkInput;
}>;


export type RestCreateSqlLabPermalinkMutation = { createSqlLabPermalink: { key: string, url: string } };

export type RestSqlLabQueryFragment = { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null };

export type RestSqlLabColumnFragment = { name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean };

export type RestSqlLabExecutionFragment = { query: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null }, results: { queryId: number, status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, selectedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, expandedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }> } | null };

export type RestSqlLabExecuteMutationVariables = Exact<{
  input: ExecuteSqlInput;
}>;


export type RestSqlLabExecuteMutation = { executeSql: { query: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null }, results: { queryId: number, status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, selectedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, expandedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }> } | null } };

export type RestSqlLabResultsQueryVariables = Exact<{
  resultsKey: string;
  rows?: number | null | undefined;
}>;


export type RestSqlLabResultsQuery = { queryResults: { query: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null }, results: { queryId: number, status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, selectedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }>, expandedColumns: Array<{ name: string, columnName: string, type: string | null, typeGeneric: number | null, isDttm: boolean }> } | null } };

export type RestSqlLabEstimateQueryVariables = Exact<{
  databaseId: number;
  sql: string;
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  templateParams?: string | null | undefined;
}>;


export type RestSqlLabEstimateQuery = { estimateQueryCost: unknown };

export type RestSqlLabFormatQueryVariables = Exact<{
  sql: string;
  engine?: string | null | undefined;
}>;


export type RestSqlLabFormatQuery = { formatSql: string };

export type RestSqlLabExportQueryVariables = Exact<{
  clientId: string;
}>;


export type RestSqlLabExportQuery = { sqlLabExport: { filename: string, contentType: string, base64: string } };

export type RestQueryStopMutationVariables = Exact<{
  clientId: string;
}>;


export type RestQueryStopMutation = { stopQuery: { id: number, status: QueryState } };

export type RestQueryShowQueryVariables = Exact<{
  id: number;
}>;


export type RestQueryShowQuery = { sqlLabQuery: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null } | null };

export type RestQueryUpdatedSinceQueryVariables = Exact<{
  lastUpdatedMs: number;
}>;


export type RestQueryUpdatedSinceQuery = { sqlLabQueriesUpdatedSince: Array<{ id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null }> };

export type RestDatabaseValidateSqlQueryVariables = Exact<{
  databaseId: number;
  sql: string;
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  templateParams?: string | null | undefined;
}>;


export type RestDatabaseValidateSqlQuery = { validateSql: Array<{ lineNumber: number, startColumn: number | null, endColumn: number | null, message: string }> };

export type RestSqlLabBootstrapQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSqlLabBootstrapQuery = { appConfig: { sqlLabBackendPersistence: boolean }, me: { id: number } | null, databases: { items: Array<{ id: number, uuid: string, databaseName: string, backend: string, allowFileUpload: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowRunAsync: boolean, allowsCostEstimate: boolean, allowsSubquery: boolean, allowsVirtualTableExplore: boolean, exploreDatabaseId: number | null, exposeInSqllab: boolean, extraText: string | null, forceCtasSchema: string | null, disableDataPreview: boolean, disableDrillToDetail: boolean, allowMultiCatalog: boolean, changedOn: string, engineInformation: { supportsFileUpload: boolean, disableSshTunneling: boolean, supportsDynamicCatalog: boolean, supportsOauth2: boolean }, changedBy: { id: number, firstName: string, lastName: string } | null, createdBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestSqlLabBootstrapTabsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSqlLabBootstrapTabsQuery = { sqlLabTabs: { activeTabId: number | null, tabs: Array<{ id: number, label: string | null, active: boolean, databaseId: number | null, catalog: string | null, schema: string | null, sql: string | null, queryLimit: number | null, templateParams: string | null, hideLeftBar: boolean, autorun: boolean, savedQueryId: number | null, extraJson: string | null, latestQuery: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null } | null, tableSchemas: Array<{ id: number, tabId: number, databaseId: number, catalog: string | null, schema: string | null, table: string, description: unknown, expanded: boolean }> }> } };

export type RestSqlLabEditorQueriesQueryVariables = Exact<{
  filters?: Array<QueryFilter> | QueryFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestSqlLabEditorQueriesQuery = { queries: { count: number, items: Array<{ id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null }> } };

export type RestTabStateFragment = { id: number, label: string | null, active: boolean, databaseId: number | null, catalog: string | null, schema: string | null, sql: string | null, queryLimit: number | null, templateParams: string | null, hideLeftBar: boolean, autorun: boolean, savedQueryId: number | null, extraJson: string | null, latestQuery: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null } | null, tableSchemas: Array<{ id: number, tabId: number, databaseId: number, catalog: string | null, schema: string | null, table: string, description: unknown, expanded: boolean }> };

export type RestTableSchemaFragment = { id: number, tabId: number, databaseId: number, catalog: string | null, schema: string | null, table: string, description: unknown, expanded: boolean };

export type RestTabStateShowQueryVariables = Exact<{
  id: number;
}>;


export type RestTabStateShowQuery = { sqlLabTab: { id: number, label: string | null, active: boolean, databaseId: number | null, catalog: string | null, schema: string | null, sql: string | null, queryLimit: number | null, templateParams: string | null, hideLeftBar: boolean, autorun: boolean, savedQueryId: number | null, extraJson: string | null, latestQuery: { id: number, clientId: string, databaseId: number, userId: number | null, status: QueryState, tabName: string | null, sqlEditorId: string | null, catalog: string | null, schema: string | null, sql: string | null, selectSql: string | null, executedSql: string | null, limit: number | null, limitingFactor: LimitingFactor, selectAsCta: boolean, selectAsCtaUsed: boolean, ctasMethod: CtasMethod, tmpTableName: string | null, tmpSchemaName: string | null, runAsync: boolean, progress: number, rows: number | null, errorMessage: string | null, errors: unknown, resultsKey: string | null, startTime: number | null, startRunningTime: number | null, endTime: number | null, endResultBackendTime: number | null, trackingUrl: string | null, extra: unknown, changedOn: number, database: { id: number, databaseName: string, backend: string | null } | null, user: { id: number, username: string, firstName: string, lastName: string } | null } | null, tableSchemas: Array<{ id: number, tabId: number, databaseId: number, catalog: string | null, schema: string | null, table: string, description: unknown, expanded: boolean }> }, me: { id: number } | null };

export type RestTabStateCreateMutationVariables = Exact<{
  input: CreateSqlLabTabInput;
}>;


export type RestTabStateCreateMutation = { createSqlLabTab: { id: number } };

export type RestTabStateUpdateMutationVariables = Exact<{
  id: number;
  patch: UpdateSqlLabTabInput;
}>;


export type RestTabStateUpdateMutation = { updateSqlLabTab: { id: number } };

export type RestTabStateDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestTabStateDeleteMutation = { deleteSqlLabTab: number };

export type RestTabStateActivateMutationVariables = Exact<{
  id: number;
}>;


export type RestTabStateActivateMutation = { activateSqlLabTab: { id: number } };

export type RestTabStateMigrateQueryMutationVariables = Exact<{
  tabId: number;
  clientId: string;
}>;


export type RestTabStateMigrateQueryMutation = { migrateSqlLabQuery: number };

export type RestTabStateDeleteQueryMutationVariables = Exact<{
  tabId: number;
  clientId: string;
}>;


export type RestTabStateDeleteQueryMutation = { deleteSqlLabTabQuery: number };

export type RestTableSchemaCreateMutationVariables = Exact<{
  input: AddTableSchemaInput;
}>;


export type RestTableSchemaCreateMutation = { addTableSchema: { id: number } };

export type RestTableSchemaExpandedMutationVariables = Exact<{
  id: number;
  expanded: boolean;
}>;


export type RestTableSchemaExpandedMutation = { updateTableSchema: { id: number, expanded: boolean } };

export type RestTableSchemaDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RestTableSchemaDeleteMutation = { deleteTableSchema: number };

export type RestTagUserFragment = { id: number, firstName: string, lastName: string };

export type RestObjectTagFragment = { id: number, name: string, type: string };

export type RestTagItemFragment = { id: number, name: string, type: string, description: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null };

export type RestTagListQueryVariables = Exact<{
  filters?: Array<TagFilter> | TagFilter | null | undefined;
  orderBy?: TagOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestTagListQuery = { tags: { count: number, items: Array<{ id: number, name: string, type: string, description: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestTagRelatedUsersQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type RestTagRelatedUsersQuery = { tagRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type RestTagShowQueryVariables = Exact<{
  id: number;
}>;


export type RestTagShowQuery = { tag: { id: number, name: string, type: string, description: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null } | null };

export type RestTaggedObjectsQueryVariables = Exact<{
  tagIds?: Array<number> | number | null | undefined;
  tagNames?: Array<string> | string | null | undefined;
  types?: Array<TaggableType> | TaggableType | null | undefined;
}>;


export type RestTaggedObjectsQuery = { taggedObjects: Array<{ id: number, type: TaggableType, name: string, url: string, changedOn: string | null, createdBy: { id: number, firstName: string, lastName: string } | null, owners: Array<{ id: number, username: string, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }> }> };

export type RestTagCreateMutationVariables = Exact<{
  input: TagInput;
}>;


export type RestTagCreateMutation = { createTag: { id: number } };

export type RestTagUpdateMutationVariables = Exact<{
  id: number;
  input: TagInput;
}>;


export type RestTagUpdateMutation = { updateTag: { id: number } };

export type RestTagDeleteMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
  names?: Array<string> | string | null | undefined;
}>;


export type RestTagDeleteMutation = { deleteTags: { count: number } };

export type RestTagObjectMutationVariables = Exact<{
  objectType: TaggableType;
  objectId: number;
  tags: Array<string> | string;
}>;


export type RestTagObjectMutation = { tagObject: Array<{ id: number }> };

export type RestUntagObjectMutationVariables = Exact<{
  objectType: TaggableType;
  objectId: number;
  tag: string;
}>;


export type RestUntagObjectMutation = { untagObject: boolean };

export type RestTagBulkCreateMutationVariables = Exact<{
  tags: Array<BulkTagInput> | BulkTagInput;
}>;


export type RestTagBulkCreateMutation = { bulkTag: { objectsTagged: Array<{ objectType: TaggableType, objectId: number }>, objectsSkipped: Array<{ objectType: TaggableType, objectId: number }> } };

export type RestThumbnailQueryVariables = Exact<{
  kind: ThumbnailKind;
  id: number;
  digest: string;
}>;


export type RestThumbnailQuery = { thumbnail: { base64: string | null, movedTo: string | null, taskStatus: string | null, taskUpdatedAt: string | null } };

export type RestTimeRangesQueryVariables = Exact<{
  ranges: Array<TimeRangeInput> | TimeRangeInput;
}>;


export type RestTimeRangesQuery = { timeRanges: Array<{ timeRange: string, shift: string | null, since: string | null, until: string | null }> };

export type RestUserAvatarQueryVariables = Exact<{
  userId: number;
}>;


export type RestUserAvatarQuery = { userAvatar: { url: string | null, initials: string | null } | null };

export type RestChartWarmUpTargetsQueryVariables = Exact<{
  chartId: number;
}>;


export type RestChartWarmUpTargetsQuery = { chartWarmUpTargets: Array<{ chartId: number, queryContext: unknown }> };

export type RestDatasetWarmUpTargetsQueryVariables = Exact<{
  databaseName: string;
  tableName: string;
}>;


export type RestDatasetWarmUpTargetsQuery = { datasetWarmUpTargets: Array<{ chartId: number, queryContext: unknown }> };

export type RestWarmUpChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type RestWarmUpChartDataQuery = { chartData: { queries: Array<{ status: string, error: string | null }> } };

export const RestAnnotationUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestAnnotationUserFragment, unknown>;
export const RestAnnotationLayerItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationLayerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestAnnotationLayerItemFragment, unknown>;
export const RestAnnotationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layerId"}},{"kind":"Field","name":{"kind":"Name","value":"layerName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestAnnotationItemFragment, unknown>;
export const RestChartQueryResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<RestChartQueryResultFragment, unknown>;
export const RestChartDatasourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartDatasourceFragment, unknown>;
export const RestChartUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestChartUserFragment, unknown>;
export const RestObjectTagFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestObjectTagFragment, unknown>;
export const RestChartListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestChartListItemFragment, unknown>;
export const RestCssTemplateUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestCssTemplateUserFragment, unknown>;
export const RestCssTemplateItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestCssTemplateItemFragment, unknown>;
export const RestDashboardUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDashboardUserFragment, unknown>;
export const RestDashboardListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestDashboardListItemFragment, unknown>;
export const RestDatabaseEngineInformationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseEngineInformationFragment, unknown>;
export const RestDatabaseUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatabaseUserFragment, unknown>;
export const RestDatabaseListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatabaseListItemFragment, unknown>;
export const RestDatabaseShowItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseShowItemFragment, unknown>;
export const RestDatabaseConnectionItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseConnectionItemFragment, unknown>;
export const RestDatasetUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatasetUserFragment, unknown>;
export const RestDatasetListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDatasetListItemFragment, unknown>;
export const RestDatasetColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetColumnFragment, unknown>;
export const RestDatasetMetricFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetMetricFragment, unknown>;
export const RestDatasetShowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestDatasetShowFragment, unknown>;
export const RestExplorePermalinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestExplorePermalink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExplorePermalink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}}]}}]}}]} as unknown as DocumentNode<RestExplorePermalinkFragment, unknown>;
export const RestDatasourceMetadataFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasourceMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"perm"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columnFormats"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFormats"}},{"kind":"Field","name":{"kind":"Name","value":"orderByChoices"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}}]}}]} as unknown as DocumentNode<RestDatasourceMetadataFieldsFragment, unknown>;
export const RestLogItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLogItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"dttm"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}}]}}]} as unknown as DocumentNode<RestLogItemFragment, unknown>;
export const RestSavedQueryUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestSavedQueryUserFragment, unknown>;
export const RestSavedQueryItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestSavedQueryItemFragment, unknown>;
export const RestSqlLabQueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestSqlLabQueryFragment, unknown>;
export const RestSqlLabColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}}]} as unknown as DocumentNode<RestSqlLabColumnFragment, unknown>;
export const RestSqlLabExecutionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabExecution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabExecution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expandedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}}]} as unknown as DocumentNode<RestSqlLabExecutionFragment, unknown>;
export const RestTableSchemaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTableSchema"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTableSchema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode<RestTableSchemaFragment, unknown>;
export const RestTabStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTabState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTab"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"queryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"hideLeftBar"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}},{"kind":"Field","name":{"kind":"Name","value":"savedQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"latestQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tableSchemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTableSchema"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTableSchema"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTableSchema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]} as unknown as DocumentNode<RestTabStateFragment, unknown>;
export const RestTagUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestTagUserFragment, unknown>;
export const RestTagItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestTagItemFragment, unknown>;
export const RestExportBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestExportBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BundleResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<RestExportBundleQuery, RestExportBundleQueryVariables>;
export const RestImportBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestImportBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<RestImportBundleMutation, RestImportBundleMutationVariables>;
export const RestPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewMenu"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewMenu"}}}]}]}}]} as unknown as DocumentNode<RestPermissionsQuery, RestPermissionsQueryVariables>;
export const RestAnnotationLayerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnnotationLayerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationLayerItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationLayerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerListQuery, RestAnnotationLayerListQueryVariables>;
export const RestAnnotationLayerShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnnotationLayerShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationLayerItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationLayerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerShowQuery, RestAnnotationLayerShowQueryVariables>;
export const RestAnnotationLayerRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnnotationLayerRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerRelatedColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayerRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerRelatedQuery, RestAnnotationLayerRelatedQueryVariables>;
export const RestAnnotationLayerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationLayerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerCreateMutation, RestAnnotationLayerCreateMutationVariables>;
export const RestAnnotationLayerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationLayerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerUpdateMutation, RestAnnotationLayerUpdateMutationVariables>;
export const RestAnnotationLayerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationLayerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestAnnotationLayerDeleteMutation, RestAnnotationLayerDeleteMutationVariables>;
export const RestAnnotationLayerBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationLayerBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotationLayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationLayerBulkDeleteMutation, RestAnnotationLayerBulkDeleteMutationVariables>;
export const RestAnnotationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnnotationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layerId"}},{"kind":"Field","name":{"kind":"Name","value":"layerName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationListQuery, RestAnnotationListQueryVariables>;
export const RestAnnotationShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnnotationShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAnnotationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layerId"}},{"kind":"Field","name":{"kind":"Name","value":"layerName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAnnotationUser"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationShowQuery, RestAnnotationShowQueryVariables>;
export const RestAnnotationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationCreateMutation, RestAnnotationCreateMutationVariables>;
export const RestAnnotationUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationUpdateMutation, RestAnnotationUpdateMutationVariables>;
export const RestAnnotationDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestAnnotationDeleteMutation, RestAnnotationDeleteMutationVariables>;
export const RestAnnotationBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnnotationBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestAnnotationBulkDeleteMutation, RestAnnotationBulkDeleteMutationVariables>;
export const RestChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartQueryResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<RestChartDataQuery, RestChartDataQueryVariables>;
export const RestChartDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartDataExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartResultFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartDataExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<RestChartDataExportQuery, RestChartDataExportQueryVariables>;
export const RestChartSavedQueryContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartSavedQueryContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}}]}}]}}]} as unknown as DocumentNode<RestChartSavedQueryContextQuery, RestChartSavedQueryContextQueryVariables>;
export const RestChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}}]} as unknown as DocumentNode<RestChartListQuery, RestChartListQueryVariables>;
export const RestChartShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"queryContextText"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadataText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartShowQuery, RestChartShowQueryVariables>;
export const RestChartCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChartCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestChartCreateMutation, RestChartCreateMutationVariables>;
export const RestChartUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChartUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestChartUpdateMutation, RestChartUpdateMutationVariables>;
export const RestChartDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChartDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestChartDeleteMutation, RestChartDeleteMutationVariables>;
export const RestChartBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChartBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestChartBulkDeleteMutation, RestChartBulkDeleteMutationVariables>;
export const RestChartRelatedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartRelatedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartRelatedColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<RestChartRelatedUsersQuery, RestChartRelatedUsersQueryVariables>;
export const RestCssTemplateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCssTemplateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateListQuery, RestCssTemplateListQueryVariables>;
export const RestCssTemplateShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCssTemplateShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateShowQuery, RestCssTemplateShowQueryVariables>;
export const RestCssTemplateRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCssTemplateRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateRelatedColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplateRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateRelatedQuery, RestCssTemplateRelatedQueryVariables>;
export const RestCssTemplateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCssTemplateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateCreateMutation, RestCssTemplateCreateMutationVariables>;
export const RestCssTemplateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCssTemplateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCssTemplateItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCssTemplateUser"}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateUpdateMutation, RestCssTemplateUpdateMutationVariables>;
export const RestCssTemplateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCssTemplateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestCssTemplateDeleteMutation, RestCssTemplateDeleteMutationVariables>;
export const RestCssTemplateBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCssTemplateBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCssTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestCssTemplateBulkDeleteMutation, RestCssTemplateBulkDeleteMutationVariables>;
export const RestDashboardListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}}]}}]} as unknown as DocumentNode<RestDashboardListQuery, RestDashboardListQueryVariables>;
export const RestDashboardShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardListItem"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"positionJson"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"themeName"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliceName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestObjectTag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TagSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestObjectTag"}}]}}]}}]} as unknown as DocumentNode<RestDashboardShowQuery, RestDashboardShowQueryVariables>;
export const RestDashboardIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDashboardIdQuery, RestDashboardIdQueryVariables>;
export const RestDashboardChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardCharts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}}]}}]}}]}}]} as unknown as DocumentNode<RestDashboardChartsQuery, RestDashboardChartsQueryVariables>;
export const RestDashboardDatasetIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardDatasetIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetIds"}}]}}]}}]} as unknown as DocumentNode<RestDashboardDatasetIdsQuery, RestDashboardDatasetIdsQueryVariables>;
export const RestDashboardDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasourceMetadataFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasourceMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"perm"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columnFormats"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFormats"}},{"kind":"Field","name":{"kind":"Name","value":"orderByChoices"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}}]}}]} as unknown as DocumentNode<RestDashboardDatasetQuery, RestDashboardDatasetQueryVariables>;
export const RestDashboardTabsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardTabs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardTabs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allTabs"}},{"kind":"Field","name":{"kind":"Name","value":"tabTree"}}]}}]}}]} as unknown as DocumentNode<RestDashboardTabsQuery, RestDashboardTabsQueryVariables>;
export const RestDashboardRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRelatedColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<RestDashboardRelatedQuery, RestDashboardRelatedQueryVariables>;
export const RestDashboardCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDashboardCreateMutation, RestDashboardCreateMutationVariables>;
export const RestDashboardUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedTime"}}]}}]}}]} as unknown as DocumentNode<RestDashboardUpdateMutation, RestDashboardUpdateMutationVariables>;
export const RestDashboardDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDashboardDeleteMutation, RestDashboardDeleteMutationVariables>;
export const RestDashboardBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestDashboardBulkDeleteMutation, RestDashboardBulkDeleteMutationVariables>;
export const RestDashboardCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedTime"}}]}}]}}]} as unknown as DocumentNode<RestDashboardCopyMutation, RestDashboardCopyMutationVariables>;
export const RestDashboardFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<RestDashboardFiltersMutation, RestDashboardFiltersMutationVariables>;
export const RestDashboardColorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardColors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardColorsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markUpdated"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardColors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"markUpdated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markUpdated"}}}]}]}}]} as unknown as DocumentNode<RestDashboardColorsMutation, RestDashboardColorsMutationVariables>;
export const RestDashboardPermalinkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardPermalinkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboardPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestDashboardPermalinkCreateMutation, RestDashboardPermalinkCreateMutationVariables>;
export const RestDashboardPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataMask"}},{"kind":"Field","name":{"kind":"Name","value":"activeTabs"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}}]}}]}}]}}]} as unknown as DocumentNode<RestDashboardPermalinkQuery, RestDashboardPermalinkQueryVariables>;
export const RestDashboardFilterStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardFilterState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<RestDashboardFilterStateQuery, RestDashboardFilterStateQueryVariables>;
export const RestDashboardFilterStateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardFilterStateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}]}]}}]} as unknown as DocumentNode<RestDashboardFilterStateCreateMutation, RestDashboardFilterStateCreateMutationVariables>;
export const RestDashboardFilterStateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardFilterStateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}]}]}}]} as unknown as DocumentNode<RestDashboardFilterStateUpdateMutation, RestDashboardFilterStateUpdateMutationVariables>;
export const RestDashboardFilterStateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDashboardFilterStateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<RestDashboardFilterStateDeleteMutation, RestDashboardFilterStateDeleteMutationVariables>;
export const RestDashboardVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDashboardVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDashboardUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDashboardUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestDashboardVersionsQuery, RestDashboardVersionsQueryVariables>;
export const RestDatabaseUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFileToDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetCreated"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseUploadMutation, RestDatabaseUploadMutationVariables>;
export const RestUploadFileMetadataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestUploadFileMetadata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFileMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"columnNames"}}]}}]}}]} as unknown as DocumentNode<RestUploadFileMetadataQuery, RestUploadFileMetadataQueryVariables>;
export const RestDatabaseUploadSchemasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseUploadSchemas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseSchemas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadAllowed"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<RestDatabaseUploadSchemasQuery, RestDatabaseUploadSchemasQueryVariables>;
export const RestDatabaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseListQuery, RestDatabaseListQueryVariables>;
export const RestDatabaseShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"database"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseShowQuery, RestDatabaseShowQueryVariables>;
export const RestDatabaseConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseConnectionQuery, RestDatabaseConnectionQueryVariables>;
export const RestDatabaseAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"availableDrivers"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDriver"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUriPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}}]} as unknown as DocumentNode<RestDatabaseAvailableQuery, RestDatabaseAvailableQueryVariables>;
export const RestDatabaseCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseCreateMutation, RestDatabaseCreateMutationVariables>;
export const RestDatabaseUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseConnectionItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseShowItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseConnectionItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseShowItem"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"serverCert"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEncryptedExtra"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"parametersSchema"}}]}}]} as unknown as DocumentNode<RestDatabaseUpdateMutation, RestDatabaseUpdateMutationVariables>;
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
export const RestDatabaseFunctionNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseFunctionNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseFunctionNames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseFunctionNamesQuery, RestDatabaseFunctionNamesQueryVariables>;
export const RestDatabaseRelatedObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseRelatedObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseRelatedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadataText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sqllabTabStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatabaseRelatedObjectsQuery, RestDatabaseRelatedObjectsQueryVariables>;
export const RestDatabaseSyncPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatabaseSyncPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDatabasePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDatabaseSyncPermissionsMutation, RestDatabaseSyncPermissionsMutationVariables>;
export const RestDatasetListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}}]}}]} as unknown as DocumentNode<RestDatasetListQuery, RestDatasetListQueryVariables>;
export const RestDatasetShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetShow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestDatasetShowQuery, RestDatasetShowQueryVariables>;
export const RestDatasetCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDatasetCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetShow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestDatasetCreateMutation, RestDatasetCreateMutationVariables>;
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
export const RestDatasetRelatedObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetRelatedObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadataText"}}]}}]}}]}}]} as unknown as DocumentNode<RestDatasetRelatedObjectsQuery, RestDatasetRelatedObjectsQueryVariables>;
export const RestDatasetDrillInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetDrillInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetDrillInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetShow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasetShow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasetMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeGrains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestDatasetDrillInfoQuery, RestDatasetDrillInfoQueryVariables>;
export const RestDynamicPluginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDynamicPlugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dynamicPlugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"bundleUrl"}}]}}]}}]} as unknown as DocumentNode<RestDynamicPluginsQuery, RestDynamicPluginsQueryVariables>;
export const RestExploreStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestExploreState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sliceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permalinkKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formDataKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exploreState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sliceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sliceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"datasourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"datasourceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceType"}}},{"kind":"Argument","name":{"kind":"Name","value":"permalinkKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permalinkKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"formDataKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formDataKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"urlParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasourceMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"queryContextText"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasourceMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"perm"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columnFormats"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFormats"}},{"kind":"Field","name":{"kind":"Name","value":"orderByChoices"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}}]}}]} as unknown as DocumentNode<RestExploreStateQuery, RestExploreStateQueryVariables>;
export const RestCreateExplorePermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateExplorePermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExplorePermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formData"}}},{"kind":"Argument","name":{"kind":"Name","value":"urlParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestExplorePermalink"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestExplorePermalink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExplorePermalink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}}]}}]}}]} as unknown as DocumentNode<RestCreateExplorePermalinkMutation, RestCreateExplorePermalinkMutationVariables>;
export const RestExplorePermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestExplorePermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explorePermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestExplorePermalink"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestExplorePermalink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExplorePermalink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}}]}}]}}]} as unknown as DocumentNode<RestExplorePermalinkQuery, RestExplorePermalinkQueryVariables>;
export const RestCreateExploreFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateExploreFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFormDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExploreFormData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}]}]}}]} as unknown as DocumentNode<RestCreateExploreFormDataMutation, RestCreateExploreFormDataMutationVariables>;
export const RestExploreFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestExploreFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exploreFormData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<RestExploreFormDataQuery, RestExploreFormDataQueryVariables>;
export const RestUpdateExploreFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateExploreFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFormDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExploreFormData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}]}]}}]} as unknown as DocumentNode<RestUpdateExploreFormDataMutation, RestUpdateExploreFormDataMutationVariables>;
export const RestDeleteExploreFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteExploreFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExploreFormData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}]}]}}]} as unknown as DocumentNode<RestDeleteExploreFormDataMutation, RestDeleteExploreFormDataMutationVariables>;
export const RestFavoriteStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestFavoriteStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteObjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RestFavoriteStatusQuery, RestFavoriteStatusQueryVariables>;
export const RestAddFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteObjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RestAddFavoriteMutation, RestAddFavoriteMutationVariables>;
export const RestRemoveFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteObjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RestRemoveFavoriteMutation, RestRemoveFavoriteMutationVariables>;
export const RestDatasourceSamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasourceSamples"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSamplesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceSamples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartQueryResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartQueryResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<RestDatasourceSamplesQuery, RestDatasourceSamplesQueryVariables>;
export const RestDatasourceMetadataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasourceMetadata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasourceKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatasourceMetadataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatasourceMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"paramsText"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"perm"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columnFormats"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFormats"}},{"kind":"Field","name":{"kind":"Name","value":"orderByChoices"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}}]}}]} as unknown as DocumentNode<RestDatasourceMetadataQuery, RestDatasourceMetadataQueryVariables>;
export const RestChartFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<RestChartFormDataQuery, RestChartFormDataQueryVariables>;
export const RestLogListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestLogList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventLogFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventLogOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestLogItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLogItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"dttm"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}}]}}]} as unknown as DocumentNode<RestLogListQuery, RestLogListQueryVariables>;
export const RestLogShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestLogShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestLogItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLogItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"dttm"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}}]}}]} as unknown as DocumentNode<RestLogShowQuery, RestLogShowQueryVariables>;
export const RestRecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distinct"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"actions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actions"}}},{"kind":"Argument","name":{"kind":"Name","value":"distinct"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distinct"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"itemUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<RestRecentActivityQuery, RestRecentActivityQueryVariables>;
export const RestLogEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RestLogEventsMutation, RestLogEventsMutationVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}}]}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestMeRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMeRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"viewMenu"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<RestMeRolesQuery, RestMeRolesQueryVariables>;
export const RestQueryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestQueryListQuery, RestQueryListQueryVariables>;
export const RestQueryRelatedDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryRelatedDatabases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestQueryRelatedDatabasesQuery, RestQueryRelatedDatabasesQueryVariables>;
export const RestQueryRelatedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryRelatedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestQueryRelatedUsersQuery, RestQueryRelatedUsersQueryVariables>;
export const RestQueryDistinctStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryDistinctStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryDistinctStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<RestQueryDistinctStatusQuery, RestQueryDistinctStatusQueryVariables>;
export const RestSavedQueryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSavedQueryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQueryFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQueryOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryListQuery, RestSavedQueryListQueryVariables>;
export const RestSavedQueryShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSavedQueryShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryShowQuery, RestSavedQueryShowQueryVariables>;
export const RestSavedQueryRelatedDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSavedQueryRelatedDatabases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueryRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryRelatedDatabasesQuery, RestSavedQueryRelatedDatabasesQueryVariables>;
export const RestSavedQueryRelatedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSavedQueryRelatedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueryRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryRelatedUsersQuery, RestSavedQueryRelatedUsersQueryVariables>;
export const RestSavedQueryDistinctDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSavedQueryDistinct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQueryDistinctColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueryDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryDistinctQuery, RestSavedQueryDistinctQueryVariables>;
export const RestSavedQueryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSavedQueryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSavedQueryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryCreateMutation, RestSavedQueryCreateMutationVariables>;
export const RestSavedQueryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSavedQueryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSavedQueryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSavedQueryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSavedQueryUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryUpdateMutation, RestSavedQueryUpdateMutationVariables>;
export const RestSavedQueryDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSavedQueryDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestSavedQueryDeleteMutation, RestSavedQueryDeleteMutationVariables>;
export const RestSavedQueryBulkDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSavedQueryBulkDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestSavedQueryBulkDeleteMutation, RestSavedQueryBulkDeleteMutationVariables>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestRefreshAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRefreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<RestRefreshAccessTokenMutation, RestRefreshAccessTokenMutationVariables>;
export const RestCsrfTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCsrfToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}}]}}]} as unknown as DocumentNode<RestCsrfTokenQuery, RestCsrfTokenQueryVariables>;
export const RestSqlLabPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}}]}}]}}]}}]} as unknown as DocumentNode<RestSqlLabPermalinkQuery, RestSqlLabPermalinkQueryVariables>;
export const RestCreateSqlLabPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSqlLabPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabPermalinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSqlLabPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestCreateSqlLabPermalinkMutation, RestCreateSqlLabPermalinkMutationVariables>;
export const RestSqlLabExecuteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSqlLabExecute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecuteSqlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabExecution"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabExecution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabExecution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expandedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]}}]} as unknown as DocumentNode<RestSqlLabExecuteMutation, RestSqlLabExecuteMutationVariables>;
export const RestSqlLabResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resultsKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabExecution"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabExecution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabExecution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expandedColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]}}]} as unknown as DocumentNode<RestSqlLabResultsQuery, RestSqlLabResultsQueryVariables>;
export const RestSqlLabEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateQueryCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}}}]}]}}]} as unknown as DocumentNode<RestSqlLabEstimateQuery, RestSqlLabEstimateQueryVariables>;
export const RestSqlLabFormatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabFormat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"engine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}},{"kind":"Argument","name":{"kind":"Name","value":"engine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"engine"}}}]}]}}]} as unknown as DocumentNode<RestSqlLabFormatQuery, RestSqlLabFormatQueryVariables>;
export const RestSqlLabExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<RestSqlLabExportQuery, RestSqlLabExportQueryVariables>;
export const RestQueryStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestQueryStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RestQueryStopMutation, RestQueryStopMutationVariables>;
export const RestQueryShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestQueryShowQuery, RestQueryShowQueryVariables>;
export const RestQueryUpdatedSinceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestQueryUpdatedSince"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastUpdatedMs"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabQueriesUpdatedSince"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lastUpdatedMs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastUpdatedMs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestQueryUpdatedSinceQuery, RestQueryUpdatedSinceQueryVariables>;
export const RestDatabaseValidateSqlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatabaseValidateSql"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startColumn"}},{"kind":"Field","name":{"kind":"Name","value":"endColumn"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RestDatabaseValidateSqlQuery, RestDatabaseValidateSqlQueryVariables>;
export const RestSqlLabBootstrapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabBootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabBackendPersistence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseEngineInformation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EngineInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"disableSshTunneling"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOauth2"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDatabaseListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"allowsSubquery"}},{"kind":"Field","name":{"kind":"Name","value":"allowsVirtualTableExplore"}},{"kind":"Field","name":{"kind":"Name","value":"exploreDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"extraText"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"disableDrillToDetail"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseEngineInformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDatabaseUser"}}]}}]}}]} as unknown as DocumentNode<RestSqlLabBootstrapQuery, RestSqlLabBootstrapQueryVariables>;
export const RestSqlLabBootstrapTabsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabBootstrapTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTabState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeTabId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTableSchema"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTableSchema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTabState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTab"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"queryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"hideLeftBar"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}},{"kind":"Field","name":{"kind":"Name","value":"savedQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"latestQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tableSchemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTableSchema"}}]}}]}}]} as unknown as DocumentNode<RestSqlLabBootstrapTabsQuery, RestSqlLabBootstrapTabsQueryVariables>;
export const RestSqlLabEditorQueriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSqlLabEditorQueries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"START_TIME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]} as unknown as DocumentNode<RestSqlLabEditorQueriesQuery, RestSqlLabEditorQueriesQueryVariables>;
export const RestTabStateShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTabStateShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTabState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSqlLabQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"selectSql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCta"}},{"kind":"Field","name":{"kind":"Name","value":"selectAsCtaUsed"}},{"kind":"Field","name":{"kind":"Name","value":"ctasMethod"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}},{"kind":"Field","name":{"kind":"Name","value":"runAsync"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"startRunningTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"endResultBackendTime"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTableSchema"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTableSchema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTabState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTab"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"queryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"hideLeftBar"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}},{"kind":"Field","name":{"kind":"Name","value":"savedQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"latestQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSqlLabQuery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tableSchemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTableSchema"}}]}}]}}]} as unknown as DocumentNode<RestTabStateShowQuery, RestTabStateShowQueryVariables>;
export const RestTabStateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSqlLabTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTabStateCreateMutation, RestTabStateCreateMutationVariables>;
export const RestTabStateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSqlLabTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTabStateUpdateMutation, RestTabStateUpdateMutationVariables>;
export const RestTabStateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestTabStateDeleteMutation, RestTabStateDeleteMutationVariables>;
export const RestTabStateActivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTabStateActivateMutation, RestTabStateActivateMutationVariables>;
export const RestTabStateMigrateQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateMigrateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"migrateSqlLabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}]}}]} as unknown as DocumentNode<RestTabStateMigrateQueryMutation, RestTabStateMigrateQueryMutationVariables>;
export const RestTabStateDeleteQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTabStateDeleteQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSqlLabTabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}]}}]} as unknown as DocumentNode<RestTabStateDeleteQueryMutation, RestTabStateDeleteQueryMutationVariables>;
export const RestTableSchemaCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTableSchemaCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTableSchemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTableSchemaCreateMutation, RestTableSchemaCreateMutationVariables>;
export const RestTableSchemaExpandedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTableSchemaExpanded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expanded"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expanded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expanded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]}}]} as unknown as DocumentNode<RestTableSchemaExpandedMutation, RestTableSchemaExpandedMutationVariables>;
export const RestTableSchemaDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTableSchemaDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestTableSchemaDeleteMutation, RestTableSchemaDeleteMutationVariables>;
export const RestTagListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTagList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TagOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}}]}}]} as unknown as DocumentNode<RestTagListQuery, RestTagListQueryVariables>;
export const RestTagRelatedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTagRelatedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<RestTagRelatedUsersQuery, RestTagRelatedUsersQueryVariables>;
export const RestTagShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTagShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}}]}}]} as unknown as DocumentNode<RestTagShowQuery, RestTagShowQueryVariables>;
export const RestTaggedObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTaggedObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagNames"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaggableType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taggedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagNames"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTagUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTagUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestTaggedObjectsQuery, RestTaggedObjectsQueryVariables>;
export const RestTagCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTagCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTagCreateMutation, RestTagCreateMutationVariables>;
export const RestTagUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTagUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTagUpdateMutation, RestTagUpdateMutationVariables>;
export const RestTagDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTagDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"names"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"names"},"value":{"kind":"Variable","name":{"kind":"Name","value":"names"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestTagDeleteMutation, RestTagDeleteMutationVariables>;
export const RestTagObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTagObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaggableType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestTagObjectMutation, RestTagObjectMutationVariables>;
export const RestUntagObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUntagObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaggableType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"untagObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}]}]}}]} as unknown as DocumentNode<RestUntagObjectMutation, RestUntagObjectMutationVariables>;
export const RestTagBulkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestTagBulkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTagInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectsTagged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectsSkipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}}]}}]}}]} as unknown as DocumentNode<RestTagBulkCreateMutation, RestTagBulkCreateMutationVariables>;
export const RestThumbnailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestThumbnail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThumbnailKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"digest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"digest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"digest"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"movedTo"}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taskUpdatedAt"}}]}}]}}]} as unknown as DocumentNode<RestThumbnailQuery, RestThumbnailQueryVariables>;
export const RestTimeRangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTimeRanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ranges"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRangeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ranges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ranges"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRange"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<RestTimeRangesQuery, RestTimeRangesQueryVariables>;
export const RestUserAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestUserAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}}]}}]} as unknown as DocumentNode<RestUserAvatarQuery, RestUserAvatarQueryVariables>;
export const RestChartWarmUpTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartWarmUpTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartWarmUpTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}}]}}]}}]} as unknown as DocumentNode<RestChartWarmUpTargetsQuery, RestChartWarmUpTargetsQueryVariables>;
export const RestDatasetWarmUpTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDatasetWarmUpTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetWarmUpTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseName"}}},{"kind":"Argument","name":{"kind":"Name","value":"tableName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}}]}}]}}]} as unknown as DocumentNode<RestDatasetWarmUpTargetsQuery, RestDatasetWarmUpTargetsQueryVariables>;
export const RestWarmUpChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestWarmUpChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<RestWarmUpChartDataQuery, RestWarmUpChartDataQueryVariables>;