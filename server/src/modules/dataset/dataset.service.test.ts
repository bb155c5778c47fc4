/**
 * DatasetService / DatasetWriteService against a real PostgreSQL (PGlite, or TEST_DATABASE_URL) and a real
 * DuckDB analytics file: creating from tables and from SQL, syncing with the source, the PUT semantics,
 * ownership, external management, visibility and duplication. Actors come from the database through
 * AuthService.loadActor, as in a request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type EngineConnection, closeAllEngines, getConnection } from '../../engines';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { seedDatabase, seedRole, seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { datasourceAccessView, type User } from '../security';
import { DatasetDependents } from './dataset-dependents';
import { DatasetWriteService } from './dataset-write.service';
import { columnsOf, metricsOf, ownerIdsOf } from './dataset-store';
import { DatasetResolver } from './dataset.resolver';
import { DatasetService } from './dataset.service';
import { DatasetDistinctColumn, DatasetFilterField as F, DatasetKind, DatasetOrderField as O, type Dataset } from './dataset.types';
import { DatasetListOp } from './dataset.list-spec';
import { loadActor } from '../../test-support/actors';

type UserKey = 'admin' | 'alpha' | 'alpha2' | 'gamma' | 'nodata';

let testDb: TestDataSource;
let ds: DataSource;
let reads: DatasetService;
let writes: DatasetWriteService;
let resolver: DatasetResolver;
let dir: string;
let duck: EngineConnection;
let databaseId: number;
const users = {} as Record<UserKey, User>;
const actors = {} as Record<UserKey, Actor>;

const ctxOf = (who: UserKey) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const reload = async (who: UserKey) => {
  actors[who] = await loadActor(ds, users[who]);
};
const columnNames = async (id: number) => (await columnsOf(ds.manager, id)).map((c) => c.columnName);
const columnByName = async (id: number, name: string) => (await columnsOf(ds.manager, id)).find((c) => c.columnName === name);

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  reads = new DatasetService(ds, composeTestServices(ds).get(DatasetDependents));
  writes = new DatasetWriteService(ds, { secretKey: 'test-secret-key', webserverTimeoutSec: 30 });
  resolver = new DatasetResolver(reads, writes);
  const em = ds.manager;
  await seedSecurity(em);

  dir = mkdtempSync(path.join(tmpdir(), 'tessera-dataset-'));
  const uri = `duckdb:///${path.join(dir, 'analytics.duckdb')}`;
  duck = await getConnection(uri);
  await duck.query(`CREATE TABLE people (id INTEGER, name VARCHAR, born DATE, score DOUBLE, city VARCHAR)`);
  await duck.query(`INSERT INTO people VALUES (1, 'Ada', DATE '1815-12-10', 9.5, 'London'), (2, 'Alan', DATE '1912-06-23', 9.0, 'London')`);
  await duck.query(`CREATE TABLE events (ts TIMESTAMP, kind VARCHAR)`);
  await duck.query(`CREATE TABLE other (x INTEGER)`);
  databaseId = (await seedDatabase(em, { databaseName: 'analytics', sqlalchemyUri: uri })).id;

  users.admin = await seedUser(em, { username: 'admin', firstName: 'Ada', lastName: 'Admin', roles: ['Admin'] });
  users.alpha = await seedUser(em, { username: 'alpha', firstName: 'Alan', lastName: 'Alpha', roles: ['Alpha'] });
  users.alpha2 = await seedUser(em, { username: 'alpha2', firstName: 'Grace', lastName: 'Other', roles: ['Alpha'] });
  users.gamma = await seedUser(em, { username: 'gamma', firstName: 'Gus', lastName: 'Gamma', roles: ['Gamma'] });
  users.nodata = await seedUser(em, { username: 'nodata', firstName: 'Nora', lastName: 'Nodata', roles: ['Gamma'] });
  for (const key of Object.keys(users) as UserKey[]) await reload(key);
});

afterAll(async () => {
  await closeAllEngines();
  await testDb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('creating a dataset from a table', () => {
  let people: Dataset;

  beforeAll(async () => {
    people = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'people', schema: 'main' });
  });

  it('introspects the columns with their types and datetime flags', async () => {
    const columns = await columnsOf(ds.manager, people.id);
    expect(columns.map((c) => [c.columnName, c.type, c.isDttm, c.groupby, c.filterable])).toEqual([
      ['id', 'INTEGER', false, true, true],
      ['name', 'VARCHAR', false, true, true],
      ['born', 'DATE', true, true, true],
      ['score', 'DOUBLE', false, true, true],
      ['city', 'VARCHAR', false, true, true],
    ]);
    expect(people).toMatchObject({ kind: DatasetKind.PHYSICAL, mainDttmCol: 'born', tableName: 'people', schema: 'main', name: 'main.people' });
  });

  it('adds the COUNT(*) metric, makes the creator the owner and names its permission', async () => {
    expect((await metricsOf(ds.manager, people.id)).map((m) => [m.metricName, m.expression, m.verboseName])).toEqual([['count', 'COUNT(*)', 'COUNT(*)']]);
    expect(await ownerIdsOf(ds.manager, people.id)).toEqual([users.alpha.id]);
    expect(people.perm).toBe(datasourceAccessView('analytics', 'people', people.id));
    const pairs = await ds.query(
      `SELECT 1 FROM ab_permission_view pv JOIN ab_permission p ON p.id = pv.permission_id JOIN ab_view_menu v ON v.id = pv.view_menu_id
        WHERE p.name = 'datasource_access' AND v.name = $1`,
      [people.perm],
    );
    expect(pairs).toHaveLength(1);
  });

  it('answers drill info to those who may read the dataset, and nothing to others', async () => {
    expect(await reads.drillInfo(ctxOf('alpha'), people.id)).toMatchObject({ id: people.id, tableName: 'people' });
    expect(await reads.drillInfo(ctxOf('nodata'), people.id)).toBeNull();
  });

  it('refuses a second dataset on the same table', async () => {
    await expect(writes.create(ctxOf('admin'), { databaseId, tableName: 'people', schema: 'main' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      extra: { fields: { table: ['Dataset analytics.main.people already exists'] } },
    });
  });

  it('refuses a table the database does not have', async () => {
    await expect(writes.create(ctxOf('admin'), { databaseId, tableName: 'nope', schema: 'main' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      extra: { fields: { table: ['Table [nope] could not be found, please double check your database connection, schema, and table name'] } },
    });
  });

  it('refuses an unknown database and an empty name', async () => {
    await expect(writes.create(ctxOf('admin'), { databaseId: 987654, tableName: 'people' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      extra: { fields: { database: ['Database does not exist'] } },
    });
    await expect(writes.create(ctxOf('admin'), { databaseId, tableName: '' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      extra: { fields: { table_name: ['Length must be between 1 and 250.'] } },
    });
  });

  it('keeps a non-admin among the owners they give, and refuses unknown owners', async () => {
    const mine = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'other', schema: 'main', owners: [users.alpha2.id] });
    expect((await ownerIdsOf(ds.manager, mine.id)).sort()).toEqual([users.alpha.id, users.alpha2.id].sort());
    await expect(writes.create(ctxOf('alpha'), { databaseId, tableName: 'events', schema: 'main', owners: [999999] })).rejects.toMatchObject({
      extra: { fields: { owners: ['Owners are invalid'] } },
    });
    await writes.delete(ctxOf('admin'), mine.id);
  });

  it('needs can_write on Dataset', async () => {
    await expect(writes.create(ctxOf('gamma'), { databaseId, tableName: 'events', schema: 'main' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('creating a virtual dataset from SQL', () => {
  it('learns the columns of the SELECT without reading rows', async () => {
    const v = await writes.create(ctxOf('alpha'), {
      databaseId,
      tableName: 'scores',
      sql: 'SELECT name, score * 2 AS double_score, born FROM people -- trailing comment',
    });
    expect(v.kind).toBe(DatasetKind.VIRTUAL);
    expect((await columnsOf(ds.manager, v.id)).map((c) => [c.columnName, c.type, c.isDttm])).toEqual([
      ['name', 'VARCHAR', false],
      ['double_score', 'DOUBLE', false],
      ['born', 'DATE', true],
    ]);
    expect(resolver.selectStar(v)).toContain('virtual_table');
  });

  it.each([
    ['DML', 'DELETE FROM people', 'DML_NOT_ALLOWED_ERROR'],
    ['DDL', 'DROP TABLE people', 'DML_NOT_ALLOWED_ERROR'],
    ['several statements', 'SELECT 1; DELETE FROM people', 'INVALID_SQL_ERROR'],
  ])('rejects %s and runs nothing', async (_what, sql, errorType) => {
    await expect(writes.create(ctxOf('alpha'), { databaseId, tableName: `bad_${errorType}`, sql })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      errorType,
      extra: { fields: { sql: [expect.any(String)] } },
    });
    expect((await duck.query('SELECT COUNT(*) AS n FROM people')).rows[0].n).toBe(2);
  });

  it('reports a query the engine cannot run against the sql field', async () => {
    await expect(writes.create(ctxOf('alpha'), { databaseId, tableName: 'broken', sql: 'SELECT nope FROM people' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      extra: { fields: { sql: [expect.stringContaining('nope')] } },
    });
  });
});

describe('syncing columns with the source', () => {
  it('adds, retypes and drops columns but keeps what people edited', async () => {
    await duck.query(`CREATE TABLE sync_me (a INTEGER, b VARCHAR, c VARCHAR, d INTEGER)`);
    const d = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'sync_me', schema: 'main' });
    const stored = await columnsOf(ds.manager, d.id);
    const byName = Object.fromEntries(stored.map((c) => [c.columnName, c]));
    await writes.update(ctxOf('alpha'), d.id, {
      columns: [
        { id: byName.a.id, columnName: 'a', verboseName: 'Alpha label', description: 'kept', filterable: false, groupby: false },
        { id: byName.b.id, columnName: 'b', isDttm: true, pythonDateFormat: '%Y-%m-%d' },
        { id: byName.c.id, columnName: 'c' },
        { id: byName.d.id, columnName: 'd' },
        { columnName: 'calc', expression: 'a * 2', type: 'INTEGER' },
      ],
    }, false);

    await duck.query(`ALTER TABLE sync_me DROP COLUMN c`);
    await duck.query(`ALTER TABLE sync_me ALTER COLUMN a TYPE BIGINT`);
    await duck.query(`ALTER TABLE sync_me ADD COLUMN e TIMESTAMP`);
    const { sync, dataset } = await writes.refresh(ctxOf('alpha'), d.id);
    expect(sync).toEqual({ added: ['e'], modified: ['a'], removed: ['c'] });
    expect(dataset.mainDttmCol).toBe('e');

    expect(await columnNames(d.id)).toEqual(['a', 'b', 'd', 'calc', 'e']);
    expect(await columnByName(d.id, 'a')).toMatchObject({ type: 'BIGINT', verboseName: 'Alpha label', description: 'kept', filterable: false, groupby: false });
    expect(await columnByName(d.id, 'b')).toMatchObject({ type: 'VARCHAR', isDttm: true, pythonDateFormat: '%Y-%m-%d' });
    expect(await columnByName(d.id, 'calc')).toMatchObject({ expression: 'a * 2' });
    expect(await columnByName(d.id, 'e')).toMatchObject({ type: 'TIMESTAMP', isDttm: true, groupby: true, filterable: true });
  });

  it('override_columns replaces the list and then syncs it with the source', async () => {
    await duck.query(`CREATE TABLE override_me (x INTEGER, y VARCHAR)`);
    const d = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'override_me', schema: 'main' });
    const x = await columnByName(d.id, 'x');
    await writes.update(ctxOf('alpha'), d.id, { columns: [{ id: x!.id, columnName: 'x', verboseName: 'Ex' }, { columnName: 'ghost', type: 'INTEGER' }] }, true);
    const after = await columnsOf(ds.manager, d.id);
    // ghost is not in the source: the sync drops it; y comes back from the source; x keeps its id and label.
    expect(after.map((c) => c.columnName)).toEqual(['x', 'y']);
    expect(after[0]).toMatchObject({ id: x!.id, verboseName: 'Ex' });
  });

  it('updating the SQL of a virtual dataset with override_columns re-reads its columns', async () => {
    const v = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'v_names', sql: 'SELECT name FROM people' });
    await writes.update(ctxOf('alpha'), v.id, { sql: 'SELECT name, city FROM people', columns: [] }, true);
    expect(await columnNames(v.id)).toEqual(['name', 'city']);
  });
});

describe('updating a dataset', () => {
  let d: Dataset;

  beforeAll(async () => {
    await duck.query(`CREATE TABLE upd (k INTEGER, v DOUBLE)`);
    d = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'upd', schema: 'main' });
  });

  it('upserts metrics by id and deletes the unlisted ones', async () => {
    const [count] = await metricsOf(ds.manager, d.id);
    await writes.update(ctxOf('alpha'), d.id, { metrics: [{ metricName: 'sum_v', expression: 'SUM(v)', d3format: ',.2f' }, { id: count.id, metricName: 'count', expression: 'COUNT(*)', verboseName: 'Rows' }] }, false);
    const metrics = await metricsOf(ds.manager, d.id);
    expect(metrics.map((m) => [m.metricName, m.verboseName, m.d3format])).toEqual([['count', 'Rows', null], ['sum_v', null, ',.2f']]);
    await writes.update(ctxOf('alpha'), d.id, { metrics: [{ id: count.id, metricName: 'count', expression: 'COUNT(*)' }] }, false);
    expect((await metricsOf(ds.manager, d.id)).map((m) => m.metricName)).toEqual(['count']);
  });

  it('stores certification in extra and a currency object', async () => {
    const [count] = await metricsOf(ds.manager, d.id);
    const certification = { certified_by: 'Data team', details: 'Checked' };
    const updated = await writes.update(ctxOf('alpha'), d.id, {
      extra: { certification, warning_markdown: 'Careful' },
      metrics: [{ id: count.id, metricName: 'count', expression: 'COUNT(*)', extra: { certification }, currency: { symbol: 'EUR', symbolPosition: 'prefix' } }],
      cacheTimeout: null,
      description: 'Updated',
    }, false);
    expect(updated).toMatchObject({ certifiedBy: 'Data team', certificationDetails: 'Checked', warningMarkdown: 'Careful', cacheTimeout: null, description: 'Updated' });
    const [metric] = (await resolver.metrics(updated, ctxOf('alpha')));
    expect(metric).toMatchObject({ extra: { certification }, currency: { symbol: 'EUR', symbolPosition: 'prefix' } });
    const certified = await reads.list(ctxOf('admin'), { filters: [{ field: F.ID, op: DatasetListOp.DATASET_IS_CERTIFIED, value: true }], page: 0, pageSize: 100 });
    expect(certified.items.map((x) => x.id)).toEqual([d.id]);
  });

  it.each([
    ['duplicated metric names', () => ({ metrics: [{ metricName: 'a', expression: '1' }, { metricName: 'a', expression: '2' }] }), { metrics: ['One or more metrics are duplicated'] }],
    ['an unknown metric id', () => ({ metrics: [{ id: 999999, metricName: 'a', expression: '1' }] }), { metrics: ['One or more metrics do not exist'] }],
    ['a new column named like a stored one', () => ({ columns: [{ columnName: 'k' }] }), { columns: ['One or more columns already exist'] }],
    ['a change of database', () => ({ databaseId: databaseId + 1000 }), { database: ['Database not allowed to change'] }],
  ])('refuses %s with 422', async (_what, input, fields) => {
    await expect(writes.update(ctxOf('alpha'), d.id, input(), false)).rejects.toMatchObject({ code: 'UNPROCESSABLE', extra: { fields } });
  });

  it('refuses a non-owner Alpha with 403 and lets an admin through', async () => {
    await expect(writes.update(ctxOf('alpha2'), d.id, { description: 'mine now' }, false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      errorType: 'MISSING_OWNERSHIP_ERROR',
    });
    await expect(writes.delete(ctxOf('alpha2'), d.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(writes.update(ctxOf('admin'), d.id, { description: 'by admin' }, false)).resolves.toMatchObject({ description: 'by admin' });
    const abilities = await resolver.abilities(d, ctxOf('alpha2'));
    expect(abilities).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('refuses edits of an externally managed dataset with the spec’s text', async () => {
    await writes.update(ctxOf('alpha'), d.id, { isManagedExternally: true, externalUrl: 'https://dbt.example/upd' }, false);
    await expect(writes.update(ctxOf('alpha'), d.id, { description: 'nope' }, false)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: "This dataset is managed externally, and can't be edited in Tessera",
    });
    await expect(writes.refresh(ctxOf('admin'), d.id)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    const fresh = (await reads.get(ctxOf('alpha'), { id: d.id }))!;
    expect(await resolver.abilities(fresh, ctxOf('alpha'))).toMatchObject({
      canEdit: false,
      canDelete: true,
      editBlockedReason: "This dataset is managed externally, and can't be edited in Tessera",
    });
  });

  it('renaming moves the datasource_access permission name with it', async () => {
    await duck.query(`CREATE TABLE ren (k INTEGER)`);
    const r = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'ren', schema: 'main' });
    await duck.query(`CREATE TABLE ren2 (k INTEGER)`);
    const renamed = await writes.update(ctxOf('alpha'), r.id, { tableName: 'ren2' }, false);
    expect(renamed.perm).toBe(datasourceAccessView('analytics', 'ren2', r.id));
    expect(await ds.query(`SELECT 1 FROM ab_view_menu WHERE name = $1`, [r.perm])).toHaveLength(0);
    expect(await ds.query(`SELECT 1 FROM ab_view_menu WHERE name = $1`, [renamed.perm])).toHaveLength(1);
  });
});

describe('visibility', () => {
  let visible: Dataset;
  let hidden: Dataset;

  beforeAll(async () => {
    await duck.query(`CREATE TABLE vis_a (k INTEGER)`);
    await duck.query(`CREATE TABLE vis_b (k INTEGER)`);
    visible = await writes.create(ctxOf('admin'), { databaseId, tableName: 'vis_a', schema: 'main' });
    hidden = await writes.create(ctxOf('admin'), { databaseId, tableName: 'vis_b', schema: 'main' });
    await seedRole(ds.manager, 'vis_a_reader', [['datasource_access', visible.perm!]]);
    await ds.query(`INSERT INTO ab_user_role (user_id, role_id) SELECT $1, id FROM ab_role WHERE name = 'vis_a_reader'`, [users.gamma.id]);
    await reload('gamma');
  });

  it('shows a Gamma user only the datasets they have access to', async () => {
    const listed = await reads.list(ctxOf('gamma'), { filters: [], page: 0, pageSize: 100 });
    expect(listed.items.map((x) => x.tableName)).toEqual(['vis_a']);
    expect(listed.count).toBe(1);
    expect(await reads.get(ctxOf('gamma'), { id: hidden.id })).toBeNull();
    expect(await reads.get(ctxOf('gamma'), { id: visible.id })).not.toBeNull();
    expect((await reads.list(ctxOf('nodata'), { filters: [], page: 0, pageSize: 100 })).count).toBe(0);
  });

  it('refuses writes from Gamma users, who hold no can_write on Dataset', async () => {
    await expect(writes.update(ctxOf('gamma'), hidden.id, { description: 'x' }, false)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(writes.refresh(ctxOf('nodata'), visible.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('limits the database picker and the distinct schemas to what the actor sees', async () => {
    expect((await reads.relatedDatabases(ctxOf('gamma'), { page: 0, pageSize: 20 })).items.map((x) => x.text)).toEqual(['analytics']);
    expect((await reads.relatedDatabases(ctxOf('nodata'), { page: 0, pageSize: 20 })).count).toBe(0);
    expect(await reads.distinct(ctxOf('gamma'), DatasetDistinctColumn.SCHEMA, { page: 0, pageSize: 20 })).toEqual({ count: 1, items: ['main'] });
    expect((await reads.distinct(ctxOf('nodata'), DatasetDistinctColumn.SCHEMA, { page: 0, pageSize: 20 })).count).toBe(0);
  });
});

describe('duplicating', () => {
  it('copies a virtual dataset with its columns and metrics, owned by the actor', async () => {
    const base = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'dup_base', sql: 'SELECT name, score FROM people' });
    await writes.update(ctxOf('alpha'), base.id, { metrics: [{ metricName: 'avg_score', expression: 'AVG(score)', verboseName: 'Average' }] }, false);
    const copy = await writes.duplicate(ctxOf('alpha2'), { baseModelId: base.id, tableName: 'dup_copy' });
    expect(copy).toMatchObject({ kind: DatasetKind.VIRTUAL, sql: 'SELECT name, score FROM people', tableName: 'dup_copy' });
    expect(await columnNames(copy.id)).toEqual(['name', 'score']);
    expect((await metricsOf(ds.manager, copy.id)).map((m) => [m.metricName, m.verboseName])).toEqual([['avg_score', 'Average']]);
    expect(await ownerIdsOf(ds.manager, copy.id)).toEqual([users.alpha2.id]);
    await expect(writes.duplicate(ctxOf('alpha'), { baseModelId: base.id, tableName: 'dup_copy' })).rejects.toMatchObject({
      extra: { fields: { table_name: ['Dataset dup_copy already exists'] } },
    });
  });

  it('refuses a physical dataset', async () => {
    const [people] = (await reads.list(ctxOf('admin'), { filters: [{ field: F.TABLE_NAME, op: ListFilterOp.EQ, value: 'people' }], page: 0, pageSize: 1 })).items;
    await expect(writes.duplicate(ctxOf('alpha'), { baseModelId: people.id, tableName: 'people_copy' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      extra: { fields: { datasource_type: ['Datasource type is invalid'] } },
    });
  });

  it('answers an unknown base as an invalid field (422), not a missing resource', async () => {
    await expect(writes.duplicate(ctxOf('alpha'), { baseModelId: 999_999, tableName: 'nowhere_copy' })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      extra: { fields: { base_model_id: ['Dataset does not exist'] } },
    });
  });
});

describe('listing', () => {
  const names = (items: Dataset[]) => items.map((x) => x.tableName);

  it.each([
    ['physical only', [{ field: F.SQL, op: DatasetListOp.DATASET_IS_NULL_OR_EMPTY, value: true }], (n: string[]) => n.includes('people') && !n.includes('scores')],
    ['virtual only', [{ field: F.SQL, op: DatasetListOp.DATASET_IS_NULL_OR_EMPTY, value: false }], (n: string[]) => n.includes('scores') && !n.includes('people')],
    ['table_name contains', [{ field: F.TABLE_NAME, op: ListFilterOp.CT, value: 'DUP_' }], (n: string[]) => n.sort().join() === 'dup_base,dup_copy'],
    ['on another database', [{ field: F.DATABASE, op: ListFilterOp.REL_O_M, value: 0 }], (n: string[]) => n.length === 0],
  ])('filters: %s', async (_title, filters, check) => {
    expect(check(names((await reads.list(ctxOf('admin'), { filters, page: 0, pageSize: 100 })).items))).toBe(true);
  });

  it('filters by database and owner ids', async () => {
    const onDb = await reads.list(ctxOf('admin'), { filters: [{ field: F.DATABASE, op: ListFilterOp.REL_O_M, value: databaseId }], page: 0, pageSize: 100 });
    const all = await reads.list(ctxOf('admin'), { filters: [], page: 0, pageSize: 100 });
    expect(onDb.count).toBe(all.count);
    const mine = await reads.list(ctxOf('admin'), { filters: [{ field: F.OWNERS, op: ListFilterOp.REL_M_M, value: users.alpha2.id }], page: 0, pageSize: 100 });
    expect(names(mine.items)).toEqual(['dup_copy']);
  });

  it('orders by name and pages', async () => {
    const asc = await reads.list(ctxOf('admin'), { filters: [], orderBy: O.TABLE_NAME, orderDirection: SortDirection.ASC, page: 0, pageSize: 3 });
    const all = names((await reads.list(ctxOf('admin'), { filters: [], orderBy: O.TABLE_NAME, page: 0, pageSize: 100 })).items);
    expect(names(asc.items)).toEqual([...all].sort().slice(0, 3));
    const byDefault = (await reads.list(ctxOf('admin'), { filters: [], page: 0, pageSize: 100 })).items;
    const changed = byDefault.map((x) => new Date(x.changedOn).getTime());
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
  });

  it('finds owners by name or username for the picker', async () => {
    const found = await reads.relatedOwners(ctxOf('admin'), { filter: 'grace o', page: 0, pageSize: 20 });
    expect(found.items).toEqual([{ value: users.alpha2.id, text: 'Grace Other', extra: { email: 'alpha2@example.test', active: true } }]);
    const withIncluded = await reads.relatedOwners(ctxOf('admin'), { filter: 'grace', page: 0, pageSize: 20, includeIds: [users.admin.id] });
    expect(withIncluded.items.map((x) => x.value)).toEqual([users.alpha2.id, users.admin.id]);
    expect(withIncluded.count).toBe(2);
    await expect(reads.relatedOwners(ctxOf('admin'), { page: 1, pageSize: 20, includeIds: [users.admin.id] })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Could not process entity',
      extra: {},
    });
  });
});

describe('get_or_create and delete', () => {
  it('returns the existing dataset, or creates one', async () => {
    const existing = await writes.getOrCreate(ctxOf('alpha'), { databaseId, tableName: 'people', schema: 'main' });
    expect(existing.created).toBe(false);
    await duck.query(`CREATE TABLE goc (k INTEGER)`);
    const made = await writes.getOrCreate(ctxOf('alpha'), { databaseId, tableName: 'goc', schema: 'main' });
    expect(made).toMatchObject({ created: true, dataset: { tableName: 'goc' } });
  });

  it('deletes in bulk, all or nothing', async () => {
    await duck.query(`CREATE TABLE del_a (k INTEGER)`);
    await duck.query(`CREATE TABLE del_b (k INTEGER)`);
    const a = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'del_a', schema: 'main' });
    const b = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'del_b', schema: 'main' });
    await expect(writes.deleteMany(ctxOf('alpha'), [a.id, 987654])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await reads.get(ctxOf('alpha'), { id: a.id })).not.toBeNull();
    expect(await writes.deleteMany(ctxOf('alpha'), [a.id, b.id])).toBe(2);
    expect(await reads.get(ctxOf('alpha'), { id: a.id })).toBeNull();
    expect(await ds.query(`SELECT 1 FROM table_columns WHERE table_id = $1`, [a.id])).toHaveLength(0);
    expect(await ds.query(`SELECT 1 FROM ab_view_menu WHERE name = $1`, [a.perm])).toHaveLength(0);
  });

  it('deletes one column and answers 404 for a column of another dataset', async () => {
    await duck.query(`CREATE TABLE del_col (k INTEGER, j INTEGER)`);
    const d = await writes.create(ctxOf('alpha'), { databaseId, tableName: 'del_col', schema: 'main' });
    const j = await columnByName(d.id, 'j');
    await writes.deleteChild(ctxOf('alpha'), 'column', d.id, j!.id);
    expect(await columnNames(d.id)).toEqual(['k']);
    await expect(writes.deleteChild(ctxOf('alpha'), 'column', d.id, j!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
