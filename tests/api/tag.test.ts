import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts, type ExampleChart } from './support/examples';
import { graphql } from './support/graphql';
import { get, login, post, request, withQ } from './support/http';

/**
 * Tags over HTTP (REST ref §6.9): CRUD in Superset's shapes, the custom_tag filter, bulk tagging with its
 * skip count, tagging one object, the objects of a tag, stars on tags, and the chart list's tag filter.
 */
describe('/api/v1/tag', () => {
  let token: string;
  let base: ExampleChart;
  const suffix = Date.now().toString(36);
  const name = (n: string) => `api ${n} ${suffix}`;
  const charts: number[] = [];
  const tagNames: string[] = [];

  const createChart = async (body: Record<string, unknown>) => {
    const answer = await post('/api/v1/chart/', { datasource_id: base.datasource_id, datasource_type: 'table', ...body }, { token });
    expect(answer.status).toBe(201);
    charts.push(answer.json.id);
    return answer.json.id as number;
  };
  const tagByName = async (tagName: string) => {
    const list = await get(withQ('/api/v1/tag/', `(filters:!((col:name,opr:eq,value:'${tagName}')))`), { token });
    expect(list.status).toBe(200);
    return list.json.result[0] as { id: number; name: string; type: number; description: string | null } | undefined;
  };

  beforeAll(async () => {
    token = (await login()).access_token;
    base = (await listCharts(token)).find((c) => c.datasource_type === 'table') as ExampleChart;
    expect(base).toBeDefined();
  });

  afterAll(async () => {
    const names = tagNames.filter(Boolean);
    for (const n of names) await request('DELETE', withQ('/api/v1/tag/', `!('${n}')`), { token });
    if (charts.length) await request('DELETE', withQ('/api/v1/chart/', `!(${charts.join(',')})`), { token });
  });

  it('creates (201 {}), lists with custom_tag, shows, updates and deletes by name', async () => {
    const finance = name('finance');
    tagNames.push(finance);
    const chartId = await createChart({ slice_name: name('tagged chart') });
    const created = await post('/api/v1/tag/', { name: finance, description: 'Money', objects_to_tag: [['chart', chartId]] }, { token });
    expect([created.status, created.json]).toEqual([201, {}]);

    const custom = await get(withQ('/api/v1/tag/', `(filters:!((col:name,opr:ct,value:'${suffix}'),(col:type,opr:custom_tag,value:!t)),order_column:name,order_direction:asc)`), { token });
    expect(custom.json).toMatchObject({ count: 1, list_title: 'List Tag' });
    expect(custom.json.result[0]).toMatchObject({ name: finance, type: 1, description: 'Money', created_by: { first_name: expect.any(String) } });
    const implicit = await get(withQ('/api/v1/tag/', `(filters:!((col:name,opr:ct,value:'${suffix}'),(col:type,opr:custom_tag,value:!f)))`), { token });
    expect(implicit.json.count).toBe(0);

    const id = custom.json.ids[0] as number;
    const shown = await get(`/api/v1/tag/${id}`, { token });
    expect(shown.json).toMatchObject({ id, show_title: 'Show Tag', result: { name: finance, type: 1 } });

    const duplicate = await post('/api/v1/tag/', { name: finance }, { token });
    expect(duplicate.status).toBe(422);
    const empty = await post('/api/v1/tag/', { name: '' }, { token });
    expect([empty.status, empty.json]).toEqual([400, { message: { name: ['Length must be between 1 and 250.'] } }]);

    const put = await request('PUT', `/api/v1/tag/${id}`, { token, body: { name: finance, description: 'Cash' } });
    expect([put.status, put.json]).toEqual([200, { id, result: { name: finance, description: 'Cash' } }]);
    expect((await tagByName(finance))?.description).toBe('Cash');

    const charted = await get(withQ('/api/v1/chart/', `(filters:!((col:tags,opr:chart_tag_id,value:${id})),columns:!(id,tags.name))`), { token });
    expect(charted.json.ids).toEqual([chartId]);

    const missing = await request('DELETE', withQ('/api/v1/tag/', `!('${finance}','no such tag ${suffix}')`), { token });
    expect(missing.status).toBe(404);
    const deleted = await request('DELETE', withQ('/api/v1/tag/', `!('${finance}')`), { token });
    expect([deleted.status, deleted.json]).toEqual([200, { message: 'Deleted 1 tag' }]);
    expect(await tagByName(finance)).toBeUndefined();
  });

  it('bulk-tags what the caller may edit and reports the skipped objects', async () => {
    const q3 = name('q3');
    const review = name('review');
    tagNames.push(q3, review);
    const editable = await createChart({ slice_name: name('editable') });
    const editable2 = await createChart({ slice_name: name('editable 2') });
    // Externally managed objects cannot be edited here, by anyone: bulk tagging skips them.
    const managed = await createChart({ slice_name: name('managed'), is_managed_externally: true });
    const answer = await post(
      '/api/v1/tag/bulk_create',
      {
        tags: [
          { name: q3, objects_to_tag: [['chart', editable], ['chart', editable2], ['chart', managed], ['chart', 987654321]] },
          { name: review, objects_to_tag: [['chart', editable]] },
        ],
      },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      result: {
        objects_tagged: [['chart', editable], ['chart', editable2]],
        objects_skipped: [['chart', managed], ['chart', 987654321]],
      },
    });

    const q3Tag = await tagByName(q3);
    const objects = await get(`/api/v1/tag/get_objects/?tagIds=${q3Tag!.id}&types=chart`, { token });
    expect(objects.status).toBe(200);
    expect(objects.json.result.map((o: { id: number }) => o.id).sort()).toEqual([editable, editable2].sort());
    expect(objects.json.result[0]).toMatchObject({ type: 'chart', url: expect.stringContaining('/explore/?slice_id='), tags: expect.arrayContaining([expect.objectContaining({ name: q3, type: 1 })]) });
    const byName = await get(`/api/v1/tag/get_objects/?tags=${encodeURIComponent(review)}`, { token });
    expect(byName.json.result.map((o: { id: number }) => o.id)).toEqual([editable]);

    const bad = await post('/api/v1/tag/bulk_create', { tags: [{ name: q3, objects_to_tag: [['slice', editable]] }] }, { token });
    expect(bad.status).toBe(400);
  });

  it('tags and untags one object, and stars a tag', async () => {
    const solo = name('solo');
    tagNames.push(solo);
    const chartId = await createChart({ slice_name: name('solo chart') });
    const tagged = await post(`/api/v1/tag/2/${chartId}/`, { properties: { tags: [solo] } }, { token });
    expect([tagged.status, tagged.json]).toEqual([201, {}]);
    expect((await post(`/api/v1/tag/2/${chartId}/`, { properties: {} }, { token })).json).toEqual({ message: "Missing required field 'tags' in 'properties'" });
    const tag = await tagByName(solo);
    expect(tag).toBeDefined();

    const star = await post(`/api/v1/tag/${tag!.id}/favorites/`, {}, { token });
    expect([star.status, star.json]).toEqual([200, { result: 'OK' }]);
    expect((await get(withQ('/api/v1/tag/favorite_status/', `!(${tag!.id})`), { token })).json).toEqual({ result: [{ id: tag!.id, value: true }] });

    const untagged = await request('DELETE', `/api/v1/tag/2/${chartId}/${encodeURIComponent(solo)}/`, { token });
    expect([untagged.status, untagged.json]).toEqual([200, { message: 'OK' }]);
    expect((await request('DELETE', `/api/v1/tag/2/${chartId}/${encodeURIComponent(solo)}/`, { token })).status).toBe(404);
  });

  it('answers related users of created_by and changed_by (as css_template does), searched by name', async () => {
    for (const path of ['/api/v1/tag/related/created_by', '/api/v1/tag/related/changed_by', '/api/v1/css_template/related/changed_by']) {
      const answer = await get(withQ(path, "(filter:adm,page:0,page_size:5)"), { token });
      expect(answer.status).toBe(200);
      expect(answer.json.result).toContainEqual({ value: expect.any(Number), text: expect.stringMatching(/adm/i), extra: {} });
    }
    expect((await get('/api/v1/tag/related/owners', { token })).status).toBe(404);
  });

  it('answers the same tagging through GraphQL, and refuses anonymous callers', async () => {
    const gql = name('gql');
    tagNames.push(gql);
    const chartId = await createChart({ slice_name: name('gql chart') });
    const answer = await graphql(
      'mutation($tags: [BulkTagInput!]!) { bulkTag(tags: $tags) { objectsTagged { objectType objectId } objectsSkipped { objectId } } }',
      { tags: [{ name: gql, objectsToTag: [{ objectType: 'CHART', objectId: chartId }] }] },
      token,
    );
    expect(answer.data.bulkTag).toEqual({ objectsTagged: [{ objectType: 'CHART', objectId: chartId }], objectsSkipped: [] });
    expect((await get('/api/v1/tag/')).status).toBe(401);
    expect((await post('/api/v1/tag/bulk_create', { tags: [] })).status).toBe(401);
  });
});
