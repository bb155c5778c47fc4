/**
 * The one list of engines, and the process-wide cache of open connections keyed by URI. Adding an
 * engine is one folder exporting an EngineSpec from its index.ts plus one line in SPECS (README,
 * "Adding an engine").
 */
import { TesseraError } from '../platform/errors';
import { duckdbEngineSpec } from './duckdb';
import type { ConnectOptions, EngineConnection, EngineSpec } from './engine-spec';
import { mysqlEngineSpec } from './mysql';
import { postgresqlEngineSpec } from './postgresql';
import type { SqlDialect } from './sql-dialect';
import { sqliteEngineSpec } from './sqlite';

const SPECS: readonly EngineSpec[] = [duckdbEngineSpec, postgresqlEngineSpec, mysqlEngineSpec, sqliteEngineSpec];

/**
 * The dialect SQL is read in when no engine is named (a virtual dataset's read-only check, Format SQL
 * without a database): PostgreSQL's, as the query engine's own checks always did.
 */
export const DEFAULT_SQL_DIALECT: SqlDialect = postgresqlEngineSpec.sqlDialect;

/** The scheme of a URI without its driver suffix: 'postgresql+psycopg2://…' -> 'postgresql'. */
export function uriScheme(uri: string): string | null {
  const match = /^([a-z][a-z0-9.+-]*):/i.exec(uri.trim());
  return match ? match[1].split('+')[0].toLowerCase() : null;
}

/** Finds the spec for an engine key ('duckdb') or for a connection URI ('duckdb:///…'). */
export function getEngineSpec(engineOrUri: string): EngineSpec {
  const key = uriScheme(engineOrUri) ?? engineOrUri.trim().toLowerCase();
  const spec = SPECS.find((s) => s.engine === key || s.uriSchemes.includes(key));
  if (!spec) {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `No engine is available for "${key}". Supported engines: ${SPECS.map((s) => s.engineName).join(', ')}.`, {
      extra: { engine: key },
    });
  }
  return spec;
}

export function listEngineSpecs(): readonly EngineSpec[] {
  return SPECS;
}

const connections = new Map<string, Promise<EngineConnection>>();

/**
 * The shared connection for a URI, opened on first use. Callers must not close it; `closeAllEngines`
 * does at shutdown, and `evictEngine` when a database's URI or settings change.
 */
export function getConnection(uri: string, options: ConnectOptions = {}): Promise<EngineConnection> {
  const key = cacheKey(uri, options);
  let pending = connections.get(key);
  if (!pending) {
    pending = getEngineSpec(uri).connect(uri, options);
    connections.set(key, pending);
    pending.catch(() => connections.delete(key));
  }
  return pending;
}

/** Closes and forgets the cached connections of a URI (every option variant). */
export async function evictEngine(uri: string): Promise<void> {
  const keys = [...connections.keys()].filter((k) => k === uri || k.startsWith(`${uri}\u0000`));
  await Promise.all(keys.map((k) => closeEntry(k)));
}

export async function closeAllEngines(): Promise<void> {
  await Promise.all([...connections.keys()].map((k) => closeEntry(k)));
}

async function closeEntry(key: string): Promise<void> {
  const pending = connections.get(key);
  connections.delete(key);
  if (!pending) return;
  try {
    await (await pending).close();
  } catch {
    // A connection that failed to open or is already gone has nothing left to release.
  }
}

function cacheKey(uri: string, options: ConnectOptions): string {
  const opts = JSON.stringify(options, Object.keys(options).sort());
  return opts === '{}' ? uri : `${uri}\u0000${opts}`;
}
