/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type CtasMethod =
  | 'TABLE'
  | 'VIEW';

export type CursorPositionInput = {
  column: number;
  row: number;
};

/** A dashboard's chart queries, run together; each chart's result is sent as soon as it is ready. */
export type DashboardChartDataInput = {
  charts: Array<DashboardChartQueryInput>;
  dashboardId: number;
  /** Bypass the results cache for every chart. */
  force?: boolean | null | undefined;
};

export type DashboardChartQueryInput = {
  chartId: number;
  input: ChartDataInput;
};

/** Cross-filter settings, written into json_metadata (the filter bar's settings menu); omitted keys stay as stored. */
export type DashboardCrossFilterSettingsInput = {
  /** Per-chart cross-filter scoping: {chartId: {id, crossFilters: {scope, chartsInScope}}}. */
  chartConfiguration?: unknown;
  crossFiltersEnabled?: boolean | null | undefined;
  /** VERTICAL or HORIZONTAL */
  filterBarOrientation?: string | null | undefined;
  /** Scoping for every chart without its own: {scope: {rootPath, excluded}, chartsInScope}. */
  globalChartConfiguration?: unknown;
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

/** The options of a value filter (filter_select): a dataset column's distinct values, searched and narrowed by the filter's own and its parents' filters. */
export type FilterValuesInput = {
  /** The filter's adhoc filters (SIMPLE or SQL). */
  adhocFilters?: unknown;
  column: string;
  /** The dashboard the filter belongs to (its DASHBOARD_RBAC roles may grant the data). */
  dashboardId?: number | null | undefined;
  datasetId: number;
  /** The parent filters' extraFormData (cascading): filters, time_range, granularity_sqla. */
  extraFormData?: unknown;
  /** The native filter id. */
  filterId?: string | null | undefined;
  force?: boolean | null | undefined;
  granularitySqla?: string | null | undefined;
  /** At most this many values (default 1000, at most 10000). */
  limit?: number | null | undefined;
  /** Only values containing this text (case-insensitive). */
  search?: string | null | undefined;
  sortAscending?: boolean | null | undefined;
  /** Order the values by this saved metric instead of by value. */
  sortMetric?: string | null | undefined;
  timeRange?: string | null | undefined;
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

/** Restoring a kept version of a dashboard (a new save of that content). */
export type RestoreDashboardVersionInput = {
  /** The dashboard's changedOn as the history was loaded: when it has changed since, the restore is refused (CONFLICT, 409) as an update is. */
  expectedChangedOn?: string | null | undefined;
  /** The id of the version to restore. */
  versionId: number;
};

export type SaveChartAction =
  | 'OVERWRITE'
  | 'SAVE_AS';

/** The save modal: save as new or overwrite, and optionally add the chart to a dashboard (existing, or created by name). */
export type SaveChartInput = {
  action: SaveChartAction;
  /** The chart to overwrite (OVERWRITE only). */
  chartId?: number | null | undefined;
  /** Add the chart to this existing dashboard. */
  dashboardId?: number | null | undefined;
  datasourceId: number;
  datasourceType?: string;
  /** Create a dashboard with this title and add the chart to it. */
  newDashboardTitle?: string | null | undefined;
  /** The form data. */
  params: unknown;
  queryContext?: unknown;
  sliceName: string;
  vizType: string;
};

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

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { sqlMaxRow: number, rowLimit: number, samplesRowLimit: number, defaultSqlLabLimit: number, displayMaxRow: number, sqlLabTimeoutSec: number, sqlLabBackendPersistence: boolean, enableTemplateProcessing: boolean, dashboardRbac: boolean, taggingSystem: boolean } };

export type SessionUserFragment = { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { sessionCsrfToken: string | null, me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ExportBundleFileQueryVariables = Exact<{
  resource: BundleResource;
  ids: Array<number> | number;
}>;


export type ExportBundleFileQuery = { exportBundle: { filename: string, contentType: string, base64: string } };

export type ImportBundleFileMutationVariables = Exact<{
  input: ImportBundleInput;
}>;


export type ImportBundleFileMutation = { importBundle: { created: number, updated: number } };

export type AnnotationLayerRowFragment = { id: number, name: string, descr: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, abilities: { canEdit: boolean, canDelete: boolean } };

export type AnnotationLayerListQueryVariables = Exact<{
  filters?: Array<AnnotationLayerFilter> | AnnotationLayerFilter | null | undefined;
  orderBy?: AnnotationLayerOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AnnotationLayerListQuery = { annotationPermissions: Array<string>, annotationLayers: { count: number, items: Array<{ id: number, name: string, descr: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type AnnotationLayerFilterOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AnnotationLayerFilterOptionsQuery = { annotationLayerRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type CreateAnnotationLayerMutationVariables = Exact<{
  input: AnnotationLayerInput;
}>;


export type CreateAnnotationLayerMutation = { createAnnotationLayer: { id: number, name: string, descr: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, abilities: { canEdit: boolean, canDelete: boolean } } };

export type UpdateAnnotationLayerMutationVariables = Exact<{
  id: number;
  input: AnnotationLayerInput;
}>;


export type UpdateAnnotationLayerMutation = { updateAnnotationLayer: { id: number, name: string, descr: string | null, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, abilities: { canEdit: boolean, canDelete: boolean } } };

export type DeleteAnnotationLayerFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAnnotationLayerFromListMutation = { deleteAnnotationLayer: number };

export type DeleteAnnotationLayersFromListMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteAnnotationLayersFromListMutation = { deleteAnnotationLayers: { count: number } };

export type AnnotationRowFragment = { id: number, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, abilities: { canEdit: boolean, canDelete: boolean } };

export type AnnotationListQueryVariables = Exact<{
  layerId: number;
  filters?: Array<AnnotationFilter> | AnnotationFilter | null | undefined;
  orderBy?: AnnotationOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AnnotationListQuery = { annotationPermissions: Array<string>, annotationLayer: { id: number, name: string } | null, annotations: { count: number, items: Array<{ id: number, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type CreateAnnotationMutationVariables = Exact<{
  layerId: number;
  input: AnnotationInput;
}>;


export type CreateAnnotationMutation = { createAnnotation: { id: number, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, abilities: { canEdit: boolean, canDelete: boolean } } };

export type UpdateAnnotationMutationVariables = Exact<{
  layerId: number;
  id: number;
  input: AnnotationInput;
}>;


export type UpdateAnnotationMutation = { updateAnnotation: { id: number, shortDescr: string | null, longDescr: string | null, startDttm: string | null, endDttm: string | null, jsonMetadata: string | null, changedOn: string, abilities: { canEdit: boolean, canDelete: boolean } } };

export type DeleteAnnotationFromListMutationVariables = Exact<{
  layerId: number;
  id: number;
}>;


export type DeleteAnnotationFromListMutation = { deleteAnnotation: number };

export type DeleteAnnotationsFromListMutationVariables = Exact<{
  layerId: number;
  ids: Array<number> | number;
}>;


export type DeleteAnnotationsFromListMutation = { deleteAnnotations: { count: number } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { csrfToken: string, me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } } };

export type ChartCardFieldsFragment = { id: number, sliceName: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, tags: Array<{ id: number, name: string, type: string }>, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean } };

export type ChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ChartListQuery = { myPermissions: Array<string>, tagPermissions: Array<string>, charts: { count: number, items: Array<{ vizType: string, id: number, sliceName: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, datasource: { id: number, type: string, nameText: string, exploreUrl: string } | null, dashboards: Array<{ id: number, dashboardTitle: string }>, changedBy: { id: number, firstName: string, lastName: string } | null, tags: Array<{ id: number, name: string, type: string }>, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type ChartListOwnerOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ChartListOwnerOptionsQuery = { chartRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type ChartListChangedByOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ChartListChangedByOptionsQuery = { chartRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type ChartListDatasetOptionsQueryVariables = Exact<{
  filter?: unknown;
  page: number;
  pageSize: number;
}>;


export type ChartListDatasetOptionsQuery = { datasets: { count: number, items: Array<{ id: number, tableName: string, schema: string | null }> } };

export type ChartListDashboardOptionsQueryVariables = Exact<{
  filter?: unknown;
  page: number;
  pageSize: number;
}>;


export type ChartListDashboardOptionsQuery = { dashboards: { count: number, items: Array<{ id: number, dashboardTitle: string }> } };

export type DeleteChartFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteChartFromListMutation = { deleteChart: number };

export type DeleteChartsFromListMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteChartsFromListMutation = { deleteCharts: { count: number } };

export type CssTemplateListQueryVariables = Exact<{
  filters?: Array<CssTemplateFilter> | CssTemplateFilter | null | undefined;
  orderBy?: CssTemplateOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type CssTemplateListQuery = { myPermissions: Array<string>, cssTemplates: { count: number, items: Array<{ id: number, templateName: string | null, css: string | null, createdOn: string, changedOn: string, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type CssTemplateCreatorOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type CssTemplateCreatorOptionsQuery = { cssTemplateRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type CreateCssTemplateMutationVariables = Exact<{
  input: CssTemplateInput;
}>;


export type CreateCssTemplateMutation = { createCssTemplate: { id: number } };

export type UpdateCssTemplateMutationVariables = Exact<{
  id: number;
  input: CssTemplateInput;
}>;


export type UpdateCssTemplateMutation = { updateCssTemplate: { id: number } };

export type DeleteCssTemplateFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCssTemplateFromListMutation = { deleteCssTemplate: number };

export type DeleteCssTemplatesFromListMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteCssTemplatesFromListMutation = { deleteCssTemplates: { count: number } };

export type DashboardConfigSourceQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type DashboardConfigSourceQuery = { dashboard: { id: number, dashboardTitle: string, slug: string | null, css: string | null, certifiedBy: string | null, certificationDetails: string | null, jsonMetadata: string | null, owners: Array<{ id: number, firstName: string, lastName: string }>, roles: Array<{ id: number, name: string }>, tags: Array<{ id: number, name: string, type: string }> } | null };

export type DashboardConfigRelatedQueryVariables = Exact<{
  column: DashboardRelatedColumn;
  filter?: string | null | undefined;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type DashboardConfigRelatedQuery = { dashboardRelated: { items: Array<{ value: number, text: string }> } };

export type FilterConfigDatasetsQueryVariables = Exact<{
  filters?: Array<DatasetFilter> | DatasetFilter | null | undefined;
  includeIds?: unknown;
}>;


export type FilterConfigDatasetsQuery = { datasets: { items: Array<{ id: number, tableName: string, schema: string | null, database: { databaseName: string } | null }> }, included: { items: Array<{ id: number, tableName: string, schema: string | null, database: { databaseName: string } | null }> } };

export type SaveDashboardFiltersMutationVariables = Exact<{
  id: number;
  input: DashboardFiltersInput;
}>;


export type SaveDashboardFiltersMutation = { setDashboardFilters: Array<{ id: string }> };

export type SaveDashboardCrossFilterSettingsMutationVariables = Exact<{
  id: number;
  input: DashboardCrossFilterSettingsInput;
}>;


export type SaveDashboardCrossFilterSettingsMutation = { setDashboardCrossFilterSettings: { id: number } };

export type SaveDashboardPropertiesMutationVariables = Exact<{
  id: number;
  input: UpdateDashboardInput;
}>;


export type SaveDashboardPropertiesMutation = { updateDashboard: { id: number, slug: string | null, url: string } };

export type CssTemplateOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CssTemplateOptionsQuery = { cssTemplates: { items: Array<{ id: number, templateName: string | null, css: string | null }> } };

export type DashboardCardFieldsFragment = { id: number, dashboardTitle: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, abilities: { canEdit: boolean, canDelete: boolean } };

export type DashboardListQueryVariables = Exact<{
  filters?: Array<DashboardFilter> | DashboardFilter | null | undefined;
  orderBy?: DashboardOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DashboardListQuery = { tagPermissions: Array<string>, dashboards: { count: number, items: Array<{ published: boolean, status: string, id: number, dashboardTitle: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type DashboardListOwnerOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DashboardListOwnerOptionsQuery = { dashboardRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type DashboardListCreatorOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DashboardListCreatorOptionsQuery = { dashboardRelated: { count: number, items: Array<{ value: number, text: string }> } };

export type DeleteDashboardFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDashboardFromListMutation = { deleteDashboard: number };

export type DeleteDashboardsFromListMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteDashboardsFromListMutation = { deleteDashboards: { count: number } };

export type DashboardNativeFilterFragment = { id: string, type: string, name: string, title: string | null, filterType: string | null, targets: unknown, controlValues: unknown, defaultDataMask: unknown, cascadeParentIds: Array<string>, scope: unknown, adhocFilters: unknown, timeRange: string | null, granularitySqla: string | null, sortMetric: string | null, requiredFirst: boolean | null, description: string | null, chartsInScope: Array<number> | null, tabsInScope: Array<string> | null };

export type DashboardPageQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type DashboardPageQuery = { dashboard: { id: number, dashboardTitle: string, slug: string | null, url: string, published: boolean, status: string, css: string | null, certifiedBy: string | null, certificationDetails: string | null, changedOn: string, position: unknown, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, changedBy: { id: number, firstName: string, lastName: string } | null, metadata: { chartConfiguration: unknown, globalChartConfiguration: unknown, crossFiltersEnabled: boolean, filterBarOrientation: string, refreshFrequency: number, staggerRefresh: boolean | null, staggerTime: number | null, timedRefreshImmuneSlices: Array<number>, colorScheme: string | null, labelColors: unknown, mapLabelColors: unknown, nativeFilterConfiguration: Array<{ id: string, type: string, name: string, title: string | null, filterType: string | null, targets: unknown, controlValues: unknown, defaultDataMask: unknown, cascadeParentIds: Array<string>, scope: unknown, adhocFilters: unknown, timeRange: string | null, granularitySqla: string | null, sortMetric: string | null, requiredFirst: boolean | null, description: string | null, chartsInScope: Array<number> | null, tabsInScope: Array<string> | null }> }, charts: Array<{ id: number, sliceName: string, vizType: string, formData: unknown, description: string | null, certifiedBy: string | null, certificationDetails: string | null, url: string, datasource: { id: number, type: string, uid: string, name: string | null } | null }>, datasets: Array<{ id: number, verboseMap: unknown, columns: Array<{ columnName: string, isDttm: boolean }> }>, abilities: { canEdit: boolean, canPublish: boolean, canShare: boolean, canDownload: boolean, canExplore: boolean, canViewQuery: boolean, canViewChartAsTable: boolean } } | null };

export type DashboardPermalinkStateQueryVariables = Exact<{
  key: string;
}>;


export type DashboardPermalinkStateQuery = { dashboardPermalink: { dashboardId: number, state: { dataMask: unknown, activeTabs: Array<string> | null, anchor: string | null, urlParams: Array<Array<string>> | null } } };

export type CreateDashboardPermalinkMutationVariables = Exact<{
  id: number;
  state: unknown;
}>;


export type CreateDashboardPermalinkMutation = { createDashboardPermalink: { key: string, url: string } };

export type DashboardFilterStateValueQueryVariables = Exact<{
  dashboardId: number;
  key: string;
}>;


export type DashboardFilterStateValueQuery = { dashboardFilterState: string | null };

export type CreateDashboardFilterStateMutationVariables = Exact<{
  dashboardId: number;
  value: string;
}>;


export type CreateDashboardFilterStateMutation = { createDashboardFilterState: string };

export type UpdateDashboardFilterStateMutationVariables = Exact<{
  dashboardId: number;
  key: string;
  value: string;
}>;


export type UpdateDashboardFilterStateMutation = { updateDashboardFilterState: string };

export type SetDashboardPublishedMutationVariables = Exact<{
  id: number;
  published: boolean;
}>;


export type SetDashboardPublishedMutation = { setDashboardPublished: { id: number, published: boolean, status: string } };

export type AddDashboardFavoriteMutationVariables = Exact<{
  id: number;
}>;


export type AddDashboardFavoriteMutation = { addFavorite: { id: number, value: boolean } };

export type RemoveDashboardFavoriteMutationVariables = Exact<{
  id: number;
}>;


export type RemoveDashboardFavoriteMutation = { removeFavorite: { id: number, value: boolean } };

export type DashboardChartDataSubscriptionVariables = Exact<{
  input: DashboardChartDataInput;
}>;


export type DashboardChartDataSubscription = { dashboardChartData: { chartId: number | null, done: boolean, payload: { error: { message: string } | null, queries: Array<{ status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, query: string | null, isCached: boolean, cachedDttm: string | null, fromDttm: number | null, toDttm: number | null, labelMap: unknown, appliedFilters: unknown, rejectedFilters: unknown, annotationData: unknown }> } | null } };

export type FilterValuesQueryVariables = Exact<{
  input: FilterValuesInput;
}>;


export type FilterValuesQuery = { filterValues: { values: Array<unknown>, hasMore: boolean, coltype: number | null } };

export type StoreDashboardLabelColorsMutationVariables = Exact<{
  id: number;
  mapLabelColors: unknown;
}>;


export type StoreDashboardLabelColorsMutation = { setDashboardColors: boolean };

export type SaveDashboardLayoutMutationVariables = Exact<{
  id: number;
  input: UpdateDashboardInput;
}>;


export type SaveDashboardLayoutMutation = { updateDashboard: { id: number, changedOn: string, lastModifiedTime: number, position: unknown } };

export type DashboardCopySourceQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type DashboardCopySourceQuery = { dashboard: { id: number, css: string | null, jsonMetadata: string | null } | null };

export type SaveDashboardAsMutationVariables = Exact<{
  id: number;
  input: CopyDashboardInput;
}>;


export type SaveDashboardAsMutation = { copyDashboard: { id: number, url: string } };

export type EditorChartsQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
}>;


export type EditorChartsQuery = { charts: { count: number, items: Array<{ id: number, sliceName: string, vizType: string, params: unknown, description: string | null, certifiedBy: string | null, certificationDetails: string | null, url: string, changedOn: string, datasource: { id: number, type: string, nameText: string } | null }> } };

export type DashboardVersionContentFragment = { id: number, versionNumber: number, dashboardTitle: string | null, slug: string | null, css: string | null, published: boolean, certifiedBy: string | null, certificationDetails: string | null, position: unknown, metadata: { colorScheme: string | null, refreshFrequency: number, crossFiltersEnabled: boolean, filterBarOrientation: string, nativeFilterConfiguration: Array<{ id: string, type: string, name: string, filterType: string | null, config: unknown }> } };

export type DashboardVersionsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type DashboardVersionsQuery = { dashboardVersions: { count: number, items: Array<{ id: number, versionNumber: number, createdOn: string, summary: string, createdBy: { id: number, firstName: string, lastName: string } | null }> } };

export type DashboardVersionDiffQueryVariables = Exact<{
  idOrSlug: string;
  id: number;
}>;


export type DashboardVersionDiffQuery = { dashboardVersion: { id: number, versionNumber: number, dashboardTitle: string | null, slug: string | null, css: string | null, published: boolean, certifiedBy: string | null, certificationDetails: string | null, position: unknown, previous: { id: number, versionNumber: number, dashboardTitle: string | null, slug: string | null, css: string | null, published: boolean, certifiedBy: string | null, certificationDetails: string | null, position: unknown, metadata: { colorScheme: string | null, refreshFrequency: number, crossFiltersEnabled: boolean, filterBarOrientation: string, nativeFilterConfiguration: Array<{ id: string, type: string, name: string, filterType: string | null, config: unknown }> } } | null, metadata: { colorScheme: string | null, refreshFrequency: number, crossFiltersEnabled: boolean, filterBarOrientation: string, nativeFilterConfiguration: Array<{ id: string, type: string, name: string, filterType: string | null, config: unknown }> } } };

export type RestoreDashboardVersionMutationVariables = Exact<{
  id: number;
  input: RestoreDashboardVersionInput;
}>;


export type RestoreDashboardVersionMutation = { restoreDashboardVersion: { id: number, changedOn: string } };

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

export type DatasetAddDatabasesQueryVariables = Exact<{ [key: string]: never; }>;


export type DatasetAddDatabasesQuery = { databases: { items: Array<{ id: number, databaseName: string, backend: string }> } };

export type CreateDatasetMutationVariables = Exact<{
  input: CreateDatasetInput;
}>;


export type CreateDatasetMutation = { createDataset: { id: number, tableName: string, datasourceType: string } };

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


export type DatasetListQuery = { myPermissions: Array<string>, datasets: { count: number, items: Array<{ id: number, tableName: string, kind: DatasetKind, schema: string | null, changedOn: string, exploreUrl: string, certifiedBy: string | null, certificationDetails: string | null, database: { id: number, databaseName: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean, editBlockedReason: string | null } }> } };

export type DatasetListDatabaseOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DatasetListDatabaseOptionsQuery = { datasetRelatedDatabases: { count: number, items: Array<{ value: number, text: string }> } };

export type DatasetListSchemaOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DatasetListSchemaOptionsQuery = { datasetDistinct: { count: number, items: Array<string> } };

export type DeleteDatasetFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDatasetFromListMutation = { deleteDataset: number };

export type DatasetOptionsQueryVariables = Exact<{
  filters?: Array<DatasetFilter> | DatasetFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DatasetOptionsQuery = { datasets: { count: number, items: Array<{ id: number, tableName: string, kind: DatasetKind, schema: string | null, certifiedBy: string | null, database: { id: number, databaseName: string } | null }> } };

export type SyncDatasetColumnsMutationVariables = Exact<{
  id: number;
}>;


export type SyncDatasetColumnsMutation = { refreshDataset: { dataset: { id: number, tableName: string, kind: DatasetKind, sql: string | null, catalog: string | null, schema: string | null, description: string | null, mainDttmCol: string | null, defaultEndpoint: string | null, offset: number, cacheTimeout: number | null, templateParams: string | null, fetchValuesPredicate: string | null, normalizeColumns: boolean, alwaysFilterMainDttm: boolean, filterSelectEnabled: boolean, extra: unknown, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, database: { id: number, databaseName: string, backend: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, columns: Array<{ id: number, columnName: string, verboseName: string | null, type: string | null, isDttm: boolean, filterable: boolean, groupby: boolean, description: string | null, expression: string | null, pythonDateFormat: string | null, isActive: boolean, advancedDataType: string | null, extra: unknown }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, expression: string, d3format: string | null, currency: unknown, extra: unknown, warningText: string | null, description: string | null, metricType: string | null }>, abilities: { canEdit: boolean, editBlockedReason: string | null } }, sync: { added: Array<string>, modified: Array<string>, removed: Array<string> } } };

export type ExploreAnnotationLayerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExploreAnnotationLayerOptionsQuery = { annotationLayers: { items: Array<{ id: number, name: string }> } };

export type ExploreAnnotationChartOptionsQueryVariables = Exact<{
  vizTypes: unknown;
}>;


export type ExploreAnnotationChartOptionsQuery = { charts: { items: Array<{ id: number, sliceName: string, vizType: string, params: unknown }> } };

export type FilterColumnValuesQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type FilterColumnValuesQuery = { chartData: { queries: Array<{ status: string, error: string | null, colnames: Array<string>, data: unknown }> } };

export type ResolveTimeRangeQueryVariables = Exact<{
  ranges: Array<TimeRangeInput> | TimeRangeInput;
}>;


export type ResolveTimeRangeQuery = { timeRanges: Array<{ timeRange: string, since: string | null, until: string | null }> };

export type SaveExploreChartMutationVariables = Exact<{
  input: SaveChartInput;
}>;


export type SaveExploreChartMutation = { saveChart: { message: string, dashboardCreated: boolean, dashboard: { id: number, dashboardTitle: string } | null, chart: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, datasource: { id: number, type: string, nameText: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, abilities: { canEdit: boolean, canOverwrite: boolean, canSaveAs: boolean, canDelete: boolean, canExport: boolean, canShare: boolean, canDownload: boolean, editBlockedReason: string | null } } } };

export type UpdateChartPropertiesMutationVariables = Exact<{
  id: number;
  input: UpdateChartInput;
}>;


export type UpdateChartPropertiesMutation = { updateChart: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, datasource: { id: number, type: string, nameText: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, abilities: { canEdit: boolean, canOverwrite: boolean, canSaveAs: boolean, canDelete: boolean, canExport: boolean, canShare: boolean, canDownload: boolean, editBlockedReason: string | null } } };

export type SaveModalDashboardsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SaveModalDashboardsQuery = { editableDashboards: { count: number, items: Array<{ id: number, dashboardTitle: string }> } };

export type AddChartFavoriteMutationVariables = Exact<{
  id: number;
}>;


export type AddChartFavoriteMutation = { addFavorite: { id: number, value: boolean } };

export type RemoveChartFavoriteMutationVariables = Exact<{
  id: number;
}>;


export type RemoveChartFavoriteMutation = { removeFavorite: { id: number, value: boolean } };

export type ChartOwnerOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  includeIds?: Array<number> | number | null | undefined;
}>;


export type ChartOwnerOptionsQuery = { chartRelatedUsers: { items: Array<{ value: number, text: string }> } };

export type ExploreChartFieldsFragment = { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, datasource: { id: number, type: string, nameText: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, abilities: { canEdit: boolean, canOverwrite: boolean, canSaveAs: boolean, canDelete: boolean, canExport: boolean, canShare: boolean, canDownload: boolean, editBlockedReason: string | null } };

export type ExploreChartQueryVariables = Exact<{
  id: number;
}>;


export type ExploreChartQuery = { chart: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, datasource: { id: number, type: string, nameText: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, abilities: { canEdit: boolean, canOverwrite: boolean, canSaveAs: boolean, canDelete: boolean, canExport: boolean, canShare: boolean, canDownload: boolean, editBlockedReason: string | null } } | null };

export type ExploreDatasourceColumnFragment = { id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, type: string | null, typeGeneric: number, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null };

export type ExploreDatasourceMetricFragment = { id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, warningText: string | null, d3format: string | null, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null };

export type ExploreDatasourceFieldsFragment = { id: number, uid: string, type: string, name: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, sql: string | null, isSqllabView: boolean, isManagedExternally: boolean, owners: Array<number>, extra: unknown, verboseMap: unknown, healthCheckMessage: string | null, timeGrainSqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, type: string | null, typeGeneric: number, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, warningText: string | null, d3format: string | null, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> };

export type ExploreDatasourceQueryVariables = Exact<{
  datasourceKey: string;
}>;


export type ExploreDatasourceQuery = { datasourceMetadata: { id: number, uid: string, type: string, name: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, sql: string | null, isSqllabView: boolean, isManagedExternally: boolean, owners: Array<number>, extra: unknown, verboseMap: unknown, healthCheckMessage: string | null, timeGrainSqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, type: string | null, typeGeneric: number, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, warningText: string | null, d3format: string | null, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } };

export type ExploreBootstrapQueryVariables = Exact<{
  sliceId?: number | null | undefined;
  datasourceId?: number | null | undefined;
  datasourceType?: string | null | undefined;
  vizType?: string | null | undefined;
  permalinkKey?: string | null | undefined;
  urlParams?: Array<Array<string> | string> | Array<string> | string | null | undefined;
}>;


export type ExploreBootstrapQuery = { exploreState: { formData: unknown, message: string | null, redirect: string | null, slice: { isFavorite: boolean, id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, externalUrl: string | null, changedOn: string, datasource: { id: number, type: string, nameText: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, abilities: { canEdit: boolean, canOverwrite: boolean, canSaveAs: boolean, canDelete: boolean, canExport: boolean, canShare: boolean, canDownload: boolean, editBlockedReason: string | null } } | null, dataset: { id: number, uid: string, type: string, name: string, tableName: string, schema: string | null, catalog: string | null, description: string | null, mainDttmCol: string | null, sql: string | null, isSqllabView: boolean, isManagedExternally: boolean, owners: Array<number>, extra: unknown, verboseMap: unknown, healthCheckMessage: string | null, timeGrainSqla: Array<Array<string>>, database: { id: number, databaseName: string, backend: string }, columns: Array<{ id: number, columnName: string, verboseName: string | null, description: string | null, expression: string | null, filterable: boolean, groupby: boolean, isDttm: boolean, type: string | null, typeGeneric: number, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }>, metrics: Array<{ id: number, metricName: string, verboseName: string | null, description: string | null, expression: string, warningText: string | null, d3format: string | null, isCertified: boolean, certifiedBy: string | null, certificationDetails: string | null, warningMarkdown: string | null }> } | null } };

export type CreateExplorePermalinkMutationVariables = Exact<{
  formData: unknown;
  urlParams?: Array<Array<string> | string> | Array<string> | string | null | undefined;
}>;


export type CreateExplorePermalinkMutation = { createExplorePermalink: { key: string, url: string } };

export type ChartQueryResultFieldsFragment = { status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, query: string | null, isCached: boolean, cachedDttm: string | null, fromDttm: number | null, toDttm: number | null, labelMap: unknown, appliedFilters: unknown, rejectedFilters: unknown, annotationData: unknown };

export type ChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type ChartDataQuery = { chartData: { queries: Array<{ status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, query: string | null, isCached: boolean, cachedDttm: string | null, fromDttm: number | null, toDttm: number | null, labelMap: unknown, appliedFilters: unknown, rejectedFilters: unknown, annotationData: unknown }> } };

export type ExploreChartDataExportQueryVariables = Exact<{
  input: ChartDataInput;
  format: ChartResultFormat;
}>;


export type ExploreChartDataExportQuery = { chartDataExport: { filename: string, contentType: string, base64: string } };

export type ExploreSamplesQueryVariables = Exact<{
  input: DatasourceSamplesInput;
}>;


export type ExploreSamplesQuery = { datasourceSamples: { page: number, perPage: number, totalCount: number, result: { status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown } } };

export type HomePageQueryVariables = Exact<{
  me: unknown;
  items: number;
  edited: number;
}>;


export type HomePageQuery = { dashboardPermissions: Array<string>, chartPermissions: Array<string>, viewed: Array<{ action: string, itemType: RecentActivityItemType, itemId: number, itemUrl: string, itemTitle: string, time: string }>, editedDashboards: { items: Array<{ id: number, dashboardTitle: string, url: string, changedOn: string, createdOn: string }> }, editedCharts: { items: Array<{ id: number, sliceName: string, url: string, changedOn: string, createdOn: string }> }, createdDashboards: { items: Array<{ id: number, dashboardTitle: string, url: string, changedOn: string, createdOn: string }> }, createdCharts: { items: Array<{ id: number, sliceName: string, url: string, changedOn: string, createdOn: string }> }, savedQueries: { count: number, items: Array<{ id: number, label: string | null, sql: string | null, changedOn: string, database: { id: number, databaseName: string } | null }> } };

export type HomeDashboardsQueryVariables = Exact<{
  me: unknown;
  items: number;
}>;


export type HomeDashboardsQuery = { favoriteDashboards: { count: number, items: Array<{ id: number, dashboardTitle: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> }, myDashboards: { count: number, items: Array<{ id: number, dashboardTitle: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> }, otherDashboards: { count: number, items: Array<{ id: number, dashboardTitle: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, owners: Array<{ id: number, firstName: string, lastName: string }>, tags: Array<{ id: number, name: string, type: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type HomeChartsQueryVariables = Exact<{
  me: unknown;
  items: number;
}>;


export type HomeChartsQuery = { favoriteCharts: { count: number, items: Array<{ id: number, sliceName: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, tags: Array<{ id: number, name: string, type: string }>, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> }, myCharts: { count: number, items: Array<{ id: number, sliceName: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, tags: Array<{ id: number, name: string, type: string }>, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> }, otherCharts: { count: number, items: Array<{ id: number, sliceName: string, url: string, thumbnailUrl: string | null, changedOn: string, certifiedBy: string | null, certificationDetails: string | null, isFavorite: boolean, tags: Array<{ id: number, name: string, type: string }>, owners: Array<{ id: number, firstName: string, lastName: string }>, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type HomeRecentDashboardFragment = { id: number, dashboardTitle: string, url: string, changedOn: string, createdOn: string };

export type HomeRecentChartFragment = { id: number, sliceName: string, url: string, changedOn: string, createdOn: string };

export type CreateDashboardFromHomeMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateDashboardFromHomeMutation = { createDashboard: { id: number, url: string } };

export type QueryHistoryListQueryVariables = Exact<{
  filters?: Array<QueryFilter> | QueryFilter | null | undefined;
  orderBy?: QueryOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type QueryHistoryListQuery = { queries: { count: number, items: Array<{ id: number, clientId: string, status: QueryState, startTime: number | null, endTime: number | null, progress: number, rows: number | null, tabName: string | null, sql: string | null, executedSql: string | null, schema: string | null, errorMessage: string | null, database: { id: number, databaseName: string } | null, user: { id: number, firstName: string, lastName: string } | null }> } };

export type QueryHistoryDatabaseOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type QueryHistoryDatabaseOptionsQuery = { queryRelatedDatabases: { count: number, items: Array<{ value: number, text: string }> } };

export type QueryHistoryUserOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type QueryHistoryUserOptionsQuery = { queryRelatedUsers: { count: number, items: Array<{ value: number, text: string }> } };

export type QueryHistoryStatusOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type QueryHistoryStatusOptionsQuery = { queryDistinctStatus: { count: number, items: Array<string> } };

export type SavedQueryListQueryVariables = Exact<{
  filters?: Array<SavedQueryFilter> | SavedQueryFilter | null | undefined;
  orderBy?: SavedQueryOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SavedQueryListQuery = { tagPermissions: Array<string>, savedQueries: { count: number, items: Array<{ id: number, label: string | null, description: string | null, sql: string | null, schema: string | null, catalog: string | null, createdOn: string, changedOn: string, url: string, database: { id: number, databaseName: string } | null, sqlTables: Array<{ table: string, schema: string | null }>, tags: Array<{ id: number, name: string, type: number }>, abilities: { canEdit: boolean, canDelete: boolean } }> } };

export type SavedQueryListDatabaseOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SavedQueryListDatabaseOptionsQuery = { savedQueryRelatedDatabases: { count: number, items: Array<{ value: number, text: string }> } };

export type SavedQueryListSchemaOptionsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SavedQueryListSchemaOptionsQuery = { savedQueryDistinct: { count: number, items: Array<string> } };

export type DeleteSavedQueryFromListMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedQueryFromListMutation = { deleteSavedQuery: number };

export type DeleteSavedQueriesFromListMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteSavedQueriesFromListMutation = { deleteSavedQueries: { count: number } };

export type SqlLabDatabasesQueryVariables = Exact<{
  search?: unknown;
  page: number;
  pageSize?: number | null | undefined;
}>;


export type SqlLabDatabasesQuery = { databases: { count: number, items: Array<{ id: number, databaseName: string, backend: string, allowMultiCatalog: boolean, exposeInSqllab: boolean, disableDataPreview: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowsCostEstimate: boolean, forceCtasSchema: string | null }> } };

export type SqlLabDatabaseFragment = { id: number, databaseName: string, backend: string, allowMultiCatalog: boolean, exposeInSqllab: boolean, disableDataPreview: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowsCostEstimate: boolean, forceCtasSchema: string | null };

export type SqlLabDatabaseQueryVariables = Exact<{
  id: number;
}>;


export type SqlLabDatabaseQuery = { database: { id: number, databaseName: string, backend: string, allowMultiCatalog: boolean, exposeInSqllab: boolean, disableDataPreview: boolean, allowRunAsync: boolean, allowCtas: boolean, allowCvas: boolean, allowDml: boolean, allowsCostEstimate: boolean, forceCtasSchema: string | null } | null };

export type SqlLabCatalogsQueryVariables = Exact<{
  id: number;
  force?: boolean | null | undefined;
}>;


export type SqlLabCatalogsQuery = { databaseCatalogs: Array<string> };

export type SqlLabSchemasQueryVariables = Exact<{
  id: number;
  catalog?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type SqlLabSchemasQuery = { databaseSchemas: Array<string> };

export type SqlLabTablesQueryVariables = Exact<{
  id: number;
  catalog?: string | null | undefined;
  schema: string;
  force?: boolean | null | undefined;
}>;


export type SqlLabTablesQuery = { databaseTables: { count: number, items: Array<{ value: string, type: string }> } };

export type SqlLabTableMetadataQueryVariables = Exact<{
  databaseId: number;
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  table: string;
}>;


export type SqlLabTableMetadataQuery = { tableMetadata: { name: string, schema: string | null, catalog: string | null, type: string, comment: string | null, selectStar: string, columns: Array<{ name: string, type: string, longType: string, isDttm: boolean, nullable: boolean, comment: string | null }>, primaryKey: { name: string | null, columns: Array<string> } | null, foreignKeys: Array<{ name: string | null, columns: Array<string>, referredSchema: string | null, referredTable: string, referredColumns: Array<string> }>, indexes: Array<{ name: string, columns: Array<string>, unique: boolean }> } };

export type SqlLabPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SqlLabPermissionsQuery = { myPermissions: Array<string> };

export type CreateSqlLabPermalinkMutationVariables = Exact<{
  state: SqlLabPermalinkInput;
}>;


export type CreateSqlLabPermalinkMutation = { createSqlLabPermalink: { key: string, url: string } };

export type SqlLabPermalinkQueryVariables = Exact<{
  key: string;
}>;


export type SqlLabPermalinkQuery = { sqlLabPermalink: { key: string, state: { dbId: number, name: string, sql: string, catalog: string | null, schema: string | null, templateParams: string | null, autorun: boolean | null } } };

export type SqlLabRunFragment = { id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null };

export type SqlLabResultSetFragment = { status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, type: string | null, isDttm: boolean }> };

export type ExecuteSqlMutationVariables = Exact<{
  input: ExecuteSqlInput;
}>;


export type ExecuteSqlMutation = { executeSql: { query: { id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null }, results: { status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, type: string | null, isDttm: boolean }> } | null } };

export type QueryResultsQueryVariables = Exact<{
  resultsKey: string;
  rows?: number | null | undefined;
}>;


export type QueryResultsQuery = { queryResults: { query: { id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null }, results: { status: QueryState, data: unknown, rowCount: number, limitingFactor: LimitingFactor, displayLimitReached: boolean, columns: Array<{ name: string, type: string | null, isDttm: boolean }> } | null } };

export type SqlLabQueryQueryVariables = Exact<{
  clientId: string;
}>;


export type SqlLabQueryQuery = { sqlLabQuery: { id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null } | null };

export type StopQueryMutationVariables = Exact<{
  clientId: string;
}>;


export type StopQueryMutation = { stopQuery: { id: number, status: QueryState } };

export type QueryUpdatedSubscriptionVariables = Exact<{
  clientId: string;
}>;


export type QueryUpdatedSubscription = { queryUpdated: { id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null } };

export type EstimateQueryCostQueryVariables = Exact<{
  databaseId: number;
  sql: string;
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  templateParams?: string | null | undefined;
}>;


export type EstimateQueryCostQuery = { estimateQueryCost: unknown };

export type FormatSqlQueryVariables = Exact<{
  databaseId?: number | null | undefined;
  sql: string;
}>;


export type FormatSqlQuery = { formatSql: string };

export type ValidateSqlQueryVariables = Exact<{
  databaseId: number;
  sql: string;
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  templateParams?: string | null | undefined;
}>;


export type ValidateSqlQuery = { validateSql: Array<{ lineNumber: number, startColumn: number | null, endColumn: number | null, message: string }> };

export type SqlLabExportQueryVariables = Exact<{
  clientId: string;
}>;


export type SqlLabExportQuery = { sqlLabExport: { filename: string, contentType: string, base64: string } };

export type SqlLabTabHistoryQueryVariables = Exact<{
  editorId: unknown;
  userId: unknown;
}>;


export type SqlLabTabHistoryQuery = { queries: { count: number, items: Array<{ sqlEditorId: string | null, id: number, clientId: string, databaseId: number, status: QueryState, progress: number, sql: string | null, rows: number | null, resultsKey: string | null, limit: number | null, limitingFactor: LimitingFactor, executedSql: string | null, errorMessage: string | null, errors: unknown, startTime: number | null, endTime: number | null, tmpTableName: string | null, tmpSchemaName: string | null }> } };

export type SqlLabSavedQueryFragment = { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, scheduleInfo: unknown };

export type SqlLabSavedQueryQueryVariables = Exact<{
  id: number;
}>;


export type SqlLabSavedQueryQuery = { savedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, scheduleInfo: unknown } | null };

export type CreateSqlLabSavedQueryMutationVariables = Exact<{
  input: CreateSavedQueryInput;
}>;


export type CreateSqlLabSavedQueryMutation = { createSavedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, scheduleInfo: unknown } };

export type UpdateSqlLabSavedQueryMutationVariables = Exact<{
  id: number;
  input: UpdateSavedQueryInput;
}>;


export type UpdateSqlLabSavedQueryMutation = { updateSavedQuery: { id: number, label: string | null, description: string | null, sql: string | null, dbId: number, catalog: string | null, schema: string | null, templateParameters: string | null, extraJson: string | null, scheduleInfo: unknown } };

export type SqlLabOpenRunQueryVariables = Exact<{
  id: number;
}>;


export type SqlLabOpenRunQuery = { sqlLabQuery: { id: number, sql: string | null, databaseId: number, catalog: string | null, schema: string | null, tabName: string | null } | null };

export type SqlLabOpenDatasetQueryVariables = Exact<{
  id: number;
}>;


export type SqlLabOpenDatasetQuery = { dataset: { id: number, tableName: string, sql: string | null, catalog: string | null, schema: string | null, database: { id: number } | null } | null };

export type SqlLabSelectStarQueryVariables = Exact<{
  databaseId: number;
  table: string;
  schema?: string | null | undefined;
  catalog?: string | null | undefined;
}>;


export type SqlLabSelectStarQuery = { selectStar: string };

export type SqlLabTabStateFragment = { id: number, label: string | null, active: boolean, databaseId: number | null, catalog: string | null, schema: string | null, sql: string | null, queryLimit: number | null, templateParams: string | null, hideLeftBar: boolean, autorun: boolean, savedQueryId: number | null, latestQueryId: string | null, northPercent: number | null, southPercent: number | null, cursorPosition: { row: number, column: number } | null, tableSchemas: Array<{ id: number, databaseId: number, catalog: string | null, schema: string | null, table: string, expanded: boolean }> };

export type SqlLabTabsQueryVariables = Exact<{ [key: string]: never; }>;


export type SqlLabTabsQuery = { sqlLabTabs: { activeTabId: number | null, tabs: Array<{ id: number, label: string | null, active: boolean, databaseId: number | null, catalog: string | null, schema: string | null, sql: string | null, queryLimit: number | null, templateParams: string | null, hideLeftBar: boolean, autorun: boolean, savedQueryId: number | null, latestQueryId: string | null, northPercent: number | null, southPercent: number | null, cursorPosition: { row: number, column: number } | null, tableSchemas: Array<{ id: number, databaseId: number, catalog: string | null, schema: string | null, table: string, expanded: boolean }> }> } };

export type CreateSqlLabTabMutationVariables = Exact<{
  input: CreateSqlLabTabInput;
}>;


export type CreateSqlLabTabMutation = { createSqlLabTab: { id: number } };

export type UpdateSqlLabTabMutationVariables = Exact<{
  id: number;
  patch: UpdateSqlLabTabInput;
}>;


export type UpdateSqlLabTabMutation = { updateSqlLabTab: { id: number } };

export type ActivateSqlLabTabMutationVariables = Exact<{
  id: number;
}>;


export type ActivateSqlLabTabMutation = { activateSqlLabTab: { id: number } };

export type DeleteSqlLabTabMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSqlLabTabMutation = { deleteSqlLabTab: number };

export type AddTableSchemaMutationVariables = Exact<{
  input: AddTableSchemaInput;
}>;


export type AddTableSchemaMutation = { addTableSchema: { id: number } };

export type UpdateTableSchemaMutationVariables = Exact<{
  id: number;
  expanded: boolean;
}>;


export type UpdateTableSchemaMutation = { updateTableSchema: { id: number, expanded: boolean } };

export type DeleteTableSchemaMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTableSchemaMutation = { deleteTableSchema: number };

export type SetSqlLabTabQueryMutationVariables = Exact<{
  tabId: number;
  clientId?: string | null | undefined;
}>;


export type SetSqlLabTabQueryMutation = { setSqlLabTabQuery: { id: number } };

export type SqlLabTabExistsQueryVariables = Exact<{
  id: number;
}>;


export type SqlLabTabExistsQuery = { sqlLabTab: { id: number } };

export type TagListQueryVariables = Exact<{
  filters?: Array<TagFilter> | TagFilter | null | undefined;
  orderBy?: TagOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type TagListQuery = { myPermissions: Array<string>, tags: { count: number, items: Array<{ id: number, name: string, description: string | null, changedOn: string, changedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type TagPageQueryVariables = Exact<{
  id: number;
}>;


export type TagPageQuery = { tag: { id: number, name: string, description: string | null } | null, taggedObjects: Array<{ id: number, type: TaggableType, name: string, url: string, changedOn: string | null, owners: Array<{ id: number, firstName: string, lastName: string }> }> };

export type TagOptionsQueryVariables = Exact<{
  search: unknown;
}>;


export type TagOptionsQuery = { tags: { items: Array<{ id: number, name: string }> } };

export type BulkTagMutationVariables = Exact<{
  tags: Array<BulkTagInput> | BulkTagInput;
}>;


export type BulkTagMutation = { bulkTag: { objectsTagged: Array<{ objectType: TaggableType, objectId: number }>, objectsSkipped: Array<{ objectType: TaggableType, objectId: number }> } };

export type DeleteTagsFromListMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type DeleteTagsFromListMutation = { deleteTags: { count: number } };

export type TagFilterOptionsQueryVariables = Exact<{
  filter?: unknown;
  page: number;
  pageSize: number;
}>;


export type TagFilterOptionsQuery = { tags: { count: number, items: Array<{ id: number, name: string }> } };

export type UploadDatabasesQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadDatabasesQuery = { databases: { items: Array<{ id: number, databaseName: string }> } };

export type UploadSchemasQueryVariables = Exact<{
  id: number;
}>;


export type UploadSchemasQuery = { databaseSchemas: Array<string> };

export type UploadPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadPermissionsQuery = { myPermissions: Array<string> };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AnnotationLayerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationLayerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<AnnotationLayerRowFragment, unknown>;
export const AnnotationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<AnnotationRowFragment, unknown>;
export const ChartCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<ChartCardFieldsFragment, unknown>;
export const DashboardCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<DashboardCardFieldsFragment, unknown>;
export const DashboardNativeFilterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardNativeFilter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NativeFilter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"controlValues"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDataMask"}},{"kind":"Field","name":{"kind":"Name","value":"cascadeParentIds"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"adhocFilters"}},{"kind":"Field","name":{"kind":"Name","value":"timeRange"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}},{"kind":"Field","name":{"kind":"Name","value":"sortMetric"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFirst"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"chartsInScope"}},{"kind":"Field","name":{"kind":"Name","value":"tabsInScope"}}]}}]} as unknown as DocumentNode<DashboardNativeFilterFragment, unknown>;
export const DashboardVersionContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardVersionContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeFilterConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"refreshFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"crossFiltersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"filterBarOrientation"}}]}}]}}]} as unknown as DocumentNode<DashboardVersionContentFragment, unknown>;
export const DatabaseConnectionFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatabaseConnectionFormFragment, unknown>;
export const DatasetEditColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatasetEditColumnFragment, unknown>;
export const DatasetEditMetricFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]} as unknown as DocumentNode<DatasetEditMetricFragment, unknown>;
export const DatasetEditFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]} as unknown as DocumentNode<DatasetEditFragment, unknown>;
export const ExploreChartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreChartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"canSaveAs"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canExport"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<ExploreChartFieldsFragment, unknown>;
export const ExploreDatasourceColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}}]} as unknown as DocumentNode<ExploreDatasourceColumnFragment, unknown>;
export const ExploreDatasourceMetricFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}}]} as unknown as DocumentNode<ExploreDatasourceMetricFragment, unknown>;
export const ExploreDatasourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceMetric"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}}]} as unknown as DocumentNode<ExploreDatasourceFieldsFragment, unknown>;
export const ChartQueryResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartQueryResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<ChartQueryResultFieldsFragment, unknown>;
export const HomeRecentDashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRecentDashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<HomeRecentDashboardFragment, unknown>;
export const HomeRecentChartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRecentChart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<HomeRecentChartFragment, unknown>;
export const SqlLabDatabaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabDatabase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}}]}}]} as unknown as DocumentNode<SqlLabDatabaseFragment, unknown>;
export const SqlLabRunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}}]} as unknown as DocumentNode<SqlLabRunFragment, unknown>;
export const SqlLabResultSetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabResultSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabResults"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]} as unknown as DocumentNode<SqlLabResultSetFragment, unknown>;
export const SqlLabSavedQueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabSavedQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleInfo"}}]}}]} as unknown as DocumentNode<SqlLabSavedQueryFragment, unknown>;
export const SqlLabTabStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabTabState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTab"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"queryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"hideLeftBar"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}},{"kind":"Field","name":{"kind":"Name","value":"savedQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"cursorPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"northPercent"}},{"kind":"Field","name":{"kind":"Name","value":"southPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tableSchemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]}}]} as unknown as DocumentNode<SqlLabTabStateFragment, unknown>;
export const AppConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlMaxRow"}},{"kind":"Field","name":{"kind":"Name","value":"rowLimit"}},{"kind":"Field","name":{"kind":"Name","value":"samplesRowLimit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSqlLabLimit"}},{"kind":"Field","name":{"kind":"Name","value":"displayMaxRow"}},{"kind":"Field","name":{"kind":"Name","value":"sqlLabTimeoutSec"}},{"kind":"Field","name":{"kind":"Name","value":"sqlLabBackendPersistence"}},{"kind":"Field","name":{"kind":"Name","value":"enableTemplateProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardRbac"}},{"kind":"Field","name":{"kind":"Name","value":"taggingSystem"}}]}}]}}]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionCsrfToken"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ExportBundleFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportBundleFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BundleResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportBundleFileQuery, ExportBundleFileQueryVariables>;
export const ImportBundleFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportBundleFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<ImportBundleFileMutation, ImportBundleFileMutationVariables>;
export const AnnotationLayerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnotationLayerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationLayerRow"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"annotationPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Annotation","block":false}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationLayerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<AnnotationLayerListQuery, AnnotationLayerListQueryVariables>;
export const AnnotationLayerFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnotationLayerFilterOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayerRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"CHANGED_BY"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<AnnotationLayerFilterOptionsQuery, AnnotationLayerFilterOptionsQueryVariables>;
export const CreateAnnotationLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnotationLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationLayerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationLayerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<CreateAnnotationLayerMutation, CreateAnnotationLayerMutationVariables>;
export const UpdateAnnotationLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnotationLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationLayerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationLayerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationLayer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descr"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<UpdateAnnotationLayerMutation, UpdateAnnotationLayerMutationVariables>;
export const DeleteAnnotationLayerFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnotationLayerFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAnnotationLayerFromListMutation, DeleteAnnotationLayerFromListMutationVariables>;
export const DeleteAnnotationLayersFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnotationLayersFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotationLayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteAnnotationLayersFromListMutation, DeleteAnnotationLayersFromListMutationVariables>;
export const AnnotationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnotationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annotations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationRow"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"annotationPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Annotation","block":false}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<AnnotationListQuery, AnnotationListQueryVariables>;
export const CreateAnnotationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnotation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<CreateAnnotationMutation, CreateAnnotationMutationVariables>;
export const UpdateAnnotationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnotation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Annotation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescr"}},{"kind":"Field","name":{"kind":"Name","value":"longDescr"}},{"kind":"Field","name":{"kind":"Name","value":"startDttm"}},{"kind":"Field","name":{"kind":"Name","value":"endDttm"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<UpdateAnnotationMutation, UpdateAnnotationMutationVariables>;
export const DeleteAnnotationFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnotationFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAnnotationFromListMutation, DeleteAnnotationFromListMutationVariables>;
export const DeleteAnnotationsFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnotationsFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnotations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteAnnotationsFromListMutation, DeleteAnnotationsFromListMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Chart","block":false}}]},{"kind":"Field","alias":{"kind":"Name","value":"tagPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Tag","block":false}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<ChartListQuery, ChartListQueryVariables>;
export const ChartListOwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartListOwnerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"OWNERS"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<ChartListOwnerOptionsQuery, ChartListOwnerOptionsQueryVariables>;
export const ChartListChangedByOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartListChangedByOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"CHANGED_BY"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<ChartListChangedByOptionsQuery, ChartListChangedByOptionsQueryVariables>;
export const ChartListDatasetOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartListDatasetOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"TABLE_NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"TABLE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]}}]} as unknown as DocumentNode<ChartListDatasetOptionsQuery, ChartListDatasetOptionsQueryVariables>;
export const ChartListDashboardOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartListDashboardOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DASHBOARD_TITLE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"DASHBOARD_TITLE"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}}]}}]}}]} as unknown as DocumentNode<ChartListDashboardOptionsQuery, ChartListDashboardOptionsQueryVariables>;
export const DeleteChartFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChartFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteChartFromListMutation, DeleteChartFromListMutationVariables>;
export const DeleteChartsFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChartsFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteChartsFromListMutation, DeleteChartsFromListMutationVariables>;
export const CssTemplateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CssTemplateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"CssTemplate","block":false}}]}]}}]} as unknown as DocumentNode<CssTemplateListQuery, CssTemplateListQueryVariables>;
export const CssTemplateCreatorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CssTemplateCreatorOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplateRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"CREATED_BY"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<CssTemplateCreatorOptionsQuery, CssTemplateCreatorOptionsQueryVariables>;
export const CreateCssTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCssTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCssTemplateMutation, CreateCssTemplateMutationVariables>;
export const UpdateCssTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCssTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CssTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCssTemplateMutation, UpdateCssTemplateMutationVariables>;
export const DeleteCssTemplateFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCssTemplateFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCssTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCssTemplateFromListMutation, DeleteCssTemplateFromListMutationVariables>;
export const DeleteCssTemplatesFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCssTemplatesFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCssTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteCssTemplatesFromListMutation, DeleteCssTemplatesFromListMutationVariables>;
export const DashboardConfigSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardConfigSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardConfigSourceQuery, DashboardConfigSourceQueryVariables>;
export const DashboardConfigRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardConfigRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRelatedColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardConfigRelatedQuery, DashboardConfigRelatedQueryVariables>;
export const FilterConfigDatasetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterConfigDatasets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"TABLE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"included"},"name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"ID"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"IN"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FilterConfigDatasetsQuery, FilterConfigDatasetsQueryVariables>;
export const SaveDashboardFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboardFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDashboardFiltersMutation, SaveDashboardFiltersMutationVariables>;
export const SaveDashboardCrossFilterSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboardCrossFilterSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCrossFilterSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardCrossFilterSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDashboardCrossFilterSettingsMutation, SaveDashboardCrossFilterSettingsMutationVariables>;
export const SaveDashboardPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboardProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SaveDashboardPropertiesMutation, SaveDashboardPropertiesMutationVariables>;
export const CssTemplateOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CssTemplateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cssTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"TEMPLATE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}}]}}]} as unknown as DocumentNode<CssTemplateOptionsQuery, CssTemplateOptionsQueryVariables>;
export const DashboardListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"tagPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Tag","block":false}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<DashboardListQuery, DashboardListQueryVariables>;
export const DashboardListOwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardListOwnerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"OWNERS"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardListOwnerOptionsQuery, DashboardListOwnerOptionsQueryVariables>;
export const DashboardListCreatorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardListCreatorOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"CREATED_BY"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardListCreatorOptionsQuery, DashboardListCreatorOptionsQueryVariables>;
export const DeleteDashboardFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDashboardFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDashboardFromListMutation, DeleteDashboardFromListMutationVariables>;
export const DeleteDashboardsFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDashboardsFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteDashboardsFromListMutation, DeleteDashboardsFromListMutationVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeFilterConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardNativeFilter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chartConfiguration"}},{"kind":"Field","name":{"kind":"Name","value":"globalChartConfiguration"}},{"kind":"Field","name":{"kind":"Name","value":"crossFiltersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"filterBarOrientation"}},{"kind":"Field","name":{"kind":"Name","value":"refreshFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"staggerRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"staggerTime"}},{"kind":"Field","name":{"kind":"Name","value":"timedRefreshImmuneSlices"}},{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"labelColors"}},{"kind":"Field","name":{"kind":"Name","value":"mapLabelColors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"datasets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"canExplore"}},{"kind":"Field","name":{"kind":"Name","value":"canViewQuery"}},{"kind":"Field","name":{"kind":"Name","value":"canViewChartAsTable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardNativeFilter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NativeFilter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"controlValues"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDataMask"}},{"kind":"Field","name":{"kind":"Name","value":"cascadeParentIds"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"adhocFilters"}},{"kind":"Field","name":{"kind":"Name","value":"timeRange"}},{"kind":"Field","name":{"kind":"Name","value":"granularitySqla"}},{"kind":"Field","name":{"kind":"Name","value":"sortMetric"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFirst"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"chartsInScope"}},{"kind":"Field","name":{"kind":"Name","value":"tabsInScope"}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const DashboardPermalinkStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPermalinkState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataMask"}},{"kind":"Field","name":{"kind":"Name","value":"activeTabs"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPermalinkStateQuery, DashboardPermalinkStateQueryVariables>;
export const CreateDashboardPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboardPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboardPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateDashboardPermalinkMutation, CreateDashboardPermalinkMutationVariables>;
export const DashboardFilterStateValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFilterStateValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DashboardFilterStateValueQuery, DashboardFilterStateValueQueryVariables>;
export const CreateDashboardFilterStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboardFilterState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}]}]}}]} as unknown as DocumentNode<CreateDashboardFilterStateMutation, CreateDashboardFilterStateMutationVariables>;
export const UpdateDashboardFilterStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDashboardFilterState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDashboardFilterState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}]}]}}]} as unknown as DocumentNode<UpdateDashboardFilterStateMutation, UpdateDashboardFilterStateMutationVariables>;
export const SetDashboardPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDashboardPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetDashboardPublishedMutation, SetDashboardPublishedMutationVariables>;
export const AddDashboardFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDashboardFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"EnumValue","value":"DASHBOARD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddDashboardFavoriteMutation, AddDashboardFavoriteMutationVariables>;
export const RemoveDashboardFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDashboardFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"EnumValue","value":"DASHBOARD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RemoveDashboardFavoriteMutation, RemoveDashboardFavoriteMutationVariables>;
export const DashboardChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardChartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"payload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartQueryResultFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartQueryResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<DashboardChartDataSubscription, DashboardChartDataSubscriptionVariables>;
export const FilterValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FilterValuesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filterValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"coltype"}}]}}]}}]} as unknown as DocumentNode<FilterValuesQuery, FilterValuesQueryVariables>;
export const StoreDashboardLabelColorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoreDashboardLabelColors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapLabelColors"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDashboardColors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"markUpdated"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mapLabelColors"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapLabelColors"}}}]}}]}]}}]} as unknown as DocumentNode<StoreDashboardLabelColorsMutation, StoreDashboardLabelColorsMutationVariables>;
export const SaveDashboardLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboardLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastModifiedTime"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<SaveDashboardLayoutMutation, SaveDashboardLayoutMutationVariables>;
export const DashboardCopySourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCopySource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}}]}}]}}]} as unknown as DocumentNode<DashboardCopySourceQuery, DashboardCopySourceQueryVariables>;
export const SaveDashboardAsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboardAs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyDashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SaveDashboardAsMutation, SaveDashboardAsMutationVariables>;
export const EditorChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorCharts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorChartsQuery, EditorChartsQueryVariables>;
export const DashboardVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardVersionsQuery, DashboardVersionsQueryVariables>;
export const DashboardVersionDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardVersionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardVersionContent"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardVersionContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardVersionContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeFilterConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"refreshFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"crossFiltersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"filterBarOrientation"}}]}}]}}]} as unknown as DocumentNode<DashboardVersionDiffQuery, DashboardVersionDiffQueryVariables>;
export const RestoreDashboardVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreDashboardVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreDashboardVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDashboardVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}}]}}]}}]} as unknown as DocumentNode<RestoreDashboardVersionMutation, RestoreDashboardVersionMutationVariables>;
export const DatabaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Database","block":false}}]}]}}]} as unknown as DocumentNode<DatabaseListQuery, DatabaseListQueryVariables>;
export const DeleteDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDatabaseMutation, DeleteDatabaseMutationVariables>;
export const AvailableEnginesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUriPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"requiredParameters"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPort"}},{"kind":"Field","name":{"kind":"Name","value":"opensLocalFiles"}},{"kind":"Field","name":{"kind":"Name","value":"engineInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportsFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"supportsDynamicCatalog"}}]}}]}}]}}]} as unknown as DocumentNode<AvailableEnginesQuery, AvailableEnginesQueryVariables>;
export const DatabaseForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<DatabaseForEditQuery, DatabaseForEditQueryVariables>;
export const CreateDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<CreateDatabaseMutation, CreateDatabaseMutationVariables>;
export const UpdateDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseConnectionForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseConnectionForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"configurationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sqlalchemyUri"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowFileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}},{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<UpdateDatabaseMutation, UpdateDatabaseMutationVariables>;
export const TestDatabaseConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDatabaseConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDatabaseConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TestDatabaseConnectionMutation, TestDatabaseConnectionMutationVariables>;
export const ValidateDatabaseParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateDatabaseParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDatabaseParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]}}]} as unknown as DocumentNode<ValidateDatabaseParametersMutation, ValidateDatabaseParametersMutationVariables>;
export const DatasetAddDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetAddDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"DATABASE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}}]}}]}}]} as unknown as DocumentNode<DatasetAddDatabasesQuery, DatasetAddDatabasesQueryVariables>;
export const CreateDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}}]}}]}}]} as unknown as DocumentNode<CreateDatasetMutation, CreateDatasetMutationVariables>;
export const DatasetForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<DatasetForEditQuery, DatasetForEditQueryVariables>;
export const SaveDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDatasetInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideColumns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideColumns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<SaveDatasetMutation, SaveDatasetMutationVariables>;
export const DatasetOwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetOwnerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedOwners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DatasetOwnerOptionsQuery, DatasetOwnerOptionsQueryVariables>;
export const DatasetListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Dataset","block":false}}]}]}}]} as unknown as DocumentNode<DatasetListQuery, DatasetListQueryVariables>;
export const DatasetListDatabaseOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetListDatabaseOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DatasetListDatabaseOptionsQuery, DatasetListDatabaseOptionsQueryVariables>;
export const DatasetListSchemaOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetListSchemaOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"SCHEMA"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<DatasetListSchemaOptionsQuery, DatasetListSchemaOptionsQueryVariables>;
export const DeleteDatasetFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatasetFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDatasetFromListMutation, DeleteDatasetFromListMutationVariables>;
export const DatasetOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"TABLE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DatasetOptionsQuery, DatasetOptionsQueryVariables>;
export const SyncDatasetColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDatasetColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEdit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"pythonDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"advancedDataType"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEditMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetEdit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"fetchValuesPredicate"}},{"kind":"Field","name":{"kind":"Name","value":"normalizeColumns"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysFilterMainDttm"}},{"kind":"Field","name":{"kind":"Name","value":"filterSelectEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetEditMetric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<SyncDatasetColumnsMutation, SyncDatasetColumnsMutationVariables>;
export const ExploreAnnotationLayerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreAnnotationLayerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annotationLayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ExploreAnnotationLayerOptionsQuery, ExploreAnnotationLayerOptionsQueryVariables>;
export const ExploreAnnotationChartOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreAnnotationChartOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vizTypes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"VIZ_TYPE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"IN"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vizTypes"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"SLICE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]}}]} as unknown as DocumentNode<ExploreAnnotationChartOptionsQuery, ExploreAnnotationChartOptionsQueryVariables>;
export const FilterColumnValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterColumnValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<FilterColumnValuesQuery, FilterColumnValuesQueryVariables>;
export const ResolveTimeRangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResolveTimeRange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ranges"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRangeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ranges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ranges"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRange"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<ResolveTimeRangeQuery, ResolveTimeRangeQueryVariables>;
export const SaveExploreChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveExploreChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveChartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreChartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreChartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"canSaveAs"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canExport"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<SaveExploreChartMutation, SaveExploreChartMutationVariables>;
export const UpdateChartPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChartProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreChartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreChartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"canSaveAs"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canExport"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<UpdateChartPropertiesMutation, UpdateChartPropertiesMutationVariables>;
export const SaveModalDashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaveModalDashboards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editableDashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}}]}}]}}]} as unknown as DocumentNode<SaveModalDashboardsQuery, SaveModalDashboardsQueryVariables>;
export const AddChartFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddChartFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"EnumValue","value":"CHART"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddChartFavoriteMutation, AddChartFavoriteMutationVariables>;
export const RemoveChartFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveChartFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"EnumValue","value":"CHART"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RemoveChartFavoriteMutation, RemoveChartFavoriteMutationVariables>;
export const ChartOwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartOwnerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"OWNERS"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<ChartOwnerOptionsQuery, ChartOwnerOptionsQueryVariables>;
export const ExploreChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreChartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreChartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"canSaveAs"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canExport"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}}]} as unknown as DocumentNode<ExploreChartQuery, ExploreChartQueryVariables>;
export const ExploreDatasourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreDatasource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasourceKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceMetric"}}]}}]}}]} as unknown as DocumentNode<ExploreDatasourceQuery, ExploreDatasourceQueryVariables>;
export const ExploreBootstrapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreBootstrap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sliceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasourceType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vizType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permalinkKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exploreState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sliceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sliceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"datasourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"datasourceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasourceType"}}},{"kind":"Argument","name":{"kind":"Name","value":"vizType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vizType"}}},{"kind":"Argument","name":{"kind":"Name","value":"permalinkKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permalinkKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"urlParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"slice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreChartFields"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"filterable"}},{"kind":"Field","name":{"kind":"Name","value":"groupby"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeGeneric"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceMetric"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadataMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}},{"kind":"Field","name":{"kind":"Name","value":"d3format"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"warningMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreChartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"canSaveAs"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canExport"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreDatasourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"isSqllabView"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}},{"kind":"Field","name":{"kind":"Name","value":"verboseMap"}},{"kind":"Field","name":{"kind":"Name","value":"healthCheckMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeGrainSqla"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceColumn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreDatasourceMetric"}}]}}]}}]} as unknown as DocumentNode<ExploreBootstrapQuery, ExploreBootstrapQueryVariables>;
export const CreateExplorePermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExplorePermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExplorePermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formData"}}},{"kind":"Argument","name":{"kind":"Name","value":"urlParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateExplorePermalinkMutation, CreateExplorePermalinkMutationVariables>;
export const ChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartQueryResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartQueryResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartQueryResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"annotationData"}}]}}]} as unknown as DocumentNode<ChartDataQuery, ChartDataQueryVariables>;
export const ExploreChartDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreChartDataExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartResultFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartDataExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExploreChartDataExportQuery, ExploreChartDataExportQueryVariables>;
export const ExploreSamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreSamples"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSamplesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasourceSamples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<ExploreSamplesQuery, ExploreSamplesQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"edited"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"viewed"},"name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"editedDashboards"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CHANGED_BY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_O_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edited"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRecentDashboard"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"editedCharts"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CHANGED_BY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_O_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edited"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRecentChart"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"createdDashboards"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_BY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_O_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CREATED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRecentDashboard"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"createdCharts"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_BY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_O_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CREATED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRecentChart"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"dashboardPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Dashboard","block":false}}]},{"kind":"Field","alias":{"kind":"Name","value":"chartPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Chart","block":false}}]},{"kind":"Field","name":{"kind":"Name","value":"savedQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRecentDashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRecentChart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const HomeDashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeDashboards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"favoriteDashboards"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"ID"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"DASHBOARD_IS_FAVORITE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCardFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"myDashboards"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"OWNERS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_M_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCardFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"otherDashboards"},"name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<HomeDashboardsQuery, HomeDashboardsQueryVariables>;
export const HomeChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCharts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"favoriteCharts"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"ID"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CHART_IS_FAVORITE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartCardFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"myCharts"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"OWNERS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_M_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartCardFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"otherCharts"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CHANGED_ON"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]} as unknown as DocumentNode<HomeChartsQuery, HomeChartsQueryVariables>;
export const CreateDashboardFromHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboardFromHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateDashboardFromHomeMutation, CreateDashboardFromHomeMutationVariables>;
export const QueryHistoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryHistoryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryHistoryListQuery, QueryHistoryListQueryVariables>;
export const QueryHistoryDatabaseOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryHistoryDatabaseOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<QueryHistoryDatabaseOptionsQuery, QueryHistoryDatabaseOptionsQueryVariables>;
export const QueryHistoryUserOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryHistoryUserOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryRelatedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<QueryHistoryUserOptionsQuery, QueryHistoryUserOptionsQueryVariables>;
export const QueryHistoryStatusOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryHistoryStatusOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryDistinctStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<QueryHistoryStatusOptionsQuery, QueryHistoryStatusOptionsQueryVariables>;
export const SavedQueryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedQueryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQueryFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQueryOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sqlTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"tagPermissions"},"name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Tag","block":false}}]}]}}]} as unknown as DocumentNode<SavedQueryListQuery, SavedQueryListQueryVariables>;
export const SavedQueryListDatabaseOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedQueryListDatabaseOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueryRelatedDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<SavedQueryListDatabaseOptionsQuery, SavedQueryListDatabaseOptionsQueryVariables>;
export const SavedQueryListSchemaOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedQueryListSchemaOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQueryDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"SCHEMA"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<SavedQueryListSchemaOptionsQuery, SavedQueryListSchemaOptionsQueryVariables>;
export const DeleteSavedQueryFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedQueryFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedQueryFromListMutation, DeleteSavedQueryFromListMutationVariables>;
export const DeleteSavedQueriesFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedQueriesFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteSavedQueriesFromListMutation, DeleteSavedQueriesFromListMutationVariables>;
export const SqlLabDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabDatabases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"EXPOSE_IN_SQLLAB"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"EQ"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DATABASE_NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"DATABASE_NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabDatabase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabDatabase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}}]}}]} as unknown as DocumentNode<SqlLabDatabasesQuery, SqlLabDatabasesQueryVariables>;
export const SqlLabDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"database"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabDatabase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabDatabase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Database"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"backend"}},{"kind":"Field","name":{"kind":"Name","value":"allowMultiCatalog"}},{"kind":"Field","name":{"kind":"Name","value":"exposeInSqllab"}},{"kind":"Field","name":{"kind":"Name","value":"disableDataPreview"}},{"kind":"Field","name":{"kind":"Name","value":"allowRunAsync"}},{"kind":"Field","name":{"kind":"Name","value":"allowCtas"}},{"kind":"Field","name":{"kind":"Name","value":"allowCvas"}},{"kind":"Field","name":{"kind":"Name","value":"allowDml"}},{"kind":"Field","name":{"kind":"Name","value":"allowsCostEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"forceCtasSchema"}}]}}]} as unknown as DocumentNode<SqlLabDatabaseQuery, SqlLabDatabaseQueryVariables>;
export const SqlLabCatalogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabCatalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseCatalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}]}]}}]} as unknown as DocumentNode<SqlLabCatalogsQuery, SqlLabCatalogsQueryVariables>;
export const SqlLabSchemasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabSchemas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseSchemas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}]}]}}]} as unknown as DocumentNode<SqlLabSchemasQuery, SqlLabSchemasQueryVariables>;
export const SqlLabTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<SqlLabTablesQuery, SqlLabTablesQueryVariables>;
export const SqlLabTableMetadataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabTableMetadata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"selectStar"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"longType"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"nullable"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foreignKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"referredSchema"}},{"kind":"Field","name":{"kind":"Name","value":"referredTable"}},{"kind":"Field","name":{"kind":"Name","value":"referredColumns"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"unique"}}]}}]}}]}}]} as unknown as DocumentNode<SqlLabTableMetadataQuery, SqlLabTableMetadataQueryVariables>;
export const SqlLabPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Superset","block":false}}]}]}}]} as unknown as DocumentNode<SqlLabPermissionsQuery, SqlLabPermissionsQueryVariables>;
export const CreateSqlLabPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSqlLabPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabPermalinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSqlLabPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateSqlLabPermalinkMutation, CreateSqlLabPermalinkMutationVariables>;
export const SqlLabPermalinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabPermalink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabPermalink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}}]}}]}}]}}]} as unknown as DocumentNode<SqlLabPermalinkQuery, SqlLabPermalinkQueryVariables>;
export const ExecuteSqlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecuteSql"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecuteSqlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabRun"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabResultSet"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabResultSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabResults"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]} as unknown as DocumentNode<ExecuteSqlMutation, ExecuteSqlMutationVariables>;
export const QueryResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resultsKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabRun"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabResultSet"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabResultSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabResults"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"displayLimitReached"}}]}}]} as unknown as DocumentNode<QueryResultsQuery, QueryResultsQueryVariables>;
export const SqlLabQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabRun"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}}]} as unknown as DocumentNode<SqlLabQueryQuery, SqlLabQueryQueryVariables>;
export const StopQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StopQueryMutation, StopQueryMutationVariables>;
export const QueryUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"QueryUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabRun"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}}]} as unknown as DocumentNode<QueryUpdatedSubscription, QueryUpdatedSubscriptionVariables>;
export const EstimateQueryCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateQueryCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateQueryCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}}}]}]}}]} as unknown as DocumentNode<EstimateQueryCostQuery, EstimateQueryCostQueryVariables>;
export const FormatSqlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormatSql"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}}]}]}}]} as unknown as DocumentNode<FormatSqlQuery, FormatSqlQueryVariables>;
export const ValidateSqlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateSql"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sql"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateSql"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sql"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sql"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startColumn"}},{"kind":"Field","name":{"kind":"Name","value":"endColumn"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ValidateSqlQuery, ValidateSqlQueryVariables>;
export const SqlLabExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<SqlLabExportQuery, SqlLabExportQueryVariables>;
export const SqlLabTabHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabTabHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"SQL_EDITOR_ID"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"EQ"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"USER"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"REL_O_M"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"START_TIME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabRun"}},{"kind":"Field","name":{"kind":"Name","value":"sqlEditorId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabRun"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"resultsKey"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"limitingFactor"}},{"kind":"Field","name":{"kind":"Name","value":"executedSql"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"tmpTableName"}},{"kind":"Field","name":{"kind":"Name","value":"tmpSchemaName"}}]}}]} as unknown as DocumentNode<SqlLabTabHistoryQuery, SqlLabTabHistoryQueryVariables>;
export const SqlLabSavedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabSavedQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabSavedQuery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabSavedQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleInfo"}}]}}]} as unknown as DocumentNode<SqlLabSavedQueryQuery, SqlLabSavedQueryQueryVariables>;
export const CreateSqlLabSavedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSqlLabSavedQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSavedQueryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabSavedQuery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabSavedQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleInfo"}}]}}]} as unknown as DocumentNode<CreateSqlLabSavedQueryMutation, CreateSqlLabSavedQueryMutationVariables>;
export const UpdateSqlLabSavedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSqlLabSavedQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSavedQueryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavedQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabSavedQuery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabSavedQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedQuery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"templateParameters"}},{"kind":"Field","name":{"kind":"Name","value":"extraJson"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleInfo"}}]}}]} as unknown as DocumentNode<UpdateSqlLabSavedQueryMutation, UpdateSqlLabSavedQueryMutationVariables>;
export const SqlLabOpenRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabOpenRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}}]}}]}}]} as unknown as DocumentNode<SqlLabOpenRunQuery, SqlLabOpenRunQueryVariables>;
export const SqlLabOpenDatasetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabOpenDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SqlLabOpenDatasetQuery, SqlLabOpenDatasetQueryVariables>;
export const SqlLabSelectStarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabSelectStar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectStar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalog"}}}]}]}}]} as unknown as DocumentNode<SqlLabSelectStarQuery, SqlLabSelectStarQueryVariables>;
export const SqlLabTabsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeTabId"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SqlLabTabState"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SqlLabTabState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SqlLabTab"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"sql"}},{"kind":"Field","name":{"kind":"Name","value":"queryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"templateParams"}},{"kind":"Field","name":{"kind":"Name","value":"hideLeftBar"}},{"kind":"Field","name":{"kind":"Name","value":"autorun"}},{"kind":"Field","name":{"kind":"Name","value":"savedQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"latestQueryId"}},{"kind":"Field","name":{"kind":"Name","value":"cursorPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"northPercent"}},{"kind":"Field","name":{"kind":"Name","value":"southPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tableSchemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]}}]} as unknown as DocumentNode<SqlLabTabsQuery, SqlLabTabsQueryVariables>;
export const CreateSqlLabTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSqlLabTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSqlLabTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSqlLabTabMutation, CreateSqlLabTabMutationVariables>;
export const UpdateSqlLabTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSqlLabTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSqlLabTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateSqlLabTabMutation, UpdateSqlLabTabMutationVariables>;
export const ActivateSqlLabTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateSqlLabTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateSqlLabTabMutation, ActivateSqlLabTabMutationVariables>;
export const DeleteSqlLabTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSqlLabTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSqlLabTabMutation, DeleteSqlLabTabMutationVariables>;
export const AddTableSchemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTableSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTableSchemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTableSchemaMutation, AddTableSchemaMutationVariables>;
export const UpdateTableSchemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTableSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expanded"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expanded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expanded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}}]}}]}}]} as unknown as DocumentNode<UpdateTableSchemaMutation, UpdateTableSchemaMutationVariables>;
export const DeleteTableSchemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTableSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTableSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTableSchemaMutation, DeleteTableSchemaMutationVariables>;
export const SetSqlLabTabQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSqlLabTabQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSqlLabTabQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetSqlLabTabQueryMutation, SetSqlLabTabQueryMutationVariables>;
export const SqlLabTabExistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SqlLabTabExists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sqlLabTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SqlLabTabExistsQuery, SqlLabTabExistsQueryVariables>;
export const TagListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TagOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Tag","block":false}}]}]}}]} as unknown as DocumentNode<TagListQuery, TagListQueryVariables>;
export const TagPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taggedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<TagPageQuery, TagPageQueryVariables>;
export const TagOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"TYPE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CUSTOM_TAG"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TagOptionsQuery, TagOptionsQueryVariables>;
export const BulkTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTagInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectsTagged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectsSkipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}}]}}]}}]} as unknown as DocumentNode<BulkTagMutation, BulkTagMutationVariables>;
export const DeleteTagsFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTagsFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteTagsFromListMutation, DeleteTagsFromListMutationVariables>;
export const TagFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagFilterOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"TYPE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"CUSTOM_TAG"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TagFilterOptionsQuery, TagFilterOptionsQueryVariables>;
export const UploadDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"ALLOW_FILE_UPLOAD"}},{"kind":"ObjectField","name":{"kind":"Name","value":"op"},"value":{"kind":"EnumValue","value":"EQ"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}}]}}]}}]}}]} as unknown as DocumentNode<UploadDatabasesQuery, UploadDatabasesQueryVariables>;
export const UploadSchemasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadSchemas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseSchemas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadAllowed"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<UploadSchemasQuery, UploadSchemasQueryVariables>;
export const UploadPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Database","block":false}}]}]}}]} as unknown as DocumentNode<UploadPermissionsQuery, UploadPermissionsQueryVariables>;