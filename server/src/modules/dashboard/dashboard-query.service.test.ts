/**
 * Reading dashboards against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): visibility for Admin, Alpha,
 * Gamma with and without data access, drafts and DASHBOARD_RBAC; lookups by id, uuid and slug; every list
 * filter; charts, datasets and tabs; the related pickers; the N+1 guard.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection, type ListFilterInput } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedChart, seedDatabase, seedDataset, seedFavorite, seedRole, seedSecurity, seedTag, seedUser, tagObject } from '../../test-support/seed';
import type { Chart } from '../chart';
import { DatasourceMetadataService } from '../explore';
import { FavoriteService } from '../favorite';
import type { Actor } from '../../platform/actor';
import { Role, type User } from '../security';
import { composeTestServices } from '../../test-support/services';
import { DashboardQueryService } from './dashboard-query.service';
import { Dashboard as DashboardEntity } from './dashboard.entity';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';
import { DashboardFilterField as F, DashboardOrderField as O, DashboardRelatedColumn } from './dashboard.types';
import { DashboardListOp } from './dashboard.list-spec';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

type UserKey = 'admin' | 'alpha' | 'gamma' | 'nodata' | 'seller';
let testDb: TestDataSource;
let ds: DataSource;
const users = {} as Record<UserKey, User>;
const actors = {} as Record<UserKey, Actor>;
const boards = {} as Record<'births' | 'draft' | 'shared' | 'empty' | 'tabbed', DashboardEntity>;
const charts = {} as Record<'boys' | 'revenue' | 'orphan', Chart>;
let plain: DashboardQueryService;
let rbac: DashboardQueryService;

const TABBED_LAYOUT = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Overview' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Details' } },
};

async function board(em: EntityManager, values: Partial<DashboardEntity> & { dashboardTitle: string }, chartList: Chart[] = [], roles: Role[] = []): Promise<DashboardEntity> {
  const repo = em.getRepository(DashboardEntity);
  return repo.save(repo.create({ published: false, ...values, charts: chartList, roles }));
}

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  const births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'main' });
  const sales = await seedDataset(em, { database: examples, tableName: 'sales', schema: 'main' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  const sellers = await seedRole(em, 'Sellers');
  users.admin = await seedUser(em, { username: 'admin', firstName: 'Ada', lastName: 'Admin', roles: ['Admin'] });
  users.alpha = await seedUser(em, { username: 'alpha', firstName: 'Al', lastName: 'Pha', roles: ['Alpha'] });
  users.gamma = await seedUser(em, { username: 'gamma', firstName: 'Gam', lastName: 'Ma', roles: ['Gamma', 'births_reader'] });
  users.nodata = await seedUser(em, { username: 'nodata', firstName: 'No', lastName: 'Data', roles: ['Gamma'] });
  users.seller = await seedUser(em, { username: 'seller', firstName: 'Sel', lastName: 'Ler', roles: ['Gamma', 'Sellers'] });

  charts.boys = await seedChart(em, { sliceName: 'Boys', dataset: births });
  charts.revenue = await seedChart(em, { sliceName: 'Revenue', dataset: sales });
  charts.orphan = await seedChart(em, { sliceName: 'Not on a dashboard', dataset: births });

  boards.births = await board(em, { dashboardTitle: 'USA Births', slug: 'births', published: true, owners: [users.admin], certifiedBy: 'Data team', createdByFk: users.admin.id }, [charts.boys]);
  boards.draft = await board(em, { dashboardTitle: 'Sales draft', published: false, owners: [users.gamma], createdByFk: users.gamma.id, changedByFk: users.gamma.id }, [charts.revenue]);
  boards.shared = await board(em, { dashboardTitle: 'Sales shared', slug: 'sales', published: true, owners: [users.admin] }, [charts.revenue, charts.boys], [sellers]);
  boards.empty = await board(em, { dashboardTitle: 'Empty', published: true, owners: [users.admin], certifiedBy: '' });
  boards.tabbed = await board(em, { dashboardTitle: 'Tabbed', published: false, owners: [users.alpha], positionJson: JSON.stringify(TABBED_LAYOUT) });
  await seedFavorite(em, users.gamma, 'dashboard', boards.births.id);
  await tagObject(em, await seedTag(em, 'kpi'), 'dashboard', boards.shared.id);

  const metadata = new DatasourceMetadataService(ds);
  plain = new DashboardQueryService(ds, { rbac: false }, metadata);
  rbac = new DashboardQueryService(ds, { rbac: true }, metadata);
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: UserKey, em?: EntityManager) => {
  const ctx = new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
  return em ? ctx.withManager(em) : ctx;
};
const titles = async (service: DashboardQueryService, who: UserKey, filters: ListFilterInput[] = []) =>
  (await service.list(ctxOf(who), { filters, page: 0, pageSize: 100 })).items.map((d) => d.dashboardTitle).sort();


describe('visibility', () => {
  it.each<[UserKey, string[]]>([
    ['admin', ['Empty', 'Sales draft', 'Sales shared', 'Tabbed', 'USA Births']],
    // All data: every published dashboard, charts or not; drafts only their own.
    ['alpha', ['Empty', 'Sales shared', 'Tabbed', 'USA Births']],
    // Published ones with a chart on a readable dataset, and their own draft.
    ['gamma', ['Sales draft', 'Sales shared', 'USA Births']],
    ['nodata', []],
    ['seller', []],
  ])('without DASHBOARD_RBAC, %s sees %j', async (who, expected) => {
    expect(await titles(plain, who)).toEqual(expected);
  });

  it.each<[UserKey, string[]]>([
    ['admin', ['Empty', 'Sales draft', 'Sales shared', 'Tabbed', 'USA Births']],
    // A dashboard shared with roles is for those roles: data access no longer opens it.
    ['alpha', ['Empty', 'Tabbed', 'USA Births']],
    ['gamma', ['Sales draft', 'USA Births']],
    // The role opens it without any data access.
    ['seller', ['Sales shared']],
  ])('with DASHBOARD_RBAC, %s sees %j', async (who, expected) => {
    expect(await titles(rbac, who)).toEqual(expected);
  });

  it('finds a dashboard by id, uuid or slug, and 404s what the actor may not see', async () => {
    const ctx = ctxOf('gamma');
    expect((await plain.get(ctx, String(boards.births.id))).slug).toBe('births');
    expect((await plain.get(ctx, boards.births.uuid.toUpperCase())).id).toBe(boards.births.id);
    expect((await plain.get(ctx, 'births')).dashboardTitle).toBe('USA Births');
    for (const key of ['tabbed', String(boards.tabbed.id), 'no-such-slug', '99999999', '']) {
      expect((await failure(plain.get(ctx, key))).code).toBe('NOT_FOUND');
    }
  });

  it('refuses an actor without can_read on Dashboard', async () => {
    const anonymous = new RequestContext({ actor: null, authKind: 'anonymous', transport: 'graphql' });
    expect((await failure(plain.get(anonymous, 'births'))).code).toBe('UNAUTHENTICATED');
  });
});

describe('the list', () => {
  const f = (field: F, op: ListFilterOp, value?: unknown) => ({ field, op, value });
  it.each<[string, () => ListFilterInput[], string[]]>([
    ['title_or_slug matches the title', () => [f(F.DASHBOARD_TITLE, DashboardListOp.TITLE_OR_SLUG, 'births')], ['USA Births']],
    ['title_or_slug matches the slug', () => [f(F.DASHBOARD_TITLE, DashboardListOp.TITLE_OR_SLUG, 'SALES')], ['Sales draft', 'Sales shared']],
    ['title_or_slug blank is no filter', () => [f(F.DASHBOARD_TITLE, DashboardListOp.TITLE_OR_SLUG, ' ')], ['Empty', 'Sales draft', 'Sales shared', 'Tabbed', 'USA Births']],
    ['dashboard_is_certified: certified_by set and not empty', () => [f(F.ID, DashboardListOp.DASHBOARD_IS_CERTIFIED, true)], ['USA Births']],
    ['dashboard_is_certified false', () => [f(F.ID, DashboardListOp.DASHBOARD_IS_CERTIFIED, false)], ['Empty', 'Sales draft', 'Sales shared', 'Tabbed']],
    ['published eq true', () => [f(F.PUBLISHED, ListFilterOp.EQ, true)], ['Empty', 'Sales shared', 'USA Births']],
    ['published eq false', () => [f(F.PUBLISHED, ListFilterOp.EQ, false)], ['Sales draft', 'Tabbed']],
    ['owners rel_m_m', () => [f(F.OWNERS, ListFilterOp.REL_M_M, users.gamma.id)], ['Sales draft']],
    ['created_by rel_o_m', () => [f(F.CREATED_BY, ListFilterOp.REL_O_M, users.admin.id)], ['USA Births']],
    ['dashboard_created_by_me (created or changed by the actor)', () => [f(F.CREATED_BY, DashboardListOp.DASHBOARD_CREATED_BY_ME, true)], ['USA Births']],
    ['dashboard_has_created_by false', () => [f(F.CREATED_BY, DashboardListOp.DASHBOARD_HAS_CREATED_BY, false)], ['Empty', 'Sales shared', 'Tabbed']],
    ['dashboard_tags: tag name', () => [f(F.TAGS, DashboardListOp.DASHBOARD_TAGS, 'KP')], ['Sales shared']],
    ['slug eq', () => [f(F.SLUG, ListFilterOp.EQ, 'sales')], ['Sales shared']],
    ['uuid eq', () => [f(F.UUID, ListFilterOp.EQ, boards.empty.uuid)], ['Empty']],
  ])('%s', async (_title, filters, expected) => {
    expect(await titles(plain, 'admin', filters())).toEqual(expected);
  });

  it('dashboard_is_favorite and created-by-me follow the acting user', async () => {
    expect(await titles(plain, 'gamma', [{ field: F.ID, op: DashboardListOp.DASHBOARD_IS_FAVORITE, value: true }])).toEqual(['USA Births']);
    expect(await titles(plain, 'gamma', [{ field: F.CREATED_BY, op: DashboardListOp.DASHBOARD_CREATED_BY_ME, value: true }])).toEqual(['Sales draft']);
  });

  it('refuses a filter the column does not take', async () => {
    const err = await failure(plain.list(ctxOf('admin'), { filters: [{ field: F.PUBLISHED, op: ListFilterOp.CT, value: 'x' }], page: 0, pageSize: 10 }));
    expect([err.code, err.message]).toEqual(['BAD_USER_INPUT', 'Filter operation: ct not allowed on column: published']);
  });

  it('orders and pages', async () => {
    const page = await plain.list(ctxOf('admin'), { filters: [], orderBy: O.DASHBOARD_TITLE, orderDirection: SortDirection.DESC, page: 1, pageSize: 2 });
    expect(page.count).toBe(5);
    expect(page.items.map((d) => d.dashboardTitle)).toEqual(['Sales shared', 'Sales draft']);
  });
});

describe('one dashboard', () => {
  it('shows its url, status and last modified time', async () => {
    const d = await plain.get(ctxOf('admin'), 'births');
    expect(d).toMatchObject({ url: '/superset/dashboard/births/', status: 'published', lastModifiedTime: Math.floor(d.changedOn.getTime() / 1000) });
    const draft = await plain.get(ctxOf('admin'), String(boards.draft.id));
    expect([draft.url, draft.status]).toEqual([`/superset/dashboard/${boards.draft.id}/`, 'draft']);
  });

  it('lists only the charts and datasets the actor may see, all of them under a role grant', async () => {
    const shared = await plain.get(ctxOf('gamma'), 'sales');
    expect((await plain.charts(ctxOf('gamma'), shared)).map((c) => c.sliceName)).toEqual(['Boys']);
    expect((await plain.datasets(ctxOf('gamma'), shared)).map((d) => d.tableName)).toEqual(['birth_names']);
    const asSeller = await rbac.get(ctxOf('seller'), 'sales');
    const sellerCharts = await rbac.charts(ctxOf('seller'), asSeller);
    expect(sellerCharts.map((c) => c.sliceName)).toEqual(['Boys', 'Revenue']);
    expect(sellerCharts[1]).toMatchObject({ formData: { slice_id: charts.revenue.id, datasource: `${charts.revenue.datasourceId}__table` }, datasource: { uid: `${charts.revenue.datasourceId}__table` } });
    expect((await rbac.datasets(ctxOf('seller'), asSeller)).map((d) => d.tableName).sort()).toEqual(['birth_names', 'sales']);
  });

  it('answers the tabs and their tree', async () => {
    expect(await plain.tabs(ctxOf('alpha'), String(boards.tabbed.id))).toEqual({
      allTabs: { 'TAB-a': 'Overview', 'TAB-b': 'Details' },
      tabTree: [
        { value: 'TAB-a', title: 'Overview', parents: ['ROOT_ID', 'TABS-1'], children: [] },
        { value: 'TAB-b', title: 'Details', parents: ['ROOT_ID', 'TABS-1'], children: [] },
      ],
    });
    expect(await plain.tabs(ctxOf('admin'), 'births')).toEqual({ allTabs: {}, tabTree: [] });
  });

  it('derives the abilities from ownership', async () => {
    const ctx = ctxOf('gamma');
    expect(await plain.abilities(ctx, await plain.get(ctx, String(boards.draft.id)))).toMatchObject({ canEdit: true, canDelete: true, canCopy: true });
    expect(await plain.abilities(ctx, await plain.get(ctx, 'births'))).toMatchObject({ canEdit: false, canDelete: false, canCopy: true, canExport: true });
  });
});

describe('related pickers', () => {
  it('lists owners with their email and active flag, and roles by name', async () => {
    const owners = await plain.related(ctxOf('admin'), DashboardRelatedColumn.OWNERS, { filter: 'gam', page: 0, pageSize: 10 });
    expect(owners).toEqual({ count: 1, items: [{ value: users.gamma.id, text: 'Gam Ma', extra: { email: 'gamma@example.test', active: true } }] });
    const roles = await plain.related(ctxOf('admin'), DashboardRelatedColumn.ROLES, { filter: 'sell', page: 0, pageSize: 10 });
    expect(roles.items.map((r) => r.text)).toEqual(['Sellers']);
    const withIncluded = await plain.related(ctxOf('admin'), DashboardRelatedColumn.ROLES, { filter: 'sell', page: 0, pageSize: 10, includeIds: [(await ds.getRepository(Role).findOneByOrFail({ name: 'Gamma' })).id] });
    expect(withIncluded.items.map((r) => r.text)).toEqual(['Sellers', 'Gamma']);
  });
});

describe('N+1 guard', () => {
  function counting(em: EntityManager): { em: EntityManager; statements: string[] } {
    const statements: string[] = [];
    const wrapped = new Proxy(em, {
      get(target, prop, receiver) {
        if (prop === 'query') {
          return (sql: string, params?: unknown[]) => {
            statements.push(sql);
            return target.query(sql, params);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    return { em: wrapped, statements };
  }

  let rollback: () => Promise<void>;
  let em: EntityManager;

  beforeAll(async () => {
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    rollback = async () => {
      await runner.rollbackTransaction();
      await runner.release();
    };
    em = runner.manager;
    for (let i = 0; i < 25; i++) await board(em, { dashboardTitle: `Bulk ${String(i).padStart(2, '0')}`, published: true, owners: [users.admin, users.alpha], createdByFk: users.admin.id, changedByFk: users.alpha.id }, [charts.boys]);
  });

  afterAll(async () => {
    await rollback?.();
  });

  async function resolvePage(pageSize: number) {
    const { em: wrapped, statements } = counting(em);
    const ctx = ctxOf('alpha', wrapped);
    // The repositories of the wrapped manager run their SQL through its query() too.
    const r = new DashboardResolver(new DashboardService(ds), plain, composeTestServices(ds).get(FavoriteService));
    const page = await r.dashboards(ctx, { filters: [{ field: F.DASHBOARD_TITLE, op: ListFilterOp.SW, value: 'Bulk' }], orderBy: null, orderDirection: null, page: 0, pageSize });
    const before = statements.length;
    const rows = await Promise.all(page.items.map((d) => Promise.all([r.owners(d, ctx), r.roles(d, ctx), r.tags(d, ctx), r.createdBy(d, ctx), r.changedBy(d, ctx), r.isFavorite(d, ctx), r.abilities(d, ctx)])));
    return { rows, fieldStatements: statements.length - before };
  }

  it('resolving 5 or 25 dashboards with their relations costs the same statements', async () => {
    const small = await resolvePage(5);
    const large = await resolvePage(25);
    expect(large.rows).toHaveLength(25);
    for (const [owners, , , createdBy, changedBy, , abilities] of large.rows) {
      expect(owners).toHaveLength(2);
      expect([createdBy, changedBy].every((u) => u !== null)).toBe(true);
      expect(abilities).toMatchObject({ canEdit: true });
    }
    expect(large.fieldStatements).toBe(small.fieldStatements);
  });
});
