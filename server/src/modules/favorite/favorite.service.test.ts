/**
 * Stars on charts and dashboards against a real PostgreSQL: status in request order, visibility, idempotent
 * add/remove, and the chart list's chart_is_favorite filter seeing them.
 */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { grantDatasourceAccess, seedChart, seedDashboard, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { type Chart, ChartFilterField, ChartService, ChartListOp } from '../chart';
import type { Dashboard } from '../dashboard';
import type { Actor } from '../../platform/actor';
import { FavoriteService } from './favorite.service';
import { FavoriteObjectType as T } from './favorite.types';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let favorites: FavoriteService;
let charts: ChartService;
const actors = {} as Record<'admin' | 'gina' | 'sam', Actor>;
let visible: Chart;
let hidden: Chart;
let owned: Dashboard;
let published: Dashboard;
let draft: Dashboard;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  const births = await seedDataset(em, { database: examples, tableName: 'birth_names' });
  const flights = await seedDataset(em, { database: examples, tableName: 'flights' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  const admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  const gina = await seedUser(em, { username: 'gina', roles: ['Gamma', 'births_reader'] });
  const sam = await seedUser(em, { username: 'sam', roles: ['sql_lab'] });
  visible = await seedChart(em, { sliceName: 'Births', dataset: births });
  hidden = await seedChart(em, { sliceName: 'Flights', dataset: flights });
  owned = await seedDashboard(em, { title: 'Mine', owners: [gina] });
  published = await seedDashboard(em, { title: 'Published', published: true });
  await em.createQueryBuilder().relation('Dashboard', 'charts').of(published.id).add(visible.id);
  draft = await seedDashboard(em, { title: 'Draft', published: false });
  await em.createQueryBuilder().relation('Dashboard', 'charts').of(draft.id).add(visible.id);
  // Charts and dashboards tell which of them the actor may see, as in production.
  const services = composeTestServices(ds);
  charts = services.get(ChartService);
  favorites = services.get(FavoriteService);
  Object.assign(actors, await loadActors(ds, { admin, gina, sam }));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });

describe('chart favourites', () => {
  it('stars a visible chart once, however often it is asked', async () => {
    await expect(favorites.add(ctxOf('gina'), T.CHART, visible.id)).resolves.toEqual({ objectType: T.CHART, id: visible.id, value: true });
    await favorites.add(ctxOf('gina'), T.CHART, visible.id);
    const rows = await ds.query(`SELECT class_name FROM favstar WHERE obj_id = $1 AND user_id = $2`, [visible.id, actors.gina.user.id]);
    expect(rows).toEqual([{ class_name: 'slice' }]);
  });

  it('answers the status per requested id, in request order, unknown ids false', async () => {
    await expect(favorites.status(ctxOf('gina'), T.CHART, [424242, visible.id, hidden.id])).resolves.toEqual([
      { objectType: T.CHART, id: 424242, value: false },
      { objectType: T.CHART, id: visible.id, value: true },
      { objectType: T.CHART, id: hidden.id, value: false },
    ]);
    // Stars are per user.
    await expect(favorites.status(ctxOf('admin'), T.CHART, [visible.id])).resolves.toEqual([{ objectType: T.CHART, id: visible.id, value: false }]);
  });

  it('404s when none of the ids is a chart the actor sees', async () => {
    await expect(favorites.status(ctxOf('gina'), T.CHART, [hidden.id, 424242])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(favorites.add(ctxOf('gina'), T.CHART, hidden.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows up in the chart list filter and the per-chart flag', async () => {
    const list = await charts.list(ctxOf('gina'), { filters: [{ field: ChartFilterField.ID, op: ChartListOp.CHART_IS_FAVORITE, value: true }], page: 0, pageSize: 25 });
    expect(list.items.map((c) => c.id)).toEqual([visible.id]);
    await expect(favorites.isStarred(ctxOf('gina'), T.CHART, visible.id)).resolves.toBe(true);
  });

  it('unstars, also when there was no star', async () => {
    await expect(favorites.remove(ctxOf('gina'), T.CHART, visible.id)).resolves.toMatchObject({ value: false });
    await expect(favorites.remove(ctxOf('gina'), T.CHART, 424242)).resolves.toMatchObject({ value: false });
    await expect(favorites.status(ctxOf('gina'), T.CHART, [visible.id])).resolves.toEqual([{ objectType: T.CHART, id: visible.id, value: false }]);
  });

  it('needs can_read on Chart', async () => {
    await expect(favorites.add(ctxOf('sam'), T.CHART, visible.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('dashboard favourites', () => {
  it("stars owned and published dashboards (class_name 'Dashboard'), not others' drafts", async () => {
    await favorites.add(ctxOf('gina'), T.DASHBOARD, owned.id);
    await favorites.add(ctxOf('gina'), T.DASHBOARD, published.id);
    await expect(favorites.add(ctxOf('gina'), T.DASHBOARD, draft.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(favorites.status(ctxOf('gina'), T.DASHBOARD, [owned.id, published.id, draft.id])).resolves.toEqual([
      { objectType: T.DASHBOARD, id: owned.id, value: true },
      { objectType: T.DASHBOARD, id: published.id, value: true },
      { objectType: T.DASHBOARD, id: draft.id, value: false },
    ]);
    const classes = await ds.query(`SELECT DISTINCT class_name FROM favstar WHERE user_id = $1 AND class_name <> 'slice'`, [actors.gina.user.id]);
    expect(classes).toEqual([{ class_name: 'Dashboard' }]);
    await expect(favorites.add(ctxOf('admin'), T.DASHBOARD, draft.id)).resolves.toMatchObject({ value: true });
  });
});
