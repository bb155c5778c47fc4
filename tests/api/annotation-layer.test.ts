import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chartOfType, listCharts } from './support/examples';
import { get, login, post, request, withQ } from './support/http';

/** Annotation layers and their annotations over HTTP in Superset's shapes, bad input included, and chart data overlaying them. */
describe('/api/v1/annotation_layer', () => {
  let token: string;
  const suffix = Date.now().toString(36);
  const created: number[] = [];
  const put = (path: string, body: unknown) => request('PUT', path, { token, body });
  const del = (path: string) => request('DELETE', path, { token });

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  afterAll(async () => {
    for (const id of created) {
      const annotations = await get(`/api/v1/annotation_layer/${id}/annotation/`, { token });
      if (annotations.json?.ids?.length) await del(withQ(`/api/v1/annotation_layer/${id}/annotation/`, `!(${annotations.json.ids.join(',')})`));
      await del(`/api/v1/annotation_layer/${id}`);
    }
  });

  it('creates, lists, searches, shows and updates a layer; a taken name is 422', async () => {
    const name = `Launches ${suffix}`;
    const answer = await post('/api/v1/annotation_layer/', { name, descr: 'Product releases' }, { token });
    expect([answer.status, answer.json.result]).toEqual([201, { name, descr: 'Product releases' }]);
    created.push(answer.json.id);
    const id = answer.json.id as number;

    const listed = await get(withQ('/api/v1/annotation_layer/', `(filters:!((col:name,opr:annotation_layer_all_text,value:'${suffix}')),order_column:name,order_direction:asc)`), { token });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ count: 1, ids: [id], list_title: 'List Annotation Layer' });
    expect(listed.json.result[0]).toMatchObject({ id, name, descr: 'Product releases', created_by: { first_name: expect.any(String) }, changed_on_delta_humanized: expect.any(String) });

    expect((await get(`/api/v1/annotation_layer/${id}`, { token })).json.result).toEqual({ descr: 'Product releases', id, name });
    const renamed = await put(`/api/v1/annotation_layer/${id}`, { descr: 'Releases' });
    expect([renamed.status, renamed.json]).toEqual([200, { id, result: { descr: 'Releases' } }]);

    const taken = await post('/api/v1/annotation_layer/', { name }, { token });
    expect([taken.status, taken.json]).toEqual([422, { message: { name: ['Name must be unique'] } }]);
    const info = await get(withQ('/api/v1/annotation_layer/_info', '(keys:!(permissions))'), { token });
    expect(info.json).toEqual({ permissions: ['can_read', 'can_write'] });
    expect((await get('/api/v1/annotation_layer/related/changed_by', { token })).json.count).toBeGreaterThan(0);
  });

  it('refuses bad input with a 4xx, never a 500', async () => {
    const cases: Array<[string, () => Promise<{ status: number; json: unknown }>]> = [
      ['NUL in the name', () => post('/api/v1/annotation_layer/', { name: 'bad\u0000name' }, { token })],
      ['an object for the name', () => post('/api/v1/annotation_layer/', { name: { text: 'x' } }, { token })],
      ['an unknown field', () => post('/api/v1/annotation_layer/', { name: `x ${suffix}`, owners: [1] }, { token })],
      ['an empty name', () => post('/api/v1/annotation_layer/', { name: '' }, { token })],
      ['no JSON body', () => request('POST', '/api/v1/annotation_layer/', { token, body: 'name=x', headers: { 'Content-Type': 'text/plain' } })],
      ['a huge id', () => get('/api/v1/annotation_layer/99999999999999999999', { token })],
      ['a huge id to update', () => put('/api/v1/annotation_layer/2147483648', { descr: 'x' })],
      ['a huge layer of an annotation', () => get('/api/v1/annotation_layer/99999999999/annotation/', { token })],
      ['an id that is no number', () => del('/api/v1/annotation_layer/abc')],
      ['ids that are no numbers', () => del(withQ('/api/v1/annotation_layer/', "!('a')"))],
      ['a bad rison q', () => get('/api/v1/annotation_layer/?q=(((', { token })],
      ['an order column FAB does not allow', () => get(withQ('/api/v1/annotation_layer/', '(order_column:id)'), { token })],
      ['a filter value that is an object', () => get(withQ('/api/v1/annotation_layer/', '(filters:!((col:created_by,opr:rel_o_m,value:(a:1))))'), { token })],
      ['a missing layer', () => del('/api/v1/annotation_layer/2147483647')],
    ];
    for (const [what, send] of cases) {
      const { status, json } = await send();
      expect({ what, status, hasBody: json !== undefined }).toEqual({ what, status: expect.any(Number), hasBody: true });
      expect({ what, clientError: status >= 400 && status < 500 }).toEqual({ what, clientError: true });
    }
  });

  it('adds annotations to a layer, validates them, and refuses deleting the layer while it has any', async () => {
    const layer = await post('/api/v1/annotation_layer/', { name: `Events ${suffix}` }, { token });
    const id = layer.json.id as number;
    created.push(id);
    const base = `/api/v1/annotation_layer/${id}/annotation/`;

    const added = await post(base, { short_descr: 'Launch', long_descr: 'v2', start_dttm: '1900-01-01T00:00:00', end_dttm: '2100-01-01T00:00:00', json_metadata: '{"k": 1}' }, { token });
    expect([added.status, added.json.result]).toEqual([201, { short_descr: 'Launch', long_descr: 'v2', start_dttm: '1900-01-01T00:00:00', end_dttm: '2100-01-01T00:00:00', json_metadata: '{"k": 1}', layer: id }]);
    const annotationId = added.json.id as number;

    const listed = await get(withQ(base, '(filters:!((col:short_descr,opr:annotation_all_text,value:launch)))'), { token });
    expect(listed.json).toMatchObject({ count: 1, ids: [annotationId] });
    expect(listed.json.result[0]).toMatchObject({ short_descr: 'Launch', start_dttm: '1900-01-01T00:00:00', end_dttm: '2100-01-01T00:00:00' });
    expect((await get(`${base}${annotationId}`, { token })).json.result).toMatchObject({ id: annotationId, layer: { id, name: `Events ${suffix}` }, json_metadata: '{"k": 1}' });

    const duplicate = await post(base, { short_descr: 'Launch', start_dttm: '2000-01-01T00:00:00', end_dttm: '2000-01-01T00:00:00' }, { token });
    expect([duplicate.status, duplicate.json]).toEqual([422, { message: { short_descr: ['Short description must be unique for this layer'] } }]);
    const backwards = await put(`${base}${annotationId}`, { end_dttm: '1800-01-01T00:00:00' });
    expect([backwards.status, backwards.json]).toEqual([422, { message: { start_dttm: ['End date must be after start date'] } }]);
    const badDates = await post(base, { short_descr: 'x', start_dttm: 'tomorrow', end_dttm: { at: 1 }, json_metadata: '{' }, { token });
    expect([badDates.status, badDates.json]).toEqual([400, { message: { start_dttm: ['Not a valid datetime.'], end_dttm: ['Not a valid datetime.'], json_metadata: ['JSON not valid'] } }]);
    const noLayer = await post('/api/v1/annotation_layer/2147483647/annotation/', { short_descr: 'x', start_dttm: '2000-01-01T00:00:00', end_dttm: '2000-01-01T00:00:00' }, { token });
    expect([noLayer.status, noLayer.json]).toEqual([400, { message: 'Annotation layer not found.' }]);

    const refused = await del(`/api/v1/annotation_layer/${id}`);
    expect([refused.status, refused.json]).toEqual([422, { message: 'Annotation layer has associated annotations.' }]);
  });

  it("overlays the layer's annotations in chart data's annotation_data", async () => {
    const layerId = created[1];
    const line = chartOfType(await listCharts(token), 'echarts_timeseries_line');
    const context = JSON.parse((await get(`/api/v1/chart/${line.id}`, { token })).json.result.query_context);
    context.queries[0].annotation_layers = [{ name: 'Milestones', annotationType: 'EVENT', sourceType: 'NATIVE', value: layerId, show: true }];
    const answer = await post('/api/v1/chart/data', context, { token });
    expect(answer.status).toBe(200);
    expect(answer.json.result[0].annotation_data).toEqual({
      Milestones: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [{ start_dttm: Date.UTC(1900, 0, 1), end_dttm: Date.UTC(2100, 0, 1), short_descr: 'Launch', long_descr: 'v2', json_metadata: '{"k": 1}' }],
      },
    });
  });

  it('deletes annotations and then layers, with Superset’s messages', async () => {
    const layer = await post('/api/v1/annotation_layer/', { name: `Disposable ${suffix}` }, { token });
    const id = layer.json.id as number;
    const base = `/api/v1/annotation_layer/${id}/annotation/`;
    const ids: number[] = [];
    for (const name of ['a', 'b']) ids.push((await post(base, { short_descr: name, start_dttm: '2000-01-01T00:00:00', end_dttm: '2000-01-01T00:00:00' }, { token })).json.id);
    expect((await del(withQ(base, `!(${ids.join(',')})`))).json).toEqual({ message: 'Deleted 2 annotations' });
    expect((await del(withQ('/api/v1/annotation_layer/', `!(${id})`))).json).toEqual({ message: 'Deleted 1 annotation layer' });
    expect((await get(`/api/v1/annotation_layer/${id}`, { token })).status).toBe(404);
  });
});
