/**
 * Uploading CSV, Excel and parquet files into a real DuckDB database through UploadService: new tables,
 * the fail/replace/append strategies, the dataset created for the table, and who may upload where.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { duckdbEngineSpec, evictEngine, getConnection } from '../../engines';
import { ResultCache } from '../../platform/cache';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { DatasetWriteService } from '../dataset';
import { Database, DatabaseDependents, DatabaseMetadataService } from '../database';
import { TABLE_EXISTS_MESSAGE, UploadService } from './upload.service';
import { failure } from '../../test-support/failure';
import { loadActor } from '../../test-support/actors';

const KEY = 'upload-test-secret';
let testDb: TestDataSource;
let ds: DataSource;
let dir: string;
let uri: string;
let service: UploadService;
let databaseId: number;
let admin: RequestContext;
let gamma: RequestContext;

const csv = (text: string) => ({ fileName: 'data.csv', data: Buffer.from(text) });

async function rowsOf(sql: string): Promise<Record<string, unknown>[]> {
  return (await (await getConnection(uri)).query(sql)).rows;
}


beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-upload-test-'));
  uri = `duckdb:///${path.join(dir, 'uploads.duckdb')}`;
  await seedSecurity(ds.manager);
  const users = { admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }), gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }) };
  const repo = ds.getRepository(Database);
  databaseId = (await repo.save(repo.create({ databaseName: 'uploads', sqlalchemyUri: uri, allowFileUpload: true, extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }) }))).id;
  const metadata = new DatabaseMetadataService(ds, new ResultCache(50), { secretKey: KEY }, composeTestServices(ds).get(DatabaseDependents));
  service = new UploadService(ds, { secretKey: KEY }, metadata, new DatasetWriteService(ds, { secretKey: KEY, webserverTimeoutSec: 30 }));
  admin = new RequestContext({ actor: await loadActor(ds, users.admin), authKind: 'bearer', transport: 'graphql' });
  gamma = new RequestContext({ actor: await loadActor(ds, users.gamma), authKind: 'bearer', transport: 'graphql' });
});

afterAll(async () => {
  await evictEngine(uri);
  await testDb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('CSV', () => {
  it('creates the table with detected types and a dataset for it', async () => {
    const result = await service.upload(admin, databaseId, {
      type: 'csv',
      file: csv('id;amount;day;note\n1;2,5;14/01/2019;a\n2;3,25;15/01/2019;NA\n'),
      tableName: 'orders',
      delimiter: ';',
      decimalCharacter: ',',
      dayFirst: true,
      nullValues: ['NA'],
    });
    expect(result).toEqual({ rows: 2, datasetId: expect.any(Number), datasetCreated: true });
    const rows = await rowsOf('SELECT id, amount, CAST(day AS VARCHAR) AS day, note FROM main.orders ORDER BY id');
    expect(rows).toEqual([
      { id: 1, amount: 2.5, day: '2019-01-14', note: 'a' },
      { id: 2, amount: 3.25, day: '2019-01-15', note: null },
    ]);
    const [dataset] = await ds.query('SELECT table_name, database_id FROM tables WHERE id = $1', [result.datasetId]);
    expect(dataset).toEqual({ table_name: 'orders', database_id: databaseId });
    const columns = await ds.query('SELECT column_name FROM table_columns WHERE table_id = $1 ORDER BY column_name', [result.datasetId]);
    expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual(['amount', 'day', 'id', 'note']);
  });

  it('fails on an existing table unless told to replace or append; appending keeps the old rows', async () => {
    const again = { type: 'csv' as const, file: csv('id,amount\n7,1.5\n'), tableName: 'orders' };
    const err = await failure(service.upload(admin, databaseId, again));
    expect([err.status, err.message]).toEqual([422, TABLE_EXISTS_MESSAGE]);

    const appended = await service.upload(admin, databaseId, { ...again, alreadyExists: 'append' });
    expect(appended.datasetCreated).toBe(false);
    expect((await rowsOf('SELECT id FROM main.orders ORDER BY id')).map((r) => r.id)).toEqual([1, 2, 7]);
    expect(await rowsOf(`SELECT table_name FROM information_schema.tables WHERE table_name LIKE '%tessera%'`)).toEqual([]);

    const badAppend = await failure(service.upload(admin, databaseId, { ...again, file: csv('id,colour\n8,red\n'), alreadyExists: 'append' }));
    expect(badAppend.message).toBe('The file has columns the table does not: colour');
    expect((await rowsOf('SELECT COUNT(*) AS n FROM main.orders'))[0].n).toBe(3);

    await service.upload(admin, databaseId, { ...again, alreadyExists: 'replace' });
    expect(await rowsOf('SELECT * FROM main.orders')).toEqual([{ id: 7, amount: 1.5 }]);
  });

  it('keeps chosen columns, adds an index, reads a limited number of rows', async () => {
    await service.upload(admin, databaseId, {
      type: 'csv',
      file: csv('skip me\nname,age,city\nAda,36,London\nAlan,41,Wilmslow\nGrace,85,Arlington\n'),
      tableName: 'people',
      skipRows: 1,
      columnsRead: ['name', 'city'],
      dataframeIndex: true,
      indexLabel: 'row',
      rowsToRead: 2,
    });
    expect(await rowsOf('SELECT * FROM main.people ORDER BY "row"')).toEqual([
      { row: 0, name: 'Ada', city: 'London' },
      { row: 1, name: 'Alan', city: 'Wilmslow' },
    ]);
  });

  it('answers a file that does not parse with a clear error and writes nothing', async () => {
    const err = await failure(service.upload(admin, databaseId, { type: 'csv', file: csv('a,b\n1,2\n'), tableName: 'broken', columnsRead: ['missing'] }));
    expect(err.errorType).toBe('INVALID_PAYLOAD_FORMAT_ERROR');
    expect(err.message).toMatch(/^The file could not be read: /);
    expect(await rowsOf(`SELECT table_name FROM information_schema.tables WHERE table_name = 'broken'`)).toEqual([]);
  });
});

describe('Excel and columnar', () => {
  it('reads the named sheet of a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('ignored').addRow(['x']);
    const sheet = workbook.addWorksheet('Sales');
    sheet.addRow(['region', 'sold', 'when']);
    sheet.addRow(['North, upper', 12, new Date(Date.UTC(2024, 2, 1))]);
    sheet.addRow(['South "deep"', 7.5, new Date(Date.UTC(2024, 2, 2))]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await service.fileMetadata(admin, { type: 'excel', file: { fileName: 'sales.xlsx', data } })).toEqual([
      { sheetName: 'ignored', columnNames: ['x'] },
      { sheetName: 'Sales', columnNames: ['region', 'sold', 'when'] },
    ]);
    await service.upload(admin, databaseId, { type: 'excel', file: { fileName: 'sales.xlsx', data }, tableName: 'sales', sheetName: 'Sales' });
    expect(await rowsOf('SELECT region, sold, CAST("when" AS VARCHAR) AS day FROM main.sales ORDER BY sold')).toEqual([
      { region: 'South "deep"', sold: 7.5, day: '2024-03-02 00:00:00' },
      { region: 'North, upper', sold: 12, day: '2024-03-01 00:00:00' },
    ]);
  });

  it('reads a parquet file', async () => {
    const file = path.join(dir, 'points.parquet');
    const scratch = await duckdbEngineSpec.connect('duckdb:///:memory:');
    await scratch.query(`COPY (SELECT i AS id, i * 1.5 AS score FROM range(3) t(i)) TO '${file}' (FORMAT PARQUET)`);
    await scratch.close();
    const data = readFileSync(file);
    expect(await service.fileMetadata(admin, { type: 'columnar', file: { fileName: 'points.parquet', data } })).toEqual([{ columnNames: ['id', 'score'] }]);
    const result = await service.upload(admin, databaseId, { type: 'columnar', file: { fileName: 'points.parquet', data }, tableName: 'points' });
    expect(result.rows).toBe(3);
    expect(await rowsOf('SELECT * FROM main.points ORDER BY id')).toEqual([
      { id: 0, score: 0 },
      { id: 1, score: 1.5 },
      { id: 2, score: 3 },
    ]);
  });
});

describe('who may upload where', () => {
  it('needs can_upload, and a schema the database allows uploads to', async () => {
    const request = { type: 'csv' as const, file: csv('a\n1\n'), tableName: 'nope' };
    expect((await failure(service.upload(gamma, databaseId, request))).status).toBe(403);
    const err = await failure(service.upload(admin, databaseId, { ...request, schema: 'information_schema' }));
    expect([err.status, err.message]).toEqual([403, 'Database "uploads" schema "information_schema" is not allowed for file uploads. Please contact your administrator.']);
    expect((await failure(service.upload(admin, databaseId + 999, request))).status).toBe(404);
  });
});
