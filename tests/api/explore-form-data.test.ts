import { beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts, type ExampleChart } from './support/examples';
import { get, login, post, request } from './support/http';

/** Explore's form-data store over HTTP (ExploreFormDataRestApi) and Explore opened from one of its keys. */
describe('/api/v1/explore/form_data', () => {
  let token: string;
  let chart: ExampleChart;

  beforeAll(async () => {
    token = (await login()).access_token;
    chart = (await listCharts(token)).find((c) => c.datasource_type === 'table') as ExampleChart;
    expect(chart).toBeDefined();
  });

  const body = (formData: string) => ({ datasource_id: chart.datasource_id, datasource_type: 'table', chart_id: chart.id, form_data: formData });

  it('stores form data under a key, answers it as sent, updates and deletes it', async () => {
    const text = JSON.stringify({ slice_id: chart.id, viz_type: 'table', row_limit: 7 }).replace(',', ', ');
    const created = await post('/api/v1/explore/form_data?tab_id=1', body(text), { token });
    expect(created.status).toBe(201);
    const key = created.json.key as string;
    expect(Object.keys(created.json)).toEqual(['key']);
    expect(await get(`/api/v1/explore/form_data/${key}`, { token })).toMatchObject({ status: 200, json: { form_data: text } });

    // The same tab keeps its key.
    const again = await post('/api/v1/explore/form_data?tab_id=1', body(text), { token });
    expect(again.json.key).toBe(key);

    const changed = JSON.stringify({ slice_id: chart.id, viz_type: 'table', row_limit: 8 });
    const updated = await request('PUT', `/api/v1/explore/form_data/${key}?tab_id=1`, { token, body: body(changed) });
    expect(updated).toMatchObject({ status: 200, json: { key } });
    expect((await get(`/api/v1/explore/form_data/${key}`, { token })).json.form_data).toBe(changed);

    const explore = await get(`/api/v1/explore/?form_data_key=${key}&slice_id=${chart.id}`, { token });
    expect(explore.status).toBe(200);
    expect(explore.json.result.form_data).toMatchObject({ row_limit: 8, slice_id: chart.id, datasource: `${chart.datasource_id}__table` });
    expect(explore.json.result.message).toBeNull();

    expect(await request('DELETE', `/api/v1/explore/form_data/${key}`, { token })).toMatchObject({ status: 200, json: { message: 'Deleted successfully' } });
    expect(await get(`/api/v1/explore/form_data/${key}`, { token })).toMatchObject({ status: 404, json: { message: 'Not found' } });
    expect((await request('DELETE', `/api/v1/explore/form_data/${key}`, { token })).status).toBe(404);
    const reverted = await get(`/api/v1/explore/?form_data_key=${key}&slice_id=${chart.id}`, { token });
    expect(reverted.json.result.message).toBe('Form data not found in cache, reverting to chart metadata.');
  });

  it('validates the body and the JSON, and refuses what it cannot find', async () => {
    const bad = await post('/api/v1/explore/form_data', { datasource_type: 'nope' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatchObject({ datasource_id: ['Missing data for required field.'], form_data: ['Missing data for required field.'] });
    expect(await post('/api/v1/explore/form_data', body('{nope'), { token })).toMatchObject({ status: 400, json: { message: ['JSON not valid'] } });
    const missing = await post('/api/v1/explore/form_data', { ...body('{}'), datasource_id: 987654321 }, { token });
    expect([missing.status, missing.json]).toEqual([404, { message: 'Resource was not found.' }]);
    expect((await post('/api/v1/explore/form_data', body('{}'))).status).toBe(401);
  });
});
