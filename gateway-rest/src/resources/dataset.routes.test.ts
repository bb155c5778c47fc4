import { datasetListItem, datasetShow } from '../test-support/dataset-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

describe('/api/v1/dataset', () => {
  let gateway: Harness;
  let failNext: ReturnType<typeof graphqlError> | null = null;
  const fail = (result: ReturnType<typeof graphqlError>) => {
    failNext = result;
  };
  const answer = <T>(data: T) => {
    if (failNext) {
      const result = failNext;
      failNext = null;
      return result;
    }
    return { data };
  };

  beforeAll(async () => {
    gateway = await startGateway({
      RestDatasetList: () => answer({ datasets: { count: 31, items: [datasetListItem] } }),
      RestDatasetShow: ({ id }) => answer({ dataset: id === 7 ? datasetShow : null }),
      RestDatasetDrillInfo: ({ id }) => answer({ datasetDrillInfo: id === 7 ? datasetShow : null }),
      RestPermissions: () => answer({ myPermissions: ['can_read', 'can_write', 'can_duplicate'] }),
      RestDatasetCreate: () => answer({ createDataset: datasetShow }),
      RestDatasetUpdate: ({ id }) => answer({ updateDataset: { id } }),
      RestDatasetDelete: ({ id }) => answer({ deleteDataset: id }),
      RestDatasetBulkDelete: ({ ids }) => answer({ deleteDatasets: { count: (ids as number[]).length } }),
      RestDatasetRefresh: ({ id }) => answer({ refreshDataset: { dataset: { id } } }),
      RestDatasetDuplicate: () => answer({ duplicateDataset: { id: 8 } }),
      RestDatasetGetOrCreate: () => answer({ getOrCreateDataset: { created: false, dataset: { id: 7 } } }),
      RestDatasetDeleteColumn: ({ columnId }) => answer({ deleteDatasetColumn: columnId }),
      RestDatasetDeleteMetric: ({ metricId }) => answer({ deleteDatasetMetric: metricId }),
      RestDatasetRelatedOwners: () =>
        answer({ datasetRelatedOwners: { count: 1, items: [{ value: 1, text: 'Ada Lovelace', extra: { email: 'ada@example.test', active: true } }] } }),
      RestDatasetRelatedDatabases: () => answer({ datasetRelatedDatabases: { count: 1, items: [{ value: 1, text: 'examples', extra: {} }] } }),
      RestDatasetDistinct: () => answer({ datasetDistinct: { count: 2, items: ['main', 'public'] } }),
      RestDatasetRelatedObjects: () =>
        answer({
          datasetRelatedObjects: {
            charts: [{ id: 3, sliceName: 'Genders', vizType: 'pie' }],
            dashboards: [{ id: 5, title: 'Births', slug: 'births', jsonMetadataText: '{"color_scheme":"x"}' }],
          },
        }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
    failNext = null;
  });

  describe('GET /dataset/', () => {
    it('lists datasets with Superset’s list columns and metadata', async () => {
      const response = await gateway.getJson('/api/v1/dataset/');
      expect(response.status).toBe(200);
      const body = response.body as Record<string, unknown>;
      expect(body).toMatchObject({ count: 31, ids: [7], list_title: 'List Sqla Table' });
      expect(body.result).toEqual([
        {
          id: 7,
          uuid: datasetListItem.uuid,
          database: { id: 1, database_name: 'examples', uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee' },
          changed_by_name: 'Alan Turing',
          changed_by: { first_name: 'Alan', last_name: 'Turing', id: 2 },
          changed_on_utc: '2025-08-18T12:00:00.250000+0000',
          changed_on_delta_humanized: '2 days ago',
          default_endpoint: null,
          description: 'Births by name',
          datasource_type: 'table',
          explore_url: '/explore/?datasource_type=table&datasource_id=7',
          extra: '{"certification":{"certified_by":"Data team","details":"Checked"}}',
          kind: 'physical',
          owners: [
            { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
            { id: 2, first_name: 'Alan', last_name: 'Turing' },
          ],
          catalog: null,
          schema: 'main',
          sql: null,
          table_name: 'birth_names',
        },
      ]);
      expect(body.order_columns).toEqual(['table_name', 'catalog', 'schema', 'changed_by.first_name', 'changed_on_delta_humanized', 'database.database_name']);
      expect(gateway.executed[0].variables).toEqual({ filters: [], orderBy: 'CHANGED_ON', orderDirection: 'DESC', page: 0, pageSize: 20 });
    });

    it('maps Superset’s filters, including the dataset operators, and the database order column', async () => {
      const rison =
        '(columns:!(id,table_name),filters:!((col:table_name,opr:ct,value:birth),(col:sql,opr:dataset_is_null_or_empty,value:!t),(col:id,opr:dataset_is_certified,value:!t),(col:database,opr:rel_o_m,value:1),(col:owners,opr:rel_m_m,value:2)),order_column:database.database_name,order_direction:desc,page:1,page_size:25)';
      const response = await gateway.getJson(`/api/v1/dataset/${q(rison)}`);
      expect(response.status).toBe(200);
      expect((response.body as { result: unknown }).result).toEqual([{ id: 7, table_name: 'birth_names' }]);
      expect(gateway.executed[0].variables).toEqual({
        filters: [
          { field: 'TABLE_NAME', op: 'CT', value: 'birth' },
          { field: 'SQL', op: 'DATASET_IS_NULL_OR_EMPTY', value: true },
          { field: 'ID', op: 'DATASET_IS_CERTIFIED', value: true },
          { field: 'DATABASE', op: 'REL_O_M', value: 1 },
          { field: 'OWNERS', op: 'REL_M_M', value: 2 },
        ],
        orderBy: 'DATABASE_DATABASE_NAME',
        orderDirection: 'DESC',
        page: 1,
        pageSize: 25,
      });
    });

    it('refuses an unknown filter column and order column with FAB’s texts', async () => {
      expect((await gateway.getJson(`/api/v1/dataset/${q('(filters:!((col:params,opr:ct,value:x)))')}`)).body).toEqual({ message: 'Filter column: params not allowed to filter' });
      expect((await gateway.getJson(`/api/v1/dataset/${q('(order_column:id)')}`)).body).toEqual({ message: 'Invalid order by column: id' });
      expect(gateway.executed).toEqual([]);
    });
  });

  describe('GET /dataset/{pk}', () => {
    it('answers only {id, result} with the show columns', async () => {
      const response = await gateway.getJson('/api/v1/dataset/7');
      expect(response.status).toBe(200);
      const body = response.body as { id: number; result: Record<string, unknown> };
      expect(Object.keys(body)).toEqual(['id', 'result']);
      expect(body.result).toMatchObject({
        id: 7,
        uid: '7__table',
        name: 'main.birth_names',
        datasource_name: 'birth_names',
        kind: 'physical',
        database: { database_name: 'examples', id: 1, backend: 'duckdb', allow_multi_catalog: false },
        select_star: 'SELECT *\nFROM main.birth_names\nLIMIT 100',
        created_on: '2025-07-21T12:00:00',
        created_on_humanized: 'a month ago',
        changed_by: { first_name: 'Alan', last_name: 'Turing' },
        column_formats: { sum__num: ',d' },
        granularity_sqla: [['ds', 'ds']],
        time_grain_sqla: [['P1D', 'Day'], ['P1Y', 'Year']],
        verbose_map: { __timestamp: 'Time', sum__num: 'Births', ds: 'ds', name: 'Name' },
        order_by_choices: [
          ['["ds", true]', 'ds [asc]'],
          ['["ds", false]', 'ds [desc]'],
          ['["name", true]', 'name [asc]'],
          ['["name", false]', 'name [desc]'],
        ],
      });
      expect((body.result.columns as unknown[])[1]).toMatchObject({ column_name: 'name', type_generic: 1, extra: '{"warning_markdown":"Careful"}' });
      expect((body.result.metrics as unknown[])[0]).toMatchObject({ metric_name: 'sum__num', currency: { symbol: 'USD', symbolPosition: 'prefix' }, extra: null });
    });

    it('narrows the result to the requested columns', async () => {
      const response = await gateway.getJson(`/api/v1/dataset/7${q('(columns:!(table_name,schema,database.id,select_star))')}`);
      expect(response.body).toEqual({ id: 7, result: { table_name: 'birth_names', schema: 'main', database: { id: 1 }, select_star: datasetShow.selectStar } });
    });

    it('answers 404 for a missing or invisible dataset and for a non-numeric id', async () => {
      expect(await gateway.getJson('/api/v1/dataset/8')).toMatchObject({ status: 404, body: { message: 'Not found' } });
      expect(await gateway.getJson('/api/v1/dataset/abc')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });
  });

  describe('writes', () => {
    it('POST creates: 201 {id, result: the loaded body, data}', async () => {
      const response = await gateway.postJson('/api/v1/dataset/', { database: 1, schema: 'main', table_name: 'birth_names', owners: [1] });
      expect(response.status).toBe(201);
      const body = response.body as Record<string, unknown>;
      expect(body.id).toBe(7);
      expect(body.result).toEqual({ database: 1, schema: 'main', table_name: 'birth_names', owners: [1], normalize_columns: false, always_filter_main_dttm: false });
      expect(body.data).toMatchObject({ id: 7, table_name: 'birth_names' });
      expect(gateway.executed[0].variables).toEqual({
        input: { databaseId: 1, schema: 'main', tableName: 'birth_names', owners: [1], normalizeColumns: false, alwaysFilterMainDttm: false },
      });
    });

    it('POST refuses a body with marshmallow’s messages before running anything', async () => {
      const response = await gateway.postJson('/api/v1/dataset/', { table_name: '', owners: ['x'], colour: 'red' });
      expect(response).toMatchObject({
        status: 400,
        body: {
          message: {
            database: ['Missing data for required field.'],
            table_name: ['Length must be between 1 and 250.'],
            owners: { 0: ['Not a valid integer.'] },
            colour: ['Unknown field.'],
          },
        },
      });
      expect((await gateway.request('POST', '/api/v1/dataset/', { body: 'table_name=x', headers: { 'content-type': 'text/plain' } })).body).toEqual({
        message: 'Request is not JSON',
      });
      expect(gateway.executed).toEqual([]);
    });

    it('POST reports a name taken as 422 field errors', async () => {
      fail(graphqlError('Could not process entity', { code: 'UNPROCESSABLE', status: 422, extra: { fields: { table: ['Dataset examples.main.birth_names already exists'] } } }));
      const response = await gateway.postJson('/api/v1/dataset/', { database: 1, table_name: 'birth_names' });
      expect(response).toMatchObject({ status: 422, body: { message: { table: ['Dataset examples.main.birth_names already exists'] } } });
    });

    it('PUT maps the body, JSON text fields and override_columns', async () => {
      const body = {
        description: 'New',
        cache_timeout: '',
        extra: '{"warning_markdown":"Careful"}',
        columns: [{ id: 21, column_name: 'ds', is_dttm: true, extra: '{"x":1}' }],
        metrics: [{ id: 31, metric_name: 'sum__num', expression: 'SUM(num)', verbose_name: 'Births', currency: { symbol: 'EUR', symbolPosition: 'suffix' } }],
      };
      const response = await gateway.request('PUT', '/api/v1/dataset/7?override_columns=true', json(body));
      expect(response).toMatchObject({ status: 200, body: { id: 7, result: { ...body, cache_timeout: null } } });
      expect(gateway.executed[0].variables).toEqual({
        id: 7,
        overrideColumns: true,
        input: {
          description: 'New',
          cacheTimeout: null,
          extra: { warning_markdown: 'Careful' },
          columns: [{ id: 21, columnName: 'ds', isDttm: true, extra: { x: 1 } }],
          metrics: [{ id: 31, metricName: 'sum__num', expression: 'SUM(num)', verboseName: 'Births', currency: { symbol: 'EUR', symbolPosition: 'suffix' } }],
        },
      });
    });

    it('PUT refuses invalid JSON text and nested errors, keyed like marshmallow', async () => {
      const response = await gateway.request('PUT', '/api/v1/dataset/7', json({ extra: '{nope', metrics: [{ metric_name: 'm' }] }));
      expect(response).toMatchObject({
        status: 400,
        body: { message: { extra: ['JSON not valid'], metrics: { 0: { expression: ['Missing data for required field.'] } } } },
      });
    });

    it('PUT by a non-owner is 403 Forbidden; an externally managed dataset is 422 with the reason', async () => {
      fail(graphqlError('Changing this dataset is forbidden', { code: 'FORBIDDEN', status: 403, errorType: 'MISSING_OWNERSHIP_ERROR' }));
      expect(await gateway.request('PUT', '/api/v1/dataset/7', json({ description: 'x' }))).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
      fail(graphqlError("This dataset is managed externally, and can't be edited in Tessera", { code: 'UNPROCESSABLE', status: 422 }));
      expect(await gateway.request('PUT', '/api/v1/dataset/7', json({ description: 'x' }))).toMatchObject({
        status: 422,
        body: { message: "This dataset is managed externally, and can't be edited in Tessera" },
      });
    });

    it('DELETE one answers OK; in bulk it counts', async () => {
      expect(await gateway.request('DELETE', '/api/v1/dataset/7')).toMatchObject({ status: 200, body: { message: 'OK' } });
      expect(await gateway.request('DELETE', `/api/v1/dataset/${q('!(7,8)')}`)).toMatchObject({ status: 200, body: { message: 'Deleted 2 datasets' } });
      expect(await gateway.request('DELETE', `/api/v1/dataset/${q('!(7)')}`)).toMatchObject({ body: { message: 'Deleted 1 dataset' } });
      expect(gateway.executed.map((e) => e.variables)).toEqual([{ id: 7 }, { ids: [7, 8] }, { ids: [7] }]);
    });

    it('refresh, duplicate, get_or_create and column/metric deletes', async () => {
      expect(await gateway.request('PUT', '/api/v1/dataset/7/refresh')).toMatchObject({ status: 200, body: { message: 'OK' } });
      expect(await gateway.postJson('/api/v1/dataset/duplicate', { base_model_id: 7, table_name: 'copy' })).toMatchObject({
        status: 201,
        body: { id: 8, result: { base_model_id: 7, table_name: 'copy' } },
      });
      expect(await gateway.postJson('/api/v1/dataset/get_or_create/', { database_id: 1, table_name: 'birth_names' })).toMatchObject({
        status: 200,
        body: { result: { table_id: 7 } },
      });
      expect(await gateway.request('DELETE', '/api/v1/dataset/7/column/21')).toMatchObject({ body: { message: 'OK' } });
      expect(await gateway.request('DELETE', '/api/v1/dataset/7/metric/31')).toMatchObject({ body: { message: 'OK' } });
      expect(gateway.executed.map((e) => [e.operation, e.variables])).toEqual([
        ['RestDatasetRefresh', { id: 7 }],
        ['RestDatasetDuplicate', { input: { baseModelId: 7, tableName: 'copy' } }],
        ['RestDatasetGetOrCreate', { input: { databaseId: 1, tableName: 'birth_names' } }],
        ['RestDatasetDeleteColumn', { datasetId: 7, columnId: 21 }],
        ['RestDatasetDeleteMetric', { datasetId: 7, metricId: 31 }],
      ]);
    });
  });

  describe('POST /dataset/duplicate', () => {
    it.each([
      ['an unknown base', { base_model_id: ['Dataset does not exist'] }],
      ['a physical base', { datasource_type: ['Datasource type is invalid'] }],
      ['a name in use', { table_name: ['Dataset copy already exists'] }],
    ])("answers %s with DatasetInvalidError's text (422)", async (_case, fields) => {
      fail(graphqlError('Could not process entity', { code: 'UNPROCESSABLE', status: 422, errorType: 'GENERIC_COMMAND_ERROR', extra: { fields } }));
      const response = await gateway.postJson('/api/v1/dataset/duplicate', { base_model_id: 999, table_name: 'copy' });
      expect([response.status, response.body]).toEqual([422, { message: 'Dataset parameters are invalid.' }]);
    });

    it('keeps other refusals as they are', async () => {
      fail(graphqlError('Forbidden', { code: 'FORBIDDEN', status: 403, errorType: 'GENERIC_COMMAND_ERROR' }));
      expect(await gateway.postJson('/api/v1/dataset/duplicate', { base_model_id: 7, table_name: 'copy' })).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    });
  });

  describe('drill_info', () => {
    it('answers the owners, audit fields and the columns to drill by; 404 for a dataset out of reach', async () => {
      const response = await gateway.getJson('/api/v1/dataset/7/drill_info/');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        result: {
          id: 7,
          table_name: 'birth_names',
          owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
          created_by: { first_name: 'Ada', last_name: 'Lovelace' },
          created_on_humanized: 'a month ago',
          changed_by: { first_name: 'Alan', last_name: 'Turing' },
          changed_on_humanized: '2 days ago',
          columns: expect.arrayContaining([
            { column_name: 'ds', verbose_name: null, groupby: true },
            { column_name: 'name', verbose_name: 'Name', groupby: true },
          ]),
        },
      });
      expect((await gateway.getJson('/api/v1/dataset/8/drill_info/')).status).toBe(404);
    });
  });

  describe('related, distinct, related_objects and _info', () => {
    it('related/owners carries the user extra; related/database and created_by do not', async () => {
      expect((await gateway.getJson(`/api/v1/dataset/related/owners${q("(filter:ada,page:0,page_size:10,include_ids:!(1))")}`)).body).toEqual({
        count: 1,
        result: [{ value: 1, text: 'Ada Lovelace', extra: { email: 'ada@example.test', active: true } }],
      });
      expect(gateway.executed[0].variables).toEqual({ filter: 'ada', page: 0, pageSize: 10, includeIds: [1] });
      expect((await gateway.getJson('/api/v1/dataset/related/created_by')).body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
      expect((await gateway.getJson('/api/v1/dataset/related/database')).body).toEqual({ count: 1, result: [{ value: 1, text: 'examples', extra: {} }] });
      expect(await gateway.getJson('/api/v1/dataset/related/tags')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });

    it('distinct/schema answers text/value pairs; other columns are 404', async () => {
      expect((await gateway.getJson(`/api/v1/dataset/distinct/schema${q('(filter:m)')}`)).body).toEqual({
        count: 2,
        result: [
          { text: 'main', value: 'main' },
          { text: 'public', value: 'public' },
        ],
      });
      expect(gateway.executed[0].variables).toEqual({ column: 'SCHEMA', filter: 'm', page: 0, pageSize: 20 });
      expect((await gateway.getJson('/api/v1/dataset/distinct/table_name')).status).toBe(404);
    });

    it('related_objects lists charts and dashboards', async () => {
      expect((await gateway.getJson('/api/v1/dataset/7/related_objects')).body).toEqual({
        charts: { count: 1, result: [{ id: 3, slice_name: 'Genders', viz_type: 'pie' }] },
        dashboards: { count: 1, result: [{ id: 5, json_metadata: '{"color_scheme":"x"}', slug: 'births', title: 'Births' }] },
      });
    });

    it('_info lists the permissions held and the custom operators', async () => {
      const body = (await gateway.getJson(`/api/v1/dataset/_info${q('(keys:!(permissions,filters))')}`)).body as Record<string, Record<string, unknown>>;
      expect(body.permissions).toEqual(['can_read', 'can_write', 'can_duplicate']);
      expect(body.filters.sql).toContainEqual({ name: 'Null or Empty', operator: 'dataset_is_null_or_empty' });
      expect(body.filters.id).toContainEqual({ name: 'Is certified', operator: 'dataset_is_certified' });
    });
  });

  it('redirects a path without its trailing slash like Flask', async () => {
    const response = await gateway.request('GET', '/api/v1/dataset');
    expect(response.status).toBe(308);
  });
});
