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
import { MetastoreCache, PermalinkService } from '../permalink';
import type { Actor } from '../../platform/actor';
import { DatasourceMetadataService } from './datasource-metadata.service';
import { DATASET_NO_LONGER_EXISTS } from './explore-state';
import { ExploreFormDataService } from './explore-form-data.service';
import { ExploreStateService, FORM_DATA_MISSING_CHART, FORM_DATA_MISSING_DATASET } from './explore-state.service';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let explore: ExploreStateService;
let formData: ExploreFormDataService;
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
  const charts = composeTestServices(ds).get(ChartService);
  formData = new ExploreFormDataService(ds, charts, new MetastoreCache(ds, { secretKey: 'k'.repeat(32) }));
  explore = new ExploreStateService(ds, charts, new DatasourceMetadataService(ds), permalinks, formData);
  Object.assign(actors, await loadActors(ds, { admin, gina, nina }));
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

describe('explore form data (the unsaved-state cache)', () => {
  const params = (formDataText: string, extra: { chartId?: number | null; tabId?: string | null; datasourceId?: number } = {}) => ({
    datasourceId: extra.datasourceId ?? births.id,
    datasourceType: 'table',
    chartId: extra.chartId ?? null,
    formData: formDataText,
    tabId: extra.tabId ?? null,
  });

  it('keeps the text as sent under a new key; reading needs the key and data access', async () => {
    const text = '{"viz_type": "pie",  "metric": "count"}';
    const key = await formData.create(ctxOf('gina'), params(text));
    expect(key).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await formData.get(ctxOf('gina'), key)).toBe(text);
    expect(await formData.get(ctxOf('admin'), key)).toBe(text);
    await expect(formData.get(ctxOf('nina'), key)).rejects.toMatchObject({ status: 403, message: "You don't have permission to modify the value." });
    expect(await formData.get(ctxOf('gina'), 'no-such-key')).toBeNull();
  });

  it('reuses the tab’s key; without a tab every write gets a new one', async () => {
    const first = await formData.create(ctxOf('gina'), params('{"a":1}', { tabId: '7' }));
    expect(await formData.create(ctxOf('gina'), params('{"a":2}', { tabId: '7' }))).toBe(first);
    expect(await formData.get(ctxOf('gina'), first)).toBe('{"a":2}');
    expect(await formData.create(ctxOf('gina'), params('{"a":3}'))).not.toBe(first);
    const moved = await formData.update(ctxOf('gina'), first, params('{"a":4}'));
    expect(moved).not.toBe(first);
    expect(await formData.get(ctxOf('gina'), moved)).toBe('{"a":4}');
    expect(await formData.update(ctxOf('gina'), moved, params('{"a":5}', { tabId: '7' }))).toBe(first);
  });

  it("lets only the owner change or delete an entry; an unknown key is answered as it came", async () => {
    const key = await formData.create(ctxOf('gina'), params('{"a":1}'));
    await expect(formData.update(ctxOf('admin'), key, params('{"a":2}'))).rejects.toMatchObject({ status: 403 });
    await expect(formData.delete(ctxOf('admin'), key)).rejects.toMatchObject({ status: 403 });
    expect(await formData.update(ctxOf('gina'), 'gone', params('{"a":2}'))).toBe('gone');
    expect(await formData.delete(ctxOf('gina'), key)).toBe(true);
    expect(await formData.get(ctxOf('gina'), key)).toBeNull();
    expect(await formData.delete(ctxOf('gina'), key)).toBe(false);
  });

  it('refuses text that is not JSON, and a dataset or chart that is missing or out of reach', async () => {
    await expect(formData.create(ctxOf('gina'), params('{nope'))).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extra: { fields: { form_data: ['JSON not valid'] } } });
    await expect(formData.create(ctxOf('gina'), params('{}', { datasourceId: 99999 }))).rejects.toMatchObject({ status: 404, message: 'Resource was not found.' });
    await expect(formData.create(ctxOf('gina'), params('{}', { chartId: 777777 }))).rejects.toMatchObject({ status: 404, message: 'Resource was not found.' });
    await expect(formData.create(ctxOf('gina'), params('{}', { datasourceId: flights.id }))).rejects.toMatchObject({ status: 403 });
  });

  it('takes concurrent writes of one tab without failing, and the tab then keeps one key', async () => {
    const keys = await Promise.all([1, 2, 3, 4].map((n) => formData.create(ctxOf('gina'), params(`{"n":${n}}`, { tabId: '42' }))));
    const next = await formData.create(ctxOf('gina'), params('{"n":5}', { tabId: '42' }));
    expect(keys).toContain(next);
    expect(await formData.get(ctxOf('gina'), next)).toBe('{"n":5}');
  });

  it('expires: an entry past its time is gone', async () => {
    const key = await formData.create(ctxOf('gina'), params('{"a":1}'));
    await ds.query(`UPDATE key_value SET expires_on = timezone('utc', now()) - interval '1 second' WHERE resource = 'metastore_cache'`);
    expect(await formData.get(ctxOf('gina'), key)).toBeNull();
  });

  it('opens Explore from a form-data key, or says the cache had nothing', async () => {
    const key = await formData.create(ctxOf('gina'), params(JSON.stringify({ slice_id: chart.id, viz_type: 'bar', metrics: ['count'] }), { chartId: chart.id }));
    const state = await explore.state(ctxOf('gina'), { formDataKey: key, sliceId: chart.id });
    expect(state.formData).toMatchObject({ viz_type: 'bar', slice_id: chart.id, datasource: `${births.id}__table` });
    expect(state.message).toBeNull();
    expect((await explore.state(ctxOf('gina'), { formDataKey: 'gone', sliceId: chart.id })).message).toBe(FORM_DATA_MISSING_CHART);
    expect((await explore.state(ctxOf('gina'), { formDataKey: 'gone', datasourceId: births.id })).message).toBe(FORM_DATA_MISSING_DATASET);
  });
});
