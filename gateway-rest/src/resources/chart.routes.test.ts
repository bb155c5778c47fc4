import { chartListItem, chartShow } from '../test-support/chart-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const FULL_ROW = {
  is_managed_externally: false,
  certified_by: null,
  certification_details: null,
  cache_timeout: null,
  changed_by: { first_name: 'Alan', last_name: 'Turing', id: 2 },
  changed_by_name: 'Alan Turing',
  // 2 days, 23:59:59.75 before the clock: humanize floors
  changed_on_delta_humanized: '2 days ago',
  changed_on_dttm: 1755518400250,
  changed_on_utc: '2025-08-18T12:00:00.250000+0000',
  created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
  created_by_name: 'Ada Lovelace',
  created_on_delta_humanized: 'a month ago',
  datasource_id: 3,
  datasource_name_text: 'public.birth_names',
  datasource_type: 'table',
  datasource_url: '/explore/?datasource_type=table&datasource_id=3',
  description: 'Births by gender',
  edit_url: '/chart/edit/12',
  form_data: { viz_type: 'pie', metric: 'sum__num', groupby: ['gender'], slice_id: 12, datasource: '3__table' },
  id: 12,
  last_saved_at: '2025-08-18T12:00:00.250000',
  last_saved_by: null,
  owners: [
    { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
    { first_name: 'Alan', id: 2, last_name: 'Turing' },
  ],
  dashboards: [{ id: 5, dashboard_title: 'USA Births Names' }],
  params: '{"viz_type":"pie","metric":"sum__num","groupby":["gender"]}',
  slice_name: 'Genders',
  slice_url: '/explore/?slice_id=12&form_data=%7B%22slice_id%22%3A%2012%7D',
  table: { default_endpoint: null, table_name: 'birth_names' },
  thumbnail_url: null,
  url: '/explore/?slice_id=12',
  viz_type: 'pie',
  // Type by its code (1: custom).
  tags: [{ id: 4, name: 'finance', type: 1 }],
  uuid: '3b1f0e6a-5c2d-4e8f-9a7b-1c2d3e4f5a6b',
};

describe('/api/v1/chart', () => {
  let gateway: Harness;
  let anonymous = false;

  beforeAll(async () => {
    gateway = await startGateway({
      RestChartList: () =>
        anonymous
          ? graphqlError('Not authenticated', { code: 'UNAUTHENTICATED', status: 401 })
          : { data: { charts: { count: 57, items: [chartListItem] } } },
      RestChartShow: ({ id, uuid }) => ({
        data: { chart: id === 12 || uuid === chartShow.uuid ? chartShow : null },
      }),
      RestPermissions: () => ({ data: { myPermissions: ['can_write', 'can_read', 'can_tag'] } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    anonymous = false;
    gateway.executed.length = 0;
  });

  describe('GET /chart/', () => {
    it('lists charts with every list column and the FAB metadata', async () => {
      const response = await gateway.getJson('/api/v1/chart/');
      expect(response.status).toBe(200);
      const body = response.body as Record<string, unknown>;
      expect(body.count).toBe(57);
      expect(body.ids).toEqual([12]);
      expect(body.result).toEqual([FULL_ROW]);
      expect(body.list_title).toBe('List Slice');
      expect(body.description_columns).toEqual({});
      expect((body.list_columns as string[]).length).toBe(45);
      expect(body.order_columns).toEqual([
        'changed_by.first_name',
        'changed_on_delta_humanized',
        'datasource_id',
        'datasource_name',
        'last_saved_at',
        'last_saved_by.id',
        'last_saved_by.first_name',
        'last_saved_by.last_name',
        'slice_name',
        'viz_type',
      ]);
      expect((body.label_columns as Record<string, string>)['changed_by.first_name']).toBe('Changed By First Name');
      expect(gateway.executed).toEqual([
        {
          operation: 'RestChartList',
          variables: { filters: [], orderBy: 'CHANGED_ON', orderDirection: 'DESC', page: 0, pageSize: 20 },
        },
      ]);
    });

    it('maps filters, order and paging, and projects the requested columns', async () => {
      const q =
        "(columns:!(id,slice_name,owners.first_name,changed_by.first_name),filters:!((col:slice_name,opr:chart_all_text,value:'gen der'),(col:owners,opr:rel_m_m,value:!(1,2))),order_column:changed_on_delta_humanized,order_direction:asc,page:1,page_size:0,keys:!(list_columns,order_columns))";
      const response = await gateway.getJson(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
      expect([response.status, response.body]).toEqual([
        200,
        {
          count: 57,
          ids: [12],
          result: [
            {
              id: 12,
              slice_name: 'Genders',
              owners: [{ first_name: 'Ada' }, { first_name: 'Alan' }],
              changed_by: { first_name: 'Alan' },
            },
          ],
          list_columns: ['id', 'slice_name', 'owners.first_name', 'changed_by.first_name'],
          order_columns: ['changed_by.first_name', 'slice_name'],
        },
      ]);
      expect(gateway.executed[0].variables).toEqual({
        filters: [
          { field: 'SLICE_NAME', op: 'CHART_ALL_TEXT', value: 'gen der' },
          { field: 'OWNERS', op: 'REL_M_M', value: [1, 2] },
        ],
        orderBy: 'CHANGED_ON',
        orderDirection: 'ASC',
        page: 1,
        pageSize: 20,
      });
    });

    it('accepts q as JSON', async () => {
      const q = JSON.stringify({ keys: ['none'], filters: [{ col: 'viz_type', opr: 'eq', value: 'pie' }] });
      const response = await gateway.getJson(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body as object).sort()).toEqual(['count', 'ids', 'result']);
      expect(gateway.executed[0].variables).toMatchObject({ filters: [{ field: 'VIZ_TYPE', op: 'EQ', value: 'pie' }] });
    });

    it.each<[string, string]>([
      ['(page:', 'Not a valid rison/json argument'],
      ["(page:'one')", "Not a valid rison schema 'one' is not of type 'integer'"],
      ['(filters:!((col:params,opr:eq,value:x)))', 'Filter column: params not allowed to filter'],
      ['(filters:!((col:owners,opr:eq,value:1)))', 'Filter operation: eq not allowed on column: owners'],
      ['(order_column:params)', 'Invalid order by column: params'],
      ['(columns:!(id),select_columns:!(id))', 'Cannot use both select and sel columns'],
    ])('answers q=%s with 400', async (q, message) => {
      const response = await gateway.getJson(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
      expect([response.status, response.body]).toEqual([400, { message }]);
      expect(gateway.executed).toEqual([]);
    });

    it('answers anonymous callers like flask-jwt-extended', async () => {
      anonymous = true;
      const response = await gateway.getJson('/api/v1/chart/');
      expect([response.status, response.body]).toEqual([401, { msg: 'Missing Authorization Header' }]);
    });
  });

  describe('GET /chart/{id_or_uuid}', () => {
    const expected = {
      result: {
        id: 12,
        uuid: '3b1f0e6a-5c2d-4e8f-9a7b-1c2d3e4f5a6b',
        url: '/explore/?slice_id=12',
        slice_name: 'Genders',
        description: null,
        viz_type: 'pie',
        params: '{"viz_type":"pie","metric":"sum__num"}',
        query_context: '{"datasource":{"id":3,"type":"table"},"queries":[{"columns":["gender"],"metrics":["sum__num"]}]}',
        cache_timeout: '300',
        certified_by: 'Data team',
        certification_details: 'Reviewed',
        changed_on_delta_humanized: 'a minute ago',
        thumbnail_url: '/api/v1/chart/12/thumbnail/abc/',
        is_managed_externally: false,
        tags: [],
        owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
        dashboards: [{ id: 5, dashboard_title: 'USA Births Names', json_metadata: '{"color_scheme":"supersetColors"}' }],
        datasource_id: 3,
        datasource_type: 'table',
        datasource_name_text: 'public.birth_names',
        datasource_url: '/explore/?datasource_type=table&datasource_id=3',
        datasource_uuid: '9d6f1c2e-0b7a-4c1e-9a41-3f1e2d4c5b6a',
      },
    };

    it('returns ChartGet by id', async () => {
      const response = await gateway.getJson('/api/v1/chart/12');
      expect([response.status, response.body]).toEqual([200, expected]);
      expect(gateway.executed).toEqual([{ operation: 'RestChartShow', variables: { id: 12 } }]);
    });

    it('returns ChartGet by uuid', async () => {
      const response = await gateway.getJson(`/api/v1/chart/${chartShow.uuid.toUpperCase()}`);
      expect([response.status, response.body]).toEqual([200, expected]);
      expect(gateway.executed).toEqual([{ operation: 'RestChartShow', variables: { uuid: chartShow.uuid } }]);
    });

    it('answers 404 for a chart that does not exist or is not visible', async () => {
      const response = await gateway.getJson('/api/v1/chart/99');
      expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    });

    it.each(['not-a-chart', '99999999999'])('answers 404 for %s without asking the server', async (key) => {
      const response = await gateway.getJson(`/api/v1/chart/${key}`);
      expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
      expect(gateway.executed).toEqual([]);
    });
  });

  describe('GET /chart/_info', () => {
    it('lists the chart permissions the caller holds', async () => {
      const response = await gateway.getJson('/api/v1/chart/_info?q=(keys:!(permissions))');
      expect([response.status, response.body]).toEqual([200, { permissions: ['can_read', 'can_write'] }]);
    });

    it('describes filters and titles', async () => {
      const response = await gateway.getJson('/api/v1/chart/_info');
      const body = response.body as Record<string, unknown>;
      expect(response.status).toBe(200);
      expect([body.add_title, body.edit_title]).toEqual(['Add Slice', 'Edit Slice']);
      const filters = body.filters as Record<string, Array<{ operator: string }>>;
      expect(Object.keys(filters)).toEqual([
        'created_by',
        'changed_by',
        'last_saved_at',
        'last_saved_by',
        'datasource_id',
        'datasource_name',
        'datasource_type',
        'description',
        'id',
        'uuid',
        'owners',
        'dashboards',
        'slice_name',
        'viz_type',
        'tags',
      ]);
      expect(filters.id.map((f) => f.operator)).toEqual([
        'eq',
        'gt',
        'lt',
        'neq',
        'in',
        'not_in',
        'chart_is_favorite',
        'chart_is_certified',
        'chart_owned_created_favored_by_me',
      ]);
      expect((body.add_columns as Array<{ name: string; required: boolean }>).filter((c) => c.required).map((c) => c.name)).toEqual([
        'slice_name',
        'datasource_id',
        'datasource_type',
      ]);
    });

    it('validates q against the _info schema', async () => {
      const response = await gateway.getJson('/api/v1/chart/_info?q=(keys:!(everything))');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message:
          "Not a valid rison schema 'everything' is not one of ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none']",
      });
    });
  });
});
