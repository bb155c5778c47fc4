import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';
import { sqlLabQuery as QUERY } from '../test-support/sqllab-fixtures';

const COLUMN = { name: 'a', columnName: 'a', type: 'INTEGER', typeGeneric: 0, isDttm: false };
const RESULTS = {
  queryId: 42,
  status: 'SUCCESS',
  columns: [COLUMN],
  selectedColumns: [COLUMN],
  expandedColumns: [],
  data: [{ a: 1 }],
  rowCount: 1,
  limitingFactor: 'NOT_LIMITED',
  displayLimitReached: false,
};

describe('SQL Lab REST routes', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestSqlLabExecute: ({ input }) => {
        const i = input as { sql: string; runAsync?: boolean };
        if (i.sql === 'DELETE FROM t') return graphqlError('This database does not allow for DDL/DML', { code: 'BAD_USER_INPUT', errorType: 'DML_NOT_ALLOWED_ERROR', status: 400, level: 'error', extra: {} });
        if (i.runAsync) return { data: { executeSql: { query: { ...QUERY, status: 'PENDING', runAsync: true, progress: 0, resultsKey: null }, results: null } } };
        return { data: { executeSql: { query: QUERY, results: RESULTS } } };
      },
      RestSqlLabResults: ({ resultsKey }) =>
        resultsKey === 'gone'
          ? graphqlError('Data could not be retrieved from the results backend. You need to re-run the original query.', { code: 'BAD_USER_INPUT', errorType: 'RESULTS_BACKEND_ERROR', status: 410, level: 'error', extra: {} })
          : { data: { queryResults: { query: QUERY, results: { ...RESULTS, displayLimitReached: true } } } },
      RestSqlLabEstimate: () => ({ data: { estimateQueryCost: [{ 'Total cost': 1.5 }] } }),
      RestSqlLabFormat: ({ sql }) => ({ data: { formatSql: String(sql).toUpperCase() } }),
      RestSqlLabExport: () => ({ data: { sqlLabExport: { filename: 'sqllab_Untitled_Query_1_20250821T120000.csv', contentType: 'text/csv; charset=utf-8', base64: Buffer.from('a\n1\n').toString('base64') } } }),
      RestQueryStop: ({ clientId }) =>
        clientId === 'nope'
          ? graphqlError('Query with client_id nope not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR', status: 404, extra: { publicMessage: true } })
          : { data: { stopQuery: { id: 42, status: 'STOPPED' } } },
      RestQueryShow: ({ id }) => ({ data: { sqlLabQuery: id === 42 ? QUERY : null } }),
      RestQueryUpdatedSince: () => ({ data: { sqlLabQueriesUpdatedSince: [QUERY] } }),
      RestDatabaseValidateSql: () => ({ data: { validateSql: [{ lineNumber: 2, startColumn: 1, endColumn: 4, message: 'syntax error at or near "FORM"' }] } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('answers a synchronous run in the execute shape', async () => {
    const res = await gateway.postJson('/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1 AS a', client_id: 'k3Jd8sPq1x', tab: 'Untitled Query 1', queryLimit: 1000, json: true });
    expect(res.status).toBe(200);
    expect(gateway.executed[0].variables.input).toMatchObject({ databaseId: 1, sql: 'SELECT 1 AS a', clientId: 'k3Jd8sPq1x', tabName: 'Untitled Query 1', queryLimit: 1000 });
    const column = { column_name: 'a', name: 'a', type: 'INTEGER', type_generic: 0, is_dttm: false };
    expect(res.body).toEqual({
      query_id: 42,
      status: 'success',
      data: [{ a: 1 }],
      columns: [column],
      selected_columns: [column],
      expanded_columns: [],
      query: expect.objectContaining({
        id: 'k3Jd8sPq1x',
        queryId: 42,
        serverId: 42,
        dbId: 1,
        db: 'examples',
        state: 'success',
        tab: 'Untitled Query 1',
        startDttm: 1724234400001,
        endDttm: 1724234401123,
        changed_on: '2024-08-21T10:00:01.123000',
        user: 'admin user',
        ctas: false,
        limitingFactor: 'NOT_LIMITED',
      }),
    });
  });

  it('answers an asynchronous run with 202 and the pending query', async () => {
    const res = await gateway.postJson('/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1', runAsync: true });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ query: expect.objectContaining({ state: 'pending', resultsKey: null }) });
  });

  it('refuses unknown and missing fields, and maps a DML refusal to a SIP-40 error', async () => {
    const bad = await gateway.postJson('/api/v1/sqllab/execute/', { sql: 'SELECT 1', nope: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { database_id: ['Missing data for required field.'], nope: ['Unknown field.'] } }]);
    const dml = await gateway.postJson('/api/v1/sqllab/execute/', { database_id: 1, sql: 'DELETE FROM t' });
    expect(dml.status).toBe(400);
    expect(dml.body).toEqual({
      errors: [
        {
          message: 'This database does not allow for DDL/DML',
          error_type: 'DML_NOT_ALLOWED_ERROR',
          level: 'error',
          extra: { issue_codes: [{ code: 1022, message: 'Issue 1022 - Database does not allow data manipulation.' }] },
        },
      ],
    });
  });

  it('reads stored results by key, and 410 once expired', async () => {
    const res = await gateway.getJson("/api/v1/sqllab/results/?q=(key:'abc123',rows:10)");
    expect(res.status).toBe(200);
    expect(gateway.executed[0].variables).toEqual({ resultsKey: 'abc123', rows: 10 });
    expect(res.body).toMatchObject({ status: 'success', data: [{ a: 1 }], displayLimitReached: true });
    const gone = await gateway.getJson("/api/v1/sqllab/results/?q=(key:'gone')");
    expect(gone.status).toBe(410);
    expect((gone.body as { errors: { error_type: string }[] }).errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');
  });

  it('estimates, formats and validates', async () => {
    const estimate = await gateway.postJson('/api/v1/sqllab/estimate/', { database_id: 1, sql: 'SELECT 1', template_params: { a: 1 } });
    expect([estimate.status, estimate.body]).toEqual([200, { result: [{ 'Total cost': 1.5 }] }]);
    expect(gateway.executed[0].variables).toMatchObject({ databaseId: 1, sql: 'SELECT 1', templateParams: '{"a":1}' });
    const format = await gateway.postJson('/api/v1/sqllab/format_sql/', { sql: 'select 1', engine: 'duckdb' });
    expect([format.status, format.body]).toEqual([200, { result: 'SELECT 1' }]);
    const validate = await gateway.postJson('/api/v1/database/3/validate_sql/', { sql: 'SELECT *\nFORM t', schema: 'main' });
    expect(validate.status).toBe(200);
    expect(gateway.executed[2].variables).toMatchObject({ databaseId: 3, sql: 'SELECT *\nFORM t', schema: 'main' });
    expect(validate.body).toEqual({ result: [{ line_number: 2, start_column: 1, end_column: 4, message: 'syntax error at or near "FORM"' }] });
  });

  it('downloads a run as CSV', async () => {
    const res = await gateway.request('GET', '/api/v1/sqllab/export/k3Jd8sPq1x/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=sqllab_Untitled_Query_1_20250821T120000.csv');
    expect(res.body).toBe('a\n1\n');
  });

  it('stops, shows and lists updated runs', async () => {
    const stop = await gateway.postJson('/api/v1/query/stop', { client_id: 'k3Jd8sPq1x' });
    expect([stop.status, stop.body]).toEqual([200, { result: 'OK' }]);
    const missing = await gateway.postJson('/api/v1/query/stop', { client_id: 'nope' });
    // QueryRestApi.stop_query answers QueryNotFoundException's own text.
    expect([missing.status, missing.body]).toEqual([404, { message: 'Query with client_id nope not found' }]);
    const show = await gateway.getJson('/api/v1/query/42');
    expect(show.status).toBe(200);
    expect(show.body).toMatchObject({ id: 42, show_title: 'Show Query', result: { client_id: 'k3Jd8sPq1x', status: 'success', database: { id: 1 }, results_key: 'abc123' } });
    expect((await gateway.getJson('/api/v1/query/7')).status).toBe(404);
    const since = await gateway.getJson('/api/v1/query/updated_since?q=(last_updated_ms:1724300000000)');
    expect(since.status).toBe(200);
    expect(gateway.executed.at(-1)?.variables).toEqual({ lastUpdatedMs: 1724300000000 });
    expect(since.body).toEqual({ result: [expect.objectContaining({ id: 'k3Jd8sPq1x', state: 'success' })] });
  });
});
