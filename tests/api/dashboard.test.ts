import { beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { graphql } from './support/graphql';
import { BASE_URL, get, login, post, request, withQ } from './support/http';

// The REST dashboard surface in Superset's shapes and codes, against the example dashboards the server
// creates at first start, and the GraphQL operations the dashboard page uses.

let token: string;
const put = (path: string, body: unknown) => request('PUT', path, { token, body });
const del = (path: string) => request('DELETE', path, { token });

interface Births {
  id: number;
  uuid: string;
  charts: { id: number; slice_name: string }[];
}
let births: Births;

beforeAll(async () => {
  token = (await login()).access_token;
  const show = await get('/api/v1/dashboard/births', { token });
  expect(show.status).toBe(200);
  const charts = await get('/api/v1/dashboard/births/charts', { token });
  births = { id: show.json.result.id, uuid: show.json.result.uuid, charts: charts.json.result };
});

/** root > grid > one row holding the charts. */
function layoutWith(chartIds: number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: chartIds.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'] },
  };
  for (const id of chartIds) layout[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 50 } };
  return layout;
}

describe('reading dashboards', () => {
  it('lists the example dashboards, filtered by title or slug', async () => {
    const answer = await get(withQ('/api/v1/dashboard/', "(filters:!((col:dashboard_title,opr:title_or_slug,value:births)),order_column:dashboard_title,order_direction:asc)"), { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ count: 1, ids: [births.id], list_title: 'List Dashboard' });
    expect(answer.json.result[0]).toMatchObject({ dashboard_title: 'USA Births Names', slug: 'births', url: '/superset/dashboard/births/', status: 'published', published: true });
    const all = await get(withQ('/api/v1/dashboard/', '(filters:!((col:published,opr:eq,value:!t)),keys:!(none),page_size:100)'), { token });
    expect(all.json.result.map((d: { slug: string }) => d.slug)).toEqual(expect.arrayContaining(['births', 'sales', 'world_health', 'flights', 'sensor_readings']));
    expect(Object.keys(all.json).sort()).toEqual(['count', 'ids', 'result']);
  });

  it('shows a dashboard by slug, id or uuid, json_metadata and position_json as stored', async () => {
    const bySlug = await get('/api/v1/dashboard/births', { token });
    const result = bySlug.json.result;
    expect(typeof result.json_metadata).toBe('string');
    expect(typeof result.position_json).toBe('string');
    expect(JSON.parse(result.json_metadata).native_filter_configuration.map((f: { name: string }) => f.name)).toEqual(['Gender', 'State', 'Name', 'Time range']);
    expect(result.charts).toEqual(expect.arrayContaining(['Genders', 'Trends']));
    expect((await get(`/api/v1/dashboard/${births.id}`, { token })).json.result.slug).toBe('births');
    expect((await get(`/api/v1/dashboard/${births.uuid}`, { token })).json.result.id).toBe(births.id);
    const missing = await get('/api/v1/dashboard/no-such-dashboard', { token });
    expect([missing.status, missing.json]).toEqual([404, { message: 'Not found' }]);
  });

  it('answers the charts (form data), datasets (metrics with currency) and tabs', async () => {
    expect(births.charts.length).toBe(6);
    const charts = await get('/api/v1/dashboard/births/charts', { token });
    expect(charts.json.result[0]).toEqual(expect.objectContaining({ id: expect.any(Number), slice_name: expect.any(String), form_data: expect.objectContaining({ datasource: expect.stringMatching(/^\d+__table$/) }) }));
    const datasets = await get('/api/v1/dashboard/births/datasets', { token });
    expect(datasets.json.result).toHaveLength(1);
    expect(datasets.json.result[0]).toMatchObject({ table_name: 'birth_names', uid: expect.stringMatching(/__table$/), database: { name: 'examples', backend: 'duckdb' } });
    expect(datasets.json.result[0].metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(expect.arrayContaining(['count', 'sum__num']));
    expect(datasets.json.result[0].metrics[0]).toHaveProperty('currency');
    const tabs = await get('/api/v1/dashboard/births/tabs', { token });
    expect(Object.values(tabs.json.result.all_tabs)).toEqual(['Overview', 'Names']);
    expect(tabs.json.result.tab_tree.map((t: { title: string }) => t.title)).toEqual(['Overview', 'Names']);
  });

  it('answers _info permissions and the related pickers', async () => {
    const info = await get(withQ('/api/v1/dashboard/_info', '(keys:!(permissions))'), { token });
    expect(info.json.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_export']));
    const owners = await get(withQ('/api/v1/dashboard/related/owners', '(filter:adm)'), { token });
    expect(owners.json.result[0]).toMatchObject({ text: expect.any(String), extra: { active: true } });
    const roles = await get(withQ('/api/v1/dashboard/related/roles', '(filter:gam)'), { token });
    expect(roles.json.result.map((r: { text: string }) => r.text)).toEqual(['Gamma']);
    expect((await get('/api/v1/dashboard/related/slices', { token })).status).toBe(404);
  });
});

describe('changing dashboards', () => {
  let id: number;

  it('creates from an empty body', async () => {
    const answer = await post('/api/v1/dashboard/', {}, { token });
    expect([answer.status, answer.json.result]).toEqual([201, {}]);
    id = answer.json.id;
    expect((await get(`/api/v1/dashboard/${id}`, { token })).json.result).toMatchObject({ dashboard_title: '[ untitled dashboard ]', published: false, slug: null });
  });

  it('updates: a layout in positions sets the charts, last_modified_time answers', async () => {
    const chartIds = births.charts.slice(0, 2).map((c) => c.id);
    const body = { dashboard_title: 'API test dashboard', slug: ' api test ', json_metadata: JSON.stringify({ positions: layoutWith(chartIds), refresh_frequency: 60 }) };
    const answer = await put(`/api/v1/dashboard/${id}`, body);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id, result: body, last_modified_time: expect.any(Number) });
    const shown = (await get(`/api/v1/dashboard/${id}`, { token })).json.result;
    expect(shown.slug).toBe('api-test');
    expect(JSON.parse(shown.json_metadata)).toMatchObject({ refresh_frequency: 60 });
    expect(JSON.parse(shown.json_metadata).positions).toBeUndefined();
    const charts = await get(`/api/v1/dashboard/${id}/charts`, { token });
    expect(charts.json.result.map((c: { id: number }) => c.id).sort()).toEqual([...chartIds].sort());
  });

  it('refuses bad bodies with 400, a taken slug with 422', async () => {
    const bad = await put(`/api/v1/dashboard/${id}`, { position_json: '{"ROOT_ID": 3}', bogus: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: { bogus: ['Unknown field.'] } });
    const layout = await put(`/api/v1/dashboard/${id}`, { position_json: JSON.stringify({ ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['X'] }, X: { id: 'X', type: 'CHART', children: [], meta: { chartId: 1 } } }) });
    expect(layout.status).toBe(400);
    expect(layout.json.message.position_json).toEqual(['A CHART (X) cannot be placed in a ROOT (ROOT_ID) at depth 0.']);
    const metadata = await put(`/api/v1/dashboard/${id}`, { json_metadata: '{"refresh_frequency": "often", "extra_key": 1}' });
    expect([metadata.status, metadata.json]).toEqual([400, { message: { json_metadata: { extra_key: ['Unknown field.'] } } }]);
    const typed = await put(`/api/v1/dashboard/${id}`, { json_metadata: '{"refresh_frequency": "often"}' });
    expect([typed.status, typed.json]).toEqual([400, { message: { json_metadata: { refresh_frequency: ['Not a valid integer.'] } } }]);
    const slug = await put(`/api/v1/dashboard/${id}`, { slug: 'births' });
    expect([slug.status, slug.json]).toEqual([422, { message: { slug: ['Must be unique'] } }]);
    expect((await put('/api/v1/dashboard/99999999', { css: '' })).status).toBe(404);
  });

  it('changes native filters and colours', async () => {
    const filters = await put(`/api/v1/dashboard/${id}/filters`, { modified: [{ id: 'NATIVE_FILTER-api', name: 'Gender', filterType: 'filter_select', targets: [] }] });
    expect([filters.status, filters.json]).toEqual([200, { result: [{ id: 'NATIVE_FILTER-api', name: 'Gender', filterType: 'filter_select', targets: [] }] }]);
    const before = (await get(`/api/v1/dashboard/${id}`, { token })).json.result.changed_on;
    const colors = await put(`/api/v1/dashboard/${id}/colors?mark_updated=false`, { label_colors: { boy: '#1f77b4' } });
    expect([colors.status, colors.json]).toEqual([200, {}]);
    const after = (await get(`/api/v1/dashboard/${id}`, { token })).json.result;
    expect(after.changed_on).toBe(before);
    expect(JSON.parse(after.json_metadata).label_colors).toEqual({ boy: '#1f77b4' });
  });

  it('copies by slug, duplicating the charts', async () => {
    const layout = JSON.parse((await get(`/api/v1/dashboard/${id}`, { token })).json.result.position_json);
    const answer = await post('/api/v1/dashboard/api-test/copy/', { dashboard_title: 'API copy', json_metadata: JSON.stringify({ positions: layout }), duplicate_slices: true }, { token });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toEqual({ id: expect.any(Number), last_modified_time: expect.any(Number) });
    const copied = await get(`/api/v1/dashboard/${answer.json.result.id}/charts`, { token });
    expect(copied.json.result).toHaveLength(2);
    expect(copied.json.result.some((c: { id: number }) => births.charts.some((b) => b.id === c.id))).toBe(false);
    const charts = copied.json.result.map((c: { id: number }) => c.id);
    expect((await del(`/api/v1/dashboard/${answer.json.result.id}`)).json).toEqual({ message: 'OK' });
    await del(withQ('/api/v1/chart/', `!(${charts.join(',')})`));
  });

  it('stars and deletes', async () => {
    expect((await post(`/api/v1/dashboard/${id}/favorites/`, {}, { token })).status).toBe(200);
    expect((await get(withQ('/api/v1/dashboard/favorite_status/', `!(${id})`), { token })).json.result).toEqual([{ id, value: true }]);
    const second = await post('/api/v1/dashboard/', { dashboard_title: 'Second' }, { token });
    const bulk = await del(withQ('/api/v1/dashboard/', `!(${id},${second.json.id})`));
    expect([bulk.status, bulk.json]).toEqual([200, { message: 'Deleted 2 dashboards' }]);
    expect((await get(`/api/v1/dashboard/${id}`, { token })).status).toBe(404);
    expect((await del(`/api/v1/dashboard/${id}`)).status).toBe(404);
  });
});

describe('permalinks and filter state', () => {
  it('makes a permalink and reads it back', async () => {
    const state = { dataMask: { 'NATIVE_FILTER-births-gender': { filterState: { value: ['girl'] } } }, activeTabs: ['TAB-births-2'], anchor: 'CHART-births-4', urlParams: [['standalone', '1']] };
    const created = await post('/api/v1/dashboard/births/permalink', state, { token });
    expect(created.status).toBe(201);
    expect(created.json.url).toBe(`${BASE_URL}/superset/dashboard/p/${created.json.key}/`);
    const read = await get(`/api/v1/dashboard/permalink/${created.json.key}`, { token });
    expect(read.json).toEqual({ dashboardId: String(births.id), state });
    expect((await get('/api/v1/dashboard/permalink/not-a-key', { token })).status).toBe(400);
    expect((await post('/api/v1/dashboard/births/permalink', { unknown: 1 }, { token })).status).toBe(400);
  });

  it('keeps filter state', async () => {
    const created = await post(`/api/v1/dashboard/${births.id}/filter_state?tab_id=1`, { value: '{"a":1}' }, { token });
    expect(created.status).toBe(201);
    const key = created.json.key;
    expect((await get(`/api/v1/dashboard/${births.id}/filter_state/${key}`, { token })).json).toEqual({ value: '{"a":1}' });
    expect((await put(`/api/v1/dashboard/${births.id}/filter_state/${key}`, { value: '{"a":2}' })).json).toEqual({ key });
    expect((await del(`/api/v1/dashboard/${births.id}/filter_state/${key}`)).json).toEqual({ message: 'Deleted successfully' });
    expect((await get(`/api/v1/dashboard/${births.id}/filter_state/${key}`, { token })).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('answers the dashboard page in one query: typed metadata, layout, charts, datasets, abilities', async () => {
    const answer = await graphql(
      `query ($slug: String!) { dashboard(idOrSlug: $slug) { id dashboardTitle lastModifiedTime position
        metadata { crossFiltersEnabled filterBarOrientation refreshFrequency nativeFilterConfiguration { id name filterType targets cascadeParentIds } extra }
        charts { id sliceName formData } datasets { uid } abilities { canEdit canShare canCopy } isFavorite owners { username } } }`,
      { slug: 'births' },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const d = answer.data.dashboard;
    expect(d.metadata).toMatchObject({ crossFiltersEnabled: true, filterBarOrientation: 'VERTICAL', refreshFrequency: 0 });
    expect(d.metadata.nativeFilterConfiguration.find((f: { name: string }) => f.name === 'Name').cascadeParentIds).toEqual(['NATIVE_FILTER-births-gender']);
    expect(d.position.ROOT_ID.children).toHaveLength(1);
    expect(d.charts).toHaveLength(6);
    expect(d.abilities).toEqual({ canEdit: true, canShare: true, canCopy: true });
    const sales = await graphql('{ dashboard(idOrSlug: "sales") { metadata { filterBarOrientation crossFiltersEnabled } } }', {}, token);
    expect(sales.data.dashboard.metadata).toEqual({ filterBarOrientation: 'HORIZONTAL', crossFiltersEnabled: true });
  });

  it('answers value filter options', async () => {
    const dataset = (await get('/api/v1/dashboard/births/datasets', { token })).json.result[0].id;
    const answer = await graphql(
      'query ($input: FilterValuesInput!) { filterValues(input: $input) { values hasMore coltype } }',
      { input: { datasetId: dataset, column: 'gender', dashboardId: births.id, filterId: 'NATIVE_FILTER-births-gender' } },
      token,
    );
    expect(answer.data.filterValues).toEqual({ values: ['boy', 'girl'], hasMore: false, coltype: 1 });
  });

  it('streams the chart data over graphql-ws, one event per chart then done', async () => {
    const charts = (await get('/api/v1/dashboard/births/charts', { token })).json.result as { id: number; form_data: { datasource: string } }[];
    const input = {
      dashboardId: births.id,
      charts: charts.map((c) => ({ chartId: c.id, input: { datasource: { id: Number(c.form_data.datasource.split('__')[0]), type: 'table' }, queries: [{ metrics: ['count'] }] } })),
    };
    const events = await subscribeAll('subscription ($input: DashboardChartDataInput!) { dashboardChartData(input: $input) { chartId done payload { error { message } queries { rowcount } } } }', { input });
    expect(events).toHaveLength(charts.length + 1);
    expect(events[events.length - 1]).toEqual({ chartId: null, done: true, payload: null });
    for (const e of events.slice(0, -1)) expect(e).toMatchObject({ done: false, payload: { error: null, queries: [{ rowcount: 1 }] } });
  });
});

/** Every `next` of one graphql-ws subscription until it completes. */
function subscribeAll(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const socket = new WebSocket(`${BASE_URL.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { Authorization: `Bearer ${token}` } });
  const events: Record<string, unknown>[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscription did not complete; got ${events.length} events`)), 30000);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
      else if (message.type === 'next') {
        if (message.payload.errors) reject(new Error(JSON.stringify(message.payload.errors)));
        events.push(message.payload.data.dashboardChartData);
      } else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
      else if (message.type === 'complete') {
        clearTimeout(timer);
        socket.close(1000);
        resolve(events);
      }
    });
  });
}
