/**
 * Which database a SQL Lab call runs on, and whether the actor may run this SQL there (Superset's
 * raise_for_access for a query): access to the whole database, or to every table the SQL reads. A table-level
 * user's SQL must parse — SQL we cannot read is SQL we cannot authorize.
 */
import { Parser } from 'node-sql-parser';
import { type EngineConnection, type EngineSpec, getConnection } from '../../engines';
import { TesseraError } from '../../platform/errors';
import type { Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { canSeeDatabase, canSeeTable, connectionFailure, type DatabaseRef, type DatabaseRow, datasourceAccessIds, findEngine, insideAccess, loadDatabaseRow, rowConnectionUri } from '../database';
import { datasetTablesIn } from '../dataset';
import { sqlTablesOf } from '../saved-query';

export interface SqlLabTarget {
  actor: Actor;
  row: DatabaseRow;
  ref: DatabaseRef;
  spec: EngineSpec;
  uri: string;
}

export const databaseNotFound = () => new TesseraError('DATABASE_NOT_FOUND_ERROR', 'The database was not found.', { code: 'NOT_FOUND' });

/** The database `id` as SQL Lab sees it: visible to the actor and exposed in SQL Lab. */
export async function loadSqlLabTarget(db: Queryable, actor: Actor, id: number, secretKey: string): Promise<SqlLabTarget> {
  const row = await loadDatabaseRow(db, { id });
  if (!row || !canSeeDatabase(actor, { id: row.id, name: row.database_name })) throw databaseNotFound();
  if (!row.expose_in_sqllab) {
    throw new TesseraError('DATABASE_SECURITY_ACCESS_ERROR', 'The database is not exposed in SQL Lab.', { code: 'FORBIDDEN', extra: { database_id: row.id } });
  }
  const spec = findEngine(row.sqlalchemy_uri);
  if (!spec) throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `No engine is available for "${row.sqlalchemy_uri.split(':')[0]}".`);
  return { actor, row, ref: { id: row.id, name: row.database_name }, spec, uri: rowConnectionUri(row, secretKey) };
}

export async function connectTarget(t: SqlLabTarget): Promise<EngineConnection> {
  try {
    return await getConnection(t.uri);
  } catch (err) {
    throw connectionFailure(t.spec, err);
  }
}

const parser = new Parser();

function parses(sql: string): boolean {
  try {
    parser.astify(sql, { database: 'PostgresQL' });
    return true;
  } catch {
    return false;
  }
}

function tableAccessError(tables: string[]): TesseraError {
  const list = tables.length ? tables.map((t) => `\`${t}\``).join(', ') : 'the tables of this query';
  return new TesseraError(
    'TABLE_SECURITY_ACCESS_ERROR',
    `You need access to the following tables: ${list}, \`all_database_access\` or \`all_datasource_access\` permission`,
    { code: 'FORBIDDEN', extra: { tables } },
  );
}

/** Throws 403 TABLE_SECURITY_ACCESS_ERROR unless the actor may read everything `statements` read. */
export async function requireSqlAccess(db: Queryable, t: SqlLabTarget, statements: string[], catalog: string | null, schema: string | null): Promise<void> {
  const ids = datasourceAccessIds(t.actor, t.ref);
  const rows = ids.length ? await datasetTablesIn(db, t.row.id, ids) : [];
  const access = insideAccess(
    t.actor,
    t.ref,
    catalog,
    rows.map((r) => ({ catalog: null, schema: r.schema ?? t.spec.defaultSchema, tableName: r.table_name })),
  );
  if (access.all) return;
  const denied: string[] = [];
  for (const statement of statements) {
    if (!parses(statement)) throw tableAccessError([]);
    for (const table of sqlTablesOf(statement)) {
      const tableSchema = table.schema ?? schema ?? t.spec.defaultSchema;
      if (!canSeeTable(access, tableSchema, table.table)) denied.push(tableSchema ? `${tableSchema}.${table.table}` : table.table);
    }
  }
  if (denied.length) throw tableAccessError([...new Set(denied)]);
}
