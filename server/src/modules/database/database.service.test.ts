/**
 * DatabaseService against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL), with real engines:
 * DuckDB files in a temp dir, and the test's own PostgreSQL server as a password-protected connection (its
 * trust auth accepts any password, so the stored one can be followed through masking and back).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { getConnection } from '../../engines';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { decryptSecret } from '../../platform/secrets';
import { openAnalyticsPostgres, openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { seedChart, seedDashboard, seedDatabase, seedDataset, seedRole, seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { DATASETS_ATTACHED_MESSAGE } from '../dataset';
import { INVALID_URI_MESSAGE, PASSWORD_MASK } from './database-uri';
import { Database as DatabaseEntity } from './database.entity';
import { DatabaseDependents } from './database-dependents';
import { DatabaseService } from './database.service';
import { DatabaseFilterField as F, DatabaseOrderField as O, type Database } from './database.types';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

const KEY = 'database-service-test-secret';
let testDb: TestDataSource;
let ds: DataSource;
/** The PostgreSQL the tests connect as an analytics database. */
let analytics: { url: string; close(): Promise<void> };
let dir: string;
let service: DatabaseService;
let strict: DatabaseService;
const actors = {} as Record<'admin' | 'alpha' | 'gamma' | 'reader' | 'writer', Actor>;
const duck = (name: string) => `duckdb:///${path.join(dir, `${name}.duckdb`)}`;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  analytics = await openAnalyticsPostgres();
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-db-service-'));
  // Datasets, reports and SQL Lab tabs answer for what uses a database, as in production.
  const dependents = composeTestServices(ds).get(DatabaseDependents);
  service = new DatabaseService(ds, { secretKey: KEY, preventUnsafeDbConnections: false, connectionTestTimeoutMs: 10_000 }, dependents);
  strict = new DatabaseService(ds, { secretKey: KEY, preventUnsafeDbConnections: true, connectionTestTimeoutMs: 10_000 }, dependents);
  const em = ds.manager;
  await seedSecurity(em);
  const legacy = await seedDatabase(em, { databaseName: 'legacy', sqlalchemyUri: duck('legacy') });
  await seedRole(em, 'legacy_reader', [['database_access', `[legacy].(id:${legacy.id})`]]);
  await seedRole(em, 'db_writer', [['can_read', 'Database'], ['can_write', 'Database']]);
  const users = {
    admin: await seedUser(em, { username: 'admin', firstName: 'Ada', roles: ['Admin'] }),
    alpha: await seedUser(em, { username: 'alpha', roles: ['Alpha'] }),
    gamma: await seedUser(em, { username: 'gamma', roles: ['Gamma'] }),
    reader: await seedUser(em, { username: 'reader', roles: ['Gamma', 'legacy_reader'] }),
    writer: await seedUser(em, { username: 'writer', roles: ['Gamma', 'db_writer'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
  await analytics?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const pgUri = (password: string) => {
  const u = new URL(analytics.url);
  u.username = 'postgres';
  u.password = password;
  return u.toString();
};
const storedRow = async (id: number) => (await ds.query('SELECT sqlalchemy_uri, password, extra FROM dbs WHERE id = $1', [id]))[0];


describe('creating databases', () => {
  it('creates a DuckDB database after connecting to it, with Superset defaults and the creator recorded', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'warehouse', sqlalchemyUri: duck('warehouse'), allowDml: true });
    expect(db).toMatchObject({
      databaseName: 'warehouse',
      backend: 'duckdb',
      driver: 'duckdb_engine',
      sqlalchemyUri: duck('warehouse'),
      exposeInSqllab: true,
      allowDml: true,
      allowCtas: false,
      configurationMethod: 'sqlalchemy_form',
      extra: { metadata_params: {}, engine_params: {}, metadata_cache_timeout: {}, schemas_allowed_for_file_upload: [], allow_multi_catalog: false },
      createdBy: { username: 'admin', firstName: 'Ada' },
      abilities: { canEdit: true, canDelete: true, canConnect: true },
    });
  });

  it.each([
    ['without a name', { sqlalchemyUri: 'duckdb:///x.duckdb' }, { database_name: ['Missing data for required field.'] }],
    ['without a URI', { databaseName: 'x' }, { sqlalchemy_uri: ['Missing data for required field.'] }],
    ['with a URI that does not parse', { databaseName: 'x', sqlalchemyUri: 'warehouse.duckdb' }, { sqlalchemy_uri: [INVALID_URI_MESSAGE] }],
    ['with an engine nobody provides', { databaseName: 'x', sqlalchemyUri: 'oracle://u@h/db' }, { sqlalchemy_uri: ['Could not load database driver: oracle'] }],
    ['with extra that is not JSON', { databaseName: 'x', sqlalchemyUri: 'duckdb:///x.duckdb', extra: '{' }, { extra: [expect.stringMatching(/^Field cannot be decoded by JSON/)] }],
  ])('refuses a database %s (400 on the field)', async (_name, input, fields) => {
    const err = await failure(service.create(ctxOf('admin'), input));
    expect(err.status).toBe(400);
    expect(err.extra.fields).toEqual(fields);
  });

  it('refuses a name that is taken (422)', async () => {
    const err = await failure(service.create(ctxOf('admin'), { databaseName: 'legacy', sqlalchemyUri: duck('other') }));
    expect([err.status, err.extra.fields]).toEqual([422, { database_name: ['A database with the same name already exists.'] }]);
  });

  it('refuses a connection that does not open, with the engine error, and stores nothing', async () => {
    const err = await failure(service.create(ctxOf('admin'), { databaseName: 'closed', sqlalchemyUri: 'postgresql://u:secret@127.0.0.1:1/db' }));
    expect([err.status, err.errorType]).toEqual([422, 'CONNECTION_PORT_CLOSED_ERROR']);
    expect(await ds.query(`SELECT 1 FROM dbs WHERE database_name = 'closed'`)).toEqual([]);
  });

  it('builds the URI from form parameters (dynamic_form)', async () => {
    const u = new URL(pgUri('x'));
    const db = await service.create(ctxOf('admin'), {
      databaseName: 'form-made',
      engine: 'postgresql',
      configurationMethod: 'dynamic_form',
      parameters: { host: u.hostname, port: Number(u.port), username: 'postgres', password: 'form-secret', database: u.pathname.slice(1) },
    });
    expect(db.sqlalchemyUri).toBe(`postgresql://postgres:${PASSWORD_MASK}@${u.host}${u.pathname}`);
    expect(db.parameters).toMatchObject({ host: u.hostname, username: 'postgres', password: PASSWORD_MASK });
    expect(decryptSecret((await storedRow(db.id)).password, KEY)).toBe('form-secret');
  });

  it('needs can_write on Database', async () => {
    const err = await failure(service.create(ctxOf('alpha'), { databaseName: 'nope', sqlalchemyUri: duck('nope') }));
    expect(err.code).toBe('FORBIDDEN');
  });
});

describe('passwords', () => {
  let db: Database;
  beforeAll(async () => {
    db = await service.create(ctxOf('admin'), { databaseName: 'secured', sqlalchemyUri: pgUri('s3cret') });
  });

  it('moves the password out of the URI into its encrypted column and masks it in answers', async () => {
    const row = await storedRow(db.id);
    expect(row.sqlalchemy_uri).toBe(pgUri(PASSWORD_MASK));
    expect(row.password).not.toContain('s3cret');
    expect(decryptSecret(row.password, KEY)).toBe('s3cret');
    expect(db.sqlalchemyUri).toBe(pgUri(PASSWORD_MASK));
    expect(JSON.stringify(await service.get(ctxOf('admin'), db.id))).not.toContain('s3cret');
  });

  it('keeps the stored password when the mask is sent back, and replaces it when a new one is sent', async () => {
    await service.update(ctxOf('admin'), db.id, { sqlalchemyUri: pgUri(PASSWORD_MASK), allowDml: true });
    expect(decryptSecret((await storedRow(db.id)).password, KEY)).toBe('s3cret');
    await service.update(ctxOf('admin'), db.id, { sqlalchemyUri: pgUri('n3w') });
    expect(decryptSecret((await storedRow(db.id)).password, KEY)).toBe('n3w');
  });

  it('accepts the mask in place of an existing database\'s password when testing it', async () => {
    expect(await service.testConnection(ctxOf('admin'), { databaseName: 'secured', sqlalchemyUri: pgUri(PASSWORD_MASK) })).toEqual({ message: 'OK' });
  });

  it('shows no connection details to readers who may not edit connections', async () => {
    const seen = await service.get(ctxOf('alpha'), db.id);
    expect(seen).toMatchObject({ databaseName: 'secured', sqlalchemyUri: null, parameters: null, maskedEncryptedExtra: null });
  });

  it('masks encrypted_extra and keeps masked values on update', async () => {
    const updated = await service.update(ctxOf('admin'), db.id, { maskedEncryptedExtra: '{"token": "t0ken", "region": "eu"}' });
    expect(JSON.parse(updated.maskedEncryptedExtra!)).toEqual({ token: PASSWORD_MASK, region: PASSWORD_MASK });
    await service.update(ctxOf('admin'), db.id, { maskedEncryptedExtra: { token: PASSWORD_MASK, region: 'us' } });
    const [{ encrypted_extra }] = await ds.query('SELECT encrypted_extra FROM dbs WHERE id = $1', [db.id]);
    expect(JSON.parse(decryptSecret(encrypted_extra, KEY))).toEqual({ token: 't0ken', region: 'us' });
  });
});

describe('updating and deleting', () => {
  it('updates only what is sent and keeps flags and extra in step', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'partial', sqlalchemyUri: duck('partial'), cacheTimeout: 60 });
    const updated = await service.update(ctxOf('admin'), db.id, { allowRunAsync: true, disableDataPreview: true });
    expect(updated).toMatchObject({ cacheTimeout: 60, allowRunAsync: true, disableDataPreview: true, sqlalchemyUri: duck('partial') });
    expect(updated.extra.disable_data_preview).toBe(true);
    expect((await service.update(ctxOf('admin'), db.id, { extra: '{"disable_data_preview": false}' })).disableDataPreview).toBe(false);
    expect((await service.update(ctxOf('admin'), db.id, { cacheTimeout: null })).cacheTimeout).toBeNull();
  });

  it('refuses a configuration method that is not one, with or without a URI', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'method', sqlalchemyUri: duck('method') });
    for (const input of [{ configurationMethod: 'x'.repeat(300) }, { configurationMethod: 'nope', sqlalchemyUri: duck('method') }]) {
      const error = await failure(service.update(ctxOf('admin'), db.id, input));
      expect([error.status, error.extra.fields]).toEqual([400, { configuration_method: ['Must be one of: sqlalchemy_form, dynamic_form.'] }]);
    }
  });

  it('closes the cached engine connection of a URI that changed', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'moving', sqlalchemyUri: duck('moving-a') });
    const before = await getConnection(duck('moving-a'));
    await service.update(ctxOf('admin'), db.id, { sqlalchemyUri: duck('moving-b') });
    expect(await getConnection(duck('moving-a'))).not.toBe(before);
    await (await getConnection(duck('moving-a'))).close();
  });

  it('refuses to delete a database that datasets use (422), and deletes it once they are gone', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'in-use', sqlalchemyUri: duck('in-use') });
    const entity = await ds.getRepository(DatabaseEntity).findOneByOrFail({ id: db.id });
    const dataset = await seedDataset(ds.manager, { database: entity, tableName: 't' });
    const err = await failure(service.delete(ctxOf('admin'), db.id));
    expect([err.status, err.message]).toEqual([422, DATASETS_ATTACHED_MESSAGE]);
    await ds.query('DELETE FROM tables WHERE id = $1', [dataset.id]);
    await service.delete(ctxOf('admin'), db.id);
    expect(await service.get(ctxOf('admin'), db.id)).toBeNull();
    expect((await failure(service.delete(ctxOf('admin'), db.id))).code).toBe('NOT_FOUND');
  });
});

describe('database_access permission', () => {
  const pairs = async (id: number) =>
    (
      await ds.query(
        `SELECT v.name FROM ab_permission_view pv JOIN ab_permission p ON p.id = pv.permission_id JOIN ab_view_menu v ON v.id = pv.view_menu_id
         WHERE p.name = 'database_access' AND v.name LIKE $1`,
        [`%(id:${id})`],
      )
    ).map((r: { name: string }) => r.name);

  it('is created with the database, follows a rename (keeping grants) and goes with the database', async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'granted', sqlalchemyUri: duck('granted') });
    expect(await pairs(db.id)).toEqual([`[granted].(id:${db.id})`]);
    await seedRole(ds.manager, 'granted_reader', [['database_access', `[granted].(id:${db.id})`]]);
    const entity = await ds.getRepository(DatabaseEntity).findOneByOrFail({ id: db.id });
    const dataset = await seedDataset(ds.manager, { database: entity, tableName: 'orders', schema: 'main' });
    await service.syncPermissions(ctxOf('admin'), db.id);
    const viewsOf = async (prefix: string) =>
      (await ds.query(`SELECT name FROM ab_view_menu WHERE name LIKE $1 ORDER BY name`, [`${prefix}%`])).map((r: { name: string }) => r.name);
    expect(await viewsOf('[granted].')).toEqual([`[granted].(id:${db.id})`, '[granted].[main]', `[granted].[orders](id:${dataset.id})`]);

    await service.update(ctxOf('admin'), db.id, { databaseName: 'renamed' });
    expect(await pairs(db.id)).toEqual([`[renamed].(id:${db.id})`]);
    expect(await viewsOf('[granted].')).toEqual([]);
    expect(await viewsOf('[renamed].')).toEqual([`[renamed].(id:${db.id})`, '[renamed].[main]', `[renamed].[orders](id:${dataset.id})`]);
    const [stored] = await ds.query('SELECT perm, schema_perm FROM tables WHERE id = $1', [dataset.id]);
    expect(stored).toEqual({ perm: `[renamed].[orders](id:${dataset.id})`, schema_perm: '[renamed].[main]' });
    await ds.query('DELETE FROM tables WHERE id = $1', [dataset.id]);
    const [{ count }] = await ds.query(
      `SELECT COUNT(*)::int AS count FROM ab_permission_view_role pvr JOIN ab_role r ON r.id = pvr.role_id
         JOIN ab_permission_view pv ON pv.id = pvr.permission_view_id JOIN ab_view_menu v ON v.id = pv.view_menu_id
       WHERE r.name = 'granted_reader' AND v.name = $1`,
      [`[renamed].(id:${db.id})`],
    );
    expect(count).toBe(1);

    await service.delete(ctxOf('admin'), db.id);
    expect(await pairs(db.id)).toEqual([]);
  });
});

describe('related objects', () => {
  it("lists the charts on the database's datasets, their dashboards and the SQL Lab tabs using it", async () => {
    const db = await service.create(ctxOf('admin'), { databaseName: 'related', sqlalchemyUri: duck('related') });
    const entity = await ds.getRepository(DatabaseEntity).findOneByOrFail({ id: db.id });
    const dataset = await seedDataset(ds.manager, { database: entity, tableName: 'orders' });
    const dashboard = await seedDashboard(ds.manager, { title: 'Sales', slug: 'sales', jsonMetadata: { color_scheme: 'bnbColors' } });
    const chart = await seedChart(ds.manager, { sliceName: 'Orders by day', vizType: 'echarts_timeseries_line', dataset, dashboards: [dashboard] });
    await seedChart(ds.manager, { sliceName: 'Elsewhere', vizType: 'table', datasourceType: 'table', datasourceId: dataset.id + 1000 });
    await ds.query(`INSERT INTO tab_state (user_id, label, active, database_id) VALUES ($1, 'Untitled Query 1', TRUE, $2)`, [actors.admin.user.id, db.id]);

    expect(await service.relatedObjects(ctxOf('admin'), db.id)).toEqual({
      charts: [{ id: chart.id, sliceName: 'Orders by day', vizType: 'echarts_timeseries_line' }],
      dashboards: [{ id: dashboard.id, title: 'Sales', slug: 'sales', jsonMetadata: { color_scheme: 'bnbColors' }, jsonMetadataText: '{"color_scheme":"bnbColors"}' }],
      sqllabTabStates: [{ id: expect.any(Number), label: 'Untitled Query 1', active: true }],
    });
    expect((await failure(service.relatedObjects(ctxOf('gamma'), db.id))).code).toBe('NOT_FOUND');
  });
});

describe('PREVENT_UNSAFE_DB_CONNECTIONS', () => {
  it('refuses file engines to non-admin writers and lets admins use them', async () => {
    const err = await failure(strict.create(ctxOf('writer'), { databaseName: 'unsafe', sqlalchemyUri: duck('unsafe') }));
    expect([err.status, err.extra.fields]).toEqual([400, { sqlalchemy_uri: ['DuckDB cannot be used as a data source for security reasons.'] }]);
    const test = await failure(strict.testConnection(ctxOf('writer'), { sqlalchemyUri: duck('unsafe') }));
    expect(test.extra.fields).toEqual({ sqlalchemy_uri: ['DuckDB cannot be used as a data source for security reasons.'] });
    expect((await strict.create(ctxOf('admin'), { databaseName: 'admin-file', sqlalchemyUri: duck('admin-file') })).backend).toBe('duckdb');
  });

  it('lets non-admin writers connect server engines', async () => {
    expect(await strict.testConnection(ctxOf('writer'), { sqlalchemyUri: pgUri('x') })).toEqual({ message: 'OK' });
  });
});

describe('listing and visibility', () => {
  const names = (items: Database[]) => items.map((d) => d.databaseName);

  it('shows Gamma users only the databases they have data access in', async () => {
    expect((await service.list(ctxOf('gamma'), { filters: [], page: 0, pageSize: null })).count).toBe(0);
    expect(names((await service.list(ctxOf('reader'), { filters: [], page: 0, pageSize: null })).items)).toEqual(['legacy']);
    const legacyId = (await ds.query(`SELECT id FROM dbs WHERE database_name = 'legacy'`))[0].id;
    expect((await service.get(ctxOf('reader'), legacyId))?.databaseName).toBe('legacy');
    expect(await service.get(ctxOf('gamma'), legacyId)).toBeNull();
  });

  it('offers users for the created_by/changed_by pickers, by first name, with include_ids appended', async () => {
    const ada = await service.relatedUsers(ctxOf('gamma'), { filter: 'ada', page: 0, pageSize: 10 });
    expect(ada.items.map((u) => u.text)).toEqual(['Ada Test']);
    const firstTwo = await service.relatedUsers(ctxOf('gamma'), { page: 0, pageSize: 2 });
    expect(firstTwo.count).toBe(5);
    const writerId = (await ds.query(`SELECT id FROM ab_user WHERE username = 'writer'`))[0].id;
    const withWriter = await service.relatedUsers(ctxOf('gamma'), { filter: 'ada', page: 0, pageSize: 10, includeIds: [writerId] });
    expect(withWriter).toEqual({ count: 2, items: [expect.objectContaining({ text: 'Ada Test' }), { value: writerId, text: 'writer Test' }] });
    expect((await failure(service.relatedUsers(ctxOf('gamma'), { page: 1, pageSize: 2, includeIds: [writerId] }))).status).toBe(422);
  });

  it('filters, orders and pages; page size null lists everything', async () => {
    const all = await service.list(ctxOf('alpha'), { filters: [], page: 0, pageSize: null });
    expect(all.count).toBe(all.items.length);
    expect(names(all.items)).toEqual([...names(all.items)].sort());
    const dml = await service.list(ctxOf('admin'), { filters: [{ field: F.ALLOW_DML, op: ListFilterOp.EQ, value: true }], page: 0, pageSize: 10 });
    expect(names(dml.items)).toEqual(['secured', 'warehouse']);
    const named = await service.list(ctxOf('admin'), { filters: [{ field: F.DATABASE_NAME, op: ListFilterOp.CT, value: 'WARE' }], page: 0, pageSize: 10 });
    expect(names(named.items)).toEqual(['warehouse']);
    const page = await service.list(ctxOf('admin'), { filters: [], orderBy: O.DATABASE_NAME, orderDirection: SortDirection.DESC, page: 1, pageSize: 2 });
    expect(names(page.items)).toEqual(names(all.items).reverse().slice(2, 4));
  });
});
