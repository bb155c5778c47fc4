import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const dataset = {
  id: 3, uid: '3__table', type: 'table', name: 'public.birth_names', datasourceName: 'birth_names', tableName: 'birth_names', schema: 'public', catalog: null,
  description: null, mainDttmCol: 'ds', defaultEndpoint: null, offset: 0, cacheTimeout: null, sql: null, isSqllabView: false, templateParams: null,
  fetchValuesPredicate: null, filterSelectEnabled: true, alwaysFilterMainDttm: false, normalizeColumns: false, paramsText: null, extraText: null,
  perm: '[examples].[birth_names](id:3)', editUrl: '/tablemodelview/edit/3', selectStar: 'SELECT * FROM birth_names', healthCheckMessage: null,
  isManagedExternally: false, owners: [1],
  database: { id: 1, databaseName: 'examples', backend: 'duckdb', allowsSubquery: true, allowsCostEstimate: false, allowsVirtualTableExplore: true, disableDataPreview: false, disableDrillToDetail: false, exploreDatabaseId: 1 },
  columns: [], metrics: [], verboseMap: { __timestamp: 'Time' }, columnFormats: {}, currencyFormats: {}, orderByChoices: [], timeGrainSqla: [], granularitySqla: [['ds', 'ds']],
};

const slice = {
  id: 12, sliceName: 'Genders', description: 'Births by gender', vizType: 'pie', params: { viz_type: 'pie', metric: 'count' }, queryContextText: null, cacheTimeout: null,
  certifiedBy: null, certificationDetails: null, isManagedExternally: false, datasourceId: 3, datasourceType: 'table',
  sliceUrl: '/explore/?slice_id=12&form_data=%7B%22slice_id%22%3A%2012%7D', editUrl: '/chart/edit/12', changedOn: '2025-08-18T12:00:00.250Z',
  datasource: { nameText: 'public.birth_names' }, owners: [{ id: 1 }, { id: 2 }],
};

const permalink = {
  key: 'abcDEF12345', url: '/explore/p/abcDEF12345/', chartId: 12, datasourceId: 3, datasourceType: 'table', datasource: '3__table',
  state: { formData: { datasource: '3__table', slice_id: 12, viz_type: 'bar' }, urlParams: [['standalone', '1']] },
};

describe('/api/v1/explore', () => {
  let gateway: Harness;
  let mode: 'chart' | 'missing' | 'redirect' | 'denied' = 'chart';

  beforeAll(async () => {
    gateway = await startGateway({
      RestExploreState: () => {
        if (mode === 'denied') {
          return graphqlError('This endpoint requires the datasource birth_names, database or `all_datasource_access` permission', {
            code: 'FORBIDDEN', errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR', extra: { datasource: 3 },
          });
        }
        return {
          data: {
            exploreState: {
              formData: { viz_type: 'pie', metric: 'count', slice_id: 12, datasource: '3__table', url_params: { slice_id: '12' } },
              message: mode === 'missing' ? 'The dataset associated with this chart no longer exists' : null,
              redirect: mode === 'redirect' ? '/tablemodelview/list/' : null,
              dataset: mode === 'missing' ? null : dataset,
              slice,
            },
          },
        };
      },
      RestCreateExplorePermalink: ({ formData }) =>
        (formData as Record<string, unknown>).datasource === '9__table'
          ? graphqlError("You don't have access to this dataset.", { code: 'FORBIDDEN', errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR', extra: { publicMessage: true } })
          : { data: { createExplorePermalink: permalink } },
      RestExplorePermalink: ({ key }) =>
        key === 'gone' ? graphqlError('Not found', { code: 'NOT_FOUND' }) : { data: { explorePermalink: permalink } },
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    mode = 'chart';
    gateway.executed.length = 0;
  });

  describe('GET /explore/', () => {
    it('answers form data, dataset and slice in Superset’s shape', async () => {
      const response = await gateway.getJson('/api/v1/explore/?slice_id=12');
      expect(response.status).toBe(200);
      const { result } = response.body as { result: Record<string, Record<string, unknown>> };
      expect(result.form_data).toEqual({ viz_type: 'pie', metric: 'count', slice_id: 12, datasource: '3__table', url_params: { slice_id: '12' } });
      expect(result.dataset).toMatchObject({ id: 3, uid: '3__table', table_name: 'birth_names', select_star: 'SELECT * FROM birth_names', owners: [1] });
      expect(result.slice).toEqual({
        cache_timeout: null,
        changed_on: '2025-08-18T12:00:00.250000',
        changed_on_humanized: '2 days ago',
        datasource: 'public.birth_names',
        description: 'Births by gender',
        description_markeddown: '<p>Births by gender</p>',
        edit_url: '/chart/edit/12',
        form_data: { viz_type: 'pie', metric: 'count', slice_id: 12, datasource: '3__table' },
        query_context: null,
        modified: '<span class="no-wrap">2 days ago</span>',
        owners: [1, 2],
        slice_id: 12,
        slice_name: 'Genders',
        slice_url: '/explore/?slice_id=12&form_data=%7B%22slice_id%22%3A%2012%7D',
        certified_by: null,
        certification_details: null,
        is_managed_externally: false,
      });
      expect(result.message).toBeNull();
      expect(gateway.executed[0].variables).toEqual({ sliceId: 12, datasourceId: undefined, datasourceType: 'table', permalinkKey: undefined, urlParams: [['slice_id', '12']] });
    });

    it('opens the form data kept under form_data_key', async () => {
      const response = await gateway.getJson('/api/v1/explore/?form_data_key=abc123&slice_id=12');
      expect(response.status).toBe(200);
      expect(gateway.executed[0].variables).toMatchObject({ formDataKey: 'abc123', sliceId: 12 });
    });

    it('ignores an argument that is not an integer, as Flask does', async () => {
      await gateway.getJson('/api/v1/explore/?slice_id=abc&datasource_id=3&datasource_type=table');
      expect(gateway.executed[0].variables).toMatchObject({ sliceId: undefined, datasourceId: 3 });
    });

    it("stands in a placeholder dataset with the warning when the chart's dataset is gone", async () => {
      mode = 'missing';
      const { result } = (await gateway.getJson('/api/v1/explore/?slice_id=12')).body as { result: Record<string, unknown> };
      expect(result.dataset).toEqual({ type: 'table', name: '[Missing Dataset]', columns: [], metrics: [], database: { id: 0, backend: '' }, owners: [] });
      expect(result.message).toBe('The dataset associated with this chart no longer exists');
    });

    it('answers 302 with the redirect in JSON', async () => {
      mode = 'redirect';
      expect(await gateway.getJson('/api/v1/explore/?datasource_id=3&datasource_type=table')).toMatchObject({ status: 302, body: { redirect: '/tablemodelview/list/' } });
    });

    it('answers 403 with the datasource it refused', async () => {
      mode = 'denied';
      expect(await gateway.getJson('/api/v1/explore/?datasource_id=3&datasource_type=table')).toEqual(
        expect.objectContaining({
          status: 403,
          body: { message: 'This endpoint requires the datasource birth_names, database or `all_datasource_access` permission', datasource_id: 3, datasource_type: 'table' },
        }),
      );
    });
  });

  describe('explore permalinks', () => {
    it('POST makes a link (201) with an absolute url', async () => {
      const response = await gateway.postJson('/api/v1/explore/permalink', { formData: { datasource: '3__table', slice_id: 12 }, urlParams: [['standalone', '1']] });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ key: 'abcDEF12345', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/explore\/p\/abcDEF12345\/$/) });
      expect(gateway.executed[0].variables).toEqual({ formData: { datasource: '3__table', slice_id: 12 }, urlParams: [['standalone', '1']] });
    });

    it("POST checks the schema (400) and answers access refusals with Superset's text", async () => {
      expect(await gateway.postJson('/api/v1/explore/permalink', { urlParams: 'x', extra: 1 })).toMatchObject({
        status: 400,
        body: { message: { formData: ['Missing data for required field.'], urlParams: ['Not a valid list.'], extra: ['Unknown field.'] } },
      });
      expect(await gateway.postJson('/api/v1/explore/permalink', { formData: { datasource: '9__table' } })).toMatchObject({ status: 403, body: { message: "You don't have access to this dataset." } });
    });

    it('GET answers the stored value', async () => {
      expect(await gateway.getJson('/api/v1/explore/permalink/abcDEF12345')).toMatchObject({
        status: 200,
        body: { chartId: 12, datasourceId: 3, datasourceType: 'table', datasource: '3__table', state: { formData: permalink.state.formData, urlParams: [['standalone', '1']] } },
      });
      expect(await gateway.getJson('/api/v1/explore/permalink/gone')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });
  });
});
