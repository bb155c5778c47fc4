/**
 * Browsing a real DuckDB file through DatabaseMetadataService, as actors with different data access:
 * schemas, tables and views, table metadata, SELECT *, and the metadata cache with `force`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { evictEngine, getEngineSpec } from '../../engines';
import { ResultCache } from '../../platform/cache';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { DatabaseDependents } from './database-dependents';
import { grantDatasourceAccess, seedDatabase, seedDataset, seedRole, seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { schemaAccessView } from '../security';
import { DatabaseMetadataService } from './database-metadata.service';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

const KEY = 'database-metadata-test-secret';
let testDb: TestDataSource;
let ds: DataSource;
let dir: string;
let uri: string;
let service: DatabaseMetadataService;
let shopId: number;
const actors = {} as Record<'admin' | 'gamma' | 'schemaReader' | 'tableReader', Actor>;

async function run(sql: string): Promise<void> {
  const conn = await getEngineSpec('duckdb').connect(uri);
  try {
    await conn.query(sql);
  } finally {
    await conn.close();
  }
}

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-db-metadata-'));
  uri = `duckdb:///${path.join(dir, 'shop.duckdb')}`;
  for (const sql of [
    'CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL)',
    'CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers (id), amount DECIMAL(10,2), created_at TIMESTAMP)',
    'CREATE UNIQUE INDEX orders_created ON orders (created_at, id)',
    'CREATE VIEW v_orders AS SELECT id, amount FROM orders',
    'CREATE SCHEMA staging',
    'CREATE TABLE staging.raw (line VARCHAR)',
  ]) {
    await run(sql);
  }
  // Table-level access comes from the dataset module through the database's dependents, as in production.
  service = new DatabaseMetadataService(ds, new ResultCache(50), { secretKey: KEY }, composeTestServices(ds).get(DatabaseDependents));
  const em = ds.manager;
  await seedSecurity(em);
  const shop = await seedDatabase(em, { databaseName: 'shop', sqlalchemyUri: uri });
  shopId = shop.id;
  const orders = await seedDataset(em, { database: shop, tableName: 'orders', schema: 'main' });
  await grantDatasourceAccess(em, 'orders_reader', shop, orders);
  await seedRole(em, 'staging_reader', [['schema_access', schemaAccessView('shop', 'staging')]]);
  const users = {
    admin: await seedUser(em, { username: 'admin', roles: ['Admin'] }),
    gamma: await seedUser(em, { username: 'gamma', roles: ['Gamma'] }),
    schemaReader: await seedUser(em, { username: 'schema_reader', roles: ['Gamma', 'staging_reader'] }),
    tableReader: await seedUser(em, { username: 'table_reader', roles: ['Gamma', 'orders_reader'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await evictEngine(uri);
  await testDb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });


describe('schemas and tables', () => {
  it.each([
    ['admin', ['main', 'staging']],
    ['schemaReader', ['staging']],
    ['tableReader', ['main']],
  ] as const)('lists the schemas %s may browse, sorted', async (who, schemas) => {
    expect(await service.schemas(ctxOf(who), shopId, {})).toEqual(schemas);
  });

  it('lists tables and views of a schema, sorted, and pages them', async () => {
    const all = await service.tables(ctxOf('admin'), shopId, { schema: 'main', page: 0, pageSize: null });
    expect(all).toEqual({
      count: 3,
      items: [
        { value: 'customers', type: 'table' },
        { value: 'orders', type: 'table' },
        { value: 'v_orders', type: 'view' },
      ],
    });
    expect(await service.tables(ctxOf('admin'), shopId, { schema: 'main', page: 1, pageSize: 2 })).toEqual({ count: 3, items: [{ value: 'v_orders', type: 'view' }] });
  });

  it('shows a table reader only its table, and a schema reader every table of its schema', async () => {
    expect((await service.tables(ctxOf('tableReader'), shopId, { schema: 'main', page: 0, pageSize: null })).items.map((t) => t.value)).toEqual(['orders']);
    expect((await service.tables(ctxOf('schemaReader'), shopId, { schema: 'main', page: 0, pageSize: null })).count).toBe(0);
    expect((await service.tables(ctxOf('schemaReader'), shopId, { schema: 'staging', page: 0, pageSize: null })).items.map((t) => t.value)).toEqual(['raw']);
  });

  it('hides the database from users without data access in it', async () => {
    const err = await failure(service.schemas(ctxOf('gamma'), shopId, {}));
    expect([err.code, err.errorType]).toEqual(['NOT_FOUND', 'DATABASE_NOT_FOUND_ERROR']);
  });

  it('answers from the cache until forced to look again', async () => {
    await service.tables(ctxOf('admin'), shopId, { schema: 'staging', page: 0, pageSize: null });
    await run('CREATE TABLE staging.late (x INTEGER)');
    const cached = await service.tables(ctxOf('admin'), shopId, { schema: 'staging', page: 0, pageSize: null });
    expect(cached.items.map((t) => t.value)).toEqual(['raw']);
    const fresh = await service.tables(ctxOf('admin'), shopId, { schema: 'staging', force: true, page: 0, pageSize: null });
    expect(fresh.items.map((t) => t.value)).toEqual(['late', 'raw']);
  });

  it('lists no upload schemas for a database that does not allow uploads', async () => {
    expect(await service.schemas(ctxOf('admin'), shopId, { uploadAllowed: true })).toEqual([]);
  });

  it("lists the engine's function names, sorted, to anyone who may see the database", async () => {
    const names = await service.functionNames(ctxOf('tableReader'), shopId);
    expect(names).toEqual(expect.arrayContaining(['avg', 'date_trunc', 'lower']));
    expect([...names].sort()).toEqual(names);
    expect((await failure(service.functionNames(ctxOf('gamma'), shopId))).code).toBe('NOT_FOUND');
  });

  it('lists no function names for a database it cannot reach, as Superset does', async () => {
    const unreachable = await seedDatabase(ds.manager, { databaseName: 'unreachable', sqlalchemyUri: 'postgresql://nobody:secret@127.0.0.1:1/none' });
    try {
      expect(await service.functionNames(ctxOf('admin'), unreachable.id)).toEqual([]);
    } finally {
      await ds.query('DELETE FROM dbs WHERE id = $1', [unreachable.id]);
    }
  });

  it('has no catalogs on DuckDB', async () => {
    expect(await service.catalogs(ctxOf('admin'), shopId, {})).toEqual([]);
  });
});

describe('table metadata', () => {
  it('describes columns, keys, indexes and the SELECT of a table', async () => {
    const meta = await service.tableMetadata(ctxOf('tableReader'), shopId, { table: 'orders', schema: 'main' });
    expect(meta).toMatchObject({ name: 'orders', schema: 'main', type: 'table', primaryKey: { columns: ['id'] } });
    expect(meta.columns.map((c) => [c.name, c.type, c.longType, c.isDttm])).toEqual([
      ['id', 'INTEGER', 'INTEGER', false],
      ['customer_id', 'INTEGER', 'INTEGER', false],
      ['amount', 'DECIMAL', 'DECIMAL(10,2)', false],
      ['created_at', 'TIMESTAMP', 'TIMESTAMP', true],
    ]);
    expect(meta.foreignKeys).toEqual([expect.objectContaining({ columns: ['customer_id'], referredTable: 'customers', referredColumns: ['id'] })]);
    expect(meta.indexes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'orders_created', columns: ['created_at', 'id'], unique: true })]));
    expect(meta.selectStar).toBe('SELECT "id",\n       "customer_id",\n       "amount",\n       "created_at"\nFROM "main"."orders"\nLIMIT 100');
  });

  it('reads a table without a schema in the default one', async () => {
    expect((await service.tableMetadata(ctxOf('admin'), shopId, { table: 'v_orders' })).type).toBe('view');
  });

  it.each([
    ['a missing table', 'admin', 'nope'],
    ['a table the actor may not see', 'tableReader', 'customers'],
  ] as const)('reports %s as not found', async (_name, who, table) => {
    const err = await failure(service.tableMetadata(ctxOf(who), shopId, { table, schema: 'main' }));
    expect([err.code, err.errorType]).toEqual(['NOT_FOUND', 'TABLE_DOES_NOT_EXIST_ERROR']);
    expect((await failure(service.selectStar(ctxOf(who), shopId, { table, schema: 'main' }))).code).toBe('NOT_FOUND');
  });

  it('writes SELECT * with a limit', async () => {
    expect(await service.selectStar(ctxOf('admin'), shopId, { table: 'raw', schema: 'staging' })).toBe('SELECT *\nFROM "staging"."raw"\nLIMIT 100');
    expect(await service.tableMetadataExtra(ctxOf('admin'), shopId, { table: 'raw', schema: 'staging' })).toEqual({});
  });
});
