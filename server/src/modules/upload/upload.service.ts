/**
 * File upload into a database (Superset's "Upload CSV / Excel / Columnar file to database"): the file is
 * parsed by a private in-memory DuckDB, then copied into the target database — as a new table, replacing
 * one (built under a staging name and renamed in at the end), or appended in one INSERT … SELECT from a
 * staging table, so a failed upload never leaves a half-written table behind. A dataset is created for the
 * table when there is none.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import type { DataSource } from 'typeorm';
import { duckdbEngineSpec, type EngineConnection, getConnection, getEngineSpec } from '../../engines';
import { copyTable } from '../../examples/copy-table';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor } from '../../platform/sql';
import type { DatasetWriteService } from '../dataset';
import { type DatabaseMetadataService, loadVisibleDatabaseRow, rowConnectionUri } from '../database';
import { excelSheetAsCsv, excelSheets, type SheetSummary } from './excel-sheet';
import { uploadSelectSql, type AlreadyExists, type UploadFileType, type UploadReadOptions } from './upload-reader';

export const TABLE_EXISTS_MESSAGE =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

export interface UploadFile {
  fileName: string;
  data: Buffer;
}

export interface UploadRequest extends UploadReadOptions {
  type: UploadFileType;
  file: UploadFile;
  tableName: string;
  schema?: string | null;
  alreadyExists?: AlreadyExists | null;
  /** Excel: the sheet to read (the first one by default). */
  sheetName?: string | null;
}

export interface UploadResult {
  rows: number;
  datasetId: number;
  datasetCreated: boolean;
}

const SOURCE_TABLE = 'upload';
const APPEND_SUFFIX = '__tessera_append';

function uploadFailure(message: string): TesseraError {
  return new TesseraError('GENERIC_COMMAND_ERROR', message, { code: 'UNPROCESSABLE' });
}

/** What went wrong reading the file (DuckDB's parse, conversion or missing-column errors). */
function badFile(err: unknown): TesseraError {
  return new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', `The file could not be read: ${(err as Error).message}`, { code: 'BAD_USER_INPUT' });
}

export class UploadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: { secretKey: string },
    private readonly metadata: DatabaseMetadataService,
    private readonly datasets: DatasetWriteService,
  ) {}

  async upload(ctx: RequestContext, databaseId: number, request: UploadRequest): Promise<UploadResult> {
    const actor = ctx.require('can_upload', 'Database');
    const tableName = request.tableName?.trim() ?? '';
    if (!tableName || tableName.length > 250) throw errors.invalidFields({ table_name: ['Length must be between 1 and 250.'] });
    const row = await loadVisibleDatabaseRow(dbFor(ctx, this.dataSource), actor, databaseId);
    if (!row) throw errors.notFound();
    const spec = getEngineSpec(row.sqlalchemy_uri);
    const schema = request.schema || spec.defaultSchema;
    // Without a schema (MySQL names none by default) the table cannot be looked up, so 'fail' and 'append'
    // could not see an existing table and would replace it: refuse instead.
    if (!schema) throw errors.invalidFields({ schema: ['Select a schema to upload the file to.'] });
    const allowed = row.allow_file_upload ? await this.metadata.schemas(ctx, databaseId, { uploadAllowed: true }) : [];
    if (!allowed.includes(schema)) {
      throw errors.forbidden(`Database "${row.database_name}" schema "${schema}" is not allowed for file uploads. Please contact your administrator.`);
    }

    const workDir = mkdtempSync(path.join(tmpdir(), 'tessera-upload-'));
    const source = await duckdbEngineSpec.connect('duckdb:///:memory:');
    try {
      const select = uploadSelectSql(request.type, await this.writeInputs(workDir, request), request);
      try {
        await source.query(`CREATE TABLE ${duckdbEngineSpec.quoteIdentifier(SOURCE_TABLE)} AS ${select}`);
      } catch (err) {
        throw badFile(err);
      }
      const target = await getConnection(rowConnectionUri(row, this.config.secretKey));
      const rows = await this.write(source, target, tableName, schema, request.alreadyExists ?? 'fail');
      const { dataset, created } = await this.datasets.getOrCreate(ctx, { databaseId, tableName, schema: request.schema || null });
      return { rows, datasetId: dataset.id, datasetCreated: created };
    } finally {
      await source.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  /** Sheet names (Excel) and column names of an uploaded file, for the upload form. */
  async fileMetadata(ctx: RequestContext, request: Pick<UploadRequest, 'type' | 'file' | 'delimiter' | 'headerRow'>): Promise<SheetSummary[] | { columnNames: string[] }[]> {
    ctx.require('can_upload', 'Database');
    if (request.type === 'excel') return excelSheets(request.file.data, request.headerRow ?? 0);
    const workDir = mkdtempSync(path.join(tmpdir(), 'tessera-upload-'));
    const source = await duckdbEngineSpec.connect('duckdb:///:memory:');
    try {
      const select = uploadSelectSql(request.type, await this.writeInputs(workDir, request), request);
      const { rows } = await source.query(`DESCRIBE ${select}`).catch((err: unknown) => {
        throw badFile(err);
      });
      return [{ columnNames: rows.map((r) => String(r.column_name)) }];
    } finally {
      await source.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  /** The file(s) DuckDB reads: Excel as CSV; a zipped columnar upload as its parquet members. */
  private async writeInputs(dir: string, request: Pick<UploadRequest, 'type' | 'file' | 'sheetName'>): Promise<string[]> {
    const { data } = request.file;
    if (!data.length) throw new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', 'The file is empty', { code: 'BAD_USER_INPUT' });
    if (request.type === 'csv' || request.type === 'excel') {
      const file = path.join(dir, 'upload.csv');
      writeFileSync(file, request.type === 'excel' ? await excelSheetAsCsv(data, request.sheetName) : data);
      return [file];
    }
    const isZip = data.subarray(0, 2).toString('latin1') === 'PK';
    if (!isZip) {
      const file = path.join(dir, 'upload.parquet');
      writeFileSync(file, data);
      return [file];
    }
    const zip = await JSZip.loadAsync(data).catch((err: unknown) => {
      throw badFile(err);
    });
    const members = Object.values(zip.files).filter((f) => !f.dir && f.name.toLowerCase().endsWith('.parquet'));
    if (!members.length) throw new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', 'The ZIP file holds no .parquet file', { code: 'BAD_USER_INPUT' });
    return Promise.all(
      members.map(async (member, i) => {
        const file = path.join(dir, `part-${i}.parquet`);
        writeFileSync(file, await member.async('nodebuffer'));
        return file;
      }),
    );
  }

  private async write(source: EngineConnection, target: EngineConnection, tableName: string, schema: string, mode: AlreadyExists): Promise<number> {
    const exists = (await target.listTables(schema)).some((t) => t.name === tableName);
    if (exists && mode === 'fail') throw uploadFailure(TABLE_EXISTS_MESSAGE);
    const spec = target.spec;
    if (!exists || mode === 'replace') {
      return (await copyTable(source, target, SOURCE_TABLE, { targetTable: tableName, targetSchema: schema })).rows;
    }
    const existing = new Set((await target.getColumns(schema, tableName)).map((c) => c.name));
    const incoming = (await source.getColumns('main', SOURCE_TABLE)).map((c) => c.name);
    const unknown = incoming.filter((c) => !existing.has(c));
    if (unknown.length) throw uploadFailure(`The file has columns the table does not: ${unknown.join(', ')}`);
    // A name of its own per upload, so two uploads appending to one table never share a staging table.
    const staging = `${tableName}${APPEND_SUFFIX}_${randomBytes(4).toString('hex')}`;
    const { rows } = await copyTable(source, target, SOURCE_TABLE, { targetTable: staging, targetSchema: schema });
    const columns = incoming.map((c) => spec.quoteIdentifier(c)).join(', ');
    try {
      await target.query(`INSERT INTO ${spec.quoteTable({ name: tableName, schema })} (${columns}) SELECT ${columns} FROM ${spec.quoteTable({ name: staging, schema })}`);
    } finally {
      await target.query(`DROP TABLE IF EXISTS ${spec.quoteTable({ name: staging, schema })}`);
    }
    return rows;
  }
}
