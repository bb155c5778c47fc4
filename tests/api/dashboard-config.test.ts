import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from './support/graphql';
import { get, login, post, request, withQ } from './support/http';

/** The dashboard configuration writes over HTTP: native filters, cross-filter settings and CSS templates. */
describe('dashboard configuration', () => {
  let token: string;
  let dashboardId: number;
  const suffix = Date.now().toString(36);
  const put = (path: string, body: unknown) => request('PUT', path, { token, body });
  const metadata = async () => JSON.parse((await get(`/api/v1/dashboard/${dashboardId}`, { token })).json.result.json_metadata);

  beforeAll(async () => {
    token = (await login()).access_token;
    const created = await post('/api/v1/dashboard/', { dashboard_title: `Config API ${suffix}` }, { token });
    expect(created.status).toBe(201);
    dashboardId = created.json.id;
  });

  afterAll(async () => {
    await request('DELETE', `/api/v1/dashboard/${dashboardId}`, { token });
  });

  it('PUT /filters adds, modifies, deletes and reorders native filters', async () => {
    const filter = (id: string, name: string) => ({ id: `NATIVE_FILTER-${id}`, name, filterType: 'filter_select', targets: [{ datasetId: 1, column: { name: id } }] });
    const added = await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [filter('a', 'A'), filter('b', 'B'), filter('c', 'C')] });
    expect(added.status).toBe(200);
    expect(added.json.result.map((f: { id: string }) => f.id)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c']);

    const changed = await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [{ ...filter('b', 'Bee'), cascadeParentIds: ['NATIVE_FILTER-c'] }], deleted: ['NATIVE_FILTER-a'], reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-b'] });
    expect(changed.status).toBe(200);
    expect(changed.json.result.map((f: { id: string; name: string }) => [f.id, f.name])).toEqual([['NATIVE_FILTER-c', 'C'], ['NATIVE_FILTER-b', 'Bee']]);
    expect((await metadata()).native_filter_configuration[1]).toEqual({ ...filter('b', 'Bee'), cascadeParentIds: ['NATIVE_FILTER-c'] });

    const bad = await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [{ name: 'no id' }] });
    expect(bad.status).toBe(400);
  });

  it('writes cross-filter scoping, the cross-filtering switch and the bar orientation into json_metadata, leaving the rest', async () => {
    const mutation = `mutation($id: Int!, $input: DashboardCrossFilterSettingsInput!) { setDashboardCrossFilterSettings(id: $id, input: $input) { id metadata { crossFiltersEnabled filterBarOrientation chartConfiguration } } }`;
    const scoping = { '5': { id: 5, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [5, 6] }, chartsInScope: [7] } } };
    const answer = await graphql(mutation, { id: dashboardId, input: { chartConfiguration: scoping, crossFiltersEnabled: false, filterBarOrientation: 'HORIZONTAL' } }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ setDashboardCrossFilterSettings: { id: dashboardId, metadata: { crossFiltersEnabled: false, filterBarOrientation: 'HORIZONTAL', chartConfiguration: scoping } } });
    const md = await metadata();
    expect(md).toMatchObject({ chart_configuration: scoping, cross_filters_enabled: false, filter_bar_orientation: 'HORIZONTAL' });
    expect(md.native_filter_configuration).toHaveLength(2);

    const refused = await graphql(mutation, { id: dashboardId, input: { filterBarOrientation: 'sideways' } }, token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', extra: { fields: { json_metadata: { filter_bar_orientation: ['Must be one of: VERTICAL, HORIZONTAL.'] } } } });
  });

  it('/api/v1/css_template: create, show, list with the all-text search, update, delete and bulk delete in Superset’s shapes', async () => {
    const name = `api css ${suffix}`;
    const created = await post('/api/v1/css_template/', { template_name: name, css: '.dashboard { color: red; }' }, { token });
    expect([created.status, created.json]).toEqual([201, { id: expect.any(Number), result: { css: '.dashboard { color: red; }', template_name: name } }]);
    const id = created.json.id as number;

    const show = await get(`/api/v1/css_template/${id}`, { token });
    expect(show.status).toBe(200);
    expect(show.json).toMatchObject({ id, show_title: 'Show Css Template', result: { id, template_name: name, css: '.dashboard { color: red; }', created_by: { first_name: expect.any(String) } } });

    const listed = await get(withQ('/api/v1/css_template/', `(filters:!((col:template_name,opr:css_template_all_text,value:'${suffix}')))`), { token });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ count: 1, ids: [id], list_title: 'List Css Template' });
    expect(listed.json.result[0]).toMatchObject({ id, template_name: name, changed_on_delta_humanized: expect.any(String) });

    const updated = await request('PUT', `/api/v1/css_template/${id}`, { token, body: { css: '.dashboard { color: blue; }' } });
    expect([updated.status, updated.json]).toEqual([200, { result: { css: '.dashboard { color: blue; }', template_name: name } }]);
    const invalid = await post('/api/v1/css_template/', { template_name: 'x'.repeat(251) }, { token });
    expect([invalid.status, invalid.json]).toEqual([400, { message: { template_name: ['Length must be between 0 and 250.'] } }]);

    const info = await get(withQ('/api/v1/css_template/_info', '(keys:!(permissions))'), { token });
    expect(info.json).toEqual({ permissions: ['can_read', 'can_write'] });

    const second = (await post('/api/v1/css_template/', { template_name: `${name} 2` }, { token })).json.id as number;
    expect((await request('DELETE', withQ('/api/v1/css_template/', `!(${id},${second},987654321)`), { token })).status).toBe(404);
    expect((await request('DELETE', withQ('/api/v1/css_template/', `!(${id},${second})`), { token })).json).toEqual({ message: 'Deleted 2 css templates' });
    expect((await request('DELETE', `/api/v1/css_template/${id}`, { token })).status).toBe(404);
  });

  it('stores a filter across datasets (several targets, a column each) and reads it back unchanged over REST and GraphQL; bad targets are refused', async () => {
    const across = {
      id: 'NATIVE_FILTER-across',
      name: 'Gender everywhere',
      filterType: 'filter_select',
      targets: [
        { datasetId: 1, column: { name: 'gender' } },
        { datasetId: 2, column: { name: 'sex' }, kept: 'as sent' },
      ],
    };
    const saved = await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [across] });
    expect(saved.status).toBe(200);
    expect((await metadata()).native_filter_configuration.find((f: { id: string }) => f.id === across.id)).toEqual(across);
    const read = await graphql(`query($id: String!) { dashboard(idOrSlug: $id) { metadata { nativeFilterConfiguration { id targets } } } }`, { id: String(dashboardId) }, token);
    expect(read.errors).toBeUndefined();
    expect((read.data as { dashboard: { metadata: { nativeFilterConfiguration: Array<{ id: string; targets: unknown }> } } }).dashboard.metadata.nativeFilterConfiguration.find((f) => f.id === across.id)?.targets).toEqual(across.targets);

    const twice = await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [{ ...across, targets: [across.targets[0], { datasetId: 1, column: { name: 'name' } }] }] });
    expect([twice.status, twice.json]).toEqual([400, { message: { modified: { '0': { targets: { '1': { datasetId: ['A dataset can be targeted once per filter.'] } } } } } }]);
    const md = await metadata();
    const untyped = await put(`/api/v1/dashboard/${dashboardId}`, { json_metadata: JSON.stringify({ ...md, native_filter_configuration: [{ ...across, targets: [across.targets[0], { datasetId: 'two', column: { name: 7 } }] }] }) });
    expect([untyped.status, untyped.json]).toEqual([400, { message: { json_metadata: { native_filter_configuration: { '0': { targets: { '1': { datasetId: ['Not a valid integer.'], column: { name: ['Not a valid string.'] } } } } } } } }]);
    expect((await put(`/api/v1/dashboard/${dashboardId}/filters`, { deleted: [across.id] })).status).toBe(200);
  });
});
