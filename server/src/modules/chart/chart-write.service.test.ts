/**
 * Chart writes against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): create / update / delete with
 * owners, dashboards, dataset access and the externally-managed flag; the save modal's one transaction.
 * Actors come from the database through AuthService.loadActor, as in a request.
 */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { grantDatasourceAccess, seedChart, seedDashboard, seedDatabase, seedDataset, seedFavorite, seedRole, seedSecurity, seedTag, seedUser, tagObject } from '../../test-support/seed';
import { type Dashboard, DashboardService } from '../dashboard';
import type { Dataset } from '../dataset';
import { type User } from '../security';
import type { Actor } from '../../platform/actor';
import { ChartWriteService } from './chart-write.service';
import { SaveChartAction } from './chart.inputs';
import { CHART_MANAGED_EXTERNALLY_MESSAGE } from './chart.policy';
import { loadActor, loadActors } from '../../test-support/actors';

type Who = 'admin' | 'alice' | 'bob' | 'nina' | 'viewer';

let testDb: TestDataSource;
let ds: DataSource;
let writes: ChartWriteService;
let dashboards: DashboardService;
const users = {} as Record<Who, User>;
const actors = {} as Record<Who, Actor>;
let births: Dataset;
let flights: Dataset;
let aliceDash: Dashboard;
let bobDash: Dashboard;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const services = composeTestServices(ds);
  dashboards = services.get(DashboardService);
  writes = services.get(ChartWriteService);
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'public' });
  flights = await seedDataset(em, { database: examples, tableName: 'flights', schema: 'main' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  await seedRole(em, 'viewer', [['can_read', 'Chart'], ['can_read', 'Dashboard'], ['can_read', 'Dataset']]);
  users.admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  users.alice = await seedUser(em, { username: 'alice', firstName: 'Alice', roles: ['Gamma', 'births_reader'] });
  users.bob = await seedUser(em, { username: 'bob', firstName: 'Bob', roles: ['Gamma', 'births_reader'] });
  users.nina = await seedUser(em, { username: 'nina', roles: ['Gamma'] });
  users.viewer = await seedUser(em, { username: 'viewer', roles: ['viewer', 'births_reader'] });
  aliceDash = await seedDashboard(em, { title: 'Alice board', owners: [users.alice] });
  bobDash = await seedDashboard(em, { title: 'Bob board', owners: [users.bob] });
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: Who) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const q = (sql: string, params: unknown[] = []) => ds.query(sql, params);
const ownersOf = async (id: number) => (await q(`SELECT user_id FROM slice_user WHERE slice_id = $1 ORDER BY user_id`, [id])).map((r: { user_id: number }) => r.user_id);
const dashboardsOf = async (id: number) => (await q(`SELECT dashboard_id FROM dashboard_slices WHERE slice_id = $1 ORDER BY 1`, [id])).map((r: { dashboard_id: number }) => r.dashboard_id);
const layoutOf = async (dashboardId: number) => JSON.parse((await q(`SELECT position_json FROM dashboards WHERE id = $1`, [dashboardId]))[0].position_json ?? 'null');
const chartNodes = (layout: Record<string, { type?: string; meta?: { chartId?: number } }> | null) =>
  Object.values(layout ?? {}).filter((n) => n?.type === 'CHART').map((n) => n.meta?.chartId);
const newChart = (who: Who, extra: Record<string, unknown> = {}) =>
  writes.create(ctxOf(who), { sliceName: `Chart by ${who}`, datasourceId: births.id, datasourceType: 'table', vizType: 'line', params: { viz_type: 'line', metrics: ['count'] }, ...extra });

describe('createChart', () => {
  it('stores the chart owned by its creator, saved now, with the dataset’s names', async () => {
    const chart = await newChart('alice', { description: 'Births over time', cacheTimeout: 60, queryContext: '{"queries": []}' });
    expect(chart).toMatchObject({ sliceName: 'Chart by alice', vizType: 'line', params: { viz_type: 'line', metrics: ['count'] }, queryContext: { queries: [] }, cacheTimeout: 60, datasourceId: births.id, datasourceType: 'table' });
    expect(chart.lastSavedAt).toBeInstanceOf(Date);
    expect(chart.lastSavedById).toBe(users.alice.id);
    expect(chart.createdById).toBe(users.alice.id);
    expect(await ownersOf(chart.id)).toEqual([users.alice.id]);
    const [row] = await q(`SELECT datasource_name, perm, params FROM slices WHERE id = $1`, [chart.id]);
    expect(row).toMatchObject({ datasource_name: 'public.birth_names', perm: births.perm });
    expect(JSON.parse(row.params)).toEqual({ viz_type: 'line', metrics: ['count'] });
  });

  it('normalises the dataset alias to table', async () => {
    expect((await newChart('alice', { datasourceType: 'dataset' })).datasourceType).toBe('table');
  });

  it('keeps a non-admin among the owners they list', async () => {
    const chart = await newChart('alice', { owners: [users.bob.id] });
    expect(await ownersOf(chart.id)).toEqual([users.alice.id, users.bob.id].sort((a, b) => a - b));
    const byAdmin = await newChart('admin', { owners: [users.bob.id] });
    expect(await ownersOf(byAdmin.id)).toEqual([users.bob.id]);
  });

  it('adds the chart to an owned dashboard: the link and a layout entry', async () => {
    const chart = await newChart('alice', { dashboards: [aliceDash.id] });
    expect(await dashboardsOf(chart.id)).toEqual([aliceDash.id]);
    expect(chartNodes(await layoutOf(aliceDash.id))).toContain(chart.id);
  });

  it("refuses to add it to someone else's dashboard, and creates nothing", async () => {
    const before = (await q(`SELECT COUNT(*)::int AS n FROM slices`))[0].n;
    await expect(newChart('alice', { dashboards: [bobDash.id] })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Changing one or more of these dashboards is forbidden' });
    expect((await q(`SELECT COUNT(*)::int AS n FROM slices`))[0].n).toBe(before);
  });

  it("reports every invalid reference at once (422, Superset's messages)", async () => {
    await expect(newChart('alice', { datasourceId: 99999, owners: [99999], dashboards: [99999] })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      status: 422,
      extra: { fields: { datasource_id: ['Datasource does not exist'], owners: ['Owners are invalid'], dashboards: ['Dashboards do not exist'] } },
    });
    await expect(newChart('alice', { datasourceType: 'query' })).rejects.toMatchObject({ status: 422, extra: { fields: { datasource_type: ['Datasource type is invalid'] } } });
  });

  it('refuses shape errors before touching the database (400)', async () => {
    await expect(newChart('alice', { sliceName: '', params: '{' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      extra: { fields: { slice_name: ['Length must be between 1 and 250.'], params: ['JSON not valid'] } },
    });
  });

  it('needs data access to the dataset', async () => {
    await expect(newChart('nina')).rejects.toMatchObject({ code: 'FORBIDDEN', errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
    await expect(newChart('alice', { datasourceId: flights.id })).rejects.toMatchObject({ errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
  });

  it('needs can_write on Chart', async () => {
    await expect(newChart('viewer')).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden' });
  });
});

describe('updateChart', () => {
  it('lets an owner edit properties, stamping who saved', async () => {
    const chart = await newChart('alice', { owners: [users.alice.id, users.bob.id] });
    const updated = await writes.update(ctxOf('bob'), chart.id, { sliceName: 'Renamed', description: 'd', certifiedBy: 'Data team', certificationDetails: 'ok', cacheTimeout: null });
    expect(updated).toMatchObject({ sliceName: 'Renamed', description: 'd', certifiedBy: 'Data team', certificationDetails: 'ok', cacheTimeout: null, changedById: users.bob.id, lastSavedById: users.bob.id });
    expect(await ownersOf(chart.id)).toEqual([users.alice.id, users.bob.id].sort((a, b) => a - b));
  });

  it('refuses a non-owner (403), lets an admin', async () => {
    const chart = await newChart('alice');
    await expect(writes.update(ctxOf('bob'), chart.id, { sliceName: 'Mine now' })).rejects.toMatchObject({ code: 'FORBIDDEN', errorType: 'MISSING_OWNERSHIP_ERROR' });
    await expect(writes.update(ctxOf('admin'), chart.id, { sliceName: 'By admin' })).resolves.toMatchObject({ sliceName: 'By admin' });
  });

  it('lets anyone with can_write refresh only the query context, without marking a save', async () => {
    const chart = await newChart('alice');
    await q(`UPDATE slices SET last_saved_at = '2020-01-01' WHERE id = $1`, [chart.id]);
    const updated = await writes.update(ctxOf('bob'), chart.id, { queryContext: { queries: [{ metrics: ['count'] }] }, queryContextGeneration: true });
    expect(updated.queryContext).toEqual({ queries: [{ metrics: ['count'] }] });
    expect(updated.lastSavedAt?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(await ownersOf(chart.id)).toEqual([users.alice.id]);
  });

  it('404s a missing chart, and one whose dataset the actor cannot read (even as its owner)', async () => {
    await expect(writes.update(ctxOf('admin'), 987654, { sliceName: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const onFlights = await seedChart(ds.manager, { sliceName: 'Flights of Alice', dataset: flights, owners: [users.alice] });
    await expect(writes.update(ctxOf('alice'), onFlights.id, { sliceName: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(writes.delete(ctxOf('alice'), onFlights.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(writes.update(ctxOf('admin'), onFlights.id, { sliceName: 'Seen by admin' })).resolves.toMatchObject({ sliceName: 'Seen by admin' });
  });

  it('replaces owners, keeping a non-admin editor among them; unknown ids are 422', async () => {
    const chart = await newChart('alice');
    await writes.update(ctxOf('alice'), chart.id, { owners: [users.bob.id] });
    expect(await ownersOf(chart.id)).toEqual([users.alice.id, users.bob.id].sort((a, b) => a - b));
    await expect(writes.update(ctxOf('alice'), chart.id, { owners: [424242] })).rejects.toMatchObject({ status: 422, extra: { fields: { owners: ['Owners are invalid'] } } });
  });

  it('swaps the dataset only to one the actor can read', async () => {
    const chart = await newChart('admin');
    await expect(writes.update(ctxOf('admin'), chart.id, { datasourceId: flights.id })).rejects.toMatchObject({
      status: 422,
      extra: { fields: { datasource_type: ['Datasource type is required when datasource_id is given'] } },
    });
    const swapped = await writes.update(ctxOf('admin'), chart.id, { datasourceId: flights.id, datasourceType: 'table' });
    expect(swapped.datasourceId).toBe(flights.id);
    expect((await q(`SELECT datasource_name, perm FROM slices WHERE id = $1`, [chart.id]))[0]).toEqual({ datasource_name: 'main.flights', perm: flights.perm });
    const mine = await newChart('alice');
    await expect(writes.update(ctxOf('alice'), mine.id, { datasourceId: flights.id, datasourceType: 'table' })).rejects.toMatchObject({ errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
    expect((await q(`SELECT datasource_id FROM slices WHERE id = $1`, [mine.id]))[0].datasource_id).toBe(births.id);
  });

  it('replaces dashboard links, keeping layouts in step; adding needs the dashboard', async () => {
    const chart = await newChart('alice', { dashboards: [aliceDash.id] });
    const other = await seedDashboard(ds.manager, { title: 'Alice two', owners: [users.alice] });
    await writes.update(ctxOf('alice'), chart.id, { dashboards: [other.id] });
    expect(await dashboardsOf(chart.id)).toEqual([other.id]);
    expect(chartNodes(await layoutOf(aliceDash.id))).not.toContain(chart.id);
    expect(chartNodes(await layoutOf(other.id))).toContain(chart.id);
    await expect(writes.update(ctxOf('alice'), chart.id, { dashboards: [other.id, bobDash.id] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await dashboardsOf(chart.id)).toEqual([other.id]);
  });

  it("replaces custom tags (can_tag on Chart), leaving the system's own tags alone", async () => {
    const chart = await newChart('alice');
    const [kpi, births2, owner] = [await seedTag(ds.manager, 'kpi'), await seedTag(ds.manager, 'births'), await seedTag(ds.manager, 'owner:1', 'owner')];
    await tagObject(ds.manager, owner, 'chart', chart.id);
    await writes.update(ctxOf('alice'), chart.id, { tags: [kpi.id, births2.id] });
    const tagsOf = async () => (await q(`SELECT tag_id FROM tagged_object WHERE object_type = 'chart' AND object_id = $1 ORDER BY tag_id`, [chart.id])).map((r: { tag_id: number }) => r.tag_id);
    expect(await tagsOf()).toEqual([kpi.id, births2.id, owner.id].sort((a, b) => a - b));
    await writes.update(ctxOf('alice'), chart.id, { tags: [births2.id] });
    expect(await tagsOf()).toEqual([births2.id, owner.id].sort((a, b) => a - b));
    const noTagging = await seedRole(ds.manager, 'chart_writer_no_tags', [['can_read', 'Chart'], ['can_write', 'Chart']]);
    const user = await seedUser(ds.manager, { username: 'notags', roles: [noTagging.name, 'births_reader'] });
    const ctx = new RequestContext({ actor: await loadActor(ds, user), authKind: 'bearer', transport: 'graphql' });
    await q(`INSERT INTO slice_user (slice_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [chart.id, user.id]);
    await expect(writes.update(ctx, chart.id, { tags: [births2.id], sliceName: 'same tags is fine' })).resolves.toMatchObject({ sliceName: 'same tags is fine' });
    await expect(writes.update(ctx, chart.id, { tags: [kpi.id] })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to manage tags on charts' });
  });

  it('refuses edits to an externally managed chart, but not its deletion', async () => {
    const chart = await newChart('alice', { isManagedExternally: true, externalUrl: 'https://git.example/charts/1' });
    await expect(writes.update(ctxOf('alice'), chart.id, { sliceName: 'x' })).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: CHART_MANAGED_EXTERNALLY_MESSAGE });
    await expect(writes.delete(ctxOf('alice'), chart.id)).resolves.toBeUndefined();
  });
});

describe('deleteChart / deleteCharts', () => {
  it('refuses a non-owner and deletes nothing of the batch', async () => {
    const mine = await newChart('bob');
    const hers = await newChart('alice');
    await expect(writes.deleteMany(ctxOf('bob'), [mine.id, hers.id])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await q(`SELECT id FROM slices WHERE id = ANY($1) ORDER BY id`, [[mine.id, hers.id]])).length).toBe(2);
  });

  it('404s the batch when any id is missing', async () => {
    const mine = await newChart('bob');
    await expect(writes.deleteMany(ctxOf('bob'), [mine.id, 876543])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await q(`SELECT id FROM slices WHERE id = $1`, [mine.id])).length).toBe(1);
  });

  it('deletes owned charts with their stars, links and layout entries', async () => {
    const a = await newChart('alice', { dashboards: [aliceDash.id] });
    const b = await newChart('alice');
    await seedFavorite(ds.manager, users.bob, 'chart', a.id);
    expect(await writes.deleteMany(ctxOf('alice'), [a.id, b.id, a.id])).toBe(2);
    expect(await q(`SELECT id FROM slices WHERE id = ANY($1)`, [[a.id, b.id]])).toEqual([]);
    expect(await q(`SELECT id FROM favstar WHERE class_name = 'slice' AND obj_id = $1`, [a.id])).toEqual([]);
    expect(chartNodes(await layoutOf(aliceDash.id))).not.toContain(a.id);
  });

  it('refuses to delete a chart an alert or report uses', async () => {
    const chart = await newChart('alice');
    await q(`INSERT INTO report_schedule (type, name, crontab, chart_id) VALUES ('Report', 'Weekly births', '0 9 * * 1', $1)`, [chart.id]);
    await expect(writes.delete(ctxOf('alice'), chart.id)).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'There are associated alerts or reports: Weekly births' });
  });
});

describe('saveChart (the save modal)', () => {
  const base = { sliceName: 'Saved births', vizType: 'line', datasourceId: 0, datasourceType: 'table', params: { viz_type: 'line' } };
  const save = (who: Who, input: Record<string, unknown>) => writes.save(ctxOf(who), { ...base, datasourceId: births.id, ...input } as never);

  it('saves a new chart into a dashboard it creates, in one go', async () => {
    const out = await save('alice', { action: SaveChartAction.SAVE_AS, newDashboardTitle: '  Births overview ' });
    expect(out.message).toBe('Dashboard [Births overview] just got created and chart [Saved births] was added to it.');
    expect(out.dashboardCreated).toBe(true);
    expect(out.dashboard?.dashboardTitle).toBe('Births overview');
    const [d] = await q(`SELECT published, (SELECT array_agg(user_id) FROM dashboard_user WHERE dashboard_id = d.id) AS owners FROM dashboards d WHERE id = $1`, [out.dashboard!.id]);
    expect(d).toEqual({ published: false, owners: [users.alice.id] });
    expect(await dashboardsOf(out.chart.id)).toEqual([out.dashboard!.id]);
    expect(chartNodes(await layoutOf(out.dashboard!.id))).toEqual([out.chart.id]);
    expect(await ownersOf(out.chart.id)).toEqual([users.alice.id]);
  });

  it('overwrites a chart and adds it to an existing dashboard, keeping its other dashboards', async () => {
    const other = await seedDashboard(ds.manager, { title: 'Alice three', owners: [users.alice] });
    const chart = await newChart('alice', { dashboards: [other.id] });
    const out = await save('alice', { action: SaveChartAction.OVERWRITE, chartId: chart.id, sliceName: 'Overwritten', params: { viz_type: 'bar' }, vizType: 'bar', dashboardId: aliceDash.id });
    expect(out.message).toBe('Chart [Overwritten] has been saved or overwritten, and was added to dashboard [Alice board]');
    expect(out.chart).toMatchObject({ id: chart.id, sliceName: 'Overwritten', vizType: 'bar', params: { viz_type: 'bar' } });
    expect(await dashboardsOf(chart.id)).toEqual([aliceDash.id, other.id].sort((a, b) => a - b));
  });

  it('says saved or overwritten when no dashboard is involved', async () => {
    const created = await save('alice', { action: SaveChartAction.SAVE_AS });
    expect(created.message).toBe('Chart [Saved births] has been saved');
    expect(created.dashboard).toBeNull();
    const over = await save('alice', { action: SaveChartAction.OVERWRITE, chartId: created.chart.id });
    expect(over.message).toBe('Chart [Saved births] has been overwritten');
  });

  it("refuses overwriting someone else's chart; Save as still works for them", async () => {
    const chart = await newChart('alice');
    await expect(save('bob', { action: SaveChartAction.OVERWRITE, chartId: chart.id, newDashboardTitle: 'Never made' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await q(`SELECT id FROM dashboards WHERE dashboard_title = 'Never made'`)).toEqual([]);
    const copy = await save('bob', { action: SaveChartAction.SAVE_AS, sliceName: 'My copy' });
    expect(await ownersOf(copy.chart.id)).toEqual([users.bob.id]);
  });

  it('rolls the new chart back when the dashboard step is refused', async () => {
    await expect(save('alice', { action: SaveChartAction.SAVE_AS, sliceName: 'Rolled back', dashboardId: bobDash.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await q(`SELECT id FROM slices WHERE slice_name = 'Rolled back'`)).toEqual([]);
    await expect(save('alice', { action: SaveChartAction.SAVE_AS, sliceName: 'Rolled back', dashboardId: 999999 })).rejects.toMatchObject({ status: 422 });
    expect(await q(`SELECT id FROM slices WHERE slice_name = 'Rolled back'`)).toEqual([]);
  });

  it('needs the chart id to overwrite', async () => {
    await expect(save('alice', { action: SaveChartAction.OVERWRITE })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extra: { fields: { chart_id: ['Missing data for required field.'] } } });
  });

  it('lists only the dashboards the actor may add to (admin: all)', async () => {
    const mine = await dashboards.editable(ctxOf('alice'), { page: 0, pageSize: 100 });
    expect(mine.items.map((d) => d.dashboardTitle)).not.toContain('Bob board');
    expect(mine.items.map((d) => d.dashboardTitle)).toContain('Alice board');
    const searched = await dashboards.editable(ctxOf('alice'), { search: 'OVERVIEW', page: 0, pageSize: 100 });
    expect(searched.items.map((d) => d.dashboardTitle)).toEqual(['Births overview']);
    const all = await dashboards.editable(ctxOf('admin'), { page: 0, pageSize: 100 });
    expect(all.items.map((d) => d.dashboardTitle)).toEqual(expect.arrayContaining(['Alice board', 'Bob board']));
    await expect(dashboards.editable(ctxOf('viewer'), { page: 0, pageSize: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('serialises concurrent overwrites of one chart (row lock), both landing', async () => {
    const chart = await newChart('alice');
    const results = await Promise.all([
      save('alice', { action: SaveChartAction.OVERWRITE, chartId: chart.id, sliceName: 'First' }),
      save('alice', { action: SaveChartAction.OVERWRITE, chartId: chart.id, sliceName: 'Second' }),
    ]);
    expect(results.map((r) => r.chart.id)).toEqual([chart.id, chart.id]);
    const [{ slice_name }] = await q(`SELECT slice_name FROM slices WHERE id = $1`, [chart.id]);
    expect(['First', 'Second']).toContain(slice_name);
  });
});

describe('seeded charts', () => {
  it('a chart without owners can be edited by admins only', async () => {
    const orphan = await seedChart(ds.manager, { sliceName: 'Orphan', dataset: births });
    await expect(writes.update(ctxOf('alice'), orphan.id, { sliceName: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(writes.update(ctxOf('admin'), orphan.id, { sliceName: 'Adopted' })).resolves.toMatchObject({ sliceName: 'Adopted' });
  });
});
