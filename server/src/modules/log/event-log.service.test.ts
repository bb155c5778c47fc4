/**
 * The action log against a real PostgreSQL: batches written off the request path, admin-only reads through
 * the list mechanism, recent activity per user (distinct, hidden objects left out) and retention pruning.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { ListFilterOp } from '../../platform/list-query';
import { createLogger } from '../../platform/logger';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedChart, seedDashboard, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { composeTestServices } from '../../test-support/services';
import type { Chart } from '../chart';
import type { Dashboard } from '../dashboard';
import { EventLog } from './event-log.entity';
import { EventLogService } from './event-log.service';
import { EventLogFilterField as F } from './event-log.types';
import { EventLogWriter } from './event-log.writer';

let testDb: TestDataSource;
let ds: DataSource;
let service: EventLogService;
let writer: EventLogWriter;
let actors: Record<'admin' | 'gina' | 'sam', Actor>;
let births: Chart;
let flights: Chart;
let sales: Dashboard;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  const birthNames = await seedDataset(em, { database: examples, tableName: 'birth_names' });
  const flightData = await seedDataset(em, { database: examples, tableName: 'flights' });
  await grantDatasourceAccess(em, 'births_reader', examples, birthNames);
  const users = {
    admin: await seedUser(em, { username: 'admin', roles: ['Admin'] }),
    gina: await seedUser(em, { username: 'gina', roles: ['Gamma', 'births_reader'] }),
    sam: await seedUser(em, { username: 'sam', roles: ['Gamma'] }),
  };
  actors = await loadActors(ds, users);
  births = await seedChart(em, { sliceName: 'Births', dataset: birthNames });
  flights = await seedChart(em, { sliceName: 'Flights', dataset: flightData });
  sales = await seedDashboard(em, { title: 'Sales', slug: 'sales', owners: [users.gina] });
  const services = composeTestServices(ds);
  service = services.get(EventLogService);
  writer = services.get(EventLogWriter);
});

afterAll(async () => {
  await writer?.close();
  await testDb?.close();
});

beforeEach(async () => {
  await ds.getRepository(EventLog).clear();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'rest' });
const mount = (eventName: string, extra: Record<string, unknown> = {}) => ({ event_name: eventName, ts: Date.now(), ...extra });

describe('the action log', () => {
  it('accepts a batch at once and writes one row per event in the background', async () => {
    const accepted = service.record(ctxOf('gina'), {
      events: [mount('sqllab_run_query', { duration: 120 }), mount('mount_dashboard', { dashboard_id: sales.id })],
      sliceId: births.id,
      referrer: 'http://localhost/sqllab/',
    });
    expect(accepted).toBe(2);
    await writer.flush();
    const rows = await ds.getRepository(EventLog).find({ order: { id: 'ASC' } });
    expect(rows.map((r) => ({ action: r.action, userId: r.userId, dashboardId: r.dashboardId, sliceId: r.sliceId, durationMs: r.durationMs, referrer: r.referrer }))).toEqual([
      { action: 'log', userId: actors.gina.user.id, dashboardId: null, sliceId: births.id, durationMs: 120, referrer: 'http://localhost/sqllab/' },
      { action: 'log', userId: actors.gina.user.id, dashboardId: sales.id, sliceId: births.id, durationMs: null, referrer: 'http://localhost/sqllab/' },
    ]);
    expect(JSON.parse(rows[0].json!)).toMatchObject({ event_name: 'sqllab_run_query' });
  });

  it('writes nothing of a malformed batch', async () => {
    expect((await failure(Promise.resolve().then(() => service.record(ctxOf('gina'), { events: [mount('ok'), 'not an event'] })))).code).toBe('BAD_USER_INPUT');
    await writer.flush();
    expect(await ds.getRepository(EventLog).count()).toBe(0);
  });

  it('lets only admins read the log, newest first, filtered through the list mechanism', async () => {
    service.record(ctxOf('gina'), { events: [mount('first')] });
    await writer.flush();
    service.record(ctxOf('sam'), { events: [mount('second'), mount('third')] });
    await writer.flush();
    expect((await failure(service.list(ctxOf('gina'), { page: 0, pageSize: 20 }))).code).toBe('FORBIDDEN');
    const all = await service.list(ctxOf('admin'), { page: 0, pageSize: 20 });
    expect(all.count).toBe(3);
    expect(all.items.map((l) => JSON.parse(l.json!).event_name)).toEqual(['third', 'second', 'first']);
    const bySam = await service.list(ctxOf('admin'), { filters: [{ field: F.USER, op: ListFilterOp.REL_O_M, value: actors.sam.user.id }], page: 0, pageSize: 20 });
    expect(bySam.count).toBe(2);
    expect((await failure(service.get(ctxOf('sam'), all.items[0].id))).code).toBe('FORBIDDEN');
    expect(await service.get(ctxOf('admin'), all.items[0].id)).toMatchObject({ id: all.items[0].id, action: 'log' });
    expect(await service.get(ctxOf('admin'), 2 ** 40)).toBeNull();
  });

  it("answers a user's recent views: distinct, newest first, only what they may still see", async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const gina = actors.gina.user.id;
    const row = (json: object, values: Partial<EventLog>) => ({ action: 'log', userId: gina, json: JSON.stringify(json), dashboardId: null, sliceId: null, ...values });
    await ds.getRepository(EventLog).insert([
      row(mount('mount_dashboard'), { dashboardId: sales.id, dttm: at(30) }),
      row(mount('mount_explorer'), { sliceId: births.id, dttm: at(20) }),
      row(mount('mount_dashboard'), { dashboardId: sales.id, dttm: at(10) }),
      // Gina cannot read the flights dataset, so its chart is not shown to her.
      row(mount('mount_explorer'), { sliceId: flights.id, dttm: at(5) }),
      // Not a visit, and someone else's visit.
      row(mount('sqllab_run_query'), { sliceId: births.id, dttm: at(1) }),
      { ...row(mount('mount_explorer'), { sliceId: births.id, dttm: at(1) }), userId: actors.sam.user.id },
    ]);
    const distinct = await service.recentActivity(ctxOf('gina'), { page: 0, pageSize: 10, actions: null, distinct: true });
    expect(distinct.map(({ action, itemType, itemId, itemUrl, itemTitle }) => ({ action, itemType, itemId, itemUrl, itemTitle }))).toEqual([
      { action: 'mount_dashboard', itemType: 'dashboard', itemId: sales.id, itemUrl: '/superset/dashboard/sales/', itemTitle: 'Sales' },
      { action: 'mount_explorer', itemType: 'slice', itemId: births.id, itemUrl: `/explore/?slice_id=${births.id}`, itemTitle: 'Births' },
    ]);
    expect(distinct[0].time.getTime()).toBeGreaterThan(distinct[1].time.getTime());
    const every = await service.recentActivity(ctxOf('gina'), { page: 0, pageSize: 10, actions: ['mount_dashboard'], distinct: false });
    expect(every.map((a) => a.itemId)).toEqual([sales.id, sales.id]);
    // Sam (Gamma) may read his own recent activity, which does not include Gina's.
    expect((await service.recentActivity(ctxOf('sam'), { page: 0, pageSize: 10, actions: null, distinct: true }))).toEqual([]);
  });

  it('keeps at most its bound of rows waiting, dropping the oldest', async () => {
    const bounded = new EventLogWriter(ds, createLogger('error'), { retentionDays: 0, maxPending: 2 });
    bounded.enqueue(['a', 'b', 'c'].map((name) => ({ action: 'log', userId: null, json: JSON.stringify({ name }), dashboardId: null, sliceId: null, durationMs: null, referrer: null })));
    await bounded.flush();
    expect((await ds.getRepository(EventLog).find({ order: { id: 'ASC' } })).map((r) => JSON.parse(r.json!).name)).toEqual(['b', 'c']);
  });

  it('prunes rows older than the retention', async () => {
    const old = new Date(Date.now() - 200 * 24 * 3600_000);
    await ds.getRepository(EventLog).insert([
      { action: 'log', userId: null, json: '{}', dttm: old },
      { action: 'log', userId: null, json: '{}' },
    ]);
    const logger = createLogger('error');
    expect(await new EventLogWriter(ds, logger, { retentionDays: 180 }).prune()).toBe(1);
    expect(await ds.getRepository(EventLog).count()).toBe(1);
    // 0 keeps everything, however old.
    expect(await new EventLogWriter(ds, logger, { retentionDays: 0 }).prune(new Date(Date.now() + 1e12))).toBe(0);
  });
});
