/**
 * ChartService.list/get and the chart field resolvers against a real PostgreSQL (PGlite, or TEST_DATABASE_URL).
 * One seeded scenario per file: eight charts on three datasets (and one on a SQL Lab query) whose names,
 * owners, audit users, times, dashboards, favourites and tags are chosen so every filter and order tells
 * right from wrong. Actors come from the database through AuthService.loadActor, as in a request.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection, type ListFilterInput } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import type { Services } from '../../platform/module';
import {
  grantDatasourceAccess,
  seedChart,
  seedDashboard,
  seedDatabase,
  seedDataset,
  seedRole,
  seedSecurity,
  seedTag,
  seedUser,
  type SeedChartInput,
} from '../../test-support/seed';
import type { Dashboard } from '../dashboard';
import type { Dataset } from '../dataset';
import { schemaAccessView, type User } from '../security';
import type { Tag } from '../tag';
import type { Actor } from '../../platform/actor';
import type { Chart as ChartEntity } from './chart.entity';
import { ChartResolver } from './chart.resolver';
import { ChartService } from './chart.service';
import { ChartFilterField as F, ChartOrderField as O, type Chart } from './chart.types';
import { ChartListOp } from './chart.list-spec';
import { loadActors } from '../../test-support/actors';

const BOYS = 'Boys by Year';
const GIRLS = 'Girls by Year';
const TOP = 'Top Names';
const FLIGHT = 'Flight Delays';
const AIRPORT = 'Airport Map';
const POWER = 'Power Flows';
const REVENUE = 'Revenue 100% by_Region';
const ADHOC = 'Ad-hoc Query Result';
const ALL = [BOYS, GIRLS, TOP, FLIGHT, AIRPORT, POWER, REVENUE, ADHOC];
const except = (...names: string[]) => ALL.filter((n) => !names.includes(n));
const sorted = (names: string[]) => [...names].sort();
const day = (n: number) => new Date(Date.UTC(2024, 0, n));

type UserKey = 'zed' | 'grace' | 'alan' | 'admin' | 'sam' | 'sue' | 'nina';

let testDb: TestDataSource;
let ds: DataSource;
let services: Services;
let service: ChartService;
const users = {} as Record<UserKey, User>;
const actors = {} as Record<UserKey, Actor>;
const charts: Record<string, ChartEntity> = {};
let birthNames: Dataset;
let flights: Dataset;
let births: Dashboard;
let travel: Dashboard;
const tags = {} as Record<'births' | 'kpi' | 'finance', Tag>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  services = composeTestServices(ds);
  service = services.get(ChartService);
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  birthNames = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'public' });
  flights = await seedDataset(em, { database: examples, tableName: 'flights', schema: 'main' });
  const energy = await seedDataset(em, { database: examples, tableName: 'energy_usage' });
  await grantDatasourceAccess(em, 'birth_names_reader', examples, birthNames);
  await seedRole(em, 'main_schema_reader', [['schema_access', schemaAccessView('examples', 'main')]]);

  // Created out of name order so ordering by user id differs from ordering by first or last name.
  users.zed = await seedUser(em, { username: 'zed', firstName: 'Zed', lastName: 'Abbott', roles: ['Gamma'] });
  users.grace = await seedUser(em, { username: 'grace', firstName: 'Grace', lastName: 'Hopper', roles: ['Gamma', 'birth_names_reader'] });
  users.alan = await seedUser(em, { username: 'alan', firstName: 'Alan', lastName: 'Baker', roles: ['Alpha'] });
  users.admin = await seedUser(em, { username: 'admin', firstName: 'Ada', lastName: 'Young', roles: ['Admin'] });
  users.sam = await seedUser(em, { username: 'sam', firstName: 'Sam', lastName: 'Sql', roles: ['sql_lab'] });
  users.sue = await seedUser(em, { username: 'sue', firstName: 'Sue', lastName: 'Schema', roles: ['Gamma', 'main_schema_reader'] });
  users.nina = await seedUser(em, { username: 'nina', firstName: 'Nina', lastName: 'Nodata', roles: ['Gamma'] });
  const { zed, grace, alan, admin } = users;

  births = await seedDashboard(em, { title: 'Births', jsonMetadata: { color_scheme: 'supersetColors' } });
  travel = await seedDashboard(em, { title: 'Travel' });
  tags.births = await seedTag(em, 'births');
  tags.kpi = await seedTag(em, 'kpi');
  tags.finance = await seedTag(em, 'finance');

  const specs: SeedChartInput[] = [
    { sliceName: BOYS, vizType: 'line', dataset: birthNames, description: 'Birth counts of boys', owners: [admin, grace], createdBy: admin, changedBy: grace,
      lastSavedBy: grace, lastSavedAt: day(5), certifiedBy: 'Data team', dashboards: [births], favoritedBy: [grace], tags: [tags.births], createdOn: day(1), changedOn: day(10) },
    { sliceName: GIRLS, vizType: 'line', dataset: birthNames, owners: [grace], createdBy: grace, changedBy: admin, lastSavedBy: grace, lastSavedAt: day(6),
      dashboards: [births], favoritedBy: [admin], tags: [tags.births, tags.kpi], createdOn: day(2), changedOn: day(10) },
    { sliceName: TOP, vizType: 'table', dataset: birthNames, description: 'Most popular baby names', owners: [admin], createdBy: admin, changedBy: admin,
      lastSavedBy: admin, lastSavedAt: day(3), createdOn: day(3), changedOn: day(8) },
    { sliceName: FLIGHT, vizType: 'bar', dataset: flights, description: 'Average delay by airline', owners: [alan, zed], createdBy: alan, changedBy: zed,
      lastSavedBy: zed, lastSavedAt: day(7), certifiedBy: 'Ops team', dashboards: [travel], favoritedBy: [alan, grace], tags: [tags.kpi], createdOn: day(4), changedOn: day(12) },
    { sliceName: AIRPORT, vizType: 'deck_scatter', dataset: flights, owners: [zed], createdBy: zed, dashboards: [births, travel], createdOn: day(5), changedOn: day(4) },
    { sliceName: POWER, vizType: 'sankey', dataset: energy, description: 'Sources and sinks', favoritedBy: [alan], createdOn: day(6), changedOn: day(6) },
    { sliceName: REVENUE, vizType: 'big_number', dataset: energy, description: 'Q4 revenue', owners: [alan], createdBy: alan, changedBy: alan,
      lastSavedBy: alan, lastSavedAt: day(9), tags: [tags.finance], createdOn: day(7), changedOn: day(2) },
    // A chart on a SQL Lab query whose id happens to equal a dataset's: the id alone must never link it to that dataset.
    { sliceName: ADHOC, vizType: 'table', datasourceType: 'query', datasourceId: birthNames.id, owners: [admin], createdBy: admin, changedBy: admin,
      lastSavedBy: admin, lastSavedAt: day(1), createdOn: day(7), changedOn: day(1) },
  ];
  for (const spec of specs) charts[spec.sliceName] = await seedChart(em, spec);

  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: UserKey | null, em?: EntityManager) => {
  const ctx = new RequestContext({ actor: who ? actors[who] : null, authKind: who ? 'bearer' : 'anonymous', transport: 'graphql' });
  return em ? ctx.withManager(em) : ctx;
};
/** A filter as the resolver's ChartFilter input and the service's ListFilterInput both accept it. */
const f = (field: F, op: ListFilterOp, value?: unknown): { field: F; op: ListFilterOp; value: unknown } => ({ field, op, value });
const list = (who: UserKey, filters: ListFilterInput[] = [], more: { orderBy?: O; orderDirection?: SortDirection; page?: number; pageSize?: number } = {}) =>
  service.list(ctxOf(who), { filters, page: 0, pageSize: 100, ...more });
const namesOf = (items: Chart[]) => items.map((c) => c.sliceName);

describe('ChartService.list filters', () => {
  const id = (name: string) => charts[name].id;
  const u = (key: UserKey) => users[key].id;
  const cases: { title: string; filters: () => ListFilterInput[]; expected: string[]; as?: UserKey }[] = [
    { title: 'slice_name sw is a case-insensitive prefix', filters: () => [f(F.SLICE_NAME, ListFilterOp.SW, 'boys')], expected: [BOYS] },
    { title: 'slice_name ew is a case-insensitive suffix', filters: () => [f(F.SLICE_NAME, ListFilterOp.EW, 'YEAR')], expected: [BOYS, GIRLS] },
    { title: 'slice_name ct is a case-insensitive substring', filters: () => [f(F.SLICE_NAME, ListFilterOp.CT, 'BY')], expected: [BOYS, GIRLS, REVENUE] },
    { title: 'slice_name ct treats % literally', filters: () => [f(F.SLICE_NAME, ListFilterOp.CT, '%')], expected: [REVENUE] },
    { title: 'slice_name ct treats _ literally', filters: () => [f(F.SLICE_NAME, ListFilterOp.CT, '_')], expected: [REVENUE] },
    { title: 'slice_name nsw negates sw', filters: () => [f(F.SLICE_NAME, ListFilterOp.NSW, 'B')], expected: except(BOYS) },
    { title: 'slice_name new negates ew', filters: () => [f(F.SLICE_NAME, ListFilterOp.NEW, 'S')], expected: except(TOP, FLIGHT, POWER) },
    { title: 'slice_name nct negates ct', filters: () => [f(F.SLICE_NAME, ListFilterOp.NCT, 'map')], expected: except(AIRPORT) },
    { title: 'slice_name eq is exact', filters: () => [f(F.SLICE_NAME, ListFilterOp.EQ, TOP)], expected: [TOP] },
    { title: 'slice_name eq is case-sensitive', filters: () => [f(F.SLICE_NAME, ListFilterOp.EQ, 'top names')], expected: [] },
    { title: 'slice_name neq excludes one', filters: () => [f(F.SLICE_NAME, ListFilterOp.NEQ, TOP)], expected: except(TOP) },
    { title: 'slice_name in takes a list', filters: () => [f(F.SLICE_NAME, ListFilterOp.IN, [TOP, POWER, 'No such chart'])], expected: [TOP, POWER] },
    { title: 'slice_name in with an empty list matches nothing', filters: () => [f(F.SLICE_NAME, ListFilterOp.IN, [])], expected: [] },
    { title: 'slice_name not_in excludes the list', filters: () => [f(F.SLICE_NAME, ListFilterOp.NOT_IN, [TOP, POWER])], expected: except(TOP, POWER) },
    { title: 'viz_type sw', filters: () => [f(F.VIZ_TYPE, ListFilterOp.SW, 'b')], expected: [FLIGHT, REVENUE] },
    { title: 'viz_type ew', filters: () => [f(F.VIZ_TYPE, ListFilterOp.EW, 'ER')], expected: [AIRPORT, REVENUE] },
    { title: 'viz_type ct', filters: () => [f(F.VIZ_TYPE, ListFilterOp.CT, 'a')], expected: [TOP, FLIGHT, AIRPORT, POWER, ADHOC] },
    { title: 'viz_type eq', filters: () => [f(F.VIZ_TYPE, ListFilterOp.EQ, 'line')], expected: [BOYS, GIRLS] },
    { title: 'viz_type neq', filters: () => [f(F.VIZ_TYPE, ListFilterOp.NEQ, 'line')], expected: except(BOYS, GIRLS) },
    { title: 'viz_type in', filters: () => [f(F.VIZ_TYPE, ListFilterOp.IN, ['sankey', 'bar'])], expected: [FLIGHT, POWER] },
    { title: 'viz_type not_in', filters: () => [f(F.VIZ_TYPE, ListFilterOp.NOT_IN, ['table', 'line'])], expected: [FLIGHT, AIRPORT, POWER, REVENUE] },
    { title: 'description ct', filters: () => [f(F.DESCRIPTION, ListFilterOp.CT, 'BABY')], expected: [TOP] },
    { title: 'id eq / gt / lt / in', filters: () => [f(F.ID, ListFilterOp.GT, id(BOYS)), f(F.ID, ListFilterOp.LT, id(ADHOC)), f(F.ID, ListFilterOp.IN, [id(GIRLS), id(POWER), id(ADHOC)])], expected: [GIRLS, POWER] },
    { title: 'uuid eq', filters: () => [f(F.UUID, ListFilterOp.EQ, charts[POWER].uuid)], expected: [POWER] },
    { title: 'datasource_id eq', filters: () => [f(F.DATASOURCE_ID, ListFilterOp.EQ, flights.id)], expected: [FLIGHT, AIRPORT] },
    { title: 'datasource_name sw (schema.table)', filters: () => [f(F.DATASOURCE_NAME, ListFilterOp.SW, 'public.')], expected: [BOYS, GIRLS, TOP] },
    { title: 'datasource_type eq', filters: () => [f(F.DATASOURCE_TYPE, ListFilterOp.EQ, 'query')], expected: [ADHOC] },
    { title: 'owners rel_m_m: owned by one user', filters: () => [f(F.OWNERS, ListFilterOp.REL_M_M, u('admin'))], expected: [BOYS, TOP, ADHOC] },
    { title: 'owners rel_m_m: a numeric string id', filters: () => [f(F.OWNERS, ListFilterOp.REL_M_M, String(u('zed')))], expected: [FLIGHT, AIRPORT] },
    { title: 'owners rel_m_m: an array means owned by both', filters: () => [f(F.OWNERS, ListFilterOp.REL_M_M, [u('admin'), u('grace')])], expected: [BOYS] },
    { title: 'created_by rel_o_m', filters: () => [f(F.CREATED_BY, ListFilterOp.REL_O_M, u('alan'))], expected: [FLIGHT, REVENUE] },
    { title: 'created_by nrel_o_m keeps charts without a creator', filters: () => [f(F.CREATED_BY, ListFilterOp.NREL_O_M, u('alan'))], expected: except(FLIGHT, REVENUE) },
    { title: 'changed_by rel_o_m', filters: () => [f(F.CHANGED_BY, ListFilterOp.REL_O_M, u('zed'))], expected: [FLIGHT] },
    { title: 'last_saved_by rel_o_m', filters: () => [f(F.LAST_SAVED_BY, ListFilterOp.REL_O_M, u('grace'))], expected: [BOYS, GIRLS] },
    { title: 'last_saved_at gt / lt / eq', filters: () => [f(F.LAST_SAVED_AT, ListFilterOp.GT, day(3).toISOString()), f(F.LAST_SAVED_AT, ListFilterOp.LT, '2024-01-07T00:00:00Z')], expected: [BOYS, GIRLS] },
    { title: 'last_saved_at eq', filters: () => [f(F.LAST_SAVED_AT, ListFilterOp.EQ, day(5).toISOString())], expected: [BOYS] },
    { title: 'dashboards rel_m_m', filters: () => [f(F.DASHBOARDS, ListFilterOp.REL_M_M, births.id)], expected: [BOYS, GIRLS, AIRPORT] },
    { title: 'dashboards rel_m_m: an array means on both', filters: () => [f(F.DASHBOARDS, ListFilterOp.REL_M_M, [births.id, travel.id])], expected: [AIRPORT] },
    { title: 'chart_all_text matches the description', filters: () => [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, 'SINKS')], expected: [POWER] },
    { title: 'chart_all_text matches the dataset table name', filters: () => [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, 'energy')], expected: [POWER, REVENUE] },
    { title: 'chart_all_text matches the viz type', filters: () => [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, 'deck')], expected: [AIRPORT] },
    { title: 'chart_all_text matches the slice name', filters: () => [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, 'delays')], expected: [FLIGHT] },
    { title: 'chart_all_text with blank text is no filter', filters: () => [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, '  ')], expected: ALL },
    { title: 'chart_is_favorite: the acting user’s favourites (admin)', filters: () => [f(F.ID, ChartListOp.CHART_IS_FAVORITE, true)], expected: [GIRLS] },
    { title: 'chart_is_favorite: the acting user’s favourites (alan)', filters: () => [f(F.ID, ChartListOp.CHART_IS_FAVORITE, true)], expected: [FLIGHT, POWER], as: 'alan' },
    { title: 'chart_is_favorite false: not favourited by the acting user', filters: () => [f(F.ID, ChartListOp.CHART_IS_FAVORITE, false)], expected: except(GIRLS) },
    { title: 'chart_is_certified true', filters: () => [f(F.ID, ChartListOp.CHART_IS_CERTIFIED, true)], expected: [BOYS, FLIGHT] },
    { title: 'chart_is_certified false', filters: () => [f(F.ID, ChartListOp.CHART_IS_CERTIFIED, false)], expected: except(BOYS, FLIGHT) },
    { title: 'chart_owned_created_favored_by_me (admin: owner, creator, changer, favourite)', filters: () => [f(F.ID, ChartListOp.CHART_OWNED_CREATED_FAVORED_BY_ME, true)], expected: [BOYS, GIRLS, TOP, ADHOC] },
    { title: 'chart_owned_created_favored_by_me (alan: a favourite he neither owns nor made)', filters: () => [f(F.ID, ChartListOp.CHART_OWNED_CREATED_FAVORED_BY_ME, true)], expected: [FLIGHT, POWER, REVENUE], as: 'alan' },
    { title: 'chart_created_by_me: created or last changed by the actor', filters: () => [f(F.CREATED_BY, ChartListOp.CHART_CREATED_BY_ME, true)], expected: [BOYS, GIRLS, TOP, ADHOC] },
    { title: 'chart_has_created_by true', filters: () => [f(F.CREATED_BY, ChartListOp.CHART_HAS_CREATED_BY, true)], expected: except(POWER) },
    { title: 'chart_has_created_by false', filters: () => [f(F.CREATED_BY, ChartListOp.CHART_HAS_CREATED_BY, false)], expected: [POWER] },
    { title: 'chart_tags: tag name contains the value', filters: () => [f(F.TAGS, ChartListOp.CHART_TAGS, 'KPI')], expected: [GIRLS, FLIGHT] },
    { title: 'chart_tag_id: tag id', filters: () => [f(F.TAGS, ChartListOp.CHART_TAG_ID, tags.finance.id)], expected: [REVENUE] },
    { title: 'tags rel_m_m: an array means tagged with both', filters: () => [f(F.TAGS, ListFilterOp.REL_M_M, [tags.births.id, tags.kpi.id])], expected: [GIRLS] },
    { title: 'several filters are AND-ed', filters: () => [f(F.VIZ_TYPE, ListFilterOp.EQ, 'line'), f(F.OWNERS, ListFilterOp.REL_M_M, u('admin'))], expected: [BOYS] },
    { title: 'filters combine with visibility (Gamma with one dataset)', filters: () => [f(F.SLICE_NAME, ListFilterOp.CT, 'year')], expected: [BOYS, GIRLS], as: 'grace' },
    { title: 'chart_is_favorite for a Gamma user shows only visible favourites', filters: () => [f(F.ID, ChartListOp.CHART_IS_FAVORITE, true)], expected: [BOYS], as: 'grace' },
  ];

  it.each(cases)('$title', async ({ filters, expected, as }) => {
    const result = await list(as ?? 'admin', filters());
    expect(sorted(namesOf(result.items))).toEqual(sorted(expected));
    expect(result.count).toBe(expected.length);
  });

  // Superset joins the chart's table only when datasource_type says it is a dataset (REST ref §6.1, `Slice.table`).
  it('chart_all_text does not match a dataset table name through a SQL Lab query chart sharing its id', async () => {
    const result = await list('admin', [f(F.SLICE_NAME, ChartListOp.CHART_ALL_TEXT, 'birth_names')]);
    expect(sorted(namesOf(result.items))).toEqual(sorted([BOYS, GIRLS, TOP]));
  });

  it.each([
    [F.SLICE_NAME, ListFilterOp.GT, 'Filter operation: gt not allowed on column: slice_name'],
    [F.OWNERS, ListFilterOp.EQ, 'Filter operation: eq not allowed on column: owners'],
    [F.ID, ChartListOp.CHART_ALL_TEXT, 'Filter operation: chart_all_text not allowed on column: id'],
    [F.VIZ_TYPE, ChartListOp.CHART_TAGS, 'Filter operation: chart_tags not allowed on column: viz_type'],
    [F.CREATED_BY, ChartListOp.CHART_IS_FAVORITE, 'Filter operation: chart_is_favorite not allowed on column: created_by'],
    ['PARAMS' as F, ListFilterOp.CT, 'Filter column: params not allowed to filter'],
  ])('rejects %s %s with Superset’s text', async (field, op, message) => {
    await expect(list('admin', [f(field, op, 'x')])).rejects.toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message });
  });

  it('rejects a relation filter whose value is not an id', async () => {
    await expect(list('admin', [f(F.OWNERS, ListFilterOp.REL_M_M, 'abc')])).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Filter value for column: owners must be an integer',
    });
  });
});

describe('ChartService.list ordering and paging', () => {
  /** Ascending order; nulls sort last in both directions, ties break on id in the same direction. */
  const orders: [O, string[], string[]][] = [
    [O.SLICE_NAME, [ADHOC, AIRPORT, BOYS, FLIGHT, GIRLS, POWER, REVENUE, TOP], []],
    [O.VIZ_TYPE, [FLIGHT, REVENUE, AIRPORT, BOYS, GIRLS, POWER, TOP, ADHOC], []],
    [O.DATASOURCE_ID, [BOYS, GIRLS, TOP, ADHOC, FLIGHT, AIRPORT, POWER, REVENUE], []],
    [O.DATASOURCE_NAME, [POWER, REVENUE, FLIGHT, AIRPORT, BOYS, GIRLS, TOP], [ADHOC]],
    [O.CHANGED_ON, [ADHOC, REVENUE, AIRPORT, POWER, TOP, BOYS, GIRLS, FLIGHT], []],
    [O.CREATED_ON, [BOYS, GIRLS, TOP, FLIGHT, AIRPORT, POWER, REVENUE, ADHOC], []],
    [O.LAST_SAVED_AT, [ADHOC, TOP, BOYS, GIRLS, FLIGHT, REVENUE], [AIRPORT, POWER]],
    [O.CHANGED_BY_FIRST_NAME, [GIRLS, TOP, ADHOC, REVENUE, BOYS, FLIGHT], [AIRPORT, POWER]],
    [O.LAST_SAVED_BY_ID, [FLIGHT, BOYS, GIRLS, REVENUE, TOP, ADHOC], [AIRPORT, POWER]],
    [O.LAST_SAVED_BY_FIRST_NAME, [TOP, ADHOC, REVENUE, BOYS, GIRLS, FLIGHT], [AIRPORT, POWER]],
    [O.LAST_SAVED_BY_LAST_NAME, [FLIGHT, REVENUE, BOYS, GIRLS, TOP, ADHOC], [AIRPORT, POWER]],
  ];

  it('covers every ChartOrderField', () => {
    expect(orders.map(([field]) => field).sort()).toEqual(Object.values(O).sort());
  });

  it.each(orders)('orders by %s ascending', async (orderBy, values, nulls) => {
    expect(namesOf((await list('admin', [], { orderBy, orderDirection: SortDirection.ASC })).items)).toEqual([...values, ...nulls]);
  });

  it.each(orders)('orders by %s descending', async (orderBy, values, nulls) => {
    expect(namesOf((await list('admin', [], { orderBy, orderDirection: SortDirection.DESC })).items)).toEqual([...values].reverse().concat([...nulls].reverse()));
  });

  it('orders by changed_on descending by default', async () => {
    expect(namesOf((await list('admin')).items)).toEqual([FLIGHT, GIRLS, BOYS, TOP, POWER, AIRPORT, REVENUE, ADHOC]);
  });

  it('orders ascending when an order field is given without a direction', async () => {
    expect(namesOf((await list('admin', [], { orderBy: O.VIZ_TYPE })).items)).toEqual([FLIGHT, REVENUE, AIRPORT, BOYS, GIRLS, POWER, TOP, ADHOC]);
  });

  it('pages through ties without repeating or skipping a chart', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 8; page++) seen.push(...namesOf((await list('admin', [], { orderBy: O.CHANGED_BY_FIRST_NAME, page, pageSize: 1 })).items));
    expect(seen).toEqual([GIRLS, TOP, ADHOC, REVENUE, BOYS, FLIGHT, AIRPORT, POWER]);
  });

  it('returns one page and the total count before paging', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list('admin', [], { orderBy: O.SLICE_NAME, page, pageSize: 3 })));
    expect(pages.map((p) => namesOf(p.items))).toEqual([[ADHOC, AIRPORT, BOYS], [FLIGHT, GIRLS, POWER], [REVENUE, TOP], []]);
    expect(pages.map((p) => p.count)).toEqual([8, 8, 8, 8]);
  });

  it('counts the filtered total, not the page', async () => {
    const result = await list('admin', [f(F.VIZ_TYPE, ListFilterOp.NEQ, 'line')], { pageSize: 2 });
    expect(result).toMatchObject({ count: 6, items: [expect.anything(), expect.anything()] });
  });

  it.each([
    [-1, 25, 'page must be a non-negative integer'],
    [0, 0, 'pageSize must be an integer between 1 and 100'],
    [0, 101, 'pageSize must be an integer between 1 and 100'],
  ])('rejects page %i / pageSize %i', async (page, pageSize, message) => {
    await expect(list('admin', [], { page, pageSize })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message });
  });
});

describe('ChartService visibility', () => {
  it.each<[string, UserKey, string[]]>([
    ['an Admin sees every chart', 'admin', ALL],
    ['an Alpha (all_datasource_access) sees every chart', 'alan', ALL],
    ['a Gamma user with datasource_access on one dataset sees only its charts', 'grace', [BOYS, GIRLS, TOP]],
    ['a Gamma user with schema_access sees the charts of that schema', 'sue', [FLIGHT, AIRPORT]],
    ['a Gamma user without data access sees no chart', 'nina', []],
  ])('%s', async (_title, who, expected) => {
    const result = await list(who);
    expect(sorted(namesOf(result.items))).toEqual(sorted(expected));
    expect(result.count).toBe(expected.length);
  });

  it('get returns a visible chart by id and by uuid', async () => {
    await expect(service.get(ctxOf('grace'), { id: charts[BOYS].id })).resolves.toMatchObject({ sliceName: BOYS, vizType: 'line', datasourceId: birthNames.id });
    await expect(service.get(ctxOf('grace'), { uuid: charts[TOP].uuid })).resolves.toMatchObject({ id: charts[TOP].id });
  });

  it.each([FLIGHT, POWER, ADHOC])('get returns null to a Gamma user for %s, whose dataset they cannot access', async (name) => {
    await expect(service.get(ctxOf('grace'), { id: charts[name].id })).resolves.toBeNull();
    await expect(service.get(ctxOf('grace'), { uuid: charts[name].uuid })).resolves.toBeNull();
    await expect(service.get(ctxOf('admin'), { id: charts[name].id })).resolves.toMatchObject({ sliceName: name });
  });

  it('get returns null for a missing id, a malformed uuid, or no key', async () => {
    await expect(service.get(ctxOf('admin'), { id: 2 ** 30 })).resolves.toBeNull();
    await expect(service.get(ctxOf('admin'), { uuid: 'not-a-uuid' })).resolves.toBeNull();
    await expect(service.get(ctxOf('admin'), {})).resolves.toBeNull();
  });

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    await expect(service.list(ctxOf(null), { filters: [], page: 0, pageSize: 25 })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    await expect(service.get(ctxOf(null), { id: charts[BOYS].id })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('refuses a user without can_read on Chart with FORBIDDEN', async () => {
    await expect(list('sam')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'Forbidden' });
    await expect(service.get(ctxOf('sam'), { id: charts[BOYS].id })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('Chart field resolvers', () => {
  const resolver = () => services.get(ChartResolver);
  const chartFor = async (who: UserKey, name: string) => (await service.get(ctxOf(who), { id: charts[name].id }))!;

  it('resolves owners, dashboards, audit users and the dataset', async () => {
    const ctx = ctxOf('admin');
    const r = resolver();
    const boys = await chartFor('admin', BOYS);
    const airport = await chartFor('admin', AIRPORT);
    expect((await r.owners(boys, ctx)).map((o) => o.username)).toEqual(['admin', 'grace']);
    expect(await r.dashboards(airport, ctx)).toEqual([
      { id: births.id, dashboardTitle: 'Births', jsonMetadata: { color_scheme: 'supersetColors' }, jsonMetadataText: '{"color_scheme":"supersetColors"}' },
      { id: travel.id, dashboardTitle: 'Travel', jsonMetadata: null, jsonMetadataText: null },
    ]);
    expect(await r.createdBy(boys, ctx)).toEqual({ id: users.admin.id, username: 'admin', firstName: 'Ada', lastName: 'Young' });
    expect(await r.changedBy(boys, ctx)).toMatchObject({ username: 'grace' });
    expect(await r.changedBy(airport, ctx)).toBeNull();
    expect(await r.datasource(boys, ctx)).toMatchObject({ id: birthNames.id, type: 'table', tableName: 'birth_names', nameText: 'public.birth_names' });
  });

  it.each<[UserKey, string, { canEdit: boolean; canDelete: boolean; canExport: boolean }]>([
    ['grace', BOYS, { canEdit: true, canDelete: true, canExport: true }],
    ['grace', TOP, { canEdit: false, canDelete: false, canExport: true }],
    ['admin', POWER, { canEdit: true, canDelete: true, canExport: true }],
  ])('abilities for %s on %s', async (who, name, expected) => {
    await expect(resolver().abilities(await chartFor(who, name), ctxOf(who))).resolves.toMatchObject(expected);
  });

  // The datasource id of a chart on a SQL Lab query is a query id: it must not resolve to the dataset sharing it.
  it('does not resolve a SQL Lab query chart to the dataset that shares its id', async () => {
    const summary = await resolver().datasource(await chartFor('admin', ADHOC), ctxOf('admin'));
    expect(summary?.tableName).not.toBe('birth_names');
  });
});

describe('N+1 guard', () => {
  /**
   * Every statement the transaction's query runner runs until `stop`: raw SQL (`em.query`) and the
   * repositories' and query builders' statements alike all go through it.
   */
  function counting(em: EntityManager): { statements: string[]; stop(): void } {
    const statements: string[] = [];
    const runner = em.queryRunner!;
    const query = runner.query;
    runner.query = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return (query as (...args: unknown[]) => Promise<unknown>).call(runner, sql, ...rest);
    }) as typeof runner.query;
    return { statements, stop: () => void (runner.query = query) };
  }

  let bulkDatasetId: number;
  let rollback: () => Promise<void>;
  let em: EntityManager;

  // Extra charts inside a transaction rolled back afterwards, so the scenario above stays as described.
  beforeAll(async () => {
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    rollback = async () => {
      await runner.rollbackTransaction();
      await runner.release();
    };
    em = runner.manager;
    const database = await seedDatabase(em, { databaseName: 'bulk' });
    const bulk = await seedDataset(em, { database, tableName: 'bulk_table', schema: 'public' });
    bulkDatasetId = bulk.id;
    const people = [users.zed, users.grace, users.alan, users.admin];
    const boards = [await seedDashboard(em, { title: 'Bulk A' }), await seedDashboard(em, { title: 'Bulk B' })];
    for (let i = 0; i < 25; i++) {
      await seedChart(em, {
        sliceName: `Bulk ${String(i).padStart(2, '0')}`,
        dataset: bulk,
        owners: [people[i % 4], people[(i + 1) % 4]],
        createdBy: people[i % 4],
        changedBy: people[(i + 2) % 4],
        lastSavedBy: people[(i + 3) % 4],
        dashboards: boards.slice(0, 1 + (i % 2)),
      });
    }
  });

  afterAll(async () => {
    await rollback?.();
  });

  /** Lists a page and resolves every per-chart field the chart list shows, in one tick per field like GraphQL. */
  async function resolvePage(who: UserKey, pageSize: number) {
    const { statements, stop } = counting(em);
    try {
      const ctx = ctxOf(who, em);
      const r = services.get(ChartResolver);
      const page = await r.charts(ctx, { filters: [f(F.DATASOURCE_ID, ListFilterOp.EQ, bulkDatasetId)], orderBy: null, orderDirection: null, page: 0, pageSize });
      const listStatements = statements.length;
      const rows = await Promise.all(
        page.items.map((chart) =>
          Promise.all([
            r.owners(chart, ctx),
            r.dashboards(chart, ctx),
            r.createdBy(chart, ctx),
            r.changedBy(chart, ctx),
            r.lastSavedBy(chart, ctx),
            r.datasource(chart, ctx),
            r.abilities(chart, ctx),
          ]),
        ),
      );
      return { count: page.count, rows, listStatements, fieldStatements: statements.length - listStatements };
    } finally {
      stop();
    }
  }

  it.each<UserKey>(['admin', 'alan'])('resolving 5 or 25 charts with their relations costs the same statements (%s)', async (who) => {
    const small = await resolvePage(who, 5);
    const large = await resolvePage(who, 25);
    expect([small.rows.length, large.rows.length, large.count]).toEqual([5, 25, 25]);
    for (const [owners, dashboards, createdBy, changedBy, lastSavedBy, datasource, abilities] of large.rows) {
      expect(owners).toHaveLength(2);
      expect(dashboards.length).toBeGreaterThan(0);
      expect([createdBy, changedBy, lastSavedBy].every((user) => user !== null)).toBe(true);
      expect(datasource).toMatchObject({ id: bulkDatasetId, tableName: 'bulk_table' });
      expect(abilities).toHaveProperty('canEdit');
    }
    // The count and the page; admin and Alpha see every dataset, so no access lookup.
    expect([small.listStatements, large.listStatements]).toEqual([2, 2]);
    expect(large.fieldStatements).toBe(small.fieldStatements);
    // One batch each: owners, dashboards, users (created/changed/last saved together), datasources.
    expect(large.fieldStatements).toBe(4);
  });
});
