import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fixtureBundle, makeZip } from './support/bundles';
import { BASE_URL, get, login, post, request, withQ } from './support/http';

/** Export and import bundles over REST: every resource's round trip, overwrite, prompts, Superset bundles, refusals. */
describe('/api/v1/{resource}/export/ and /import/', () => {
  let token: string;
  const suffix = Date.now().toString(36);
  const auth = () => ({ Authorization: `Bearer ${token}` });

  async function exportBundle(resource: string, ids: number[]): Promise<Buffer> {
    const response = await fetch(`${BASE_URL}${withQ(`/api/v1/${resource}/export/`, `!(${ids.join(',')})`)}`, { headers: auth() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename=${resource}_export_\\d{8}T\\d{6}\\.zip$`));
    return Buffer.from(await response.arrayBuffer());
  }

  async function importBundle(resource: string, bundle: Buffer, fields: Record<string, string> = {}, fileName = 'bundle.zip') {
    const form = new FormData();
    form.append('formData', new Blob([new Uint8Array(bundle)], { type: 'application/zip' }), fileName);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${BASE_URL}/api/v1/${resource}/import/`, { method: 'POST', body: form, headers: auth() });
    const text = await response.text();
    return { status: response.status, json: JSON.parse(text) };
  }

  const find = async (resource: string, col: string, value: string): Promise<number | null> => {
    const answer = await get(withQ(`/api/v1/${resource}/`, `(filters:!((col:${col},opr:eq,value:'${value}')))`), { token });
    expect(answer.status).toBe(200);
    return (answer.json as { ids: number[] }).ids[0] ?? null;
  };
  const del = (path: string) => request('DELETE', path, { token });

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  // Other suites share the server: what the bundles created goes again.
  afterAll(async () => {
    for (const title of ['Births overview', 'Legacy births']) {
      const dashboard = await find('dashboard', 'dashboard_title', title);
      if (dashboard) await del(`/api/v1/dashboard/${dashboard}`);
    }
    for (const name of ['Births per state', 'Total births', 'Top names', 'Legacy births by gender', 'Legacy total births']) {
      const chart = await find('chart', 'slice_name', name);
      if (chart) await del(`/api/v1/chart/${chart}`);
    }
    for (const table of ['births_by_state', 'popular_names', 'orders', 'legacy_births_by_gender']) {
      const dataset = await find('dataset', 'table_name', table);
      if (dataset) await del(`/api/v1/dataset/${dataset}`);
    }
    const database = await find('database', 'database_name', `analytics ${suffix}`);
    if (database) await del(`/api/v1/database/${database}`);
  });

  it('imports a hand-written Superset 5 chart bundle, which then renders from its saved query context', async () => {
    expect(await importBundle('chart', fixtureBundle('superset5-chart'))).toEqual({ status: 200, json: { message: 'OK' } });
    const chartId = await find('chart', 'slice_name', 'Top names');
    expect(chartId).not.toBeNull();
    const data = await get(`/api/v1/chart/${chartId}/data/`, { token });
    expect(data.status).toBe(200);
    const result = (data.json as { result: { data: Record<string, unknown>[] }[] }).result[0];
    expect(result.data.length).toBe(10);
    expect(Object.keys(result.data[0]).sort()).toEqual(['births', 'name']);
  });

  it('imports a hand-written Superset 4 dashboard bundle; a second import needs overwrite', async () => {
    const bundle = fixtureBundle('superset4-dashboard');
    expect((await importBundle('dashboard', bundle)).status).toBe(200);
    const again = await importBundle('dashboard', bundle);
    expect(again.status).toBe(422);
    expect(again.json.errors[0]).toMatchObject({ message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR' });
    expect(again.json.errors[0].extra).toMatchObject({ 'dashboards/Births_overview_9.yaml': 'Dashboard already exists and `overwrite=true` was not passed' });
    expect(await importBundle('dashboard', bundle, { overwrite: 'true' })).toEqual({ status: 200, json: { message: 'OK' } });
    const dashboard = await get('/api/v1/dashboard/births-overview', { token });
    expect(dashboard.status).toBe(200);
    const charts = await get('/api/v1/dashboard/births-overview/charts', { token });
    expect((charts.json as { result: { slice_name: string }[] }).result.map((c) => c.slice_name).sort()).toEqual(['Births per state', 'Total births']);
  });

  it('round-trips a dashboard and a chart: export, delete, import', async () => {
    const dashboardId = (await find('dashboard', 'dashboard_title', 'Births overview'))!;
    const dashboardBundle = await exportBundle('dashboard', [dashboardId]);
    expect((await del(`/api/v1/dashboard/${dashboardId}`)).status).toBe(200);
    expect((await importBundle('dashboard', dashboardBundle)).status).toBe(200);
    expect(await find('dashboard', 'dashboard_title', 'Births overview')).not.toBeNull();

    const chartId = (await find('chart', 'slice_name', 'Top names'))!;
    const chartBundle = await exportBundle('chart', [chartId]);
    expect((await del(`/api/v1/chart/${chartId}`)).status).toBe(200);
    expect((await importBundle('chart', chartBundle)).status).toBe(200);
    expect(await find('chart', 'slice_name', 'Top names')).not.toBeNull();
  });

  it('round-trips a dataset: export, delete, import', async () => {
    const datasetId = (await find('dataset', 'table_name', 'popular_names'))!;
    const bundle = await exportBundle('dataset', [datasetId]);
    const chartId = (await find('chart', 'slice_name', 'Top names'))!;
    expect((await del(`/api/v1/chart/${chartId}`)).status).toBe(200);
    expect((await del(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    expect((await importBundle('dataset', bundle)).status).toBe(200);
    const again = (await find('dataset', 'table_name', 'popular_names'))!;
    const shown = await get(`/api/v1/dataset/${again}`, { token });
    expect((shown.json as { result: { metrics: { metric_name: string }[] } }).result.metrics.map((m) => m.metric_name)).toEqual(['births']);
  });

  it('asks for a database password and the SSH tunnel’s, then round-trips the database', async () => {
    const bundle = fixtureBundle('superset6-database', (file, text) => (file.startsWith('databases/') ? text.replace('database_name: analytics', `database_name: analytics ${suffix}`) : text));
    const prompt = await importBundle('database', bundle);
    expect(prompt.status).toBe(422);
    expect(prompt.json.errors[0].message).toBe('Error importing database');
    expect(prompt.json.errors[0].extra['databases/analytics.yaml']).toEqual({ _schema: ['Must provide a password for the database', 'Must provide a password for the ssh tunnel'] });
    const secrets = { passwords: JSON.stringify({ 'databases/analytics.yaml': 'pw' }), ssh_tunnel_passwords: JSON.stringify({ 'databases/analytics.yaml': 'tunnel' }) };
    expect((await importBundle('database', bundle, secrets)).status).toBe(200);

    const databaseId = (await find('database', 'database_name', `analytics ${suffix}`))!;
    const exported = await exportBundle('database', [databaseId]);
    expect(exported.toString('latin1')).not.toContain('tunnel\n');
    const datasetId = (await find('dataset', 'table_name', 'orders'))!;
    expect((await del(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    expect((await del(`/api/v1/database/${databaseId}`)).status).toBe(200);
    // The export masks every secret: the import asks again (under the exported file name).
    const asked = await importBundle('database', exported);
    expect(asked.status).toBe(422);
    const [file] = Object.keys(asked.json.errors[0].extra).filter((k) => k !== 'issue_codes');
    const again = { passwords: JSON.stringify({ [file]: 'pw' }), ssh_tunnel_passwords: JSON.stringify({ [file]: 'tunnel' }) };
    expect((await importBundle('database', exported, again)).status).toBe(200);
    expect(await find('database', 'database_name', `analytics ${suffix}`)).not.toBeNull();
  });

  it('round-trips a saved query: export, delete, import', async () => {
    const databases = await get(withQ('/api/v1/saved_query/related/database', '(filter:examples)'), { token });
    const examples = (databases.json as { result: { value: number; text: string }[] }).result.find((d) => d.text === 'examples')!;
    const label = `io query ${suffix}`;
    const created = await post('/api/v1/saved_query/', { db_id: examples.value, label, sql: 'SELECT 1' }, { token });
    const id = (created.json as { id: number }).id;
    const bundle = await exportBundle('saved_query', [id]);
    expect((await del(`/api/v1/saved_query/${id}`)).status).toBe(200);
    expect((await importBundle('saved_query', bundle)).status).toBe(200);
    expect(await find('saved_query', 'label', label)).not.toBeNull();
  });

  it('imports a legacy (v0) dashboard JSON export, whose charts then render', async () => {
    const legacy = readFileSync(path.resolve(__dirname, '../fixtures/superset-legacy/births-dashboard-v0.json'));
    expect(await importBundle('dashboard', legacy, {}, 'births.json')).toEqual({ status: 200, json: { message: 'OK' } });
    const dashboardId = (await find('dashboard', 'dashboard_title', 'Legacy births'))!;
    const charts = await get(`/api/v1/dashboard/${dashboardId}/charts`, { token });
    expect((charts.json as { result: { slice_name: string }[] }).result.map((c) => c.slice_name).sort()).toEqual(['Legacy births by gender', 'Legacy total births']);
    // A legacy chart has no saved query context: it renders from its saved form data, as explore does.
    const render = async (name: string) => {
      const chart = await get(`/api/v1/chart/${await find('chart', 'slice_name', name)}`, { token });
      const formData = JSON.parse((chart.json as { result: { params: string } }).result.params);
      const answer = await request('POST', '/superset/explore_json/', {
        token,
        body: new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status).toBe(200);
      return (answer.json as { data: Record<string, unknown>[] }).data;
    };
    const byGender = await render('Legacy births by gender');
    expect(byGender.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(byGender.every((r) => Number(r.total) > 0)).toBe(true);
    const total = await render('Legacy total births');
    expect(total.length).toBe(1);
    expect(Number(Object.values(total[0])[0])).toBeGreaterThan(0);
    // The same file again is the same dashboard: the client is asked to overwrite.
    const again = await importBundle('dashboard', legacy, {}, 'births.json');
    expect(again.status).toBe(422);
    expect(again.json.errors[0].extra['births.json']).toBe('Dashboard already exists and `overwrite=true` was not passed');
  });

  it('answers a malformed legacy export with a clear 4xx, never a 500', async () => {
    const cases: [Buffer, number, string][] = [
      [Buffer.from('{"dashboards": "none", "datasources": []}'), 422, 'Error importing dashboard'],
      [Buffer.from('{"dashboards": [{"__Dashboard__": {"dashboard_title": "nul \\u0000 here"}}], "datasources": []}'), 400, 'The file holds a NUL character'],
      [Buffer.from('{"dashboards": [], "datasources": []}\u0000'), 422, 'Could not find a valid command to import file'],
      [Buffer.from('{}'), 422, 'No data in file'],
      [Buffer.from(`{"dashboards": ${'['.repeat(100000)}`), 422, 'Could not find a valid command to import file'],
    ];
    for (const [data, status, message] of cases) {
      const answer = await importBundle('dashboard', data, {}, 'legacy.json');
      expect([answer.status, answer.json.errors[0].message]).toEqual([status, message]);
    }
    const huge = Buffer.from(JSON.stringify({ dashboards: [], datasources: [], padding: 'x'.repeat(17 * 1024 * 1024) }));
    const refused = await importBundle('dashboard', huge, {}, 'huge.json');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await get('/health')).status).toBeLessThan(500);
  });

  it('refuses a bundle sent to the wrong resource with Superset’s metadata message', async () => {
    const wrong = await importBundle('chart', fixtureBundle('superset6-database'));
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].extra['metadata.yaml']).toEqual({ type: ['Must be equal to Slice.'] });
  });

  it('refuses a zip bomb and a path leaving the bundle with a clear 400, and still answers', async () => {
    const bomb = makeZip([
      { name: 'b/metadata.yaml', data: Buffer.from('version: 1.0.0\n'), deflate: true },
      { name: 'b/charts/bomb.yaml', data: Buffer.alloc(8 * 1024 * 1024), deflate: true, declaredSize: 3_000_000_000 },
    ]);
    const refused = await importBundle('chart', bomb);
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].message).toMatch(/larger than \d+ bytes uncompressed/);

    const liar = makeZip([{ name: 'b/charts/bomb.yaml', data: Buffer.alloc(8 * 1024 * 1024), deflate: true, declaredSize: 100 }]);
    const cut = await importBundle('chart', liar);
    expect(cut.status).toBe(400);
    expect(cut.json.errors[0].message).toContain('does not inflate to its declared size');

    const traversal = makeZip([{ name: 'b/../../etc/passwd.yaml', data: Buffer.from('x: 1') }]);
    const outside = await importBundle('dashboard', traversal);
    expect(outside.status).toBe(400);
    expect(outside.json.errors[0].message).toContain('a parent folder (..)');

    expect((await importBundle('dashboard', Buffer.from('not a zip'))).status).toBe(422);
    expect((await get('/health')).status).toBeLessThan(500);
  });

  it('refuses a bundle whose YAML holds a NUL character with a per-file 422, never a 500', async () => {
    const nul = makeZip([
      { name: 'b/metadata.yaml', data: Buffer.from('version: 1.0.0\ntype: Slice\n') },
      { name: 'b/charts/nul.yaml', data: Buffer.from('slice_name: "bad\\0name"\nviz_type: table\n') },
    ]);
    const refused = await importBundle('chart', nul);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].extra['charts/nul.yaml']).toBe('Not a valid YAML file: it holds a NUL character');
  });

  it('answers an import without a file 400 and an export of a missing id 404', async () => {
    const form = new FormData();
    form.append('overwrite', 'true');
    const response = await fetch(`${BASE_URL}/api/v1/dataset/import/`, { method: 'POST', body: form, headers: auth() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Arguments are not correct' });
    for (const resource of ['dashboard', 'chart', 'dataset', 'database', 'saved_query']) {
      expect((await get(withQ(`/api/v1/${resource}/export/`, '!(987654)'), { token })).status).toBe(404);
    }
  });
});
