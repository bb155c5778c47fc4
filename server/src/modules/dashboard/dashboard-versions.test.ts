/**
 * A dashboard's version history against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): every write that
 * changes a dashboard keeps a version in its own transaction, with who, when and what changed; restoring is a
 * new save through the update's checks; the newest 50 are kept; concurrent saves number their versions one
 * after the other.
 */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import type { Actor } from '../../platform/actor';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedChart, seedDashboard, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { composeTestServices } from '../../test-support/services';
import { Chart } from '../chart';
import type { Dataset } from '../dataset';
import { DatasourceMetadataService } from '../explore';
import type { User } from '../security';
import { loadActors } from '../../test-support/actors';
import { DashboardDependents } from './dashboard-dependents';
import { DashboardQueryService } from './dashboard-query.service';
import { DashboardVersion as DashboardVersionEntity } from './dashboard-version.entity';
import { DashboardVersionService } from './dashboard-version.service';
import { DASHBOARD_CHANGED_SINCE, DashboardWriteService } from './dashboard-write.service';
import { DashboardService } from './dashboard.service';
import { DASHBOARD_VERSIONS_KEPT, EARLIER_SUMMARY } from './dashboard-versions';
import { defaultLayout, type Layout } from './layout-rules';

type UserKey = 'admin' | 'gamma' | 'other' | 'stranger';
let testDb: TestDataSource;
let ds: DataSource;
const users = {} as Record<UserKey, User>;
const actors = {} as Record<UserKey, Actor>;
const charts = {} as Record<'boys' | 'girls' | 'names', Chart>;
let births: Dataset;
let writes: DashboardWriteService;
let versions: DashboardVersionService;
let dashboards: DashboardService;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'main' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  users.admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  users.gamma = await seedUser(em, { username: 'gamma', roles: ['Gamma', 'births_reader'] });
  users.other = await seedUser(em, { username: 'other', roles: ['Gamma', 'births_reader'] });
  users.stranger = await seedUser(em, { username: 'stranger', roles: ['Gamma'] });
  charts.boys = await seedChart(em, { sliceName: 'Boys', dataset: births });
  charts.girls = await seedChart(em, { sliceName: 'Girls', dataset: births });
  charts.names = await seedChart(em, { sliceName: 'Names', dataset: births });

  const queries = new DashboardQueryService(ds, { rbac: false }, new DatasourceMetadataService(ds));
  writes = new DashboardWriteService(ds, { rbac: false }, queries, composeTestServices(ds).get(DashboardDependents));
  versions = new DashboardVersionService(ds, queries);
  dashboards = new DashboardService(ds);
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: UserKey) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });

/** root > grid > row > the charts given, in that order. */
function layoutWith(...placed: Chart[]): Layout {
  const layout = defaultLayout();
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] };
  layout['ROW-1'] = { id: 'ROW-1', type: 'ROW', children: placed.map((c) => `CHART-${c.id}`), parents: ['ROOT_ID', 'GRID_ID'] };
  for (const c of placed) layout[`CHART-${c.id}`] = { id: `CHART-${c.id}`, type: 'CHART', children: [], meta: { chartId: c.id, sliceName: c.sliceName, width: 4, height: 50 } };
  return layout;
}

const gender = { id: 'NATIVE_FILTER-g', name: 'Gender', filterType: 'filter_select', targets: [{ column: { name: 'gender' } }] };

/** Number and sentence of every kept version, newest first. */
async function history(id: number, who: UserKey = 'gamma'): Promise<[number, string][]> {
  return (await versions.list(ctxOf(who), String(id))).items.map((v) => [v.versionNumber, v.summary]);
}

/** A published dashboard of gamma's placing these charts. */
const published = (title: string, ...placed: Chart[]) => writes.create(ctxOf('gamma'), { dashboardTitle: title, published: true, positionJson: layoutWith(...placed) });

describe('keeping versions', () => {
  it('keeps a version of every change, with who made it, when, and what changed; newest first', async () => {
    const d = await published('Births', charts.boys, charts.girls);
    const moved = await writes.update(ctxOf('gamma'), d.id, { positionJson: layoutWith(charts.girls, charts.boys) });
    await writes.setFilters(ctxOf('gamma'), d.id, { modified: [gender] });
    await writes.update(ctxOf('admin'), d.id, { dashboardTitle: 'Babies', css: '.x { color: red; }' });
    await writes.setPublished(ctxOf('gamma'), d.id, false);
    await writes.setCrossFilterSettings(ctxOf('gamma'), d.id, { crossFiltersEnabled: false });

    expect(await history(d.id)).toEqual([
      [6, 'changed the cross-filter settings'],
      [5, 'made the dashboard a draft'],
      [4, 'renamed the dashboard to Babies, edited the CSS'],
      [3, 'added filter Gender'],
      [2, 'moved 2 charts'],
      [1, 'created the dashboard'],
    ]);
    const list = await versions.list(ctxOf('gamma'), String(d.id));
    expect(list.count).toBe(6);
    expect(list.items.map((v) => v.createdById)).toEqual([users.gamma.id, users.gamma.id, users.admin.id, users.gamma.id, users.gamma.id, users.gamma.id]);
    // A version's time is the dashboard's changed_on that save left.
    expect(list.items[4].createdOn.getTime()).toBe(moved.changedOn.getTime());
    expect(list.items[2]).toMatchObject({ dashboardTitle: 'Babies', css: '.x { color: red; }', published: true });
  });

  it('keeps no version for a save that changes no content, nor for colours synced on open', async () => {
    const d = await published('Quiet', charts.boys);
    await writes.update(ctxOf('gamma'), d.id, { dashboardTitle: 'Quiet' });
    await writes.update(ctxOf('gamma'), d.id, { owners: [users.gamma.id, users.other.id] });
    await writes.setColors(ctxOf('gamma'), d.id, { labelColors: { boy: '#000000' } }, false);
    expect(await history(d.id)).toEqual([[1, 'created the dashboard']]);
    await writes.setColors(ctxOf('gamma'), d.id, { labelColors: { boy: '#ffffff' } }, true);
    expect((await history(d.id))[0]).toEqual([2, 'changed the colours']);
  });

  it('keeps the state of a dashboard made before versions were kept as version 1, on its first change', async () => {
    const seeded = await seedDashboard(ds.manager, { title: 'Old', owners: [users.gamma], jsonMetadata: { native_filter_configuration: [] } });
    await ds.query(`UPDATE dashboards SET changed_by_fk = $2 WHERE id = $1`, [seeded.id, users.other.id]);
    await writes.setFilters(ctxOf('gamma'), seeded.id, { modified: [gender] });
    const list = await versions.list(ctxOf('gamma'), String(seeded.id));
    expect(list.items.map((v) => [v.versionNumber, v.summary, v.createdById])).toEqual([
      [2, 'added filter Gender', users.gamma.id],
      [1, EARLIER_SUMMARY, users.other.id],
    ]);
    expect(JSON.parse(list.items[1].jsonMetadata!)).toEqual({ native_filter_configuration: [] });
  });

  it('keeps a version when a chart is saved to the dashboard or taken off it, and for a copy', async () => {
    const d = await published('From explore', charts.boys);
    await ds.transaction((em) => dashboards.addChart(em, users.gamma.id, d.id, { id: charts.names.id, sliceName: 'Names', uuid: charts.names.uuid }));
    await ds.transaction((em) => dashboards.removeChart(em, null, d.id, charts.boys.id));
    expect(await history(d.id)).toEqual([
      [3, 'removed chart Boys'],
      [2, 'added chart Names'],
      [1, 'created the dashboard'],
    ]);
    const copy = await writes.copy(ctxOf('gamma'), d.id, { dashboardTitle: 'Copied', jsonMetadata: {} });
    expect(await history(copy.id)).toEqual([[1, 'created the dashboard as a copy of From explore']]);
  });

  it('keeps the newest 50 versions', async () => {
    const d = await published('Busy', charts.boys);
    for (let i = 1; i <= DASHBOARD_VERSIONS_KEPT + 5; i++) await writes.update(ctxOf('gamma'), d.id, { dashboardTitle: `Busy ${i}` });
    const numbers = (await history(d.id)).map(([n]) => n);
    expect(numbers).toHaveLength(DASHBOARD_VERSIONS_KEPT);
    expect([numbers[0], numbers[numbers.length - 1]]).toEqual([DASHBOARD_VERSIONS_KEPT + 6, 7]);
    const [{ count }] = await ds.query(`SELECT COUNT(*)::int AS count FROM dashboard_versions WHERE dashboard_id = $1`, [d.id]);
    expect(count).toBe(DASHBOARD_VERSIONS_KEPT);
  });

  it('numbers the versions of 20 concurrent saves one after the other, the newest holding what is stored', async () => {
    const d = await published('Raced', charts.boys);
    const titles = Array.from({ length: 20 }, (_, i) => `Raced ${i}`);
    await Promise.all(titles.map((dashboardTitle) => writes.update(ctxOf('gamma'), d.id, { dashboardTitle })));
    const list = await versions.list(ctxOf('gamma'), String(d.id));
    expect(list.items.map((v) => v.versionNumber)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    // Each save renamed the title it found to its own: every title is kept once, and the newest is the stored one.
    const saves = list.items.slice(0, 20);
    expect(saves.map((v) => v.dashboardTitle).sort()).toEqual([...titles].sort());
    expect(saves.map((v) => v.summary)).toEqual(saves.map((v) => `renamed the dashboard to ${v.dashboardTitle}`));
    const [current] = await ds.query(`SELECT dashboard_title FROM dashboards WHERE id = $1`, [d.id]);
    expect(saves[0].dashboardTitle).toBe(current.dashboard_title);
  });

  it('goes with its dashboard', async () => {
    const d = await published('Gone', charts.boys);
    await writes.delete(ctxOf('gamma'), d.id);
    expect(await ds.getRepository(DashboardVersionEntity).countBy({ dashboardId: d.id })).toBe(0);
  });
});

describe('reading versions', () => {
  it('shows a version with the one before it, to whoever may see the dashboard', async () => {
    const d = await published('Read', charts.boys);
    await writes.update(ctxOf('gamma'), d.id, { dashboardTitle: 'Read again' });
    const [newest, oldest] = (await versions.list(ctxOf('other'), String(d.id))).items;
    const one = await versions.get(ctxOf('other'), String(d.id), newest.id);
    expect(one).toMatchObject({ versionNumber: 2, dashboardTitle: 'Read again' });
    expect(await versions.previous(ctxOf('other'), one)).toMatchObject({ id: oldest.id, dashboardTitle: 'Read' });
    expect(await versions.previous(ctxOf('other'), oldest)).toBeNull();
  });

  it('is not found for a dashboard the actor may not see, nor for a version of another dashboard', async () => {
    const d = await published('Hidden', charts.boys);
    const other = await published('Elsewhere', charts.boys);
    const [theirs] = (await versions.list(ctxOf('gamma'), String(other.id))).items;
    expect((await failure(versions.list(ctxOf('stranger'), String(d.id)))).code).toBe('NOT_FOUND');
    expect((await failure(versions.get(ctxOf('gamma'), String(d.id), theirs.id))).code).toBe('NOT_FOUND');
    expect((await failure(versions.list(ctxOf('gamma'), 'no-such-slug'))).code).toBe('NOT_FOUND');
  });
});

describe('restoring a version', () => {
  it('saves the kept content again as a new version, leaving owners and the published flag', async () => {
    const d = await published('Before', charts.boys, charts.girls);
    await writes.setFilters(ctxOf('gamma'), d.id, { modified: [gender] });
    const edited = await writes.update(ctxOf('gamma'), d.id, { dashboardTitle: 'After', positionJson: layoutWith(charts.girls), owners: [users.gamma.id, users.other.id] });
    const [, withFilter] = (await versions.list(ctxOf('gamma'), String(d.id))).items;

    const restored = await writes.restoreVersion(ctxOf('other'), d.id, { versionId: withFilter.id, expectedChangedOn: edited.changedOn });
    expect(restored).toMatchObject({ dashboardTitle: 'Before', published: true });
    expect(JSON.parse(restored.positionJson!)).toEqual(layoutWith(charts.boys, charts.girls));
    expect(JSON.parse(restored.jsonMetadata!).native_filter_configuration.map((f: { name: string }) => f.name)).toEqual(['Gender']);
    const linked = (await ds.query(`SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1 ORDER BY slice_id`, [d.id])).map((r: { slice_id: number }) => r.slice_id);
    expect(linked).toEqual([charts.boys.id, charts.girls.id].sort((a, b) => a - b));
    const owners = (await ds.query(`SELECT user_id FROM dashboard_user WHERE dashboard_id = $1 ORDER BY user_id`, [d.id])).map((r: { user_id: number }) => r.user_id);
    expect(owners).toEqual([users.gamma.id, users.other.id]);
    expect((await history(d.id))[0]).toEqual([4, `restored version ${withFilter.versionNumber} (added chart Boys, renamed the dashboard to Before)`]);
  });

  it('refuses a restore when the dashboard changed since the history was loaded, one by a non-owner, and an unknown version', async () => {
    const d = await published('Guarded', charts.boys);
    const [first] = (await versions.list(ctxOf('gamma'), String(d.id))).items;
    const loaded = d.changedOn;
    await writes.update(ctxOf('gamma'), d.id, { dashboardTitle: 'Changed meanwhile' });
    const stale = await failure(writes.restoreVersion(ctxOf('gamma'), d.id, { versionId: first.id, expectedChangedOn: loaded }));
    expect([stale.code, stale.message]).toEqual(['CONFLICT', DASHBOARD_CHANGED_SINCE]);
    expect((await failure(writes.restoreVersion(ctxOf('other'), d.id, { versionId: first.id }))).code).toBe('FORBIDDEN');
    expect((await failure(writes.restoreVersion(ctxOf('stranger'), d.id, { versionId: first.id }))).code).toBe('NOT_FOUND');
    expect((await failure(writes.restoreVersion(ctxOf('gamma'), d.id, { versionId: 2_000_000_000 }))).code).toBe('NOT_FOUND');
    expect((await history(d.id)).map(([n]) => n)).toEqual([2, 1]);
  });

  it('leaves out of the layout the charts deleted since the version was kept', async () => {
    const doomed = await seedChart(ds.manager, { sliceName: 'Doomed', dataset: births });
    const d = await published('Pruned', charts.boys, doomed);
    await writes.update(ctxOf('gamma'), d.id, { positionJson: layoutWith(charts.boys) });
    const [, first] = (await versions.list(ctxOf('gamma'), String(d.id))).items;
    await ds.getRepository(Chart).delete(doomed.id);
    const restored = await writes.restoreVersion(ctxOf('gamma'), d.id, { versionId: first.id });
    expect(JSON.parse(restored.positionJson!)['ROW-1'].children).toEqual([`CHART-${charts.boys.id}`]);
  });
});
