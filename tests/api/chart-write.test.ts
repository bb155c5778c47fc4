import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts, type ExampleChart } from './support/examples';
import { graphql } from './support/graphql';
import { get, login, post, request, withQ } from './support/http';

/**
 * Saving and sharing charts over HTTP: chart CRUD, favourites, GET /explore/, explore permalinks (REST), and
 * the save modal's one mutation (GraphQL). The charts made here are removed afterwards (dashboards have no
 * delete endpoint yet: the one made here stays, under a name no other test looks for).
 */
describe('chart writes, favourites and explore over HTTP', () => {
  let token: string;
  let base: ExampleChart;
  const made: number[] = [];

  beforeAll(async () => {
    token = (await login()).access_token;
    const charts = await listCharts(token);
    base = charts.find((c) => c.datasource_type === 'table') as ExampleChart;
    expect(base).toBeDefined();
  });

  afterAll(async () => {
    if (made.length) await request('DELETE', withQ('/api/v1/chart/', `!(${made.join(',')})`), { token });
  });

  const create = async (body: Record<string, unknown>) => {
    const answer = await post('/api/v1/chart/', body, { token });
    if (answer.status === 201) made.push(answer.json.id);
    return answer;
  };

  it('creates, reads, updates and deletes a chart in Superset’s shapes', async () => {
    const body = {
      slice_name: 'API test chart',
      viz_type: 'table',
      datasource_id: base.datasource_id,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
      description: 'made by chart-write.test',
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), result: body });
    const id = created.json.id as number;

    const shown = await get(`/api/v1/chart/${id}?q=(select_columns:!(dashboards.id))`, { token });
    expect(shown.status).toBe(200);
    expect(shown.json.result).toMatchObject({ id, slice_name: 'API test chart', description: 'made by chart-write.test', dashboards: [] });
    expect(JSON.parse(shown.json.result.params)).toEqual({ viz_type: 'table', metrics: ['count'] });
    expect(shown.json.result.owners).toHaveLength(1);

    const updated = await request('PUT', `/api/v1/chart/${id}`, { token, body: { slice_name: 'API test chart (renamed)', cache_timeout: 600, certified_by: 'QA' } });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ id, result: { slice_name: 'API test chart (renamed)', cache_timeout: 600, certified_by: 'QA' } });
    const after = await get(`/api/v1/chart/${id}`, { token });
    expect(after.json.result).toMatchObject({ slice_name: 'API test chart (renamed)', cache_timeout: '600', certified_by: 'QA' });

    const deleted = await request('DELETE', `/api/v1/chart/${id}`, { token });
    expect(deleted).toMatchObject({ status: 200, json: { message: 'OK' } });
    made.splice(made.indexOf(id), 1);
    expect((await get(`/api/v1/chart/${id}`, { token })).status).toBe(404);
    expect(await request('DELETE', `/api/v1/chart/${id}`, { token })).toMatchObject({ status: 404, json: { message: 'Not found' } });
  });

  it('answers params and query_context exactly as stored, and cache_timeout as Superset types it', async () => {
    // Text no re-serialisation would reproduce: spacing, key order, 1.0.
    const params = '{"viz_type": "table",  "metrics": ["count"], "row_limit": 1.0}';
    const queryContext = `{"queries": [{"metrics": ["count"]}], "datasource": {"type": "table", "id": ${base.datasource_id}}}`;
    const created = await create({ slice_name: 'API exact text', viz_type: 'table', datasource_id: base.datasource_id, datasource_type: 'table', params, query_context: queryContext, cache_timeout: 120 });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const shown = (await get(`/api/v1/chart/${id}`, { token })).json.result;
    expect([shown.params, shown.query_context]).toEqual([params, queryContext]);
    // ChartGetResponseSchema declares cache_timeout a fields.String; the list dumps the model's integer.
    expect(shown.cache_timeout).toBe('120');
    const listed = await get(withQ('/api/v1/chart/', `(columns:!(id,params,cache_timeout),filters:!((col:id,opr:eq,value:${id})))`), { token });
    expect(listed.json.result).toEqual([{ id, params, cache_timeout: 120 }]);
    const explore = await get(`/api/v1/explore/?slice_id=${id}`, { token });
    expect(explore.json.result.slice.query_context).toBe(queryContext);
  });

  it('answers 400 for a malformed body and 422 for a missing dataset', async () => {
    const bad = await post('/api/v1/chart/', { datasource_id: 'x', datasource_type: 'table', nope: 1 }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: { slice_name: ['Missing data for required field.'], datasource_id: ['Not a valid integer.'], nope: ['Unknown field.'] } });
    const missing = await post('/api/v1/chart/', { slice_name: 'x', datasource_id: 987654, datasource_type: 'table' }, { token });
    expect(missing).toMatchObject({ status: 422, json: { message: { datasource_id: ['Datasource does not exist'] } } });
  });

  it('refuses writes without a token (401)', async () => {
    const answer = await post('/api/v1/chart/', { slice_name: 'x', datasource_id: base.datasource_id, datasource_type: 'table' });
    expect(answer.status).toBe(401);
  });

  it("bulk-deletes with Superset's message", async () => {
    const ids: number[] = [];
    for (const name of ['Bulk 1', 'Bulk 2']) ids.push((await create({ slice_name: name, datasource_id: base.datasource_id, datasource_type: 'table' })).json.id);
    const answer = await request('DELETE', withQ('/api/v1/chart/', `!(${ids.join(',')})`), { token });
    expect(answer).toMatchObject({ status: 200, json: { message: 'Deleted 2 charts' } });
    for (const id of ids) made.splice(made.indexOf(id), 1);
  });

  it('stars and unstars a chart, visible in favorite_status and the favourites filter', async () => {
    const id = (await create({ slice_name: 'Starred', datasource_id: base.datasource_id, datasource_type: 'table' })).json.id as number;
    expect(await post(`/api/v1/chart/${id}/favorites/`, undefined, { token })).toMatchObject({ status: 200, json: { result: 'OK' } });
    const status = await get(withQ('/api/v1/chart/favorite_status/', `!(${id},${base.id})`), { token });
    expect(status.json.result[0]).toEqual({ id, value: true });
    expect(status.json.result[1].id).toBe(base.id);
    const favourites = await get(withQ('/api/v1/chart/', '(columns:!(id),filters:!((col:id,opr:chart_is_favorite,value:!t)),page_size:100)'), { token });
    expect(favourites.json.result.map((r: { id: number }) => r.id)).toContain(id);
    expect(await request('DELETE', `/api/v1/chart/${id}/favorites/`, { token })).toMatchObject({ status: 200, json: { result: 'OK' } });
    expect((await get(withQ('/api/v1/chart/favorite_status/', `!(${id})`), { token })).json.result).toEqual([{ id, value: false }]);
    expect((await get(withQ('/api/v1/chart/favorite_status/', '!(987654)'), { token })).status).toBe(404);
  });

  it('lists owner candidates and reports write permissions in _info', async () => {
    const related = await get(withQ('/api/v1/chart/related/owners', '(page:0,page_size:5)'), { token });
    expect(related.status).toBe(200);
    expect(related.json.count).toBeGreaterThanOrEqual(1);
    expect(related.json.result[0]).toEqual({ value: expect.any(Number), text: expect.any(String), extra: { email: expect.any(String), active: expect.any(Boolean) } });
    const info = await get(withQ('/api/v1/chart/_info', '(keys:!(permissions))'), { token });
    expect(info.json.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });

  it('bootstraps explore from a chart and shares it as a permalink', async () => {
    const explore = await get(`/api/v1/explore/?slice_id=${base.id}`, { token });
    expect(explore.status).toBe(200);
    const { result } = explore.json;
    expect(result.form_data).toMatchObject({ slice_id: base.id, viz_type: base.viz_type, datasource: `${base.datasource_id}__table`, url_params: { slice_id: String(base.id) } });
    expect(result.slice).toMatchObject({ slice_id: base.id, slice_name: base.slice_name });
    expect(result.dataset).toMatchObject({ id: base.datasource_id, uid: `${base.datasource_id}__table` });
    expect(Array.isArray(result.dataset.columns)).toBe(true);

    const link = await post('/api/v1/explore/permalink', { formData: { ...result.form_data, viz_type: 'table' }, urlParams: [['standalone', '1']] }, { token });
    expect(link.status).toBe(201);
    expect(link.json.url).toMatch(new RegExp(`/explore/p/${link.json.key}/$`));
    const stored = await get(`/api/v1/explore/permalink/${link.json.key}`, { token });
    expect(stored.json).toMatchObject({ chartId: base.id, datasourceId: base.datasource_id, datasourceType: 'table', state: { urlParams: [['standalone', '1']] } });
    const reopened = await get(`/api/v1/explore/?permalink_key=${link.json.key}`, { token });
    expect(reopened.json.result.form_data).toMatchObject({ viz_type: 'table', url_params: { standalone: '1' } });
    expect((await get('/api/v1/explore/permalink/notakey', { token })).status).toBeGreaterThanOrEqual(400);
  });

  it('saves as a new chart into a new dashboard in one GraphQL mutation', async () => {
    const answer = await graphql(
      `mutation Save($input: SaveChartInput!) {
        saveChart(input: $input) { message dashboardCreated dashboard { id dashboardTitle } chart { id sliceName dashboards { id } abilities { canEdit canOverwrite } } }
      }`,
      { input: { action: 'SAVE_AS', sliceName: 'Saved via modal', vizType: 'table', datasourceId: base.datasource_id, params: { viz_type: 'table' }, newDashboardTitle: 'API test dashboard' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const saved = answer.data.saveChart;
    made.push(saved.chart.id);
    expect(saved.message).toBe('Dashboard [API test dashboard] just got created and chart [Saved via modal] was added to it.');
    expect(saved.chart.dashboards).toEqual([{ id: saved.dashboard.id }]);
    expect(saved.chart.abilities).toEqual({ canEdit: true, canOverwrite: true });
    const picker = await graphql(`{ editableDashboards(search: "API test") { items { id dashboardTitle } } }`, {}, token);
    expect(picker.data.editableDashboards.items).toContainEqual({ id: saved.dashboard.id, dashboardTitle: 'API test dashboard' });
  });
});
