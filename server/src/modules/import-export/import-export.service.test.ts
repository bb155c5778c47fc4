/** Bundle export and import against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { parse as parseYaml } from 'yaml';
import { RequestContext } from '../../platform/context';
import type { Actor } from '../../platform/actor';
import { decryptSecret, encryptSecret } from '../../platform/secrets';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedChart, seedDashboard, seedDatabase, seedDataset, seedRole, seedSecurity, seedUser } from '../../test-support/seed';
import { composeTestServices } from '../../test-support/services';
import { zip, type ZipEntry } from '../explore';
import { BundleExportService, BundleImportService, BundleResource } from '.';
import { readZip } from './zip-reader';

const EXAMPLES_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const FIXTURES = path.resolve(__dirname, '../../../../tests/fixtures/superset-bundles');
const NONE = { passwords: {}, sshTunnelPasswords: {}, sshTunnelPrivateKeys: {}, sshTunnelPrivateKeyPasswords: {} };

let testDb: TestDataSource;
let ds: DataSource;
let exporter: BundleExportService;
let importer: BundleImportService;
let secretKey: string;
let actors: Record<'admin' | 'alpha' | 'connector', Actor>;
const ids = {} as Record<'database' | 'dataset' | 'chart' | 'dashboard' | 'query', number>;

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });

/** A fixture folder zipped under a root folder of its name, as Superset exports. */
function fixtureBundle(name: string, change: (files: Map<string, string>) => void = () => {}): Buffer {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(path.join(FIXTURES, name), full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(FIXTURES, name));
  change(files);
  return zip([...files].map(([file, text]): ZipEntry => ({ name: `${name}/${file}`, data: Buffer.from(text) })));
}

function filesOf(base64: string): Map<string, string> {
  return new Map(readZip(Buffer.from(base64, 'base64')).map((f) => [f.name.split('/').slice(1).join('/'), f.data.toString('utf8')]));
}

function rezip(files: Map<string, string>): Buffer {
  return zip([...files].map(([name, text]) => ({ name: `bundle/${name}`, data: Buffer.from(text) })));
}

const rows = async (sql: string, params: unknown[] = []) => ds.query(sql, params);
const count = async (table: string) => Number((await rows(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
const tableCounts = async () => Promise.all(['dbs', 'tables', 'table_columns', 'sql_metrics', 'slices', 'dashboards', 'dashboard_slices', 'saved_query', 'ssh_tunnels'].map(count));

const run = (who: keyof typeof actors, resource: BundleResource, data: Buffer, options: Partial<typeof NONE & { overwrite: boolean }> = {}) =>
  importer.import(ctxOf(who), resource, data, { ...NONE, overwrite: false, ...options });

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const services = composeTestServices(ds, { preventUnsafeDbConnections: true });
  exporter = services.get(BundleExportService);
  importer = services.get(BundleImportService);
  secretKey = services.platform.config.secretKey;
  await seedSecurity(ds.manager);
  // Creates databases but is no admin: PREVENT_UNSAFE_DB_CONNECTIONS applies to it.
  await seedRole(ds.manager, 'Connector', [['can_write', 'Database'], ['can_read', 'Database'], ['can_write', 'Dataset']]);
  const users = {
    admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }),
    alpha: await seedUser(ds.manager, { username: 'alpha', roles: ['Alpha'] }),
    connector: await seedUser(ds.manager, { username: 'connector', roles: ['Connector'] }),
  };
  actors = await loadActors(ds, users);

  const examples = await seedDatabase(ds.manager, { databaseName: 'examples' });
  await rows(`UPDATE dbs SET uuid = $1 WHERE id = $2`, [EXAMPLES_UUID, examples.id]);
  const warehouse = await seedDatabase(ds.manager, { databaseName: 'warehouse', sqlalchemyUri: 'postgresql://etl:XXXXXXXXXX@db:5432/warehouse' });
  await rows(`UPDATE dbs SET password = $1 WHERE id = $2`, [encryptSecret('s3cret', secretKey), warehouse.id]);
  ids.database = warehouse.id;
  const sales = await seedDataset(ds.manager, { database: warehouse, tableName: 'sales', schema: 'public', owners: [users.admin] });
  ids.dataset = sales.id;
  await rows(`INSERT INTO table_columns (table_id, column_name, type, is_dttm) VALUES ($1, 'sold_at', 'TIMESTAMP', true), ($1, 'amount', 'NUMERIC', false)`, [sales.id]);
  await rows(`INSERT INTO sql_metrics (table_id, metric_name, expression) VALUES ($1, 'revenue', 'SUM(amount)')`, [sales.id]);
  const dashboard = await seedDashboard(ds.manager, { title: 'Sales board', slug: 'sales', published: true, owners: [users.admin] });
  ids.dashboard = dashboard.id;
  const chart = await seedChart(ds.manager, { sliceName: 'Revenue', vizType: 'big_number_total', dataset: sales, owners: [users.admin], dashboards: [dashboard], params: { metric: 'revenue' } });
  ids.chart = chart.id;
  const [q] = await rows(`INSERT INTO saved_query (db_id, label, sql, user_id) VALUES ($1, 'Revenue by day', 'SELECT 1', $2) RETURNING id`, [warehouse.id, users.admin.id]);
  ids.query = q.id;
});

afterAll(async () => {
  await testDb?.close();
});

describe('export', () => {
  it('bundles a dashboard with its charts, datasets and databases, never a password', async () => {
    const file = await exporter.export(ctxOf('admin'), BundleResource.DASHBOARD, [ids.dashboard], new Date(Date.UTC(2025, 7, 21, 10, 15, 0)));
    expect(file.filename).toBe('dashboard_export_20250821T101500.zip');
    const files = filesOf(file.base64);
    expect([...files.keys()].sort()).toEqual(['charts/Revenue_' + ids.chart + '.yaml', 'dashboards/Sales_board_' + ids.dashboard + '.yaml', 'databases/warehouse.yaml', 'datasets/warehouse/sales.yaml', 'metadata.yaml']);
    const database = parseYaml(files.get('databases/warehouse.yaml')!);
    expect(database.sqlalchemy_uri).toBe('postgresql://etl:XXXXXXXXXX@db:5432/warehouse');
    expect(JSON.stringify(database)).not.toContain('s3cret');
    const dataset = parseYaml(files.get('datasets/warehouse/sales.yaml')!);
    expect(dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['sold_at', 'amount']);
    expect(dataset.metrics).toEqual([expect.objectContaining({ metric_name: 'revenue', expression: 'SUM(amount)' })]);
    expect(dataset.database_uuid).toBe(database.uuid);
  });

  it.each([
    [BundleResource.CHART, 'chart', ['charts/', 'datasets/', 'databases/']],
    [BundleResource.DATASET, 'dataset', ['datasets/', 'databases/']],
    [BundleResource.DATABASE, 'database', ['databases/', 'datasets/']],
    [BundleResource.SAVED_QUERY, 'query', ['queries/', 'databases/']],
  ] as const)('bundles a %s with what it uses', async (resource, key, folders) => {
    const files = filesOf((await exporter.export(ctxOf('admin'), resource, [ids[key]])).base64);
    for (const folder of folders) expect([...files.keys()].some((f) => f.startsWith(folder))).toBe(true);
  });

  it('answers 404 for an id that does not exist, with no partial bundle', async () => {
    for (const resource of Object.values(BundleResource)) expect((await failure(exporter.export(ctxOf('admin'), resource, [987654]))).code).toBe('NOT_FOUND');
  });
});

describe('import', () => {
  it.each([
    [BundleResource.DASHBOARD, 'dashboard', 'dashboards'],
    [BundleResource.CHART, 'chart', 'slices'],
    [BundleResource.SAVED_QUERY, 'query', 'saved_query'],
    [BundleResource.DATASET, 'dataset', 'tables'],
    [BundleResource.DATABASE, 'database', 'dbs'],
  ] as const)('round-trips a %s: export, delete, import', async (resource, key, table) => {
    const file = await exporter.export(ctxOf('admin'), resource, [ids[key]]);
    const [before] = await rows(`SELECT uuid FROM ${table} WHERE id = $1`, [ids[key]]);
    const oldDataset = ids.dataset;
    // What uses a deleted database or dataset is left pointing at it here, and pointed at the re-imported one below.
    if (resource === BundleResource.DATABASE) {
      await rows(`UPDATE saved_query SET db_id = (SELECT id FROM dbs WHERE uuid = $1) WHERE db_id = $2`, [EXAMPLES_UUID, ids.database]);
      await rows(`DELETE FROM tables WHERE database_id = $1`, [ids.database]);
    }
    await rows(`DELETE FROM ${table} WHERE id = $1`, [ids[key]]);

    // The masked password of a new database is asked for; an existing one keeps its own.
    const passwords = resource === BundleResource.DATABASE ? { 'databases/warehouse.yaml': 's3cret' } : {};
    const result = await run('admin', resource, Buffer.from(file.base64, 'base64'), { passwords });
    expect(result.created).toBeGreaterThanOrEqual(1);
    const [after] = await rows(`SELECT id, uuid FROM ${table} WHERE uuid = $1`, [before.uuid]);
    expect(after).toBeDefined();
    ids[key] = after.id;
    if (resource === BundleResource.DATABASE) {
      const [db] = await rows(`SELECT sqlalchemy_uri, password FROM dbs WHERE id = $1`, [after.id]);
      expect(db.sqlalchemy_uri).toBe('postgresql://etl:XXXXXXXXXX@db:5432/warehouse');
      expect(decryptSecret(db.password, secretKey)).toBe('s3cret');
      const [t] = await rows(`SELECT id FROM tables WHERE database_id = $1`, [after.id]);
      ids.dataset = t.id;
      await rows(`UPDATE saved_query SET db_id = $1 WHERE id = $2`, [after.id, ids.query]);
      expect(await rows(`SELECT column_name FROM table_columns WHERE table_id = $1 ORDER BY id`, [t.id])).toEqual([{ column_name: 'sold_at' }, { column_name: 'amount' }]);
    }
    if (ids.dataset !== oldDataset) await rows(`UPDATE slices SET datasource_id = $1 WHERE datasource_id = $2`, [ids.dataset, oldDataset]);
    if (resource === BundleResource.DASHBOARD) {
      const [d] = await rows(`SELECT position_json FROM dashboards WHERE id = $1`, [after.id]);
      const placed = Object.values(JSON.parse(d.position_json) as Record<string, { type?: string; meta?: { chartId?: number } }>).filter((n) => n.type === 'CHART').map((n) => n.meta?.chartId);
      expect(placed).toEqual([ids.chart]);
      expect(await rows(`SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1`, [after.id])).toEqual([{ slice_id: ids.chart }]);
    }
  });

  it('asks before overwriting, and overwrites when told', async () => {
    const file = Buffer.from((await exporter.export(ctxOf('admin'), BundleResource.DASHBOARD, [ids.dashboard])).base64, 'base64');
    await rows(`UPDATE dashboards SET dashboard_title = 'Renamed' WHERE id = $1`, [ids.dashboard]);
    const refused = await failure(run('admin', BundleResource.DASHBOARD, file));
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Error importing dashboard');
    // Only the importing type's own files ask; the chart, dataset and database are kept as they are.
    expect(refused.extra).toEqual({ [`dashboards/Sales_board_${ids.dashboard}.yaml`]: 'Dashboard already exists and `overwrite=true` was not passed' });
    expect(await run('admin', BundleResource.DASHBOARD, file, { overwrite: true })).toEqual({ created: 0, updated: 1 });
    expect((await rows(`SELECT dashboard_title FROM dashboards WHERE id = $1`, [ids.dashboard]))[0].dashboard_title).toBe('Sales board');
  });

  it('refuses to overwrite what the importer may not edit', async () => {
    const file = Buffer.from((await exporter.export(ctxOf('admin'), BundleResource.CHART, [ids.chart])).base64, 'base64');
    const refused = await failure(run('alpha', BundleResource.CHART, file, { overwrite: true }));
    expect(Object.values(refused.extra)).toEqual(["Chart already exists and user doesn't have permissions to overwrite it"]);
  });

  it('prompts for a database password and SSH tunnel secrets, then stores them encrypted', async () => {
    const data = fixtureBundle('superset6-database');
    const before = await tableCounts();
    const refused = await failure(run('admin', BundleResource.DATABASE, data));
    expect(refused.status).toBe(422);
    expect(refused.extra).toEqual({ 'databases/analytics.yaml': { _schema: ['Must provide a password for the database', 'Must provide a password for the ssh tunnel'] } });
    expect(await tableCounts()).toEqual(before);

    await run('admin', BundleResource.DATABASE, data, { passwords: { 'databases/analytics.yaml': 'pw' }, sshTunnelPasswords: { 'databases/analytics.yaml': 'tunnel-pw' } });
    const [db] = await rows(`SELECT id, sqlalchemy_uri, password, disable_data_preview, allow_run_async FROM dbs WHERE uuid = '8b3e5d71-2a4c-4f9b-9d0e-6c1a7f2b3e58'`);
    expect(db).toMatchObject({ sqlalchemy_uri: 'postgresql+psycopg2://report:XXXXXXXXXX@warehouse.internal:5432/analytics', disable_data_preview: true, allow_run_async: true });
    expect(decryptSecret(db.password, secretKey)).toBe('pw');
    const [tunnel] = await rows(`SELECT server_address, username, password FROM ssh_tunnels WHERE database_id = $1`, [db.id]);
    expect(tunnel.server_address).toBe('bastion.internal');
    expect(decryptSecret(tunnel.password, secretKey)).toBe('tunnel-pw');
    expect(await rows(`SELECT table_name, catalog, schema FROM tables WHERE database_id = $1`, [db.id])).toEqual([{ table_name: 'orders', catalog: 'analytics', schema: 'public' }]);
    // Exported again, every secret is masked.
    const files = filesOf((await exporter.export(ctxOf('admin'), BundleResource.DATABASE, [db.id])).base64);
    const exported = parseYaml(files.get('databases/analytics.yaml')!);
    expect(exported.ssh_tunnel).toEqual({ server_address: 'bastion.internal', server_port: 22, username: 'tunnel', password: 'XXXXXXXXXX' });
    expect(JSON.stringify(exported)).not.toMatch(/tunnel-pw|"pw"/);
  });

  it('changes nothing when any file of the bundle is bad', async () => {
    const data = fixtureBundle('superset4-dashboard', (files) => files.set('charts/Total_births_32.yaml', files.get('charts/Total_births_32.yaml')!.replace(/^viz_type: .*$/m, '')));
    const before = await tableCounts();
    const refused = await failure(run('admin', BundleResource.DASHBOARD, data));
    expect(refused.extra).toEqual({ 'charts/Total_births_32.yaml': { viz_type: ['Missing data for required field.'] } });
    expect(await tableCounts()).toEqual(before);
  });

  it('rolls back every write when a late step fails', async () => {
    // The dataset's table is taken by another dataset: found before anything is written.
    const data = fixtureBundle('superset5-chart', (files) => files.set('datasets/examples/popular_names.yaml', files.get('datasets/examples/popular_names.yaml')!.replace('table_name: popular_names', 'table_name: sales').replace('schema: main', 'schema: public').replace(EXAMPLES_UUID, '')));
    const before = await tableCounts();
    await failure(run('admin', BundleResource.CHART, data));
    expect(await tableCounts()).toEqual(before);
  });

  it('imports a Superset 4 dashboard bundle, ids remapped to this server', async () => {
    await run('admin', BundleResource.DASHBOARD, fixtureBundle('superset4-dashboard'));
    const [d] = await rows(`SELECT id, slug, position_json, json_metadata FROM dashboards WHERE uuid = '3c8f1e27-6d4a-4b9e-a0c5-8e2f7d1b9a64'`);
    const charts: { id: number; uuid: string; params: string; datasource_id: number; perm: string }[] = await rows(
      `SELECT id, uuid::text AS uuid, params, datasource_id, perm FROM slices WHERE uuid IN ('0e6c5f7a-8b1d-4c2e-9f3a-6d4b2a1c0e91', '7b2d9e14-5a3c-4f60-8e71-2c9d0b4a6f13') ORDER BY slice_name`,
    );
    const [pie, big] = charts;
    const [dataset] = await rows(`SELECT id, database_id, sql FROM tables WHERE uuid = '5f0a8d52-3c2e-4b8e-9a61-0d7b6f1c2e41'`);
    const [examples] = await rows(`SELECT id FROM dbs WHERE uuid = $1`, [EXAMPLES_UUID]);
    expect(dataset.database_id).toBe(examples.id);
    expect(JSON.parse(pie.params).datasource).toBe(`${dataset.id}__table`);
    expect(pie.perm).toBe(`[examples].[births_by_state](id:${dataset.id})`);
    expect(d.slug).toBe('births-overview');
    const position = JSON.parse(d.position_json);
    expect(position['CHART-pie31'].meta.chartId).toBe(pie.id);
    expect(position['CHART-big32'].meta.chartId).toBe(big.id);
    const md = JSON.parse(d.json_metadata);
    expect(md.timed_refresh_immune_slices).toEqual([big.id]);
    expect(Object.keys(md.chart_configuration)).toEqual([String(pie.id)]);
    expect(md.chart_configuration[pie.id]).toMatchObject({ id: pie.id, crossFilters: { chartsInScope: [big.id] } });
    expect(md.native_filter_configuration[0].targets).toEqual([{ column: { name: 'state' }, datasetId: dataset.id }]);
    expect(md.native_filter_configuration[0].scope.excluded).toEqual([big.id]);
    expect((await rows(`SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1 ORDER BY slice_id`, [d.id])).map((r: { slice_id: number }) => r.slice_id)).toEqual([pie.id, big.id].sort((a, b) => a - b));
    expect(await rows(`SELECT metric_name FROM sql_metrics WHERE table_id = $1 ORDER BY metric_name`, [dataset.id])).toEqual([{ metric_name: 'count' }, { metric_name: 'total_births' }]);
  });

  it('imports a Superset 5 chart bundle, its query context pointed at the new dataset', async () => {
    await run('admin', BundleResource.CHART, fixtureBundle('superset5-chart'));
    const [chart] = await rows(`SELECT query_context, datasource_id FROM slices WHERE uuid = '4d9a2b6c-1e3f-4c8d-a7b5-0f2e1d3c4b59'`);
    const qc = JSON.parse(chart.query_context);
    expect(qc.datasource).toEqual({ id: chart.datasource_id, type: 'table' });
    expect(qc.form_data.datasource).toBe(`${chart.datasource_id}__table`);
    const [dataset] = await rows(`SELECT folders FROM tables WHERE id = $1`, [chart.datasource_id]);
    expect(dataset.folders[0].name).toBe('Names');
    const [metric] = await rows(`SELECT currency FROM sql_metrics WHERE table_id = $1`, [chart.datasource_id]);
    expect(metric.currency).toEqual({ symbol: 'USD', symbolPosition: 'prefix' });
  });

  it('holds imported URIs to PREVENT_UNSAFE_DB_CONNECTIONS', async () => {
    const files = filesOf((await exporter.export(ctxOf('admin'), BundleResource.DATABASE, [ids.database])).base64);
    const database = parseYaml(files.get('databases/warehouse.yaml')!);
    const local = `database_name: local files\nsqlalchemy_uri: sqlite:////etc/passwd\nuuid: 0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e\nversion: 1.0.0\n`;
    const data = rezip(new Map([['metadata.yaml', 'version: 1.0.0\ntype: Database\n'], ['databases/local.yaml', local]]));
    const refused = await failure(run('connector', BundleResource.DATABASE, data));
    expect(Object.keys(refused.extra)).toEqual(['databases/local.yaml']);
    expect(JSON.stringify(refused.extra)).toMatch(/sqlite/i);
    expect(database.uuid).toBeDefined();
  });

  it.each([
    ['not a ZIP', Buffer.from('plain text'), 422, 'Not a ZIP file'],
    ['without YAML', zip([{ name: 'x/readme.txt', data: Buffer.from('x') }]), 400, 'No valid import files were found'],
    ['with a path leaving the bundle', zip([{ name: 'x/../../metadata.yaml', data: Buffer.from('version: 1.0.0') }]), 400, 'a parent folder (..)'],
  ])('answers a bundle %s with a clear 4xx', async (_label, data, status, message) => {
    // A chart import: a dashboard import reads a file that is no ZIP as Superset's legacy JSON export (legacy-and-tags.test.ts).
    const err = await failure(run('admin', BundleResource.CHART, data));
    expect(err.status).toBe(status);
    expect(err.message).toContain(message);
  });
});
