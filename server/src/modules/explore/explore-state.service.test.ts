/**
 * Explore's bootstrap and permalinks against a real PostgreSQL: form data from a saved chart, a dataset or a
 * link; missing datasets; data access checked when a link is made and when it is opened.
 */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { grantDatasourceAccess, seedChart, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { type Chart, ChartService } from '../chart';
import type { Dataset } from '../dataset';
import { PermalinkService } from '../permalink';
import { AuthService, TokenService } from '../security';
import type { Actor } from '../../platform/actor';
import { DatasourceMetadataService } from './datasource-metadata.service';
import { DATASET_NO_LONGER_EXISTS } from './explore-state';
import { ExploreStateService } from './explore-state.service';

let testDb: TestDataSource;
let ds: DataSource;
let explore: ExploreStateService;
const actors = {} as Record<'admin' | 'gina' | 'nina', Actor>;
let births: Dataset;
let flights: Dataset;
let chart: Chart;
let orphan: Chart;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'main' });
  flights = await seedDataset(em, { database: examples, tableName: 'flights', schema: 'main' });
  await ds.query(`UPDATE tables SET default_endpoint = '/tablemodelview/list/' WHERE id = $1`, [flights.id]);
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  const admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  const gina = await seedUser(em, { username: 'gina', roles: ['Gamma', 'births_reader'] });
  const nina = await seedUser(em, { username: 'nina', roles: ['Gamma'] });
  chart = await seedChart(em, { sliceName: 'Births', dataset: births, vizType: 'line', params: { metrics: ['count'], time_range: 'Last week' }, owners: [gina] });
  orphan = await seedChart(em, { sliceName: 'Orphan', datasourceType: 'table', datasourceId: 99999, vizType: 'table' });
  const permalinks = new PermalinkService(ds, { secretKey: 'k'.repeat(32) });
  explore = new ExploreStateService(ds, composeTestServices(ds).get(ChartService), new DatasourceMetadataService(ds), permalinks);
  const auth = new AuthService(ds, new TokenService({ secretKey: 'test', accessTokenTtlSec: 60, refreshTokenTtlSec: 60, sessionTtlSec: 60 }), { secureCookies: false });
  actors.admin = (await auth.loadActor(admin.id))!;
  actors.gina = (await auth.loadActor(gina.id))!;
  actors.nina = (await auth.loadActor(nina.id))!;
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });

describe('exploreState', () => {
  it("opens a saved chart with its form data, the chart and the dataset's metadata", async () => {
    const state = await explore.state(ctxOf('gina'), { sliceId: chart.id, urlParams: [['slice_id', String(chart.id)]] });
    expect(state.formData).toEqual({
      viz_type: 'line',
      metrics: ['count'],
      time_range: 'Last week',
      slice_id: chart.id,
      datasource: `${births.id}__table`,
      adhoc_filters: [],
      url_params: { slice_id: String(chart.id) },
    });
    expect(state.slice).toMatchObject({ id: chart.id, sliceName: 'Births' });
    expect(state.dataset).toMatchObject({ id: births.id, tableName: 'birth_names', uid: `${births.id}__table` });
    expect(state.message).toBeNull();
    expect(state.redirect).toBeNull();
  });

  it('opens a dataset without a chart, and a viz type without either', async () => {
    const byDataset = await explore.state(ctxOf('gina'), { datasourceId: births.id, datasourceType: 'table', vizType: 'pie' });
    expect(byDataset).toMatchObject({ formData: { datasource: `${births.id}__table`, viz_type: 'pie', url_params: {} }, slice: null, message: null });
    expect(byDataset.dataset?.id).toBe(births.id);
    const bare = await explore.state(ctxOf('gina'), { vizType: 'table' });
    expect(bare).toMatchObject({ formData: { viz_type: 'table', datasource: 'None__table' }, dataset: null, slice: null, message: null });
  });

  it("warns when a chart's dataset no longer exists (for those who see all data), 404 for others", async () => {
    const state = await explore.state(ctxOf('admin'), { sliceId: orphan.id });
    expect(state).toMatchObject({ dataset: null, message: DATASET_NO_LONGER_EXISTS, slice: { id: orphan.id } });
    await expect(explore.state(ctxOf('gina'), { sliceId: orphan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('404s an unknown chart and 403s a dataset the actor cannot read', async () => {
    await expect(explore.state(ctxOf('gina'), { sliceId: 777777 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Chart does not exist' });
    await expect(explore.state(ctxOf('nina'), { sliceId: chart.id })).rejects.toMatchObject({ code: 'FORBIDDEN', errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
    await expect(explore.state(ctxOf('gina'), { datasourceId: flights.id })).rejects.toMatchObject({ errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
  });

  it("redirects to the dataset's default endpoint when no viz type is set", async () => {
    const state = await explore.state(ctxOf('admin'), { datasourceId: flights.id });
    expect(state.redirect).toBe('/tablemodelview/list/');
  });
});

describe('explore permalinks', () => {
  it('stores the state and opens it again, overriding the saved chart', async () => {
    const formData = { datasource: `${births.id}__table`, slice_id: chart.id, viz_type: 'bar', metrics: ['sum__num'] };
    const made = await explore.createPermalink(ctxOf('gina'), formData, [['standalone', '1']]);
    expect(made.url).toBe(`/explore/p/${made.key}/`);
    expect(made).toMatchObject({ chartId: chart.id, datasourceId: births.id, datasourceType: 'table', datasource: `${births.id}__table` });
    const read = await explore.permalink(ctxOf('gina'), made.key);
    expect(read.state).toEqual({ formData, urlParams: [['standalone', '1']] });
    const state = await explore.state(ctxOf('gina'), { permalinkKey: made.key });
    expect(state.formData).toMatchObject({ viz_type: 'bar', metrics: ['sum__num'], time_range: 'Last week', slice_id: chart.id, url_params: { standalone: '1' } });
    expect(state.slice?.id).toBe(chart.id);
  });

  it("checks the link's dataset and chart when it is made and when it is opened", async () => {
    await expect(explore.createPermalink(ctxOf('gina'), { datasource: `${flights.id}__table` }, null)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "You don't have access to this dataset.",
    });
    await expect(explore.createPermalink(ctxOf('gina'), { datasource: '99999__table' }, null)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Dataset does not exist' });
    await expect(explore.createPermalink(ctxOf('gina'), { datasource: `${births.id}__table`, slice_id: 777777 }, null)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Chart does not exist' });
    const adminLink = await explore.createPermalink(ctxOf('admin'), { datasource: `${flights.id}__table` }, null);
    await expect(explore.permalink(ctxOf('gina'), adminLink.key)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a state without a datasource or with a malformed shape (400)', async () => {
    await expect(explore.createPermalink(ctxOf('gina'), { viz_type: 'table' }, null)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: DATASET_NO_LONGER_EXISTS });
    await expect(explore.createPermalink(ctxOf('gina'), 'x', null)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extra: { fields: { formData: ['Not a valid mapping type.'] } } });
  });

  it('400s a malformed key and 404s an unknown one', async () => {
    await expect(explore.permalink(ctxOf('gina'), '!!')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    const made = await explore.createPermalink(ctxOf('gina'), { datasource: `${births.id}__table` }, null);
    await ds.query(`DELETE FROM key_value`);
    await expect(explore.permalink(ctxOf('gina'), made.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
