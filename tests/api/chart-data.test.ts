import { beforeAll, describe, expect, it } from '@jest/globals';
import { chartOfType, listCharts, type ExampleChart } from './support/examples';
import { get, login, post } from './support/http';

const NUMERIC = 0;
const STRING = 1;
const TEMPORAL = 2;
const BOOLEAN = 3;
// The example births data spans 1965–2008: any temporal value outside this window is not epoch ms.
const EPOCH_MS_MIN = Date.UTC(1900, 0, 1);
const EPOCH_MS_MAX = Date.UTC(2100, 0, 1);

interface QueryResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  status: string;
}

function expectConsistent(result: QueryResult) {
  expect(result.status).toBe('success');
  expect(result.coltypes).toHaveLength(result.colnames.length);
  expect(result.rowcount).toBe(result.data.length);
  for (const row of result.data) {
    expect(Object.keys(row).sort()).toEqual([...result.colnames].sort());
    result.colnames.forEach((name, i) => {
      const value = row[name];
      if (value === null) return;
      if (result.coltypes[i] === TEMPORAL) {
        expect(typeof value).toBe('number');
        expect(value as number).toBeGreaterThan(EPOCH_MS_MIN);
        expect(value as number).toBeLessThan(EPOCH_MS_MAX);
      } else if (result.coltypes[i] === NUMERIC) {
        expect(typeof value).toBe('number');
      } else if (result.coltypes[i] === STRING) {
        expect(typeof value).toBe('string');
      } else {
        expect(result.coltypes[i]).toBe(BOOLEAN);
        expect(typeof value).toBe('boolean');
      }
    });
  }
}

describe('POST /api/v1/chart/data', () => {
  let token: string;
  let charts: ExampleChart[];
  let datasource: { id: number; type: string };

  beforeAll(async () => {
    token = (await login()).access_token;
    charts = await listCharts(token);
    const pie = chartOfType(charts, 'pie');
    datasource = { id: pie.datasource_id, type: pie.datasource_type };
  });

  it('runs the saved query context of every example chart', async () => {
    for (const chart of charts) {
      const saved = await get(`/api/v1/chart/${chart.id}`, { token });
      const queryContext = JSON.parse(saved.json.result.query_context);
      const answer = await post('/api/v1/chart/data', queryContext, { token });
      expect(answer.status).toBe(200);
      expect(answer.json.result).toHaveLength(queryContext.queries.length);
      const [first] = answer.json.result as QueryResult[];
      expect(first.data.length).toBeGreaterThan(0);
      expectConsistent(first);
    }
  });

  it('encodes the time axis of the line chart as epoch milliseconds', async () => {
    const line = chartOfType(charts, 'echarts_timeseries_line');
    const saved = await get(`/api/v1/chart/${line.id}`, { token });
    const answer = await post('/api/v1/chart/data', JSON.parse(saved.json.result.query_context), { token });
    expect(answer.status).toBe(200);
    const [result] = answer.json.result as QueryResult[];
    expect(result.coltypes).toContain(TEMPORAL);
  });

  it('answers one result per query, and the results agree with each other', async () => {
    const answer = await post(
      '/api/v1/chart/data',
      {
        datasource,
        force: true,
        queries: [
          { columns: ['gender'], metrics: ['sum__num'], orderby: [['sum__num', false]], row_limit: 10 },
          { columns: [], metrics: ['sum__num', 'count'] },
        ],
        result_format: 'json',
        result_type: 'full',
      },
      { token },
    );
    expect(answer.status).toBe(200);
    const [byGender, total] = answer.json.result as QueryResult[];
    expectConsistent(byGender);
    expectConsistent(total);
    expect(byGender.colnames).toEqual(['gender', 'sum__num']);
    expect(byGender.coltypes).toEqual([STRING, NUMERIC]);
    expect(byGender.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(total.data).toHaveLength(1);
    const sumOfGenders = byGender.data.reduce((sum, r) => sum + (r.sum__num as number), 0);
    expect(sumOfGenders).toBe(total.data[0].sum__num);
    expect(total.data[0].count as number).toBeGreaterThan(0);
  });

  it('groups by year with a time grain and filters by a time range', async () => {
    const answer = await post(
      '/api/v1/chart/data',
      {
        datasource,
        queries: [
          {
            columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
            metrics: ['count'],
            filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1990-01-01 : 2000-01-01' }],
            orderby: [['ds', true]],
          },
        ],
      },
      { token },
    );
    expect(answer.status).toBe(200);
    const [result] = answer.json.result as QueryResult[];
    expectConsistent(result);
    const years = result.data.map((r) => new Date(r.ds as number).getUTCFullYear());
    expect(years).toEqual([1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999]);
  });

  it('rejects an unknown metric with 400 and a message naming it', async () => {
    const answer = await post('/api/v1/chart/data', { datasource, queries: [{ columns: ['gender'], metrics: ['no_such_metric'] }] }, { token });
    expect(answer.status).toBe(400);
    expect(typeof answer.json.message).toBe('string');
    expect(answer.json.message).toContain('no_such_metric');
  });

  it('rejects a body that is not JSON with 400', async () => {
    const answer = await post('/api/v1/chart/data', 'not json', { token, headers: { 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Request is not JSON' });
  });

  it('answers an unknown dataset with 404', async () => {
    const answer = await post('/api/v1/chart/data', { datasource: { id: 987654321, type: 'table' }, queries: [{ metrics: ['count'] }] }, { token });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'Not found' });
  });

  it('answers anonymous callers with 401', async () => {
    const answer = await post('/api/v1/chart/data', { datasource, queries: [{ metrics: ['count'] }] });
    expect(answer.status).toBe(401);
  });
});
