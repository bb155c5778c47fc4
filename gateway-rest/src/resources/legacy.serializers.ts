import type { RestChartQueryResultFragment, RestDatasourceMetadataQuery } from '../gql/graphql';
import { fullQueryResult, rowsOf } from './chart-data.response';

type Metadata = RestDatasourceMetadataQuery['datasourceMetadata'];

/** The datasource `data` dict fetch_datasource_metadata answers (Superset's SqlaTable.data, sanitized). */
export function serializeDatasourceMetadata(m: Metadata): Record<string, unknown> {
  return {
    id: m.id,
    uid: m.uid,
    type: m.type,
    name: m.name,
    datasource_name: m.datasourceName,
    table_name: m.tableName,
    catalog: m.catalog,
    schema: m.schema,
    description: m.description,
    main_dttm_col: m.mainDttmCol,
    default_endpoint: m.defaultEndpoint,
    offset: m.offset,
    cache_timeout: m.cacheTimeout,
    sql: m.sql,
    is_sqllab_view: m.isSqllabView,
    template_params: m.templateParams,
    fetch_values_predicate: m.fetchValuesPredicate,
    filter_select: m.filterSelectEnabled,
    filter_select_enabled: m.filterSelectEnabled,
    always_filter_main_dttm: m.alwaysFilterMainDttm,
    normalize_columns: m.normalizeColumns,
    // Superset keeps `params` and `extra` as the stored JSON text in the datasource payload.
    params: m.paramsText,
    extra: m.extraText,
    perm: m.perm,
    edit_url: m.editUrl,
    select_star: m.selectStar,
    health_check_message: m.healthCheckMessage,
    is_managed_externally: m.isManagedExternally,
    owners: m.owners,
    database: {
      id: m.database.id,
      name: m.database.databaseName,
      backend: m.database.backend,
      allows_subquery: m.database.allowsSubquery,
      allows_cost_estimate: m.database.allowsCostEstimate,
      allows_virtual_table_explore: m.database.allowsVirtualTableExplore,
      disable_data_preview: m.database.disableDataPreview,
      disable_drill_to_detail: m.database.disableDrillToDetail,
      explore_database_id: m.database.exploreDatabaseId,
    },
    columns: m.columns.map((c) => ({
      id: c.id,
      column_name: c.columnName,
      verbose_name: c.verboseName,
      description: c.description,
      expression: c.expression,
      filterable: c.filterable,
      groupby: c.groupby,
      is_dttm: c.isDttm,
      type: c.type,
      type_generic: c.typeGeneric,
      python_date_format: c.pythonDateFormat,
      advanced_data_type: c.advancedDataType,
      is_certified: c.isCertified,
      certified_by: c.certifiedBy,
      certification_details: c.certificationDetails,
      warning_markdown: c.warningMarkdown,
    })),
    metrics: m.metrics.map((x) => ({
      id: x.id,
      metric_name: x.metricName,
      verbose_name: x.verboseName,
      description: x.description,
      expression: x.expression,
      warning_text: x.warningText,
      d3format: x.d3format,
      currency: x.currency,
      is_certified: x.isCertified,
      certified_by: x.certifiedBy,
      certification_details: x.certificationDetails,
      warning_markdown: x.warningMarkdown,
    })),
    column_names: m.columns.map((c) => c.columnName),
    column_types: m.columns.map((c) => c.typeGeneric),
    verbose_map: m.verboseMap,
    column_formats: m.columnFormats,
    currency_formats: m.currencyFormats,
    order_by_choices: m.orderByChoices,
    time_grain_sqla: m.timeGrainSqla,
    granularity_sqla: m.granularitySqla,
  };
}

/** The samples answer: a full chart data entry plus its page. */
export function serializeSamples(s: { page: number; perPage: number; totalCount: number; result: RestChartQueryResultFragment }): Record<string, unknown> {
  return { ...fullQueryResult(s.result), page: s.page, per_page: s.perPage, total_count: s.totalCount };
}

/** The legacy viz payload explore_json answers for JSON (BaseViz.get_payload; data as row records). */
export function serializeLegacyPayload(q: RestChartQueryResultFragment, formData: Record<string, unknown>): Record<string, unknown> {
  return {
    cache_key: q.cacheKey,
    cached_dttm: q.cachedDttm,
    cache_timeout: q.cacheTimeout,
    applied_filters: q.appliedFilters,
    rejected_filters: q.rejectedFilters,
    data: rowsOf(q),
    colnames: q.colnames,
    coltypes: q.coltypes,
    errors: [],
    form_data: formData,
    from_dttm: q.fromDttm,
    to_dttm: q.toDttm,
    is_cached: q.isCached,
    query: q.query,
    rowcount: q.rowcount,
    stacktrace: null,
    status: q.status,
  };
}
