import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace' };
const layer = { id: 3, name: 'Launches', descr: 'Releases', createdOn: '2025-08-18T12:00:00.250Z', changedOn: '2025-08-19T12:00:00.000Z', createdBy: ada, changedBy: null };
const annotation = {
  id: 7,
  layerId: 3,
  layerName: 'Launches',
  shortDescr: 'v2',
  longDescr: 'Version 2 ships',
  startDttm: '2025-03-01T00:00:00.000Z',
  endDttm: '2025-03-02T12:00:00.000Z',
  jsonMetadata: '{}',
  changedOn: '2025-08-19T12:00:00.000Z',
  createdBy: ada,
  changedBy: ada,
};
const notFoundError = graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' });

describe('/api/v1/annotation_layer', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestAnnotationLayerList: () => ({ data: { annotationLayers: { count: 1, items: [layer] } } }),
      RestAnnotationLayerShow: ({ id }) => ({ data: { annotationLayer: id === 3 ? layer : null } }),
      RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write'] } }),
      RestAnnotationLayerCreate: () => ({ data: { createAnnotationLayer: { id: 3 } } }),
      RestAnnotationLayerUpdate: () => ({ data: { updateAnnotationLayer: { id: 3 } } }),
      RestAnnotationLayerDelete: ({ id }) =>
        id === 3 ? graphqlError('Annotation layer has associated annotations.', { code: 'UNPROCESSABLE', errorType: 'GENERIC_COMMAND_ERROR' }) : notFoundError,
      RestAnnotationLayerBulkDelete: ({ ids }) => ({ data: { deleteAnnotationLayers: { count: (ids as number[]).length } } }),
      RestAnnotationLayerRelated: () => ({ data: { annotationLayerRelated: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } } }),
      RestAnnotationList: () => ({ data: { annotations: { count: 1, items: [annotation] } } }),
      RestAnnotationShow: ({ id }) => ({ data: { annotation: id === 7 ? annotation : null } }),
      RestAnnotationCreate: ({ layerId }) =>
        layerId === 3 ? { data: { createAnnotation: { id: 7 } } } : graphqlError('Annotation layer not found.', { code: 'BAD_USER_INPUT', errorType: 'GENERIC_COMMAND_ERROR' }),
      RestAnnotationUpdate: () => graphqlError('Annotation parameters are invalid.', { code: 'UNPROCESSABLE', errorType: 'GENERIC_COMMAND_ERROR', extra: { fields: { start_dttm: ['End date must be after start date'] } } }),
      RestAnnotationDelete: () => ({ data: { deleteAnnotation: 7 } }),
      RestAnnotationBulkDelete: ({ ids }) => ({ data: { deleteAnnotations: { count: (ids as number[]).length } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('lists layers with Superset’s columns and maps the all-text search, the order and the creator filter', async () => {
    const response = await gateway.getJson(`/api/v1/annotation_layer/${q('(filters:!((col:name,opr:annotation_layer_all_text,value:rel),(col:created_by,opr:rel_o_m,value:1)),order_column:changed_on_delta_humanized,order_direction:desc)')}`);
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [3], list_title: 'List Annotation Layer' });
    expect((body.result as unknown[])[0]).toEqual({
      changed_by: null,
      changed_on: '2025-08-19T12:00:00',
      changed_on_delta_humanized: '2 days ago',
      created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
      created_on: '2025-08-18T12:00:00.250000',
      descr: 'Releases',
      id: 3,
      name: 'Launches',
    });
    expect(gateway.executed[0].variables).toEqual({
      filters: [
        { field: 'NAME', op: 'ANNOTATION_LAYER_ALL_TEXT', value: 'rel' },
        { field: 'CREATED_BY', op: 'REL_O_M', value: 1 },
      ],
      orderBy: 'CHANGED_ON',
      orderDirection: 'DESC',
      page: 0,
      pageSize: 20,
    });
    expect((await gateway.getJson(`/api/v1/annotation_layer/${q('(order_column:id)')}`)).status).toBe(400);
  });

  it('shows a layer (FAB’s default show), creates, updates and refuses bad bodies', async () => {
    expect((await gateway.getJson('/api/v1/annotation_layer/3')).body).toEqual({
      id: 3,
      result: { descr: 'Releases', id: 3, name: 'Launches' },
      show_columns: ['descr', 'id', 'name'],
      label_columns: { descr: 'Descr', id: 'Id', name: 'Name' },
      description_columns: {},
      show_title: 'Show Annotation Layer',
    });
    expect((await gateway.getJson('/api/v1/annotation_layer/4')).status).toBe(404);
    expect((await gateway.getJson('/api/v1/annotation_layer/abc')).status).toBe(404);
    expect((await gateway.getJson('/api/v1/annotation_layer/99999999999')).status).toBe(404);

    const created = await gateway.postJson('/api/v1/annotation_layer/', { name: 'Launches', descr: 'Releases' });
    expect([created.status, created.body]).toEqual([201, { id: 3, result: { name: 'Launches', descr: 'Releases' } }]);
    const put = await gateway.request('PUT', '/api/v1/annotation_layer/3', { body: JSON.stringify({ descr: null }), headers: { 'content-type': 'application/json' } });
    expect([put.status, put.body]).toEqual([200, { id: 3, result: { descr: null } }]);
    expect(gateway.executed.at(-1)?.variables).toEqual({ id: 3, input: { descr: null } });

    const bad = await gateway.postJson('/api/v1/annotation_layer/', { name: { text: 'x' }, owners: [1] });
    expect([bad.status, bad.body]).toEqual([400, { message: { name: ['Not a valid string.'], owners: ['Unknown field.'] } }]);
    const missing = await gateway.postJson('/api/v1/annotation_layer/', { descr: 'x' });
    expect(missing.body).toEqual({ message: { name: ['Missing data for required field.'] } });
  });

  it('deletes with Superset’s answers: integrity 422, bulk messages', async () => {
    const refused = await gateway.request('DELETE', '/api/v1/annotation_layer/3');
    expect([refused.status, refused.body]).toEqual([422, { message: 'Annotation layer has associated annotations.' }]);
    expect((await gateway.request('DELETE', '/api/v1/annotation_layer/8')).status).toBe(404);
    expect((await gateway.request('DELETE', `/api/v1/annotation_layer/${q('!(1,2)')}`)).body).toEqual({ message: 'Deleted 2 annotation layers' });
    expect((await gateway.request('DELETE', `/api/v1/annotation_layer/${q('!(1)')}`)).body).toEqual({ message: 'Deleted 1 annotation layer' });
  });

  it('answers related users and _info', async () => {
    expect((await gateway.getJson('/api/v1/annotation_layer/related/created_by')).body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    expect(gateway.executed[0].variables).toMatchObject({ column: 'CREATED_BY' });
    expect((await gateway.getJson('/api/v1/annotation_layer/related/owners')).status).toBe(404);
    const info = (await gateway.getJson('/api/v1/annotation_layer/_info')).body as Record<string, unknown>;
    expect(info).toMatchObject({ add_title: 'Add Annotation Layer', permissions: ['can_read', 'can_write'] });
    expect((info.filters as Record<string, unknown>).name).toContainEqual({ name: 'All Text', operator: 'annotation_layer_all_text' });
    expect((info.add_columns as Array<Record<string, unknown>>)[0]).toMatchObject({ name: 'name', required: true });
  });

  it('lists, shows, creates, updates and deletes a layer’s annotations', async () => {
    const list = await gateway.getJson(`/api/v1/annotation_layer/3/annotation/${q('(filters:!((col:short_descr,opr:annotation_all_text,value:v)),order_column:start_dttm)')}`);
    expect((list.body as Record<string, unknown>).list_title).toBe('List Annotation');
    expect(((list.body as Record<string, unknown>).result as unknown[])[0]).toEqual({
      changed_by: { first_name: 'Ada', id: 1 },
      changed_on_delta_humanized: '2 days ago',
      created_by: { first_name: 'Ada', id: 1 },
      end_dttm: '2025-03-02T12:00:00',
      id: 7,
      long_descr: 'Version 2 ships',
      short_descr: 'v2',
      start_dttm: '2025-03-01T00:00:00',
    });
    expect(gateway.executed[0].variables).toMatchObject({ layerId: 3, filters: [{ field: 'SHORT_DESCR', op: 'ANNOTATION_ALL_TEXT', value: 'v' }], orderBy: 'START_DTTM' });

    const shown = await gateway.getJson(`/api/v1/annotation_layer/3/annotation/7${q('(keys:!(none))')}`);
    expect(shown.body).toEqual({
      id: 7,
      result: { end_dttm: '2025-03-02T12:00:00', id: 7, json_metadata: '{}', layer: { id: 3, name: 'Launches' }, long_descr: 'Version 2 ships', short_descr: 'v2', start_dttm: '2025-03-01T00:00:00' },
    });
    expect((await gateway.getJson('/api/v1/annotation_layer/3/annotation/8')).status).toBe(404);

    const created = await gateway.postJson('/api/v1/annotation_layer/3/annotation/', { short_descr: 'v2', start_dttm: '2025-03-01 00:00', end_dttm: '2025-03-02T12:00:00+00:00' });
    expect([created.status, created.body]).toEqual([201, { id: 7, result: { short_descr: 'v2', start_dttm: '2025-03-01T00:00:00', end_dttm: '2025-03-02T12:00:00', layer: 3 } }]);
    expect(gateway.executed.at(-1)?.variables).toEqual({ layerId: 3, input: { shortDescr: 'v2', startDttm: '2025-03-01T00:00:00.000Z', endDttm: '2025-03-02T12:00:00.000Z' } });
    const noLayer = await gateway.postJson('/api/v1/annotation_layer/4/annotation/', { short_descr: 'v2', start_dttm: '2025-03-01T00:00:00', end_dttm: '2025-03-01T00:00:00' });
    expect([noLayer.status, noLayer.body]).toEqual([400, { message: 'Annotation layer not found.' }]);
    const bad = await gateway.postJson('/api/v1/annotation_layer/3/annotation/', { short_descr: '', start_dttm: 'soon', json_metadata: '{', layer: 2 });
    expect([bad.status, bad.body]).toEqual([
      400,
      { message: { short_descr: ['Length must be between 1 and 500.'], start_dttm: ['Not a valid datetime.'], end_dttm: ['Missing data for required field.'], json_metadata: ['JSON not valid'], layer: ['Unknown field.'] } },
    ]);

    const put = await gateway.request('PUT', '/api/v1/annotation_layer/3/annotation/7', { body: JSON.stringify({ end_dttm: '2025-01-01T00:00:00' }), headers: { 'content-type': 'application/json' } });
    expect([put.status, put.body]).toEqual([422, { message: { start_dttm: ['End date must be after start date'] } }]);

    expect((await gateway.request('DELETE', '/api/v1/annotation_layer/3/annotation/7')).body).toEqual({ message: 'OK' });
    expect((await gateway.request('DELETE', `/api/v1/annotation_layer/3/annotation/${q('!(7,8)')}`)).body).toEqual({ message: 'Deleted 2 annotations' });
    expect(gateway.executed.at(-1)?.variables).toEqual({ layerId: 3, ids: [7, 8] });
    expect((await gateway.getJson('/api/v1/annotation_layer/x/annotation/')).status).toBe(404);
  });
});
