/**
 * Changing dashboards against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): create, update (layout and
 * chart set in step, metadata as Superset saves it), publish, delete, copy, native filters (also under
 * concurrent saves), colours, permalinks, filter state and the DASHBOARD_RBAC data grant.
 */
import JSZip from 'jszip';
import type { DataSource } from 'typeorm';
import { parse as parseYaml } from 'yaml';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedChart, seedDatabase, seedDataset, seedRole, seedSecurity, seedTag, seedUser } from '../../test-support/seed';
import type { Chart } from '../chart';
import type { Dataset } from '../dataset';
import { DatasourceMetadataService } from '../explore';
import { MetastoreCache, PermalinkService } from '../permalink';
import type { Actor } from '../../platform/actor';
import type { Role, User } from '../security';
import { loadActors } from '../../test-support/actors';
import { composeTestServices } from '../../test-support/services';
import { DashboardDataGrant } from './dashboard-data-grant';
import { DashboardDependents } from './dashboard-dependents';
import { BundleExportService, BundleResource } from '../import-export';
import { UNTITLED_DASHBOARD } from './dashboard-input';
import { DashboardQueryService } from './dashboard-query.service';
import { DashboardStateService } from './dashboard-state.service';
import { DASHBOARD_CHANGED_SINCE, DashboardWriteService } from './dashboard-write.service';
import { Dashboard as DashboardEntity } from './dashboard.entity';
import { DASHBOARD_EDIT_REFUSED } from './dashboard.policy';
import { defaultLayout, type Layout } from './layout-rules';
import { failure } from '../../test-support/failure';

type UserKey = 'admin' | 'gamma' | 'other' | 'seller' | 'reader' | 'writer';
let testDb: TestDataSource;
let ds: DataSource;
const users = {} as Record<UserKey, User>;
const actors = {} as Record<UserKey, Actor>;
const charts = {} as Record<'boys' | 'girls' | 'revenue', Chart>;
let births: Dataset;
let sales: Dataset;
let sellers: Role;
let queries: DashboardQueryService;
let writes: DashboardWriteService;
let rbacWrites: DashboardWriteService;
let state: DashboardStateService;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'main' });
  sales = await seedDataset(em, { database: examples, tableName: 'sales', schema: 'main' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  sellers = await seedRole(em, 'Sellers');
  await seedRole(em, 'Readers', [['can_read', 'Dashboard'], ['can_read', 'Chart']]);
  await seedRole(em, 'Writers', [['can_read', 'Dashboard'], ['can_write', 'Dashboard']]);
  users.admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  users.gamma = await seedUser(em, { username: 'gamma', roles: ['Gamma', 'births_reader'] });
  users.other = await seedUser(em, { username: 'other', roles: ['Gamma', 'births_reader'] });
  users.seller = await seedUser(em, { username: 'seller', roles: ['Gamma', 'Sellers'] });
  users.reader = await seedUser(em, { username: 'reader', roles: ['Readers', 'births_reader'] });
  users.writer = await seedUser(em, { username: 'writer', roles: ['Writers'] });
  charts.boys = await seedChart(em, { sliceName: 'Boys', dataset: births });
  charts.girls = await seedChart(em, { sliceName: 'Girls', dataset: births });
  charts.revenue = await seedChart(em, { sliceName: 'Revenue', dataset: sales });

  queries = new DashboardQueryService(ds, { rbac: false }, new DatasourceMetadataService(ds));
  // Composed as app.ts composes them, so the report module's hook refuses deleting a dashboard a report uses.
  const dependents = composeTestServices(ds).get(DashboardDependents);
  writes = new DashboardWriteService(ds, { rbac: false }, queries, dependents);
  const rbacQueries = new DashboardQueryService(ds, { rbac: true }, new DatasourceMetadataService(ds));
  rbacWrites = new DashboardWriteService(ds, { rbac: true }, rbacQueries, dependents);
  state = new DashboardStateService(new PermalinkService(ds, { secretKey: 'test' }), queries, new MetastoreCache(ds, { secretKey: 'test' }));
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: UserKey) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });


/** root > grid > row > the charts given. */
function layoutWith(...chartIds: number[]): Layout {
  const layout = defaultLayout('x');
  const row = { id: 'ROW-1', type: 'ROW', children: chartIds.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'] };
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] };
  layout['ROW-1'] = row;
  for (const id of chartIds) layout[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 50 } };
  return layout;
}

const chartSet = async (id: number) =>
  (await ds.query(`SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1 ORDER BY slice_id`, [id])).map((r: { slice_id: number }) => r.slice_id);

describe('create', () => {
  it('takes an empty input: an untitled draft owned by the creator', async () => {
    const d = await writes.create(ctxOf('gamma'), {});
    expect(d).toMatchObject({ dashboardTitle: UNTITLED_DASHBOARD, slug: null, published: false, positionJson: null, jsonMetadata: null });
    expect((await queries.policyTarget(ctxOf('gamma'), d)).ownerIds).toEqual([users.gamma.id]);
  });

  it('normalises the slug and refuses one in use', async () => {
    const d = await writes.create(ctxOf('gamma'), { dashboardTitle: 'Slugged', slug: '  My Sales!/2024 ' });
    expect(d.slug).toBe('My-Sales2024');
    expect(d.url).toBe('/superset/dashboard/My-Sales2024/');
    const err = await failure(writes.create(ctxOf('gamma'), { slug: 'My-Sales2024' }));
    expect([err.code, err.extra.fields]).toEqual(['UNPROCESSABLE', { slug: ['Must be unique'] }]);
    expect((await writes.create(ctxOf('gamma'), { slug: '!!!' })).slug).toBeNull();
  });

  it('stores the layout and links exactly the charts it places', async () => {
    const layout = layoutWith(charts.boys.id, charts.girls.id);
    const d = await writes.create(ctxOf('gamma'), { dashboardTitle: 'With charts', positionJson: layout });
    expect(JSON.parse(d.positionJson as string)).toEqual(layout);
    expect(await chartSet(d.id)).toEqual([charts.boys.id, charts.girls.id]);
  });

  it.each([
    ['a malformed layout (400)', { positionJson: '{' }, 'BAD_USER_INPUT', { position_json: ['JSON not valid'] }],
    ['a chart in the wrong place (400)', { positionJson: { ...defaultLayout(), GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TAB-1'] }, 'TAB-1': { id: 'TAB-1', type: 'TAB', children: [] } } }, 'BAD_USER_INPUT', { position_json: ['A TAB (TAB-1) cannot be placed in a GRID (GRID_ID) at depth 1.'] }],
    ['metadata of the wrong type (400)', { jsonMetadata: { refresh_frequency: 'soon' } }, 'BAD_USER_INPUT', { json_metadata: { refresh_frequency: ['Not a valid integer.'] } }],
    ['a title over 500 characters (400)', { dashboardTitle: 'x'.repeat(501) }, 'BAD_USER_INPUT', { dashboard_title: ['Length must be between 0 and 500.'] }],
    ['unknown owners (422)', { owners: [999999] }, 'UNPROCESSABLE', { owners: ['Owners are invalid'] }],
    ['unknown roles (422)', { roles: [999999] }, 'UNPROCESSABLE', { roles: ['Some roles do not exist'] }],
  ])('refuses %s', async (_title, input, code, fields) => {
    const err = await failure(writes.create(ctxOf('gamma'), input));
    expect([err.code, err.extra.fields]).toEqual([code, fields]);
  });

  it('refuses to place a chart the actor cannot see, or one that does not exist', async () => {
    const err = await failure(writes.create(ctxOf('gamma'), { positionJson: layoutWith(charts.revenue.id, 999999) }));
    expect([err.code, err.extra.fields]).toEqual(['UNPROCESSABLE', { position_json: [`Charts ${charts.revenue.id}, 999999 do not exist or cannot be placed on this dashboard.`] }]);
  });

  it('keeps certification details only with a certifier', async () => {
    expect(await writes.create(ctxOf('gamma'), { certifiedBy: '', certificationDetails: 'x' })).toMatchObject({ certifiedBy: null, certificationDetails: null });
    expect(await writes.create(ctxOf('gamma'), { certifiedBy: 'Data', certificationDetails: 'x' })).toMatchObject({ certifiedBy: 'Data', certificationDetails: 'x' });
  });

  it('needs can_write on Dashboard', async () => {
    expect((await failure(writes.create(ctxOf('reader'), {}))).code).toBe('FORBIDDEN');
  });
});

describe('update', () => {
  let dash: DashboardEntity;
  beforeAll(async () => {
    const created = await writes.create(ctxOf('gamma'), { dashboardTitle: 'Mine', published: true, positionJson: layoutWith(charts.boys.id) });
    dash = await ds.getRepository(DashboardEntity).findOneByOrFail({ id: created.id });
  });

  it('refuses other users with the spec message, and answers 404 for what they cannot see', async () => {
    const err = await failure(writes.update(ctxOf('other'), dash.id, { dashboardTitle: 'Theirs' }));
    expect([err.code, err.message]).toEqual(['FORBIDDEN', DASHBOARD_EDIT_REFUSED]);
    expect((await failure(writes.update(ctxOf('seller'), dash.id, { dashboardTitle: 'Theirs' }))).code).toBe('NOT_FOUND');
    expect((await writes.update(ctxOf('admin'), dash.id, { css: '.x{}' })).css).toBe('.x{}');
  });

  it('saves the metadata as Superset does; its positions replace the layout and the chart set', async () => {
    const before = await queries.get(ctxOf('gamma'), String(dash.id));
    await new Promise((r) => setTimeout(r, 1100));
    const layout = layoutWith(charts.girls.id);
    const d = await writes.update(ctxOf('gamma'), dash.id, { dashboardTitle: '', slug: '', jsonMetadata: JSON.stringify({ positions: layout, color_scheme: 'bnbColors', my_key: 1 }) });
    expect(d.dashboardTitle).toBe(UNTITLED_DASHBOARD);
    expect(d.slug).toBeNull();
    expect(d.lastModifiedTime).toBeGreaterThan(before.lastModifiedTime);
    const md = JSON.parse(d.jsonMetadata as string);
    expect(md).toMatchObject({ color_scheme: 'bnbColors', my_key: 1, refresh_frequency: 0, cross_filters_enabled: true, default_filters: '{}' });
    expect(md.positions).toBeUndefined();
    // Written compactly with sorted keys and the chart's uuid, as Superset writes positions.
    expect(d.positionJson?.startsWith('{"CHART-')).toBe(true);
    expect(JSON.parse(d.positionJson as string)[`CHART-${charts.girls.id}`].meta.uuid).toBe(charts.girls.uuid);
    expect(await chartSet(dash.id)).toEqual([charts.girls.id]);
  });

  it('refuses an overwrite when the dashboard changed since the editor loaded it, with the stored state; saves when unchanged', async () => {
    const d = await writes.create(ctxOf('gamma'), { dashboardTitle: 'Conflicts', positionJson: layoutWith(charts.boys.id) });
    const loaded = d.changedOn;
    await writes.update(ctxOf('gamma'), d.id, { positionJson: layoutWith(charts.girls.id) });
    const err = await failure(writes.update(ctxOf('gamma'), d.id, { positionJson: layoutWith(charts.boys.id, charts.girls.id), expectedChangedOn: loaded }));
    expect([err.code, err.status, err.message]).toEqual(['CONFLICT', 409, DASHBOARD_CHANGED_SINCE]);
    const current = err.extra.current as { position: Layout; changedOn: string; dashboardTitle: string };
    expect(current.dashboardTitle).toBe('Conflicts');
    expect(Object.keys(current.position)).toContain(`CHART-${charts.girls.id}`);
    expect(await chartSet(d.id)).toEqual([charts.girls.id]);
    // Confirmed against the state it was shown: saved.
    const saved = await writes.update(ctxOf('gamma'), d.id, { positionJson: layoutWith(charts.boys.id, charts.girls.id), expectedChangedOn: new Date(current.changedOn) });
    expect(await chartSet(saved.id)).toEqual([charts.boys.id, charts.girls.id].sort((a, b) => a - b));
  });

  it('refuses to edit an externally managed dashboard', async () => {
    const managed = await writes.create(ctxOf('gamma'), { isManagedExternally: true });
    const err = await failure(writes.update(ctxOf('gamma'), managed.id, { css: 'x' }));
    expect([err.code, err.status]).toEqual(['UNPROCESSABLE', 422]);
  });

  it('needs can_tag to change tags', async () => {
    const tag = await seedTag(ds.manager, 'quarterly');
    const own = await writes.create(ctxOf('writer'), {});
    const err = await failure(writes.update(ctxOf('writer'), own.id, { tags: [tag.id] }));
    expect([err.code, err.message]).toEqual(['FORBIDDEN', 'You do not have permission to manage tags on dashboards']);
    // Sending the tags it already has changes nothing, so it needs no can_tag.
    await writes.update(ctxOf('writer'), own.id, { tags: [] });
    await writes.update(ctxOf('gamma'), dash.id, { tags: [tag.id] });
    expect(await ds.query(`SELECT tag_id FROM tagged_object WHERE object_type = 'dashboard' AND object_id = $1`, [dash.id])).toEqual([{ tag_id: tag.id }]);
  });

  it('publishes and hides', async () => {
    expect((await writes.setPublished(ctxOf('gamma'), dash.id, false)).status).toBe('draft');
    expect((await writes.setPublished(ctxOf('gamma'), dash.id, true)).published).toBe(true);
  });

  it('shares with roles and replaces owners, the actor staying an owner', async () => {
    await writes.update(ctxOf('gamma'), dash.id, { roles: [sellers.id], owners: [users.other.id] });
    const target = await queries.policyTarget(ctxOf('admin'), await queries.get(ctxOf('admin'), String(dash.id)));
    expect([...target.ownerIds].sort()).toEqual([users.gamma.id, users.other.id].sort());
    expect(target.roleNames).toEqual(['Sellers']);
  });
});

describe('native filters and colours', () => {
  it('modifies, deletes and reorders filters, also under concurrent saves', async () => {
    const d = await writes.create(ctxOf('gamma'), { jsonMetadata: { native_filter_configuration: [{ id: 'NATIVE_FILTER-a', name: 'A' }] } });
    await Promise.all(['b', 'c', 'd', 'e'].map((x) => writes.setFilters(ctxOf('gamma'), d.id, { modified: [{ id: `NATIVE_FILTER-${x}`, name: x.toUpperCase() }] })));
    const all = await writes.setFilters(ctxOf('gamma'), d.id, { deleted: ['NATIVE_FILTER-a'] });
    expect(all.map((f) => f.id).sort()).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-c', 'NATIVE_FILTER-d', 'NATIVE_FILTER-e']);
    const reordered = await writes.setFilters(ctxOf('gamma'), d.id, { reordered: ['NATIVE_FILTER-e', 'NATIVE_FILTER-d', 'NATIVE_FILTER-c', 'NATIVE_FILTER-b'] });
    expect(reordered.map((f) => f.name)).toEqual(['E', 'D', 'C', 'B']);
    expect((await failure(writes.setFilters(ctxOf('gamma'), d.id, { modified: [{ name: 'no id' }] }))).code).toBe('BAD_USER_INPUT');
    expect((await failure(writes.setFilters(ctxOf('other'), d.id, { deleted: ['NATIVE_FILTER-b'] }))).code).toBe('NOT_FOUND');
  });

  it('merges cross-filter settings into the metadata, concurrent writes of different keys both kept', async () => {
    const d = await writes.create(ctxOf('gamma'), { jsonMetadata: { native_filter_configuration: [{ id: 'NATIVE_FILTER-a', name: 'A' }], color_scheme: 'bnbColors' } });
    const scoping = { '7': { id: 7, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [8] }, chartsInScope: [9] } } };
    await Promise.all([
      writes.setCrossFilterSettings(ctxOf('gamma'), d.id, { chartConfiguration: scoping, globalChartConfiguration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [7, 8, 9] } }),
      writes.setCrossFilterSettings(ctxOf('gamma'), d.id, { crossFiltersEnabled: false, filterBarOrientation: 'HORIZONTAL' }),
    ]);
    const md = JSON.parse((await queries.get(ctxOf('gamma'), String(d.id))).jsonMetadata as string);
    expect(md).toMatchObject({ chart_configuration: scoping, cross_filters_enabled: false, filter_bar_orientation: 'HORIZONTAL', color_scheme: 'bnbColors' });
    expect(md.native_filter_configuration).toEqual([{ id: 'NATIVE_FILTER-a', name: 'A' }]);
    expect((await failure(writes.setCrossFilterSettings(ctxOf('gamma'), d.id, { filterBarOrientation: 'DIAGONAL' }))).extra).toEqual({
      fields: { json_metadata: { filter_bar_orientation: ['Must be one of: VERTICAL, HORIZONTAL.'] } },
    });
    expect((await failure(writes.setCrossFilterSettings(ctxOf('other'), d.id, { crossFiltersEnabled: true }))).code).toBe('NOT_FOUND');
  });

  it('writes colours, leaving the last-modified time alone when asked', async () => {
    const d = await writes.create(ctxOf('gamma'), {});
    await new Promise((r) => setTimeout(r, 1100));
    await writes.setColors(ctxOf('gamma'), d.id, { labelColors: { boy: '#00f' }, colorScheme: 'bnbColors' }, false);
    const kept = await queries.get(ctxOf('gamma'), String(d.id));
    expect(kept.changedOn.getTime()).toBe(d.changedOn.getTime());
    expect(JSON.parse(kept.jsonMetadata as string)).toEqual({ label_colors: { boy: '#00f' }, color_scheme: 'bnbColors' });
    await writes.setColors(ctxOf('gamma'), d.id, { sharedLabelColors: ['boy'] }, true);
    expect((await queries.get(ctxOf('gamma'), String(d.id))).lastModifiedTime).toBeGreaterThan(d.lastModifiedTime);
    expect((await failure(writes.setColors(ctxOf('gamma'), d.id, { labelColors: ['x'] }, true))).code).toBe('BAD_USER_INPUT');
  });
});

describe('delete', () => {
  it('is all or nothing: 404 for an unseen id, 403 for one not owned, 422 while a report uses it', async () => {
    const a = await writes.create(ctxOf('gamma'), {});
    const b = await writes.create(ctxOf('other'), {});
    expect((await failure(writes.deleteMany(ctxOf('gamma'), [a.id, b.id]))).code).toBe('NOT_FOUND');
    await writes.setPublished(ctxOf('other'), b.id, true);
    await writes.update(ctxOf('other'), b.id, { positionJson: layoutWith(charts.boys.id) });
    expect((await failure(writes.deleteMany(ctxOf('gamma'), [a.id, b.id]))).code).toBe('FORBIDDEN');
    const [report] = await ds.query(`INSERT INTO report_schedule (type, name, crontab, dashboard_id) VALUES ('Report', 'Weekly', '0 9 * * 1', $1) RETURNING id`, [a.id]);
    const err = await failure(writes.delete(ctxOf('gamma'), a.id));
    expect([err.status, err.message]).toEqual([422, 'There are associated alerts or reports: Weekly']);
    await ds.query(`DELETE FROM report_schedule WHERE id = $1`, [report.id]);
    expect(await writes.deleteMany(ctxOf('admin'), [a.id, b.id])).toBe(2);
    expect(await ds.getRepository(DashboardEntity).countBy([{ id: a.id }, { id: b.id }])).toBe(0);
  });
});

describe('copy', () => {
  it('copies with the same charts, owned by the caller', async () => {
    const original = await writes.create(ctxOf('gamma'), { dashboardTitle: 'Original', published: true, positionJson: layoutWith(charts.boys.id) });
    const copy = await writes.copy(ctxOf('other'), original.id, { dashboardTitle: 'Copy', jsonMetadata: '{}' });
    expect(copy).toMatchObject({ dashboardTitle: 'Copy', published: false });
    expect(copy.positionJson).toBe(original.positionJson);
    expect(await chartSet(copy.id)).toEqual([charts.boys.id]);
    expect((await queries.policyTarget(ctxOf('other'), copy)).ownerIds).toEqual([users.other.id]);
  });

  it('duplicates the charts, remapping them in the layout', async () => {
    const original = await writes.create(ctxOf('gamma'), { positionJson: layoutWith(charts.boys.id, charts.girls.id) });
    const copy = await writes.copy(ctxOf('gamma'), original.id, { dashboardTitle: 'Deep copy', jsonMetadata: { positions: layoutWith(charts.boys.id, charts.girls.id) }, duplicateSlices: true });
    const copied = await chartSet(copy.id);
    expect(copied).toHaveLength(2);
    expect(copied.some((id: number) => id === charts.boys.id || id === charts.girls.id)).toBe(false);
    const names = await ds.query(`SELECT slice_name FROM slices WHERE id = ANY($1::int[]) ORDER BY slice_name`, [copied]);
    expect(names.map((r: { slice_name: string }) => r.slice_name)).toEqual(['Boys', 'Girls']);
    expect((await failure(writes.copy(ctxOf('gamma'), original.id, { dashboardTitle: 'x', jsonMetadata: '{}', duplicateSlices: true }))).code).toBe('BAD_USER_INPUT');
  });

  it('with DASHBOARD_RBAC only owners may copy', async () => {
    const original = await writes.create(ctxOf('gamma'), { published: true, positionJson: layoutWith(charts.boys.id) });
    const err = await failure(rbacWrites.copy(ctxOf('other'), original.id, { dashboardTitle: 'x', jsonMetadata: '{}' }));
    expect(err.code).toBe('FORBIDDEN');
  });
});

describe('permalinks and filter state', () => {
  it('stores a state and restores it while the dashboard stays visible', async () => {
    const d = await writes.create(ctxOf('gamma'), { published: true, positionJson: layoutWith(charts.boys.id) });
    const saved = { dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['boy'] } } }, activeTabs: ['TAB-1'], anchor: 'CHART-1', urlParams: [['a', 'b']] };
    const link = await state.createPermalink(ctxOf('other'), d.id, saved);
    expect(link.url).toBe(`/superset/dashboard/p/${link.key}/`);
    expect(await state.getPermalink(ctxOf('gamma'), link.key)).toEqual({ dashboardId: d.id, state: saved });
    const err = await failure(state.createPermalink(ctxOf('gamma'), d.id, { dataMask: [], extra: 1 }));
    expect([err.code, err.extra.fields]).toEqual(['BAD_USER_INPUT', { dataMask: ['Not a valid mapping type.'], extra: ['Unknown field.'] }]);
    await writes.setPublished(ctxOf('gamma'), d.id, false);
    expect((await failure(state.getPermalink(ctxOf('other'), link.key))).code).toBe('NOT_FOUND');
  });

  it('keeps filter state per user', async () => {
    const d = await writes.create(ctxOf('gamma'), { published: true, positionJson: layoutWith(charts.boys.id) });
    const key = await state.createFilterState(ctxOf('gamma'), d.id, '{"a":1}', 3);
    expect(await state.getFilterState(ctxOf('other'), d.id, key)).toBe('{"a":1}');
    expect((await failure(state.updateFilterState(ctxOf('other'), d.id, key, '{}', null))).code).toBe('FORBIDDEN');
    expect(await state.updateFilterState(ctxOf('gamma'), d.id, key, '{"a":2}', 3)).toBe(key);
    expect(await state.getFilterState(ctxOf('gamma'), d.id, key)).toBe('{"a":2}');
    expect((await failure(state.createFilterState(ctxOf('gamma'), d.id, 'not json', null))).code).toBe('BAD_USER_INPUT');
    expect((await failure(state.deleteFilterState(ctxOf('other'), d.id, key))).code).toBe('FORBIDDEN');
    expect(await state.deleteFilterState(ctxOf('gamma'), d.id, key)).toBe(true);
    expect(await state.getFilterState(ctxOf('gamma'), d.id, key)).toBeNull();
    expect((await failure(state.deleteFilterState(ctxOf('gamma'), d.id, key))).code).toBe('NOT_FOUND');
  });
});

describe('the DASHBOARD_RBAC data grant', () => {
  it('grants the datasets of the charts and filters of a dashboard shared with the actor’s role', async () => {
    const d = await writes.create(ctxOf('admin'), {
      published: true,
      roles: [sellers.id],
      positionJson: layoutWith(charts.revenue.id),
      jsonMetadata: { native_filter_configuration: [{ id: 'NATIVE_FILTER-x', targets: [{ datasetId: births.id, column: { name: 'gender' } }] }] },
    });
    const grant = new DashboardDataGrant(ds, { rbac: true });
    const seller = ctxOf('seller');
    expect(await grant.grantsDataset(seller, sales.id, { dashboardId: d.id, slice_id: charts.revenue.id })).toBe(true);
    expect(await grant.grantsDataset(seller, births.id, { dashboardId: d.id, slice_id: charts.revenue.id })).toBe(false);
    expect(await grant.grantsDataset(seller, births.id, { dashboardId: d.id, type: 'NATIVE_FILTER', native_filter_id: 'NATIVE_FILTER-x' })).toBe(true);
    expect(await grant.grantsDataset(seller, sales.id, { dashboardId: d.id, type: 'NATIVE_FILTER', native_filter_id: 'NATIVE_FILTER-x' })).toBe(false);
    expect(await grant.grantsDataset(seller, sales.id, {})).toBe(false);
    expect(await new DashboardDataGrant(ds, { rbac: false }).grantsDataset(seller, sales.id, { dashboardId: d.id })).toBe(false);
    expect(await grant.grantsDataset(ctxOf('other'), sales.id, { dashboardId: d.id })).toBe(false);
  });
});

describe('export', () => {
  it('bundles each dashboard with its charts, filter targets by dataset uuid, every linked chart placed', async () => {
    const d = await writes.create(ctxOf('gamma'), {
      dashboardTitle: 'Export me',
      published: true,
      positionJson: layoutWith(charts.boys.id),
      jsonMetadata: { native_filter_configuration: [{ id: 'NATIVE_FILTER-g', targets: [{ datasetId: births.id, column: { name: 'gender' } }] }] },
    });
    // A chart linked from the chart side but missing from the layout.
    await ds.query(`INSERT INTO dashboard_slices (dashboard_id, slice_id) VALUES ($1, $2)`, [d.id, charts.girls.id]);
    const bundles = composeTestServices(ds).get(BundleExportService);
    const exporter = { export: (ctx: RequestContext, ids: number[], now?: Date) => bundles.export(ctx, BundleResource.DASHBOARD, ids, now) };
    const file = await exporter.export(ctxOf('other'), [d.id], new Date(Date.UTC(2025, 7, 21, 10, 15, 0)));
    expect(file.filename).toBe('dashboard_export_20250821T101500.zip');
    const bundle = await JSZip.loadAsync(Buffer.from(file.base64, 'base64'));
    const names = Object.keys(bundle.files).sort();
    // The datasets and databases the charts use come along.
    expect(names.filter((n) => !/\/(datasets|databases)\//.test(n))).toEqual([
      `dashboard_export_20250821T101500/charts/Boys_${charts.boys.id}.yaml`,
      `dashboard_export_20250821T101500/charts/Girls_${charts.girls.id}.yaml`,
      `dashboard_export_20250821T101500/dashboards/Export_me_${d.id}.yaml`,
      'dashboard_export_20250821T101500/metadata.yaml',
    ]);
    expect(names.filter((n) => n.includes('/datasets/')).length).toBeGreaterThan(0);
    expect(names.filter((n) => n.includes('/databases/')).length).toBeGreaterThan(0);
    const dashboard = parseYaml(await bundle.file(`dashboard_export_20250821T101500/dashboards/Export_me_${d.id}.yaml`)!.async('string'));
    expect(dashboard).toMatchObject({ dashboard_title: 'Export me', published: true, uuid: d.uuid, version: '1.0.0' });
    expect(dashboard.metadata.native_filter_configuration[0].targets).toEqual([{ datasetUuid: births.uuid, column: { name: 'gender' } }]);
    const placed = Object.values(dashboard.position as Record<string, { type?: string; meta?: { chartId?: number } }>).filter((c) => c.type === 'CHART').map((c) => c.meta?.chartId);
    expect(placed.sort()).toEqual([charts.boys.id, charts.girls.id].sort());
    const chart = parseYaml(await bundle.file(`dashboard_export_20250821T101500/charts/Boys_${charts.boys.id}.yaml`)!.async('string'));
    expect(chart).toMatchObject({ slice_name: 'Boys', uuid: charts.boys.uuid, dataset_uuid: births.uuid, version: '1.0.0' });
    expect((await failure(exporter.export(ctxOf('seller'), [d.id]))).code).toBe('NOT_FOUND');
  });
});
