/** The query history against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { TesseraError } from '../../platform/errors';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedSecurity, seedUser } from '../../test-support/seed';
import type { Database } from '../database';
import type { Actor } from '../../platform/actor';
import { epochMillisOf } from './query-list.list-spec';
import { QueryListService } from './query-list.service';
import { QueryFilterField as F, QueryOrderField as O } from './query-list.types';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let service: QueryListService;
let examples: Database;
let warehouse: Database;
const actors = {} as Record<'alice' | 'bob' | 'admin' | 'gamma', Actor>;
const T0 = Date.UTC(2025, 7, 21, 12, 0, 0);

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  service = new QueryListService(ds);
  await seedSecurity(ds.manager);
  examples = await seedDatabase(ds.manager, { databaseName: 'examples' });
  warehouse = await seedDatabase(ds.manager, { databaseName: 'warehouse' });
  const users = {
    alice: await seedUser(ds.manager, { username: 'alice', firstName: 'Alice', roles: ['Alpha', 'sql_lab'] }),
    bob: await seedUser(ds.manager, { username: 'bob', firstName: 'Bob', roles: ['Alpha', 'sql_lab'] }),
    admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
  const run = (clientId: string, user: keyof typeof users, db: Database, status: string, sql: string, minutes: number, rows = 3) =>
    ds.query(`INSERT INTO query (client_id, database_id, user_id, status, sql, tab_name, start_time, end_time, rows) VALUES ($1, $2, $3, $4, $5, 'Untitled Query 1', $6, $7, $8)`, [
      clientId, db.id, users[user].id, status, sql, T0 + minutes * 60_000, T0 + minutes * 60_000 + 1500, rows,
    ]);
  await run('a1', 'alice', examples, 'success', 'SELECT * FROM sales', 0, 120);
  await run('a2', 'alice', warehouse, 'failed', 'SELECT * FROM nowhere', 10);
  await run('a3', 'alice', examples, 'stopped', 'SELECT pg_sleep(100)', 20);
  await run('b1', 'bob', examples, 'success', 'SELECT * FROM sales', 30);
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const ids = async (who: keyof typeof actors, filters: { field: F; op: ListFilterOp; value?: unknown }[] = [], order: { orderBy?: O; orderDirection?: SortDirection } = {}) =>
  (await service.list(ctxOf(who), { filters, page: 0, pageSize: 25, ...order })).items.map((q) => q.clientId);

describe('QueryListService', () => {
  it('shows SQL Lab users their own runs, and admins (all_query_access) everyone’s', async () => {
    expect((await ids('alice', [], { orderBy: O.START_TIME, orderDirection: SortDirection.ASC }))).toEqual(['a1', 'a2', 'a3']);
    expect(await ids('bob')).toEqual(['b1']);
    expect((await ids('admin', [], { orderBy: O.START_TIME, orderDirection: SortDirection.DESC }))).toEqual(['b1', 'a3', 'a2', 'a1']);
  });

  it('refuses users without can_read on Query', async () => {
    await expect(service.list(ctxOf('gamma'), { filters: [], page: 0, pageSize: 25 })).rejects.toBeInstanceOf(TesseraError);
  });

  it.each([
    ['database', [{ field: F.DATABASE, op: ListFilterOp.REL_O_M, value: 'WAREHOUSE' }], ['a2']],
    ['status', [{ field: F.STATUS, op: ListFilterOp.EQ, value: 'stopped' }], ['a3']],
    ['several statuses', [{ field: F.STATUS, op: ListFilterOp.IN, value: ['failed', 'stopped'] }], ['a2', 'a3']],
    ['SQL text', [{ field: F.SQL, op: ListFilterOp.CT, value: 'SLEEP' }], ['a3']],
    ['a start time range in ms', [{ field: F.START_TIME, op: ListFilterOp.GT, value: T0 + 5 * 60_000 }, { field: F.START_TIME, op: ListFilterOp.LT, value: T0 + 15 * 60_000 }], ['a2']],
    ['a start time range as dates', [{ field: F.START_TIME, op: ListFilterOp.GT, value: '2025-08-21T12:05:00' }], ['a2', 'a3']],
    ['a range of rows returned', [{ field: F.ROWS, op: ListFilterOp.GT, value: 10 }, { field: F.ROWS, op: ListFilterOp.LT, value: 1000 }], ['a1']],
    ['rows below a bound', [{ field: F.ROWS, op: ListFilterOp.LT, value: 10 }], ['a2', 'a3']],
  ])('filters by %s', async (_label, filters, expected) => {
    const resolved = filters.map((f) => ({ ...f, value: f.value === 'WAREHOUSE' ? warehouse.id : f.value }));
    expect((await ids('alice', resolved, { orderBy: O.START_TIME, orderDirection: SortDirection.ASC }))).toEqual(expected);
  });

  it('filters by user (only useful with all_query_access)', async () => {
    expect(await ids('admin', [{ field: F.USER, op: ListFilterOp.REL_O_M, value: actors.bob.user.id }])).toEqual(['b1']);
    expect(await ids('alice', [{ field: F.USER, op: ListFilterOp.REL_O_M, value: actors.bob.user.id }])).toEqual([]);
  });

  it('maps runs with their database and user', async () => {
    const [q] = (await service.list(ctxOf('bob'), { filters: [], page: 0, pageSize: 25 })).items;
    expect(q).toMatchObject({ clientId: 'b1', status: 'success', rows: 3, database: { databaseName: 'examples' }, user: { username: 'bob' }, startTime: T0 + 30 * 60_000 });
  });

  it('lists distinct statuses of visible runs', async () => {
    expect(await service.distinctStatus(ctxOf('alice'), { page: 0, pageSize: 20 })).toEqual({ count: 3, items: ['failed', 'stopped', 'success'] });
    expect(await service.distinctStatus(ctxOf('bob'), { page: 0, pageSize: 20 })).toEqual({ count: 1, items: ['success'] });
  });

  it.each([
    [1700000000000, 1700000000000],
    ['1700000000000', 1700000000000],
    ['2025-08-21T12:00:00', T0],
    ['2025-08-21T12:00:00Z', T0],
  ])('reads start time %p as %p ms', (value, expected) => expect(epochMillisOf(value)).toBe(expected));

  it('refuses a start time that is not a time', () => {
    expect(() => epochMillisOf('yesterday-ish')).toThrow(TesseraError);
  });
});
