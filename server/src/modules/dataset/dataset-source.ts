/**
 * Reading a dataset's source on its analytics database: the columns of a table, or of what a virtual
 * dataset's SELECT returns (probed with LIMIT 0, so nothing is read). The connection comes from the database
 * module's lookups: the dataset module needs the connection, not the databases service.
 *
 * Failures become 422 field errors (`table` for a physical dataset, `sql` for a virtual one) that keep
 * the engine's error type, as Superset reports dataset validation.
 */
import { type EngineSpec, type TableRef, getConnection, getEngineSpec } from '../../engines';
import { TesseraError } from '../../platform/errors';
import type { Queryable } from '../../platform/sql';
import { checkReadOnlyQuery } from '../../semantic/sql-guard';
import { loadConnectUri } from '../database';
import type { SourceColumn } from './dataset-column-sync';

/** Only the live connection needs the decrypted password, so it is fetched at the last moment. */
async function connectUri(db: Queryable, databaseId: number, secretKey: string): Promise<string> {
  const uri = await loadConnectUri(db, databaseId, secretKey);
  if (uri === null) throw fieldError('database', ['Database does not exist'], 'DATABASE_NOT_FOUND_ERROR');
  return uri;
}

export function fieldError(field: string, messages: string[], errorType: TesseraError['errorType'] = 'GENERIC_COMMAND_ERROR'): TesseraError {
  return new TesseraError(errorType, 'Could not process entity', { code: 'UNPROCESSABLE', extra: { fields: { [field]: messages } } });
}

function asTessera(err: unknown, spec: EngineSpec): TesseraError {
  return err instanceof TesseraError ? err : spec.mapError(err);
}

export function tableNotFoundMessage(table: string): string {
  return `Table [${table}] could not be found, please double check your database connection, schema, and table name`;
}

export interface SourceOptions {
  secretKey: string;
  timeoutMs: number;
}

/** The table's columns; 422 {table: [...]} when the table does not exist or cannot be read. */
export async function introspectTable(db: Queryable, databaseId: number, table: TableRef, opts: SourceOptions): Promise<SourceColumn[]> {
  const uri = await connectUri(db, databaseId, opts.secretKey);
  const spec = getEngineSpec(uri);
  try {
    const conn = await getConnection(uri);
    const schema = table.schema ?? spec.defaultSchema ?? '';
    const columns = await conn.getColumns(schema, table.name);
    return columns.map((c) => ({ name: c.name, nativeType: c.nativeType, isDttm: c.isDttm }));
  } catch (err) {
    const e = asTessera(err, spec);
    if (e.errorType === 'TABLE_DOES_NOT_EXIST_ERROR') throw fieldError('table', [tableNotFoundMessage(table.name)], e.errorType);
    throw fieldError('table', [e.message], e.errorType);
  }
}

/**
 * Validates a virtual dataset's SQL as one read-only SELECT; returns it without trailing semicolons.
 * The guard's own error type (INVALID_SQL_ERROR, DML_NOT_ALLOWED_ERROR) is kept.
 */
export function checkDatasetSql(sql: string): string {
  try {
    return checkReadOnlyQuery(sql, 'Virtual dataset query');
  } catch (err) {
    if (err instanceof TesseraError) throw fieldError('sql', [err.message], err.errorType);
    throw err;
  }
}

/** The columns a virtual dataset's SELECT returns, without reading any row. */
export async function introspectQuery(db: Queryable, databaseId: number, sql: string, opts: SourceOptions): Promise<SourceColumn[]> {
  const body = checkDatasetSql(sql);
  const uri = await connectUri(db, databaseId, opts.secretKey);
  const spec = getEngineSpec(uri);
  // The newline ends a trailing `--` comment before the closing parenthesis.
  const probe = spec.applyLimit(`SELECT * FROM (${body}\n) AS ${spec.quoteIdentifier('virtual_table')}`, 0);
  let result;
  try {
    const conn = await getConnection(uri);
    result = await conn.query(probe, [], { timeoutMs: opts.timeoutMs });
  } catch (err) {
    const e = asTessera(err, spec);
    throw fieldError('sql', [e.message], e.errorType);
  }
  const names = result.columns.map((c) => c.name);
  const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  if (duplicates.length) throw fieldError('sql', [`Duplicate column name(s): ${duplicates.join(', ')}`], 'INVALID_SQL_ERROR');
  return result.columns.map((c) => ({ name: c.name, nativeType: c.nativeType, isDttm: c.isDttm }));
}
