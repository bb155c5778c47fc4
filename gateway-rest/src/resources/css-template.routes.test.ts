import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const item = {
  id: 3,
  templateName: 'Dark',
  css: '.dashboard { background: #111; }',
  createdOn: '2025-08-18T12:00:00.250Z',
  changedOn: '2025-08-19T12:00:00.000Z',
  createdBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  changedBy: null,
};

describe('/api/v1/css_template', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestCssTemplateList: () => ({ data: { cssTemplates: { count: 1, items: [item] } } }),
      RestCssTemplateShow: ({ id }) => ({ data: { cssTemplate: id === 3 ? item : null } }),
      RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write'] } }),
      RestCssTemplateCreate: ({ input }) => ({ data: { createCssTemplate: { ...item, templateName: (input as { templateName?: string }).templateName ?? null } } }),
      RestCssTemplateUpdate: () => ({ data: { updateCssTemplate: item } }),
      RestCssTemplateDelete: ({ id }) => (id === 3 ? { data: { deleteCssTemplate: 3 } } : graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' })),
      RestCssTemplateBulkDelete: ({ ids }) => ({ data: { deleteCssTemplates: { count: (ids as number[]).length } } }),
      RestCssTemplateRelated: () => ({ data: { cssTemplateRelated: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('lists with Superset’s columns, by name unless told otherwise', async () => {
    const response = await gateway.getJson('/api/v1/css_template/');
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [3], list_title: 'List Css Template', order_columns: ['template_name'] });
    expect((body.result as unknown[])[0]).toEqual({
      changed_on_delta_humanized: '2 days ago',
      changed_by: null,
      created_on: '2025-08-18T12:00:00.250000',
      created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
      css: '.dashboard { background: #111; }',
      id: 3,
      template_name: 'Dark',
    });
    expect(gateway.executed[0].variables).toMatchObject({ orderBy: 'TEMPLATE_NAME', orderDirection: 'ASC', page: 0, pageSize: 20 });
  });

  it('maps the all-text search and refuses an order column FAB does not allow', async () => {
    await gateway.getJson(`/api/v1/css_template/${q('(filters:!((col:template_name,opr:css_template_all_text,value:dark)),order_column:template_name,order_direction:desc,page:1,page_size:5)')}`);
    expect(gateway.executed[0].variables).toEqual({ filters: [{ field: 'TEMPLATE_NAME', op: 'CSS_TEMPLATE_ALL_TEXT', value: 'dark' }], orderBy: 'TEMPLATE_NAME', orderDirection: 'DESC', page: 1, pageSize: 5 });
    const refused = await gateway.getJson(`/api/v1/css_template/${q('(order_column:css)')}`);
    expect([refused.status, refused.body]).toEqual([400, { message: 'Invalid order by column: css' }]);
  });

  it('shows one template the FAB way (columns and keys honoured), 404 for another', async () => {
    const response = await gateway.getJson('/api/v1/css_template/3');
    expect(response.body).toEqual({
      id: 3,
      result: { created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' }, css: '.dashboard { background: #111; }', id: 3, template_name: 'Dark' },
      show_columns: ['created_by.first_name', 'created_by.id', 'created_by.last_name', 'css', 'id', 'template_name'],
      label_columns: { 'created_by.first_name': 'Created By First Name', 'created_by.id': 'Created By Id', 'created_by.last_name': 'Created By Last Name', css: 'Css', id: 'Id', template_name: 'Template Name' },
      description_columns: {},
      show_title: 'Show Css Template',
    });
    expect((await gateway.getJson(`/api/v1/css_template/3${q('(columns:!(template_name),keys:!(none))')}`)).body).toEqual({ id: 3, result: { template_name: 'Dark' } });
    expect((await gateway.getJson('/api/v1/css_template/4')).status).toBe(404);
  });

  it('creates (201 with the add-schema dump), updates (result only) and validates the body', async () => {
    const created = await gateway.postJson('/api/v1/css_template/', { template_name: 'Dark', css: '.dashboard { background: #111; }' });
    expect([created.status, created.body]).toEqual([201, { id: 3, result: { css: '.dashboard { background: #111; }', template_name: 'Dark' } }]);
    expect(gateway.executed[0].variables).toEqual({ input: { templateName: 'Dark', css: '.dashboard { background: #111; }' } });
    const put = await gateway.request('PUT', '/api/v1/css_template/3', { body: JSON.stringify({ css: 'x' }), headers: { 'content-type': 'application/json' } });
    expect([put.status, put.body]).toEqual([200, { result: { css: '.dashboard { background: #111; }', template_name: 'Dark' } }]);
    expect(gateway.executed[1].variables).toEqual({ id: 3, input: { css: 'x' } });
    const bad = await gateway.postJson('/api/v1/css_template/', { template_name: 'x'.repeat(251), owner: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { template_name: ['Length must be between 0 and 250.'], owner: ['Unknown field.'] } }]);
  });

  it('deletes one or in bulk with Superset’s messages', async () => {
    expect((await gateway.request('DELETE', '/api/v1/css_template/3')).body).toEqual({ message: 'OK' });
    expect((await gateway.request('DELETE', '/api/v1/css_template/7')).status).toBe(404);
    expect((await gateway.request('DELETE', `/api/v1/css_template/${q('!(1,2)')}`)).body).toEqual({ message: 'Deleted 2 css templates' });
    expect((await gateway.request('DELETE', `/api/v1/css_template/${q('!(1)')}`)).body).toEqual({ message: 'Deleted 1 css template' });
  });

  it('answers related users and _info', async () => {
    expect((await gateway.getJson('/api/v1/css_template/related/changed_by')).body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    expect(gateway.executed[0].variables).toMatchObject({ column: 'CHANGED_BY' });
    expect((await gateway.getJson('/api/v1/css_template/related/owners')).status).toBe(404);
    expect((await gateway.getJson(`/api/v1/css_template/_info${q('(keys:!(permissions))')}`)).body).toEqual({ permissions: ['can_read', 'can_write'] });
    const info = (await gateway.getJson('/api/v1/css_template/_info')).body as Record<string, unknown>;
    expect(info).toMatchObject({ add_title: 'Add Css Template', edit_title: 'Edit Css Template' });
    expect((info.filters as Record<string, unknown>).template_name).toContainEqual({ name: 'All Text', operator: 'css_template_all_text' });
  });
});
