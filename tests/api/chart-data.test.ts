import { beforeAll, describe, expect, it } from '@jest/globals';
import { chartOfType, listCharts, type ExampleChart } from './support/examples';
import { graphql } from './support/graphql';
import { BASE_URL, get, login, post, request } from './support/http';

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

/** The births dataset, found through the metadata endpoint (dataset ids are never hard-coded). */
async function birthNamesDatasource(token: string, charts: ExampleChart[]): Promise<{ id: number; type: string }> {
  for (const id of [...new Set(charts.map((c) => c.datasource_id))]) {
    const meta = await get(`/superset/fetch_datasource_metadata?datasourceKey=${id}__table`, { token });
    if (meta.status === 200 && meta.json.table_name === 'birth_names') return { id, type: 'table' };
  }
  throw new Error('no example chart uses birth_names');
}

describe('POST /api/v1/chart/data', () => {
  let token: string;
  let charts: ExampleChart[];
  let datasource: { id: number; type: string };

  beforeAll(async () => {
    token = (await login()).access_token;
    charts = await listCharts(token);
    datasource = await birthNamesDatasource(token, charts);
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

  it("answers a query's own result type: time grains and columns describe the dataset without running SQL", async () => {
    // Neither query could run (no such column or metric): their result types need none.
    const answer = await post(
      '/api/v1/chart/data',
      { datasource, result_type: 'full', queries: [{ result_type: 'timegrains', metrics: ['no_such_metric'] }, { result_type: 'columns', columns: ['no_such_column'] }] },
      { token },
    );
    expect(answer.status).toBe(200);
    const [grains, columns] = answer.json.result as { data: Record<string, unknown>[] }[];
    expect(Object.keys(grains)).toEqual(['data']);
    expect(grains.data).toContainEqual(expect.objectContaining({ name: 'Day', duration: 'P1D', function: expect.any(String) }));
    expect(Object.keys(columns)).toEqual(['data']);
    expect(columns.data).toContainEqual({ column_name: 'gender', verbose_name: null, dtype: STRING });
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

describe('chart data downloads, samples, metadata and legacy views', () => {
  let token: string;
  let birthNames: { id: number; type: string };

  beforeAll(async () => {
    token = (await login()).access_token;
    birthNames = await birthNamesDatasource(token, await listCharts(token));
  });

  it('describes a datasource for Explore at /superset/fetch_datasource_metadata', async () => {
    const answer = await get(`/superset/fetch_datasource_metadata?datasourceKey=${birthNames.id}__table`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: birthNames.id, uid: `${birthNames.id}__table`, type: 'table', datasource_name: 'birth_names', main_dttm_col: 'ds' });
    expect(answer.json.columns.map((c: { column_name: string }) => c.column_name)).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']));
    expect(answer.json.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(expect.arrayContaining(['count', 'sum__num']));
    expect(answer.json.verbose_map.__timestamp).toBe('Time');
    expect(answer.json.granularity_sqla).toContainEqual(['ds', 'ds']);
    expect(answer.json.time_grain_sqla).toContainEqual(['P1Y', 'Year']);
    expect(typeof answer.json.select_star).toBe('string');
  });

  it('answers a deleted datasource with 404', async () => {
    const answer = await get('/superset/fetch_datasource_metadata?datasourceKey=987654321__table', { token });
    expect([answer.status, answer.json]).toEqual([404, { error: 'The data source seems to have been deleted' }]);
  });

  it('pages sample rows at POST /datasource/samples', async () => {
    const answer = await post(`/datasource/samples?datasource_type=table&datasource_id=${birthNames.id}&page=2&per_page=5`, {}, { token });
    expect(answer.status).toBe(200);
    const { result } = answer.json;
    expect(result).toMatchObject({ page: 2, per_page: 5, status: 'success' });
    expect(result.data).toHaveLength(5);
    expect(result.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']));
    expect(result.total_count).toBeGreaterThan(90_000);
    expectConsistent(result as QueryResult);
  });

  it('refuses samples without a datasource id', async () => {
    const answer = await post('/datasource/samples?datasource_type=table', {}, { token });
    expect([answer.status, answer.json]).toEqual([400, { error: "{'datasource_id': ['Missing data for required field.']}" }]);
  });

  it('downloads CSV: UTF-8 with a BOM, an attachment named by the time, one row per result', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/chart/data`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        datasource: birthNames,
        result_format: 'csv',
        result_type: 'full',
        queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0].split(',')[0]).toBe('gender');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['boy', 'girl']);
  });

  it('compares each year with the year before (time_offsets) on the examples', async () => {
    const yearly = (range: string, extra: Record<string, unknown> = {}) => ({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: range }],
      orderby: [['ds', true]],
      ...extra,
    });
    const answer = await post(
      '/api/v1/chart/data',
      { datasource: birthNames, force: true, queries: [yearly('2000-01-01 : 2004-01-01', { time_offsets: ['1 year ago'] }), yearly('1999-01-01 : 2003-01-01')] },
      { token },
    );
    expect(answer.status).toBe(200);
    const [compared, previous] = answer.json.result as QueryResult[];
    expectConsistent(compared);
    expect(compared.colnames).toEqual(['ds', 'count', 'count__1 year ago']);
    expect(compared.data.map((r) => new Date(r.ds as number).getUTCFullYear())).toEqual([2000, 2001, 2002, 2003]);
    expect(compared.data.map((r) => r['count__1 year ago'])).toEqual(previous.data.map((r) => r.count));
  });

  it('refuses a row limit above SQL_MAX_ROW with the field message', async () => {
    const answer = await post('/api/v1/chart/data', { datasource: birthNames, queries: [{ columns: ['name'], row_limit: 100_000_000 }] }, { token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Request is incorrect: \{'row_limit': \['Value cannot exceed \d+'\]\}$/);
  });

  it("loads a dashboard's charts in one GraphQL request, a failing chart answering its own error", async () => {
    const answer = await graphql(
      `query Batch($inputs: [ChartDataInput!]!) { chartDataBatch(inputs: $inputs) { queries { colnames rowcount } error { message errorType } } }`,
      {
        inputs: [
          { datasource: birthNames, queries: [{ columns: ['gender'], metrics: ['count'] }] },
          { datasource: birthNames, queries: [{ metrics: ['no_such_metric'] }] },
          { datasource: birthNames, queries: [{ metrics: ['sum__num'] }, { columns: ['state'], metrics: ['count'], rowLimit: 3 }] },
        ],
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const [byGender, failed, several] = answer.data.chartDataBatch;
    expect(byGender).toEqual({ queries: [{ colnames: ['gender', 'count'], rowcount: 2 }], error: null });
    expect(failed.error.message).toContain('no_such_metric');
    expect(several.queries.map((q: { rowcount: number }) => q.rowcount)).toEqual([1, 3]);
  });

  it('answers the legacy explore_json form post with row records', async () => {
    const formData = { datasource: `${birthNames.id}__table`, viz_type: 'table', groupby: ['gender'], metrics: ['count'], row_limit: 10 };
    const answer = await request('POST', '/superset/explore_json/', {
      token,
      body: new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'success', form_data: formData, colnames: ['gender', 'count'] });
    expect(answer.json.data.map((r: { gender: string }) => r.gender).sort()).toEqual(['boy', 'girl']);
  });
});
