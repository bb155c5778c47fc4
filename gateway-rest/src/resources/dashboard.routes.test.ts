import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const user = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName });

const listItem = {
  id: 5,
  uuid: '6f2c1b3a-4d5e-4f60-8a9b-0c1d2e3f4a5b',
  dashboardTitle: 'USA Births Names',
  slug: 'births',
  url: '/superset/dashboard/births/',
  published: true,
  status: 'published',
  certifiedBy: 'Data team',
  certificationDetails: 'Checked',
  isManagedExternally: false,
  thumbnailUrl: null,
  changedOn: '2025-08-18T12:00:00.250Z',
  createdOn: '2025-07-18T12:00:00.000Z',
  changedBy: user(2, 'Alan', 'Turing'),
  createdBy: user(1, 'Ada', 'Lovelace'),
  owners: [user(1, 'Ada', 'Lovelace')],
  roles: [{ id: 7, name: 'Sales' }],
  tags: [{ id: 3, name: 'kpi', type: 'custom' }],
};

const show = {
  ...listItem,
  css: '.x{}',
  jsonMetadata: '{"color_scheme":"supersetColors"}',
  positionJson: '{"DASHBOARD_VERSION_KEY":"v2"}',
  theme: null,
  charts: [{ sliceName: 'Genders' }],
};

const notFound = () => graphqlError('Not found', { code: 'NOT_FOUND', status: 404, errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' });

describe('/api/v1/dashboard', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestDashboardList: () => ({ data: { dashboards: { count: 1, items: [listItem] } } }),
      RestDashboardShow: ({ idOrSlug }) => (idOrSlug === 'births' || idOrSlug === '5' ? { data: { dashboard: show } } : notFound()),
      RestDashboardId: ({ idOrSlug }) => (idOrSlug === 'births' ? { data: { dashboard: { id: 5 } } } : notFound()),
      RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write', 'can_tag'] } }),
      RestDashboardCharts: () => ({
        data: {
          dashboard: {
            charts: [
              {
                id: 12,
                sliceName: 'Genders',
                cacheTimeout: null,
                changedOn: '2025-08-18T12:00:00.000Z',
                description: null,
                formData: { viz_type: 'pie', slice_id: 12, datasource: '3__table' },
                sliceUrl: '/explore/?slice_id=12',
                certifiedBy: null,
                certificationDetails: null,
              },
            ],
          },
        },
      }),
      RestDashboardVersions: ({ idOrSlug }) =>
        idOrSlug === 'births'
          ? {
              data: {
                dashboardVersions: {
                  count: 2,
                  items: [
                    { id: 31, versionNumber: 2, createdOn: '2025-08-18T12:00:00.250Z', summary: 'moved 2 charts, added filter Gender', dashboardTitle: 'USA Births Names', published: true, createdBy: user(2, 'Alan', 'Turing') },
                    { id: 30, versionNumber: 1, createdOn: '2025-07-18T12:00:00.000Z', summary: 'created the dashboard', dashboardTitle: 'Births', published: false, createdBy: null },
                  ],
                },
              },
            }
          : notFound(),
      RestDashboardTabs: () => ({ data: { dashboardTabs: { allTabs: { 'TAB-a': 'Overview' }, tabTree: [{ value: 'TAB-a', title: 'Overview', parents: [], children: [] }] } } }),
      RestDashboardRelated: () => ({ data: { dashboardRelated: { count: 1, items: [{ value: 7, text: 'Sales', extra: {} }] } } }),
      RestDashboardCreate: () => ({ data: { createDashboard: { id: 9 } } }),
      RestDashboardUpdate: ({ id }) =>
        id === 6 ? graphqlError('You do not have permissions to edit this dashboard.', { code: 'FORBIDDEN', status: 403, errorType: 'MISSING_OWNERSHIP_ERROR' }) : { data: { updateDashboard: { id, lastModifiedTime: 1755518400 } } },
      RestDashboardDelete: ({ id }) => ({ data: { deleteDashboard: id } }),
      RestDashboardBulkDelete: ({ ids }) =>
        (ids as number[]).includes(8)
          ? graphqlError('There are associated alerts or reports: Weekly', { code: 'UNPROCESSABLE', status: 422, errorType: 'GENERIC_COMMAND_ERROR' })
          : { data: { deleteDashboards: { count: (ids as number[]).length } } },
      RestDashboardCopy: () => ({ data: { copyDashboard: { id: 10, lastModifiedTime: 1755518401 } } }),
      RestDashboardFilters: () => ({ data: { setDashboardFilters: [{ config: { id: 'NATIVE_FILTER-1', name: 'Gender', someKey: 1 } }] } }),
      RestDashboardColors: () => ({ data: { setDashboardColors: true } }),
      RestExportBundle: () => ({ data: { exportBundle: { filename: 'dashboard_export_20250821T120000.zip', contentType: 'application/zip', base64: Buffer.from('PK').toString('base64') } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  const put = (path: string, body: unknown) => gateway.request('PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const lastVariables = () => gateway.executed[gateway.executed.length - 1].variables;

  it('lists dashboards with Superset’s list columns', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:title_or_slug,value:birth)),order_column:changed_on_delta_humanized,order_direction:desc)');
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [5], list_title: 'List Dashboard' });
    expect((body.result as unknown[])[0]).toEqual({
      id: 5,
      uuid: listItem.uuid,
      published: true,
      status: 'published',
      slug: 'births',
      url: '/superset/dashboard/births/',
      thumbnail_url: null,
      certified_by: 'Data team',
      certification_details: 'Checked',
      changed_by: { first_name: 'Alan', last_name: 'Turing', id: 2 },
      changed_by_name: 'Alan Turing',
      changed_on_utc: '2025-08-18T12:00:00.250000+0000',
      changed_on_delta_humanized: '2 days ago',
      created_on_delta_humanized: 'a month ago',
      created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
      dashboard_title: 'USA Births Names',
      owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
      roles: [{ id: 7, name: 'Sales' }],
      is_managed_externally: false,
      tags: [{ id: 3, name: 'kpi', type: 1 }],
    });
    expect(lastVariables()).toMatchObject({ filters: [{ field: 'DASHBOARD_TITLE', op: 'TITLE_OR_SLUG', value: 'birth' }], orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });

  it('refuses a column it cannot filter, in Superset’s words', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/?q=(filters:!((col:css,opr:ct,value:x)))');
    expect([response.status, response.body]).toEqual([400, { message: 'Filter column: css not allowed to filter' }]);
  });

  it('shows a dashboard with json_metadata and position_json as stored', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/births');
    expect(response.status).toBe(200);
    expect((response.body as { result: Record<string, unknown> }).result).toMatchObject({
      id: 5,
      dashboard_title: 'USA Births Names',
      json_metadata: show.jsonMetadata,
      position_json: show.positionJson,
      charts: ['Genders'],
      changed_on: '2025-08-18T12:00:00.250000',
      changed_by_name: 'Alan Turing',
      owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
      tags: [{ id: 3, name: 'kpi', type: 1 }],
      theme: null,
    });
    expect(Object.keys(response.body as object)).toEqual(['result']);
  });

  it('answers 404 for a dashboard it cannot show', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/nope');
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });

  it('answers the charts, tabs and related roles', async () => {
    const charts = await gateway.getJson('/api/v1/dashboard/births/charts');
    expect((charts.body as { result: unknown[] }).result).toEqual([
      {
        id: 12,
        slice_name: 'Genders',
        cache_timeout: null,
        changed_on: '2025-08-18T12:00:00',
        description: null,
        form_data: { viz_type: 'pie', slice_id: 12, datasource: '3__table' },
        slice_url: '/explore/?slice_id=12',
        certified_by: null,
        certification_details: null,
      },
    ]);
    const tabs = await gateway.getJson('/api/v1/dashboard/births/tabs');
    expect(tabs.body).toEqual({ result: { all_tabs: { 'TAB-a': 'Overview' }, tab_tree: [{ value: 'TAB-a', title: 'Overview', parents: [], children: [] }] } });
    const related = await gateway.getJson('/api/v1/dashboard/related/roles?q=(filter:sal)');
    expect(related.body).toEqual({ count: 1, result: [{ value: 7, text: 'Sales', extra: {} }] });
    expect(lastVariables()).toMatchObject({ column: 'ROLES', filter: 'sal' });
    expect((await gateway.getJson('/api/v1/dashboard/related/slices')).status).toBe(404);
  });

  it('lists the kept versions in the list envelope, newest first; 404 for a dashboard it cannot show', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/births/versions');
    expect([response.status, response.body]).toEqual([
      200,
      {
        count: 2,
        ids: [31, 30],
        result: [
          {
            id: 31,
            version_number: 2,
            summary: 'moved 2 charts, added filter Gender',
            dashboard_title: 'USA Births Names',
            published: true,
            created_on: '2025-08-18T12:00:00.250000',
            created_on_delta_humanized: '2 days ago',
            created_by: { id: 2, first_name: 'Alan', last_name: 'Turing' },
          },
          { id: 30, version_number: 1, summary: 'created the dashboard', dashboard_title: 'Births', published: false, created_on: '2025-07-18T12:00:00', created_on_delta_humanized: 'a month ago', created_by: null },
        ],
      },
    ]);
    expect(lastVariables()).toEqual({ idOrSlug: 'births' });
    const missing = await gateway.getJson('/api/v1/dashboard/nope/versions');
    expect([missing.status, missing.body]).toEqual([404, { message: 'Not found' }]);
  });

  it('reports the permissions the caller holds in _info', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/_info?q=(keys:!(permissions))');
    expect(response.body).toEqual({ permissions: ['can_read', 'can_write'] });
  });

  it('creates from an empty body (201, the body echoed)', async () => {
    const response = await gateway.postJson('/api/v1/dashboard/', {});
    expect([response.status, response.body]).toEqual([201, { id: 9, result: {} }]);
  });

  it('refuses unknown fields, unknown metadata keys and bad JSON with 400', async () => {
    const response = await gateway.postJson('/api/v1/dashboard/', { title: 'x', json_metadata: '{"refresh_frequency": 5, "bogus": 1}', position_json: '{' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { title: ['Unknown field.'], json_metadata: { bogus: ['Unknown field.'] }, position_json: ['JSON not valid'] } });
    const slug = await gateway.postJson('/api/v1/dashboard/', { slug: '' });
    expect(slug.body).toEqual({ message: { slug: ['Length must be between 1 and 255.'] } });
  });

  it('updates with last_modified_time, and answers Forbidden for non-owners', async () => {
    const response = await put('/api/v1/dashboard/5', { dashboard_title: 'New', json_metadata: '{"positions": {}}', slug: '' });
    expect([response.status, response.body]).toEqual([200, { id: 5, result: { dashboard_title: 'New', json_metadata: '{"positions": {}}', slug: '' }, last_modified_time: 1755518400 }]);
    expect(lastVariables()).toEqual({ id: 5, input: { dashboardTitle: 'New', jsonMetadata: '{"positions": {}}', slug: '' } });
    const forbidden = await put('/api/v1/dashboard/6', { published: true });
    expect([forbidden.status, forbidden.body]).toEqual([403, { message: 'Forbidden' }]);
  });

  it('deletes one and many; 422 while a report uses one', async () => {
    expect((await gateway.request('DELETE', '/api/v1/dashboard/5')).body).toEqual({ message: 'OK' });
    expect((await gateway.request('DELETE', '/api/v1/dashboard/?q=!(5,6)')).body).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await gateway.request('DELETE', '/api/v1/dashboard/?q=!(5)')).body).toEqual({ message: 'Deleted 1 dashboard' });
    const refused = await gateway.request('DELETE', '/api/v1/dashboard/?q=!(8)');
    expect([refused.status, refused.body]).toEqual([422, { message: 'There are associated alerts or reports: Weekly' }]);
  });

  it('copies by slug and answers the new id with its last_modified_time', async () => {
    const response = await gateway.postJson('/api/v1/dashboard/births/copy/', { dashboard_title: 'Copy', json_metadata: '{}', duplicate_slices: true });
    expect([response.status, response.body]).toEqual([200, { result: { id: 10, last_modified_time: 1755518401 } }]);
    expect(lastVariables()).toEqual({ id: 5, input: { dashboardTitle: 'Copy', jsonMetadata: '{}', duplicateSlices: true } });
    const missing = await gateway.postJson('/api/v1/dashboard/births/copy/', { dashboard_title: 'Copy' });
    expect([missing.status, missing.body]).toEqual([400, { message: { json_metadata: ['Missing data for required field.'] } }]);
  });

  it('changes native filters and answers the configuration as stored', async () => {
    const response = await put('/api/v1/dashboard/5/filters', { modified: [{ id: 'NATIVE_FILTER-1', name: 'Gender' }], deleted: [], reordered: ['NATIVE_FILTER-1'] });
    expect(response.body).toEqual({ result: [{ id: 'NATIVE_FILTER-1', name: 'Gender', someKey: 1 }] });
    const bad = await put('/api/v1/dashboard/5/filters', { modified: 'x', deleted: [1] });
    expect(bad.body).toEqual({ message: { modified: ['Not a valid list of mappings.'], deleted: ['Not a valid list of strings.'] } });
  });

  it('sets colours, with mark_updated read as Superset reads it', async () => {
    const response = await put('/api/v1/dashboard/5/colors?mark_updated=false', { label_colors: { boy: '#00f' }, color_scheme: 'bnbColors' });
    expect([response.status, response.body]).toEqual([200, {}]);
    expect(lastVariables()).toEqual({ id: 5, input: { colorScheme: 'bnbColors', labelColors: { boy: '#00f' } }, markUpdated: false });
    await put('/api/v1/dashboard/5/colors', {});
    expect(lastVariables()).toMatchObject({ markUpdated: true });
    const bad = await put('/api/v1/dashboard/5/colors', { label_colors: ['x'] });
    expect(bad.body).toEqual({ message: { label_colors: ['Not a valid mapping type.'] } });
  });

  it('exports as a ZIP attachment', async () => {
    const response = await gateway.request('GET', '/api/v1/dashboard/export/?q=!(5)');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=dashboard_export_20250821T120000.zip');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(lastVariables()).toEqual({ resource: 'DASHBOARD', ids: [5] });
  });
});
