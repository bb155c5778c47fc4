// The fuzz run's own world: ids of the examples it may read, objects of its own it may write and delete,
// and a snapshot of what existed before, so that everything the run created (including what fuzzed
// requests happened to create) is deleted afterwards and the shared test server is left as it was.
import { graphql } from '../graphql';
import { get, login, post, request, withQ } from '../http';
import { encodeRison } from './rison';

export interface FuzzWorld {
  token: string;
  /** Marks the names of objects the run creates. */
  tag: string;
  adminId: number;
  example: { databaseId: number; datasetId: number; chartId: number; table: string; schema: string; groupbyColumns: string[] };
  /** Objects the run created and keeps for the whole run (reads and updates target them). */
  own: {
    databaseId: number;
    datasetId: number;
    datasetColumnIds: number[];
    datasetMetricIds: number[];
    chartId: number;
    savedQueryId: number;
    cssTemplateId: number;
    tagId: number;
    annotationLayerId: number;
    annotationIds: number[];
    dashboardId: number;
    dashboardPermalink: string;
    tabId: number;
    tableSchemaId: number;
    exploreKey: string;
    sqlLabKey: string;
  };
  /** Objects the run created for deletes to consume. */
  disposable: { databaseIds: number[]; datasetIds: number[]; chartIds: number[]; savedQueryIds: number[]; cssTemplateIds: number[]; tagIds: number[]; annotationLayerIds: number[]; annotationIds: number[]; dashboardIds: number[]; tabIds: number[]; tableSchemaIds: number[] };
}

type Listed = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query' | 'css_template' | 'tag' | 'annotation_layer';
// Dashboards first: deleting a chart or database a dashboard holds is refused while it does.
const LISTED: readonly Listed[] = ['dashboard', 'chart', 'dataset', 'saved_query', 'css_template', 'tag', 'annotation_layer', 'database'];

export interface Snapshot {
  ids: Record<Listed, Set<number>>;
  tabIds: Set<number>;
  activeTabId: number | null;
}

async function allIds(resource: Listed, token: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 0; ; page += 1) {
    const answer = await get(withQ(`/api/v1/${resource}/`, encodeRison({ columns: ['id'], page, page_size: 100 })), { token });
    if (answer.status !== 200) throw new Error(`listing ${resource} failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    for (const id of answer.json.ids as number[]) ids.add(id);
    if ((answer.json.ids as number[]).length < 100) return ids;
  }
}

async function deleteAnnotations(layerId: number, token: string): Promise<string[]> {
  const listed = await get(withQ(`/api/v1/annotation_layer/${layerId}/annotation/`, encodeRison({ columns: ['id'], page: 0, page_size: 100 })), { token });
  const ids = (listed.json?.ids ?? []) as number[];
  if (ids.length === 0) return [];
  const answer = await request('DELETE', withQ(`/api/v1/annotation_layer/${layerId}/annotation/`, encodeRison(ids)), { token });
  return answer.status === 200 ? [] : [`DELETE annotations of layer ${layerId}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`];
}

async function sqlLabTabs(token: string): Promise<{ activeTabId: number | null; tabIds: Set<number> }> {
  const answer = await graphql('{ sqlLabTabs { activeTabId tabs { id } } }', {}, token);
  if (answer.errors) throw new Error(`sqlLabTabs failed: ${JSON.stringify(answer.errors)}`);
  const { activeTabId, tabs } = answer.data.sqlLabTabs as { activeTabId: number | null; tabs: { id: number }[] };
  return { activeTabId, tabIds: new Set(tabs.map((tab) => tab.id)) };
}

export async function takeSnapshot(token: string): Promise<Snapshot> {
  const ids = {} as Record<Listed, Set<number>>;
  for (const resource of LISTED) ids[resource] = await allIds(resource, token);
  const tabs = await sqlLabTabs(token);
  return { ids, ...tabs };
}

/** Deletes what did not exist at the snapshot (datasets before their databases) and re-activates the old tab. */
export async function restoreSnapshot(snapshot: Snapshot, token: string): Promise<string[]> {
  const problems: string[] = [];
  for (const resource of LISTED) {
    for (const id of await allIds(resource, token)) {
      if (snapshot.ids[resource].has(id)) continue;
      // A layer that holds annotations cannot be deleted (Superset's rule): its annotations go first.
      if (resource === 'annotation_layer') problems.push(...(await deleteAnnotations(id, token)));
      const answer = await request('DELETE', `/api/v1/${resource}/${id}`, { token });
      if (answer.status !== 200) problems.push(`DELETE ${resource} ${id}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  }
  const tabs = await sqlLabTabs(token);
  for (const id of tabs.tabIds) {
    if (snapshot.tabIds.has(id)) continue;
    const answer = await request('DELETE', `/tabstateview/${id}`, { token });
    if (answer.status !== 200) problems.push(`DELETE tab ${id}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  if (snapshot.activeTabId !== null) await request('POST', `/tabstateview/${snapshot.activeTabId}/activate`, { token });
  return problems;
}

async function created(answer: Promise<{ status: number; json: any; text: string }>, what: string): Promise<any> {
  const result = await answer;
  if (result.status !== 200 && result.status !== 201) throw new Error(`creating ${what} failed: HTTP ${result.status} ${result.text.slice(0, 300)}`);
  return result.json;
}

const form = (method: string, path: string, token: string, fields: Record<string, string>) =>
  request(method, path, { token, body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

export async function buildWorld(tag: string): Promise<FuzzWorld> {
  const { access_token: token } = await login();
  const adminId = (await created(get('/api/v1/me/', { token }), 'me')).result.id as number;
  const databases = await created(get(withQ('/api/v1/database/', encodeRison({ columns: ['id', 'database_name'] })), { token }), 'database list');
  const examplesDb = (databases.result as { id: number; database_name: string }[]).find((db) => db.database_name === 'examples');
  if (!examplesDb) throw new Error('the examples database is missing');
  const table = 'birth_names';
  const datasets = await created(get(withQ('/api/v1/dataset/', encodeRison({ filters: [{ col: 'table_name', opr: 'eq', value: table }] })), { token }), 'dataset list');
  const datasetId = datasets.ids[0] as number;
  const charts = await created(get(withQ('/api/v1/chart/', encodeRison({ columns: ['id', 'datasource_id'], page_size: 100 })), { token }), 'chart list');
  const exampleChart = (charts.result as { id: number; datasource_id: number }[]).find((chart) => chart.datasource_id === datasetId);
  if (!exampleChart) throw new Error(`no example chart on ${table}`);

  const newDatabase = async (suffix: string) =>
    (await created(post('/api/v1/database/', { database_name: `fuzz ${tag} ${suffix}`, sqlalchemy_uri: 'duckdb:///:memory:' }, { token }), 'database')).id as number;
  const ownDatabaseId = await newDatabase('own');
  const newDataset = async (suffix: string) =>
    (await created(post('/api/v1/dataset/', { database: ownDatabaseId, table_name: `fuzz_${tag}_${suffix}`, sql: 'SELECT 1 AS x, 2 AS y' }, { token }), 'dataset')).id as number;
  const ownDatasetId = await newDataset('own');
  const detail = await created(get(withQ(`/api/v1/dataset/${ownDatasetId}`, encodeRison({ columns: ['id', 'columns.id', 'metrics.id'] })), { token }), 'dataset detail');
  const newChart = async (suffix: string) =>
    (await created(post('/api/v1/chart/', { slice_name: `fuzz ${tag} ${suffix}`, viz_type: 'table', datasource_id: ownDatasetId, datasource_type: 'table' }, { token }), 'chart')).id as number;
  const newSavedQuery = async (suffix: string) =>
    (await created(post('/api/v1/saved_query/', { db_id: ownDatabaseId, label: `fuzz ${tag} ${suffix}`, sql: 'SELECT 1' }, { token }), 'saved query')).id as number;
  const newCssTemplate = async (suffix: string) =>
    (await created(post('/api/v1/css_template/', { template_name: `fuzz ${tag} ${suffix}`, css: '.fuzz { color: red; }' }, { token }), 'CSS template')).id as number;
  const newTag = async (suffix: string) => {
    const name = `fuzz ${tag} ${suffix}`;
    await created(post('/api/v1/tag/', { name, description: 'fuzz' }, { token }), 'tag');
    const listed = await created(get(withQ('/api/v1/tag/', encodeRison({ columns: ['id'], filters: [{ col: 'name', opr: 'eq', value: name }] })), { token }), 'tag list');
    return (listed.ids as number[])[0];
  };
  const newAnnotationLayer = async (suffix: string) =>
    (await created(post('/api/v1/annotation_layer/', { name: `fuzz ${tag} ${suffix}`, descr: 'fuzz' }, { token }), 'annotation layer')).id as number;
  const newAnnotation = async (layerId: number, suffix: string) =>
    (await created(post(`/api/v1/annotation_layer/${layerId}/annotation/`, { short_descr: `fuzz ${tag} ${suffix}`, start_dttm: '2020-01-01T00:00:00', end_dttm: '2020-01-02T00:00:00' }, { token }), 'annotation')).id as number;
  const ownAnnotationLayerId = await newAnnotationLayer('own');
  const newDashboard = async (suffix: string) =>
    (await created(post('/api/v1/dashboard/', { dashboard_title: `fuzz ${tag} ${suffix}`, published: false }, { token }), 'dashboard')).id as number;
  const newTab = async (suffix: string) =>
    (await created(form('POST', '/tabstateview/', token, { queryEditor: JSON.stringify({ name: `fuzz ${tag} ${suffix}`, dbId: ownDatabaseId, schema: 'main', sql: 'SELECT 1', queryLimit: 10 }) }), 'tab')).id as number;
  const ownTabId = await newTab('own');
  const ownDashboardId = await newDashboard('own');
  const dashboardPermalink = await created(post(`/api/v1/dashboard/${ownDashboardId}/permalink`, { dataMask: {}, activeTabs: [], anchor: '' }, { token }), 'dashboard permalink');
  const newTableSchema = async () =>
    (await created(form('POST', '/tableschemaview/', token, { table: JSON.stringify({ queryEditorId: ownTabId, dbId: ownDatabaseId, schema: 'main', name: 't', columns: [] }) }), 'table schema')).id as number;
  const explore = await created(post('/api/v1/explore/permalink', { formData: { datasource: `${datasetId}__table`, viz_type: 'table' } }, { token }), 'explore permalink');
  const sqlLab = await created(post('/api/v1/sqllab/permalink', { dbId: ownDatabaseId, sql: 'SELECT 1', name: 'fuzz' }, { token }), 'SQL Lab permalink');

  return {
    token,
    tag,
    adminId,
    example: { databaseId: examplesDb.id, datasetId, chartId: exampleChart.id, table, schema: 'main', groupbyColumns: ['gender', 'state', 'name'] },
    own: {
      databaseId: ownDatabaseId,
      datasetId: ownDatasetId,
      datasetColumnIds: (detail.result.columns as { id: number }[]).map((column) => column.id),
      datasetMetricIds: (detail.result.metrics as { id: number }[]).map((metric) => metric.id),
      chartId: await newChart('own'),
      savedQueryId: await newSavedQuery('own'),
      cssTemplateId: await newCssTemplate('own'),
      tagId: await newTag('own'),
      annotationLayerId: ownAnnotationLayerId,
      annotationIds: [await newAnnotation(ownAnnotationLayerId, 'a1')],
      dashboardId: ownDashboardId,
      dashboardPermalink: dashboardPermalink.key,
      tabId: ownTabId,
      tableSchemaId: await newTableSchema(),
      exploreKey: explore.key,
      sqlLabKey: sqlLab.key,
    },
    disposable: {
      databaseIds: [await newDatabase('disposable')],
      datasetIds: [await newDataset('d1'), await newDataset('d2')],
      chartIds: [await newChart('d1'), await newChart('d2')],
      savedQueryIds: [await newSavedQuery('d1'), await newSavedQuery('d2')],
      cssTemplateIds: [await newCssTemplate('d1'), await newCssTemplate('d2')],
      tagIds: [await newTag('d1'), await newTag('d2')],
      annotationLayerIds: [await newAnnotationLayer('d1'), await newAnnotationLayer('d2')],
      annotationIds: [await newAnnotation(ownAnnotationLayerId, 'd1'), await newAnnotation(ownAnnotationLayerId, 'd2')],
      dashboardIds: [await newDashboard('d1'), await newDashboard('d2')],
      tabIds: [await newTab('d1')],
      tableSchemaIds: [await newTableSchema()],
    },
  };
}
