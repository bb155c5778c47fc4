import { startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const run = {
  id: 42,
  changedOn: Date.UTC(2025, 7, 21, 10, 0, 1, 123),
  database: { id: 1, databaseName: 'examples' },
  endTime: 1724234401123.5,
  executedSql: 'SELECT * FROM sales LIMIT 1001',
  rows: 10,
  schema: 'main',
  sql: 'SELECT * FROM sales',
  sqlTables: [{ table: 'sales', schema: null, catalog: null }],
  startTime: 1724234400001,
  // GraphQL answers QueryState by name; REST answers Superset's lower-case QueryStatus.
  status: 'SUCCESS',
  tabName: 'Untitled Query 1',
  tmpTableName: null,
  trackingUrl: null,
  user: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
};

describe('/api/v1/query/ (history list)', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestQueryList: () => ({ data: { queries: { count: 1, items: [run] } } }),
      RestPermissions: () => ({ data: { myPermissions: ['can_read'] } }),
      RestQueryRelatedDatabases: () => ({ data: { queryRelatedDatabases: { count: 1, items: [{ value: 1, text: 'examples' }] } } }),
      RestQueryRelatedUsers: () => ({ data: { queryRelatedUsers: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } } }),
      RestQueryDistinctStatus: () => ({ data: { queryDistinctStatus: { count: 2, items: ['failed', 'success'] } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('serialises rows with QueryRestApi’s fixed schema', async () => {
    const response = await gateway.getJson('/api/v1/query/');
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [42], list_title: 'List Query' });
    expect(body.result).toEqual([
      {
        changed_on: '2025-08-21T10:00:01.123000',
        database: { database_name: 'examples' },
        end_time: 1724234401123.5,
        executed_sql: 'SELECT * FROM sales LIMIT 1001',
        id: 42,
        rows: 10,
        schema: 'main',
        sql: 'SELECT * FROM sales',
        sql_tables: [{ table: 'sales', schema: null, catalog: null }],
        start_time: 1724234400001,
        status: 'success',
        tab_name: 'Untitled Query 1',
        tmp_table_name: null,
        tracking_url: null,
        user: { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
      },
    ]);
    expect(gateway.executed[0].variables).toMatchObject({ orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });

  it('maps database, status, user and time-range filters', async () => {
    const rison = '(filters:!((col:database,opr:rel_o_m,value:1),(col:status,opr:eq,value:failed),(col:user,opr:rel_o_m,value:2),(col:start_time,opr:gt,value:1700000000000),(col:start_time,opr:lt,value:1800000000000)),order_column:start_time,order_direction:desc)';
    await gateway.getJson(`/api/v1/query/${q(rison)}`);
    expect(gateway.executed[0].variables).toMatchObject({
      filters: [
        { field: 'DATABASE', op: 'REL_O_M', value: 1 },
        { field: 'STATUS', op: 'EQ', value: 'failed' },
        { field: 'USER', op: 'REL_O_M', value: 2 },
        { field: 'START_TIME', op: 'GT', value: 1700000000000 },
        { field: 'START_TIME', op: 'LT', value: 1800000000000 },
      ],
      orderBy: 'START_TIME',
      orderDirection: 'DESC',
    });
    const bad = await gateway.getJson(`/api/v1/query/${q('(filters:!((col:start_time,opr:ct,value:x)))')}`);
    expect([bad.status, bad.body]).toEqual([400, { message: 'Filter operation: ct not allowed on column: start_time' }]);
  });

  it('answers related/user, related/database and distinct/status', async () => {
    expect((await gateway.getJson('/api/v1/query/related/user')).body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    expect((await gateway.getJson('/api/v1/query/related/database')).body).toEqual({ count: 1, result: [{ value: 1, text: 'examples', extra: {} }] });
    expect((await gateway.getJson('/api/v1/query/distinct/status')).body).toEqual({ count: 2, result: [{ text: 'failed', value: 'failed' }, { text: 'success', value: 'success' }] });
    expect((await gateway.getJson('/api/v1/query/distinct/sql')).status).toBe(404);
  });
});
