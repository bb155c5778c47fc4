// The REST surface the fuzz test throws malformed input at: every /api/v1 endpoint and legacy view the
// gateway serves, each with a valid request to start from. Reads may name the examples; anything that
// writes names only the run's own objects (fixtures.ts), so a run never damages the shared test server.
import type { FuzzWorld } from './fixtures';
import type { Prng } from './prng';

/** What a path parameter names; reads pick from the examples too, writes only from the run's own objects. */
export type ParamKind =
  | 'chart'
  | 'dataset'
  | 'database'
  | 'savedQuery'
  | 'cssTemplate'
  | 'tag'
  | 'annotationLayer'
  | 'annotation'
  | 'ownAnnotationLayer'
  | 'taggableType'
  | 'dashboard'
  | 'dashboardPermalink'
  | 'tab'
  | 'tableSchema'
  | 'datasetColumn'
  | 'datasetMetric'
  | 'query'
  | 'table'
  | 'schema'
  | 'column'
  | 'exploreKey'
  | 'sqlLabKey'
  | 'clientId'
  | 'datasourceType';

export interface RestRouteTemplate {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style path with `:name` parameters, from the server root. */
  path: string;
  params?: Record<string, ParamKind>;
  /** The rison `q` argument of a valid request. */
  q?: (world: FuzzWorld, rng: Prng) => unknown;
  /** Other query-string arguments. */
  query?: (world: FuzzWorld, rng: Prng) => Record<string, string>;
  /** A valid JSON body. */
  body?: (world: FuzzWorld, rng: Prng) => unknown;
  /** A valid application/x-www-form-urlencoded body. */
  form?: (world: FuzzWorld, rng: Prng) => Record<string, string>;
  /** Relative frequency (default 1): slow endpoints get less. */
  weight?: number;
}

const listQ = (orderColumn: string, filterColumn: string, operator = 'ct') => (_world: FuzzWorld, rng: Prng) => ({
  columns: ['id'],
  order_column: orderColumn,
  order_direction: rng.pick(['asc', 'desc']),
  page: rng.int(0, 2),
  page_size: rng.pick([1, 10, 25]),
  filters: [{ col: filterColumn, opr: operator, value: rng.pick(['a', 'birth', 'x']) }],
});

const infoQ = () => ({ keys: ['permissions', 'add_columns'] });
const relatedQ = (_world: FuzzWorld, rng: Prng) => ({ filter: rng.pick(['', 'adm']), page: 0, page_size: 10 });
const chartDataBody = (world: FuzzWorld, rng: Prng) => ({
  datasource: { id: world.example.datasetId, type: 'table' },
  force: rng.chance(0.1),
  queries: [
    {
      columns: [rng.pick(world.example.groupbyColumns)],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: rng.pick([10, 100]),
      time_range: rng.pick(['No filter', 'Last year', '1990-01-01 : 2000-01-01', 'DATEADD(DATETIME("now"), -7, day) : now']),
      filters: [{ col: world.example.groupbyColumns[0], op: 'IS NOT NULL' }],
    },
  ],
  result_format: 'json',
  result_type: rng.pick(['full', 'query', 'samples', 'results']),
});

export const REST_ROUTES: readonly RestRouteTemplate[] = [
  // security, me
  // Password hashing makes every login slow on purpose.
  { method: 'POST', path: '/api/v1/security/login', weight: 0.3, body: (_w, rng) => ({ username: rng.pick(['admin', 'nobody']), password: 'wrong-password', provider: 'db', refresh: rng.chance(0.5) }) },
  { method: 'POST', path: '/api/v1/security/refresh', weight: 0.3 },
  { method: 'GET', path: '/api/v1/security/csrf_token/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/me/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/me/roles/', weight: 0.3 },

  // charts
  { method: 'GET', path: '/api/v1/chart/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/chart/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/chart/', q: listQ('slice_name', 'slice_name'), weight: 3 },
  { method: 'POST', path: '/api/v1/chart/', body: (w) => ({ slice_name: `fuzz chart ${w.tag}`, viz_type: 'table', datasource_id: w.example.datasetId, datasource_type: 'table', params: '{}' }), weight: 2 },
  { method: 'DELETE', path: '/api/v1/chart/', q: (w) => w.disposable.chartIds },
  { method: 'GET', path: '/api/v1/chart/export/', q: (w) => [w.own.chartId], weight: 0.3 },
  { method: 'POST', path: '/api/v1/chart/import/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/chart/:pk', params: { pk: 'chart' }, weight: 2 },
  { method: 'PUT', path: '/api/v1/chart/:pk', params: { pk: 'chart' }, body: (w, rng) => ({ slice_name: `fuzz chart ${w.tag} ${rng.int(0, 9)}`, description: 'fuzzed', cache_timeout: 60, params: '{"viz_type": "table"}', owners: [w.adminId] }), weight: 2 },
  { method: 'DELETE', path: '/api/v1/chart/:pk', params: { pk: 'chart' } },
  { method: 'GET', path: '/api/v1/chart/favorite_status/', q: (w) => [w.example.chartId, w.own.chartId] },
  { method: 'POST', path: '/api/v1/chart/:pk/favorites/', params: { pk: 'chart' } },
  { method: 'DELETE', path: '/api/v1/chart/:pk/favorites/', params: { pk: 'chart' } },
  { method: 'GET', path: '/api/v1/dashboard/favorite_status/', q: (w) => [1, 2, w.own.dashboardId], weight: 0.3 },

  // dashboards
  { method: 'GET', path: '/api/v1/dashboard/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/dashboard/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/dashboard/', q: listQ('changed_on_delta_humanized', 'dashboard_title', 'title_or_slug'), weight: 2 },
  { method: 'GET', path: '/api/v1/dashboard/export/', q: (w) => [w.own.dashboardId], weight: 0.3 },
  { method: 'POST', path: '/api/v1/dashboard/', body: (w, rng) => ({ dashboard_title: `fuzz dashboard ${w.tag} ${rng.int(0, 99)}`, published: rng.chance(0.5), css: '.x { color: red; }' }) },
  { method: 'DELETE', path: '/api/v1/dashboard/', q: (w) => w.disposable.dashboardIds },
  { method: 'GET', path: '/api/v1/dashboard/:pk', params: { pk: 'dashboard' }, weight: 2 },
  { method: 'GET', path: '/api/v1/dashboard/:pk/charts', params: { pk: 'dashboard' } },
  { method: 'GET', path: '/api/v1/dashboard/:pk/datasets', params: { pk: 'dashboard' } },
  { method: 'GET', path: '/api/v1/dashboard/:pk/tabs', params: { pk: 'dashboard' } },
  { method: 'GET', path: '/api/v1/dashboard/:pk/versions', params: { pk: 'dashboard' } },
  {
    method: 'PUT',
    path: '/api/v1/dashboard/:pk',
    params: { pk: 'dashboard' },
    body: (w, rng) => ({ dashboard_title: `fuzz dashboard ${w.tag} ${rng.int(0, 9)}`, slug: rng.chance(0.5) ? null : `fuzz-${w.tag}-${rng.int(0, 9)}`, json_metadata: '{"refresh_frequency": 0}', owners: [w.adminId] }),
    weight: 2,
  },
  { method: 'DELETE', path: '/api/v1/dashboard/:pk', params: { pk: 'dashboard' } },
  { method: 'POST', path: '/api/v1/dashboard/:pk/copy/', params: { pk: 'dashboard' }, body: (w) => ({ dashboard_title: `fuzz copy ${w.tag}`, json_metadata: '{}', duplicate_slices: false }), weight: 0.5 },
  { method: 'PUT', path: '/api/v1/dashboard/:pk/filters', params: { pk: 'dashboard' }, body: () => ({ modified: [], deleted: [], reordered: [] }) },
  { method: 'PUT', path: '/api/v1/dashboard/:pk/colors', params: { pk: 'dashboard' }, query: (_w, rng) => ({ mark_updated: rng.pick(['true', 'false']) }), body: () => ({ color_scheme: 'supersetColors', label_colors: { boy: '#1FA8C9' } }) },
  { method: 'POST', path: '/api/v1/dashboard/:pk/favorites/', params: { pk: 'dashboard' } },
  { method: 'DELETE', path: '/api/v1/dashboard/:pk/favorites/', params: { pk: 'dashboard' } },
  { method: 'POST', path: '/api/v1/dashboard/:pk/permalink', params: { pk: 'dashboard' }, body: () => ({ dataMask: {}, activeTabs: [], anchor: '', urlParams: [['standalone', '1']] }) },
  { method: 'GET', path: '/api/v1/dashboard/permalink/:key', params: { key: 'dashboardPermalink' } },
  { method: 'POST', path: '/api/v1/dashboard/:pk/filter_state', params: { pk: 'dashboard' }, body: () => ({ value: '{"NATIVE_FILTER-1": {"id": "NATIVE_FILTER-1"}}' }) },
  { method: 'GET', path: '/api/v1/dashboard/:pk/filter_state/:key', params: { pk: 'dashboard', key: 'exploreKey' } },
  { method: 'POST', path: '/api/v1/chart/data', body: chartDataBody, weight: 4 },
  { method: 'GET', path: '/api/v1/chart/:pk/data/', params: { pk: 'chart' }, query: (_w, rng) => ({ format: rng.pick(['json', 'csv']), type: rng.pick(['full', 'samples']) }), weight: 2 },
  { method: 'PUT', path: '/api/v1/chart/warm_up_cache', body: (w) => ({ chart_id: w.example.chartId }), weight: 0.5 },

  // explore, time range
  { method: 'GET', path: '/api/v1/explore/', query: (w, rng): Record<string, string> => (rng.chance(0.5) ? { slice_id: String(w.example.chartId) } : { datasource_id: String(w.example.datasetId), datasource_type: 'table' }) },
  { method: 'POST', path: '/api/v1/explore/permalink', body: (w) => ({ formData: { datasource: `${w.example.datasetId}__table`, viz_type: 'table', metrics: ['count'] }, urlParams: [['standalone', '1']] }) },
  { method: 'GET', path: '/api/v1/explore/permalink/:key', params: { key: 'exploreKey' } },
  { method: 'GET', path: '/api/v1/time_range/', q: (_w, rng) => rng.pick(['Last week', 'No filter', '2000-01-01 : 2001-01-01', 'DATEADD(DATETIME("2020-01-01"), 1, year) : 2030-01-01', [{ timeRange: 'Last day', shift: '1 year ago' }]]), weight: 2 },

  // databases
  { method: 'GET', path: '/api/v1/database/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/database/available/', weight: 0.5 },
  { method: 'POST', path: '/api/v1/database/test_connection/', body: (_w, rng) => ({ sqlalchemy_uri: rng.pick(['duckdb:///:memory:', 'sqlite://', 'postgresql://u:p@127.0.0.1:1/db']), database_name: 'probe' }), weight: 0.5 },
  { method: 'POST', path: '/api/v1/database/validate_parameters/', body: () => ({ engine: 'postgresql', configuration_method: 'dynamic_form', parameters: { host: '127.0.0.1', port: 1, database: 'x', username: 'u' } }), weight: 0.5 },
  { method: 'GET', path: '/api/v1/database/', q: listQ('database_name', 'database_name') },
  { method: 'POST', path: '/api/v1/database/', body: (w, rng) => ({ database_name: `fuzz db ${w.tag} ${rng.int(0, 999)}`, sqlalchemy_uri: 'duckdb:///:memory:', extra: '{"allows_virtual_table_explore": true}' }) },
  { method: 'GET', path: '/api/v1/database/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/database/:pk', params: { pk: 'database' } },
  { method: 'PUT', path: '/api/v1/database/:pk', params: { pk: 'database' }, body: () => ({ cache_timeout: 30, extra: '{"disable_data_preview": false}', allow_dml: false, expose_in_sqllab: true }) },
  { method: 'DELETE', path: '/api/v1/database/:pk', params: { pk: 'database' } },
  { method: 'GET', path: '/api/v1/database/:pk/connection', params: { pk: 'database' } },
  { method: 'GET', path: '/api/v1/database/:pk/function_names/', params: { pk: 'database' } },
  { method: 'POST', path: '/api/v1/database/:pk/sync_permissions/', params: { pk: 'database' }, weight: 0.2 },
  { method: 'GET', path: '/api/v1/database/:pk/related_objects/', params: { pk: 'database' } },
  { method: 'GET', path: '/api/v1/database/:pk/catalogs/', params: { pk: 'database' }, q: () => ({ force: false }) },
  { method: 'GET', path: '/api/v1/database/:pk/schemas/', params: { pk: 'database' }, q: () => ({ force: false }) },
  { method: 'GET', path: '/api/v1/database/:pk/tables/', params: { pk: 'database' }, q: (w) => ({ schema_name: w.example.schema, force: false }) },
  { method: 'GET', path: '/api/v1/database/:pk/table_metadata/', params: { pk: 'database' }, query: (w) => ({ name: w.example.table, schema: w.example.schema }) },
  { method: 'GET', path: '/api/v1/database/:pk/table_metadata/extra/', params: { pk: 'database' }, query: (w) => ({ name: w.example.table, schema: w.example.schema }) },
  { method: 'GET', path: '/api/v1/database/:pk/table/:table/:schema/', params: { pk: 'database', table: 'table', schema: 'schema' } },
  { method: 'GET', path: '/api/v1/database/:pk/table_extra/:table/:schema/', params: { pk: 'database', table: 'table', schema: 'schema' } },
  { method: 'GET', path: '/api/v1/database/:pk/select_star/:table/', params: { pk: 'database', table: 'table' } },
  { method: 'GET', path: '/api/v1/database/:pk/select_star/:table/:schema/', params: { pk: 'database', table: 'table', schema: 'schema' } },
  { method: 'GET', path: '/api/v1/database/:pk/schemas_access_for_file_upload/', params: { pk: 'database' } },
  { method: 'POST', path: '/api/v1/database/:pk/validate_sql/', params: { pk: 'database' }, body: () => ({ sql: 'SELECT 1', schema: 'main' }), weight: 0.5 },
  { method: 'POST', path: '/api/v1/database/:pk/upload/', params: { pk: 'database' }, weight: 0.3 },
  { method: 'POST', path: '/api/v1/database/upload_metadata/', weight: 0.3 },

  // datasets
  { method: 'GET', path: '/api/v1/dataset/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/dataset/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/dataset/distinct/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/dataset/', q: listQ('table_name', 'table_name'), weight: 3 },
  { method: 'POST', path: '/api/v1/dataset/', body: (w, rng) => ({ database: w.own.databaseId, table_name: `fuzz_ds_${w.tag}_${rng.int(0, 999)}`, sql: 'SELECT 1 AS x' }) },
  { method: 'DELETE', path: '/api/v1/dataset/', q: (w) => w.disposable.datasetIds },
  { method: 'POST', path: '/api/v1/dataset/duplicate', body: (w, rng) => ({ base_model_id: w.own.datasetId, table_name: `fuzz_dup_${w.tag}_${rng.int(0, 999)}` }) },
  { method: 'POST', path: '/api/v1/dataset/get_or_create/', body: (w) => ({ database_id: w.own.databaseId, table_name: 'no_such_table' }) },
  { method: 'GET', path: '/api/v1/dataset/:pk/drill_info/', params: { pk: 'dataset' } },
  { method: 'GET', path: '/api/v1/dataset/:pk', params: { pk: 'dataset' }, q: () => ({ columns: ['id', 'table_name', 'columns.column_name'] }), weight: 2 },
  { method: 'PUT', path: '/api/v1/dataset/:pk', params: { pk: 'dataset' }, body: (w) => ({ description: 'fuzzed', cache_timeout: 10, owners: [w.adminId], extra: '{}' }), weight: 2 },
  { method: 'DELETE', path: '/api/v1/dataset/:pk', params: { pk: 'dataset' } },
  { method: 'PUT', path: '/api/v1/dataset/:pk/refresh', params: { pk: 'dataset' }, weight: 0.5 },
  { method: 'GET', path: '/api/v1/dataset/:pk/related_objects', params: { pk: 'dataset' } },
  { method: 'DELETE', path: '/api/v1/dataset/:pk/column/:childId', params: { pk: 'dataset', childId: 'datasetColumn' } },
  { method: 'DELETE', path: '/api/v1/dataset/:pk/metric/:childId', params: { pk: 'dataset', childId: 'datasetMetric' } },
  { method: 'PUT', path: '/api/v1/dataset/warm_up_cache', body: (w) => ({ db_name: 'examples', table_name: w.example.table }), weight: 0.3 },

  // saved queries, query history
  { method: 'GET', path: '/api/v1/saved_query/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/saved_query/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/saved_query/distinct/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/saved_query/export/', q: (w) => [w.own.savedQueryId] },
  { method: 'POST', path: '/api/v1/saved_query/import/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/dataset/export/', q: (w) => [w.own.datasetId], weight: 0.3 },
  { method: 'POST', path: '/api/v1/dataset/import/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/database/export/', q: (w) => [w.own.databaseId], weight: 0.3 },
  { method: 'POST', path: '/api/v1/database/import/', weight: 0.3 },
  { method: 'POST', path: '/api/v1/dashboard/import/', weight: 0.3 },
  { method: 'GET', path: '/api/v1/saved_query/', q: listQ('label', 'label'), weight: 2 },
  { method: 'POST', path: '/api/v1/saved_query/', body: (w, rng) => ({ db_id: w.own.databaseId, label: `fuzz sq ${w.tag} ${rng.int(0, 99)}`, sql: 'SELECT 1', schema: 'main', description: 'd', extra_json: '{}' }), weight: 2 },
  { method: 'DELETE', path: '/api/v1/saved_query/', q: (w) => w.disposable.savedQueryIds },
  { method: 'GET', path: '/api/v1/saved_query/:pk', params: { pk: 'savedQuery' } },
  { method: 'PUT', path: '/api/v1/saved_query/:pk', params: { pk: 'savedQuery' }, body: () => ({ description: 'fuzzed', sql: 'SELECT 2', template_parameters: '{}' }), weight: 2 },
  { method: 'GET', path: '/api/v1/css_template/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/css_template/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/css_template/', q: listQ('template_name', 'template_name', 'css_template_all_text'), weight: 2 },
  { method: 'POST', path: '/api/v1/css_template/', body: (w, rng) => ({ template_name: `fuzz css ${w.tag} ${rng.int(0, 99)}`, css: '.dashboard { color: red; }' }) },
  { method: 'DELETE', path: '/api/v1/css_template/', q: (w) => w.disposable.cssTemplateIds },
  { method: 'GET', path: '/api/v1/css_template/:pk', params: { pk: 'cssTemplate' } },
  { method: 'PUT', path: '/api/v1/css_template/:pk', params: { pk: 'cssTemplate' }, body: () => ({ css: '.dashboard { color: blue; }' }) },
  { method: 'DELETE', path: '/api/v1/css_template/:pk', params: { pk: 'cssTemplate' } },
  { method: 'GET', path: '/api/v1/tag/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/tag/', q: listQ('name', 'name'), weight: 2 },
  { method: 'POST', path: '/api/v1/tag/', body: (w, rng) => ({ name: `fuzz tag ${w.tag} ${rng.int(0, 99)}`, description: 'fuzz' }) },
  { method: 'DELETE', path: '/api/v1/tag/', q: (w) => w.disposable.tagIds },
  { method: 'POST', path: '/api/v1/tag/bulk_create', body: (w) => ({ tags: [{ name: `fuzz bulk ${w.tag}`, objects_to_tag: [['chart', w.own.chartId], ['saved_query', w.own.savedQueryId]] }] }) },
  { method: 'GET', path: '/api/v1/tag/get_objects/', query: (w) => ({ tagIds: String(w.own.tagId), types: 'chart,dashboard' }) },
  { method: 'GET', path: '/api/v1/tag/:pk', params: { pk: 'tag' } },
  { method: 'PUT', path: '/api/v1/tag/:pk', params: { pk: 'tag' }, body: (w) => ({ name: `fuzz ${w.tag} own`, description: 'fuzzed' }) },
  { method: 'DELETE', path: '/api/v1/tag/:pk', params: { pk: 'tag' } },
  { method: 'POST', path: '/api/v1/tag/:objectType/:objectId/', params: { objectType: 'taggableType', objectId: 'chart' }, body: (w) => ({ properties: { tags: [`fuzz ${w.tag} on object`] } }) },
  { method: 'DELETE', path: '/api/v1/tag/:objectType/:objectId/:tagName/', params: { objectType: 'taggableType', objectId: 'chart', tagName: 'column' } },
  { method: 'GET', path: '/api/v1/annotation_layer/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/annotation_layer/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/annotation_layer/', q: listQ('name', 'name', 'annotation_layer_all_text'), weight: 2 },
  { method: 'POST', path: '/api/v1/annotation_layer/', body: (w, rng) => ({ name: `fuzz layer ${w.tag} ${rng.int(0, 99)}`, descr: 'fuzz' }) },
  { method: 'DELETE', path: '/api/v1/annotation_layer/', q: (w) => w.disposable.annotationLayerIds },
  { method: 'GET', path: '/api/v1/annotation_layer/:pk', params: { pk: 'annotationLayer' } },
  { method: 'PUT', path: '/api/v1/annotation_layer/:pk', params: { pk: 'annotationLayer' }, body: () => ({ descr: 'fuzzed' }) },
  { method: 'DELETE', path: '/api/v1/annotation_layer/:pk', params: { pk: 'annotationLayer' } },
  { method: 'GET', path: '/api/v1/annotation_layer/:pk/annotation/', params: { pk: 'ownAnnotationLayer' }, q: listQ('short_descr', 'short_descr', 'annotation_all_text') },
  {
    method: 'POST',
    path: '/api/v1/annotation_layer/:pk/annotation/',
    params: { pk: 'ownAnnotationLayer' },
    body: (w, rng) => ({ short_descr: `fuzz note ${w.tag} ${rng.int(0, 999)}`, start_dttm: '2021-03-01T00:00:00', end_dttm: '2021-03-02T12:00:00', json_metadata: '{}' }),
  },
  { method: 'DELETE', path: '/api/v1/annotation_layer/:pk/annotation/', params: { pk: 'ownAnnotationLayer' }, q: (w) => w.disposable.annotationIds },
  { method: 'GET', path: '/api/v1/annotation_layer/:pk/annotation/:annotationId', params: { pk: 'ownAnnotationLayer', annotationId: 'annotation' } },
  { method: 'PUT', path: '/api/v1/annotation_layer/:pk/annotation/:annotationId', params: { pk: 'ownAnnotationLayer', annotationId: 'annotation' }, body: () => ({ long_descr: 'fuzzed' }) },
  { method: 'DELETE', path: '/api/v1/annotation_layer/:pk/annotation/:annotationId', params: { pk: 'ownAnnotationLayer', annotationId: 'annotation' } },
  { method: 'DELETE', path: '/api/v1/saved_query/:pk', params: { pk: 'savedQuery' } },
  { method: 'GET', path: '/api/v1/query/_info', q: infoQ },
  { method: 'GET', path: '/api/v1/query/related/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/query/distinct/:column', params: { column: 'column' }, q: relatedQ },
  { method: 'GET', path: '/api/v1/query/', q: listQ('start_time', 'sql'), weight: 2 },
  { method: 'GET', path: '/api/v1/query/:pk', params: { pk: 'query' } },
  { method: 'POST', path: '/api/v1/query/stop', body: (_w, rng) => ({ client_id: rng.pick(['abc123', 'nope']) }) },
  { method: 'GET', path: '/api/v1/query/updated_since', q: (_w, rng) => ({ last_updated_ms: rng.pick([0, Date.now() - 60_000]) }) },

  // SQL Lab
  { method: 'POST', path: '/api/v1/sqllab/execute/', body: (w, rng) => ({ database_id: w.own.databaseId, sql: rng.pick(['SELECT 1 AS a', "SELECT 'x' AS b, 2 AS c"]), client_id: `fz${rng.int(0, 99999)}`, queryLimit: 10, runAsync: false, json: true, tab: 'fuzz' }) },
  { method: 'GET', path: '/api/v1/sqllab/results/', q: (_w, rng) => ({ key: rng.pick(['nope', 'abc']), rows: 10 }) },
  { method: 'POST', path: '/api/v1/sqllab/estimate/', body: (w) => ({ database_id: w.own.databaseId, sql: 'SELECT 1' }) },
  { method: 'POST', path: '/api/v1/sqllab/format_sql/', body: (_w, rng) => ({ sql: 'select a, b from t where a = 1', engine: rng.pick(['duckdb', 'postgresql']) }) },
  { method: 'GET', path: '/api/v1/sqllab/export/:client_id/', params: { client_id: 'clientId' } },
  { method: 'POST', path: '/api/v1/sqllab/permalink', body: (w) => ({ dbId: w.own.databaseId, sql: 'SELECT 1', name: 'fuzz', autorun: false }) },
  { method: 'GET', path: '/api/v1/sqllab/permalink/:key', params: { key: 'sqlLabKey' } },

  // legacy views and SQL Lab's tab state
  { method: 'POST', path: '/datasource/samples', query: (w) => ({ datasource_id: String(w.example.datasetId), datasource_type: 'table', page: '1', per_page: '10' }), body: () => ({}) },
  { method: 'GET', path: '/superset/fetch_datasource_metadata', query: (w) => ({ datasourceKey: `${w.example.datasetId}__table` }) },
  {
    method: 'GET',
    path: '/superset/explore_json/:datasource_type/:datasource_id/',
    params: { datasource_type: 'datasourceType', datasource_id: 'dataset' },
    query: (w, rng) => ({ form_data: JSON.stringify({ datasource: `${w.example.datasetId}__table`, viz_type: 'table', metrics: ['count'], groupby: [w.example.groupbyColumns[0]], row_limit: 10 }), ...(rng.chance(0.3) ? { query: 'true' } : {}) }),
  },
  { method: 'POST', path: '/superset/explore_json/', form: (w) => ({ form_data: JSON.stringify({ datasource: `${w.example.datasetId}__table`, viz_type: 'table', metrics: ['count'], row_limit: 5 }) }) },
  { method: 'POST', path: '/tabstateview/', form: (w) => ({ queryEditor: JSON.stringify({ name: `fuzz tab ${w.tag}`, dbId: w.own.databaseId, schema: 'main', sql: 'SELECT 1', queryLimit: 100 }) }), weight: 0.5 },
  { method: 'GET', path: '/tabstateview/:id', params: { id: 'tab' } },
  { method: 'PUT', path: '/tabstateview/:id', params: { id: 'tab' }, form: () => ({ sql: JSON.stringify('SELECT 2'), hide_left_bar: 'true', query_limit: '50' }) },
  { method: 'DELETE', path: '/tabstateview/:id', params: { id: 'tab' } },
  { method: 'POST', path: '/tabstateview/:id/activate', params: { id: 'tab' }, weight: 0.3 },
  { method: 'POST', path: '/tabstateview/:id/migrate_query', params: { id: 'tab' }, form: () => ({ queryId: JSON.stringify('nope') }) },
  { method: 'DELETE', path: '/tabstateview/:id/query/:clientId', params: { id: 'tab', clientId: 'clientId' } },
  { method: 'POST', path: '/tableschemaview/', form: (w) => ({ table: JSON.stringify({ queryEditorId: w.own.tabId, dbId: w.own.databaseId, schema: 'main', name: 't', columns: [] }) }) },
  { method: 'POST', path: '/tableschemaview/:id/expanded', params: { id: 'tableSchema' }, form: (_w, rng) => ({ expanded: String(rng.chance(0.5)) }) },
  { method: 'DELETE', path: '/tableschemaview/:id', params: { id: 'tableSchema' } },
];
