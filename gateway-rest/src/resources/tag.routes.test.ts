import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const item = {
  id: 5,
  name: 'finance',
  type: 'custom',
  description: 'Money',
  createdOn: '2025-08-18T12:00:00.000Z',
  changedOn: '2025-08-19T12:00:00.000Z',
  createdBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  changedBy: null,
};

describe('/api/v1/tag', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestTagList: () => ({ data: { tags: { count: 1, items: [item] } } }),
      RestTagShow: ({ id }) => ({ data: { tag: id === 5 ? item : null } }),
      RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write', 'can_bulk_create'] } }),
      RestTagCreate: () => ({ data: { createTag: { id: 6 } } }),
      RestTagUpdate: () => ({ data: { updateTag: { id: 5 } } }),
      RestTagDelete: ({ ids, names }) =>
        (ids as number[]).includes(7) ? graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' }) : { data: { deleteTags: { count: (ids as number[]).length + (names as string[]).length } } },
      RestTagBulkCreate: () => ({
        data: { bulkTag: { objectsTagged: [{ objectType: 'CHART', objectId: 1 }, { objectType: 'CHART', objectId: 2 }], objectsSkipped: [{ objectType: 'CHART', objectId: 3 }] } },
      }),
      RestTagObject: () => ({ data: { tagObject: [{ id: 5 }] } }),
      RestUntagObject: () => ({ data: { untagObject: true } }),
      RestTaggedObjects: () => ({
        data: {
          taggedObjects: [
            {
              id: 9,
              type: 'DASHBOARD',
              name: 'Sales',
              url: '/superset/dashboard/sales/',
              changedOn: '2025-08-20T12:00:00.000Z',
              createdBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
              owners: [{ id: 1, username: 'ada', firstName: 'Ada', lastName: 'Lovelace' }],
              tags: [{ id: 5, name: 'finance', type: 'custom' }],
            },
          ],
        },
      }),
      RestFavoriteStatus: ({ ids }) => ({ data: { favoriteStatus: (ids as number[]).map((id) => ({ id, value: id === 5 })) } }),
      RestAddFavorite: () => ({ data: { addFavorite: { value: true } } }),
      RestTagRelatedUsers: () => ({ data: { tagRelatedUsers: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('lists with Superset’s columns, the type by its code, and maps the custom_tag filter', async () => {
    const response = await gateway.getJson(`/api/v1/tag/${q('(filters:!((col:name,opr:ct,value:fin),(col:type,opr:custom_tag,value:!t)),order_column:name,order_direction:asc,page:0,page_size:25)')}`);
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [5], list_title: 'List Tag' });
    expect((body.result as unknown[])[0]).toEqual({
      id: 5,
      name: 'finance',
      type: 1,
      description: 'Money',
      changed_by: null,
      changed_on_delta_humanized: '2 days ago',
      created_on_delta_humanized: '3 days ago',
      created_by: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(gateway.executed[0].variables).toEqual({
      filters: [
        { field: 'NAME', op: 'CT', value: 'fin' },
        { field: 'TYPE', op: 'CUSTOM_TAG', value: true },
      ],
      orderBy: 'NAME',
      orderDirection: 'ASC',
      page: 0,
      pageSize: 25,
    });
    const info = (await gateway.getJson('/api/v1/tag/_info')).body as Record<string, unknown>;
    expect((info.filters as Record<string, unknown>).type).toEqual([{ name: 'Custom Tag', operator: 'custom_tag' }]);
  });

  it('shows one tag, 404 for another', async () => {
    const shown = (await gateway.getJson('/api/v1/tag/5')).body as Record<string, unknown>;
    expect(shown).toMatchObject({ id: 5, show_title: 'Show Tag', result: { name: 'finance', type: 1, created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' } } });
    expect((await gateway.getJson('/api/v1/tag/4')).status).toBe(404);
  });

  it('creates (201 {}), updates (the body echoed) and refuses a bad body with 400', async () => {
    const created = await gateway.postJson('/api/v1/tag/', { name: 'finance', objects_to_tag: [['dashboard', 3], ['chart', 7]] });
    expect([created.status, created.body]).toEqual([201, {}]);
    expect(gateway.executed[0].variables).toEqual({
      input: { name: 'finance', objectsToTag: [{ objectType: 'DASHBOARD', objectId: 3 }, { objectType: 'CHART', objectId: 7 }] },
    });
    const put = await gateway.request('PUT', '/api/v1/tag/5', { body: JSON.stringify({ description: 'x' }), headers: { 'content-type': 'application/json' } });
    expect([put.status, put.body]).toEqual([200, { id: 5, result: { description: 'x' } }]);
    expect((await gateway.postJson('/api/v1/tag/', { description: 'no name' })).body).toEqual({ message: { name: ['Missing data for required field.'] } });
    const badObject = await gateway.postJson('/api/v1/tag/', { name: 'x', objects_to_tag: [['slice', 1]] });
    expect(badObject.status).toBe(400);
  });

  it('bulk-tags and answers tagged and skipped objects as pairs', async () => {
    const response = await gateway.postJson('/api/v1/tag/bulk_create', { tags: [{ name: 'q3', objects_to_tag: [['chart', 1], ['chart', 2], ['chart', 3]] }] });
    expect([response.status, response.body]).toEqual([200, { result: { objects_tagged: [['chart', 1], ['chart', 2]], objects_skipped: [['chart', 3]] } }]);
    expect(gateway.executed[0].variables).toEqual({
      tags: [{ name: 'q3', description: null, objectsToTag: [1, 2, 3].map((objectId) => ({ objectType: 'CHART', objectId })) }],
    });
    expect((await gateway.postJson('/api/v1/tag/bulk_create', { tags: [{ objects_to_tag: [] }] })).status).toBe(400);
  });

  it('tags one object by its kind code and untags it by name', async () => {
    const tagged = await gateway.postJson('/api/v1/tag/2/7/', { properties: { tags: ['a', 'b'] } });
    expect([tagged.status, tagged.body]).toEqual([201, {}]);
    expect(gateway.executed[0].variables).toEqual({ objectType: 'CHART', objectId: 7, tags: ['a', 'b'] });
    const missing = await gateway.postJson('/api/v1/tag/2/7/', { properties: {} });
    expect([missing.status, missing.body]).toEqual([400, { message: "Missing required field 'tags' in 'properties'" }]);
    expect((await gateway.request('DELETE', '/api/v1/tag/3/9/finance/')).body).toEqual({ message: 'OK' });
    expect(gateway.executed.at(-1)?.variables).toEqual({ objectType: 'DASHBOARD', objectId: 9, tag: 'finance' });
    expect((await gateway.postJson('/api/v1/tag/9/7/', { properties: { tags: ['a'] } })).status).toBe(404);
  });

  it('deletes one, or many by name with Superset’s message; any missing one is a 404', async () => {
    expect((await gateway.request('DELETE', '/api/v1/tag/5')).body).toEqual({ message: 'OK' });
    expect((await gateway.request('DELETE', '/api/v1/tag/7')).status).toBe(404);
    expect((await gateway.request('DELETE', `/api/v1/tag/${q("!('a','b')")}`)).body).toEqual({ message: 'Deleted 2 tags' });
    expect(gateway.executed.at(-1)?.variables).toEqual({ ids: [], names: ['a', 'b'] });
  });

  it('lists the objects of tags, and stars tags', async () => {
    const response = await gateway.getJson('/api/v1/tag/get_objects/?tagIds=5&types=dashboard,chart');
    expect(response.body).toEqual({
      result: [
        {
          id: 9,
          type: 'dashboard',
          name: 'Sales',
          url: '/superset/dashboard/sales/',
          changed_on: '2025-08-20T12:00:00',
          created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
          creator: 'Ada Lovelace',
          tags: [{ id: 5, name: 'finance', type: 1 }],
          owners: [{ id: 1, username: 'ada', first_name: 'Ada', last_name: 'Lovelace' }],
        },
      ],
    });
    expect(gateway.executed[0].variables).toEqual({ tagIds: [5], tagNames: [], types: ['DASHBOARD', 'CHART'] });
    expect((await gateway.getJson('/api/v1/tag/get_objects/?tagIds=x')).status).toBe(400);
    expect((await gateway.getJson(`/api/v1/tag/favorite_status/${q('!(5,6)')}`)).body).toEqual({ result: [{ id: 5, value: true }, { id: 6, value: false }] });
    expect((await gateway.postJson('/api/v1/tag/5/favorites/', {})).body).toEqual({ result: 'OK' });
    expect(gateway.executed.at(-1)?.variables).toEqual({ objectType: 'TAG', id: 5 });
  });

  it('answers the related users of created_by and changed_by, searched and paged; other columns are 404', async () => {
    for (const column of ['created_by', 'changed_by']) {
      gateway.executed.length = 0;
      const response = await gateway.getJson(`/api/v1/tag/related/${column}${q("(filter:'ad',page:1,page_size:5)")}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
      expect(gateway.executed).toEqual([{ operation: 'RestTagRelatedUsers', variables: { filter: 'ad', page: 1, pageSize: 5, includeIds: null } }]);
    }
    expect((await gateway.getJson('/api/v1/tag/related/owners')).status).toBe(404);
  });
});
