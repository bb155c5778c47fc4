import { beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts, type ExampleChart } from './support/examples';
import { get, login, withQ } from './support/http';

describe('GET /api/v1/chart/{id}', () => {
  let token: string;
  let charts: ExampleChart[];

  beforeAll(async () => {
    token = (await login()).access_token;
    charts = await listCharts(token);
  });

  it('answers {"result": ChartGet} with params and query_context as JSON strings', async () => {
    // The example charts exist; an empty list must not pass this test vacuously.
    expect(charts.length).toBeGreaterThanOrEqual(3);
    for (const chart of charts) {
      const answer = await get(`/api/v1/chart/${chart.id}`, { token });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.json)).toEqual(['result']);
      const result = answer.json.result;
      expect(result).toMatchObject({
        id: chart.id,
        slice_name: chart.slice_name,
        viz_type: chart.viz_type,
        datasource_id: chart.datasource_id,
        datasource_type: chart.datasource_type,
        url: `/explore/?slice_id=${chart.id}`,
      });
      expect(typeof result.uuid).toBe('string');
      expect(typeof result.params).toBe('string');
      expect(JSON.parse(result.params)).toMatchObject({ viz_type: chart.viz_type });
      expect(typeof result.query_context).toBe('string');
      expect(JSON.parse(result.query_context).datasource).toEqual({ id: chart.datasource_id, type: chart.datasource_type });
      expect(Array.isArray(result.owners)).toBe(true);
      expect(Array.isArray(result.dashboards)).toBe(true);
    }
  });

  it('finds a chart by its uuid too', async () => {
    const byId = await get(`/api/v1/chart/${charts[0].id}`, { token });
    const byUuid = await get(`/api/v1/chart/${byId.json.result.uuid}`, { token });
    expect(byUuid.status).toBe(200);
    expect(byUuid.json.result.id).toBe(charts[0].id);
  });

  it('answers an unknown id with 404 Not found', async () => {
    const answer = await get('/api/v1/chart/987654321', { token });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'Not found' });
  });

  it('answers anonymous callers with 401', async () => {
    const answer = await get(`/api/v1/chart/${charts[0].id}`);
    expect(answer.status).toBe(401);
  });
});

describe('GET /api/v1/chart/_info', () => {
  it('lists the permissions the caller holds on charts', async () => {
    const { access_token: token } = await login();
    const answer = await get(withQ('/api/v1/chart/_info', '(keys:!(permissions))'), { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['permissions']);
    expect(answer.json.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });
});
