/** Superset's legacy (v0) dashboard JSON import and the tags a bundle carries, against a real metadata PostgreSQL. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { parse as parseYaml } from 'yaml';
import { RequestContext } from '../../platform/context';
import type { Actor } from '../../platform/actor';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedChart, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { composeTestServices } from '../../test-support/services';
import { zip } from '../explore';
import { BundleExportService, BundleImportService, BundleResource } from '.';
import { readZip } from './zip-reader';

const LEGACY = readFileSync(path.resolve(__dirname, '../../../../tests/fixtures/superset-legacy/births-dashboard-v0.json'));
const NONE = { overwrite: false, passwords: {}, sshTunnelPasswords: {}, sshTunnelPrivateKeys: {}, sshTunnelPrivateKeyPasswords: {} };

let testDb: TestDataSource;
let ds: DataSource;
let exporter: BundleExportService;
let importer: BundleImportService;
let untaggedImporter: BundleImportService;
let admin: Actor;
let birthNamesId: number;

const ctx = () => new RequestContext({ actor: admin, authKind: 'bearer', transport: 'graphql' });
const rows = async (sql: string, params: unknown[] = []) => ds.query(sql, params);
const importLegacy = (data: Buffer, overwrite = false) => importer.import(ctx(), BundleResource.DASHBOARD, data, { ...NONE, overwrite }, 'births.json');

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const services = composeTestServices(ds);
  exporter = services.get(BundleExportService);
  importer = services.get(BundleImportService);
  const base = services.platform.config;
  untaggedImporter = composeTestServices(ds, { featureFlags: { ...base.featureFlags, TAGGING_SYSTEM: false } }).get(BundleImportService);
  await seedSecurity(ds.manager);
  const user = await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] });
  ({ admin } = await loadActors(ds, { admin: user }));
  const examples = await seedDatabase(ds.manager, { databaseName: 'examples' });
  birthNamesId = (await seedDataset(ds.manager, { database: examples, tableName: 'birth_names', schema: 'main', owners: [user] })).id;
});

afterAll(async () => {
  await testDb?.close();
});

describe('legacy (v0) dashboard JSON', () => {
  it('imports the dashboard, its charts and its new dataset, bound to the table already here', async () => {
    const tablesBefore = Number((await rows(`SELECT count(*)::int AS n FROM tables`))[0].n);
    expect(await importLegacy(LEGACY)).toEqual({ created: 4, updated: 0 });
    const [dashboard] = await rows(`SELECT id, slug, position_json, json_metadata FROM dashboards WHERE dashboard_title = 'Legacy births'`);
    const [byGender] = await rows(`SELECT id, datasource_id, params FROM slices WHERE slice_name = 'Legacy births by gender'`);
    const [total] = await rows(`SELECT id, datasource_id, description FROM slices WHERE slice_name = 'Legacy total births'`);
    // The chart on birth_names uses the dataset already here; the other one's virtual dataset is new.
    expect(total.datasource_id).toBe(birthNamesId);
    expect(Number((await rows(`SELECT count(*)::int AS n FROM tables`))[0].n)).toBe(tablesBefore + 1);
    const [dataset] = await rows(`SELECT id, table_name, sql, schema, params FROM tables WHERE id = $1`, [byGender.datasource_id]);
    expect(dataset).toMatchObject({ table_name: 'legacy_births_by_gender', schema: 'main', sql: 'SELECT gender, name, num FROM birth_names', params: null });
    expect(await rows(`SELECT metric_name, expression FROM sql_metrics WHERE table_id = $1`, [dataset.id])).toEqual([{ metric_name: 'total', expression: 'SUM(num)' }]);
    expect((await rows(`SELECT column_name FROM table_columns WHERE table_id = $1 ORDER BY id`, [dataset.id])).map((c: { column_name: string }) => c.column_name)).toEqual(['gender', 'name', 'num']);
    const params = JSON.parse(byGender.params);
    expect(params).toMatchObject({ datasource: `${dataset.id}__table`, groupby: ['gender'], metrics: ['total'] });
    expect(params.remote_id).toBeUndefined();

    // Superset clears a legacy slug; the layout names the new chart ids, the node of a chart not in the file is gone,
    // and the chart the layout did not place is appended.
    expect(dashboard.slug).toBeNull();
    const position = JSON.parse(dashboard.position_json);
    expect(position['CHART-legacy71'].meta.chartId).toBe(byGender.id);
    expect(position['CHART-gone99']).toBeUndefined();
    expect(position['ROW-legacy1'].children[0]).toBe('CHART-legacy71');
    expect(position['ROW-legacy1'].children).not.toContain('CHART-gone99');
    const placed = Object.values(position as Record<string, { type?: string; meta?: { chartId?: number } }>).filter((n) => n.type === 'CHART').map((n) => n.meta?.chartId);
    expect(placed.sort()).toEqual([byGender.id, total.id].sort());
    const md = JSON.parse(dashboard.json_metadata);
    expect(md.remote_id).toBeUndefined();
    expect(md.timed_refresh_immune_slices).toEqual([total.id]);
    expect(md.native_filter_configuration[0].targets).toEqual([{ column: { name: 'gender' }, datasetId: dataset.id }]);
    expect(md.native_filter_configuration[0].scope.excluded).toEqual([total.id]);
    expect((await rows(`SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1 ORDER BY slice_id`, [dashboard.id])).map((r: { slice_id: number }) => r.slice_id)).toEqual([byGender.id, total.id].sort((a, b) => a - b));
  });

  it('finds the same dashboard when the file comes again: asks, then overwrites', async () => {
    const refused = await failure(importLegacy(LEGACY));
    expect(refused.status).toBe(422);
    expect(refused.extra).toEqual({ 'births.json': 'Dashboard already exists and `overwrite=true` was not passed' });
    expect(await importLegacy(LEGACY, true)).toEqual({ created: 0, updated: 1 });
    expect(Number((await rows(`SELECT count(*)::int AS n FROM dashboards WHERE dashboard_title = 'Legacy births'`))[0].n)).toBe(1);
  });

  it('names a missing database and writes nothing', async () => {
    const before = await rows(`SELECT (SELECT count(*) FROM dashboards) AS d, (SELECT count(*) FROM slices) AS s, (SELECT count(*) FROM tables) AS t`);
    const elsewhere = Buffer.from(LEGACY.toString('utf8').replaceAll('\\"database_name\\": \\"examples\\"', '\\"database_name\\": \\"nowhere\\"').replace('Legacy births"', 'Elsewhere"'));
    const refused = await failure(importLegacy(elsewhere));
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Error importing dashboard');
    expect((refused.extra as Record<string, { _schema: string[] }>)['births.json']._schema).toContain('Database nowhere does not exist');
    expect(await rows(`SELECT (SELECT count(*) FROM dashboards) AS d, (SELECT count(*) FROM slices) AS s, (SELECT count(*) FROM tables) AS t`)).toEqual(before);
  });

  it.each([
    ['not JSON', Buffer.from('dashboards: []'), 422, 'Could not find a valid command to import file'],
    ['empty', Buffer.from('{}'), 422, 'No data in file'],
    ['with a NUL character', Buffer.from('{"dashboards": [{"__Dashboard__": {"dashboard_title": "a\\u0000b"}}], "datasources": []}'), 400, 'NUL character'],
    ['nested too deep', Buffer.from(`{"dashboards": ${'['.repeat(5000)}${']'.repeat(5000)}, "datasources": []}`), 400, 'nests deeper than'],
  ])('answers a legacy file %s with a clear 4xx', async (_label, data, status, message) => {
    const err = await failure(importLegacy(data));
    expect(err.status).toBe(status);
    expect(err.message).toContain(message);
  });

  it('answers a wrong shape with per-field messages under the file name', async () => {
    const wrong = Buffer.from(JSON.stringify({ dashboards: [{ __Dashboard__: { slices: [{ __Slice__: { slice_name: 'x' } }] } }, { dashboard_title: 'bare' }], datasources: 'none' }));
    const err = await failure(importLegacy(wrong));
    expect(err.status).toBe(422);
    expect(err.extra).toEqual({ 'births.json': { datasources: ['Not a valid list.'] } });
    const fields = await failure(importLegacy(Buffer.from(JSON.stringify({ dashboards: [{ __Dashboard__: { slices: [] } }, { dashboard_title: 'bare' }], datasources: [] }))));
    expect(fields.extra).toEqual({ 'births.json': { dashboards: { 0: { dashboard_title: ['Missing data for required field.'] }, 1: { _schema: ['Expected an object holding __Dashboard__.'] } } } });
  });

  it('is a dashboard import only: a chart import still wants a ZIP', async () => {
    const err = await failure(importer.import(ctx(), BundleResource.CHART, LEGACY, NONE, 'births.json'));
    expect(err.status).toBe(422);
    expect(err.message).toBe('Not a ZIP file');
  });
});

describe('tags in bundles (TAGGING_SYSTEM)', () => {
  const files = (base64: string) => new Map(readZip(Buffer.from(base64, 'base64')).map((f) => [f.name.split('/').slice(1).join('/'), f.data.toString('utf8')]));

  it('exports a chart’s custom tags and tags.yaml, and brings them back after the chart is deleted', async () => {
    const chart = await seedChart(ds.manager, { sliceName: 'Tagged births', vizType: 'big_number_total', dataset: { id: birthNamesId } as never, params: { metric: 'count' } });
    const [finance] = await rows(`INSERT INTO tag (name, type, description) VALUES ('finance', 'custom', 'Money matters') RETURNING id`);
    const [owner] = await rows(`INSERT INTO tag (name, type) VALUES ('owner:1', 'owner') RETURNING id`);
    await rows(`INSERT INTO tagged_object (tag_id, object_id, object_type) VALUES ($1, $3, 'chart'), ($2, $3, 'chart')`, [finance.id, owner.id, chart.id]);

    const bundle = files((await exporter.export(ctx(), BundleResource.CHART, [chart.id])).base64);
    expect(parseYaml(bundle.get(`charts/Tagged_births_${chart.id}.yaml`)!).tags).toEqual(['finance']);
    expect(parseYaml(bundle.get('tags.yaml')!)).toEqual({ tags: [{ tag_name: 'finance', description: 'Money matters' }] });

    const data = Buffer.from((await exporter.export(ctx(), BundleResource.CHART, [chart.id])).base64, 'base64');
    const uuid = (await rows(`SELECT uuid::text AS uuid FROM slices WHERE id = $1`, [chart.id]))[0].uuid;
    await rows(`DELETE FROM tagged_object WHERE object_type = 'chart' AND object_id = $1`, [chart.id]);
    await rows(`DELETE FROM slices WHERE id = $1`, [chart.id]);
    // The tag itself went too: the import makes it again from tags.yaml, description included.
    await rows(`DELETE FROM tag WHERE id = $1`, [finance.id]);

    await importer.import(ctx(), BundleResource.CHART, data, NONE);
    const [again] = await rows(`SELECT id FROM slices WHERE uuid = $1`, [uuid]);
    expect(await rows(`SELECT t.name, t.type, t.description FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE o.object_type = 'chart' AND o.object_id = $1`, [again.id])).toEqual([
      { name: 'finance', type: 'custom', description: 'Money matters' },
    ]);

    // With tagging off the same bundle imports without touching tags.
    await rows(`DELETE FROM tagged_object WHERE object_type = 'chart' AND object_id = $1`, [again.id]);
    await untaggedImporter.import(ctx(), BundleResource.CHART, data, { ...NONE, overwrite: true });
    expect(await rows(`SELECT 1 FROM tagged_object WHERE object_type = 'chart' AND object_id = $1`, [again.id])).toEqual([]);
  });

  it('refuses tags that are not names', async () => {
    const chart = await seedChart(ds.manager, { sliceName: 'Odd tags', vizType: 'table', dataset: { id: birthNamesId } as never });
    const bundle = files((await exporter.export(ctx(), BundleResource.CHART, [chart.id])).base64);
    const name = `charts/Odd_tags_${chart.id}.yaml`;
    bundle.set(name, `${bundle.get(name)}tags:\n- {a: 1}\n`);
    const data = zip([...bundle].map(([file, text]) => ({ name: `b/${file}`, data: Buffer.from(text) })));
    const err = await failure(importer.import(ctx(), BundleResource.CHART, data, { ...NONE, overwrite: true }));
    expect(err.extra).toEqual({ [name]: { tags: ['Not a valid string.'] } });
  });
});
