/**
 * SQLite values <-> JSON-safe values. SQLite stores dates as text ('YYYY-MM-DD HH:MM:SS', what its date
 * functions write) and has no boolean type, and it only knows a result column's type when the column
 * is a table column with a declared type. So result types come from the declared type when there is
 * one, and otherwise from the values: integers and reals are NUMERIC, text in SQLite's date format
 * (a time grain bucket, MIN(ds)) is TEMPORAL, anything else STRING.
 */
import type { EngineSpec, GenericType, JsonValue, QueryResult, ResultColumn } from '../engine-spec';
import type { SqliteReply } from './process';
import { looksLikeTimestamp, parseTimestampText } from '../shared/temporal-text';
import { bigintToJson } from '../shared/values';

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * A date as SQLite's date functions write it: 'YYYY-MM-DD HH:MM:SS', with '.mmm' only when there are
 * milliseconds. Stored and bound dates use this one form, so comparing them as text orders them by time.
 */
export function sqliteDateText(date: Date): string {
  const ms = date.getUTCMilliseconds();
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`
  );
}

/** A parameter as better-sqlite3 binds it: integers as INTEGER (a JS number would bind as REAL), dates as text. */
export function toSqliteParam(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Invalid Date cannot be bound as a parameter');
    return sqliteDateText(value);
  }
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}

function storageClass(values: unknown[]): { nativeType: string; genericType: GenericType } {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (!present.length) return { nativeType: 'NULL', genericType: 'STRING' };
  if (present.every((v) => typeof v === 'bigint')) return { nativeType: 'INTEGER', genericType: 'NUMERIC' };
  if (present.every((v) => typeof v === 'bigint' || typeof v === 'number')) return { nativeType: 'REAL', genericType: 'NUMERIC' };
  if (present.every((v) => typeof v === 'string' && looksLikeTimestamp(v))) return { nativeType: 'DATETIME', genericType: 'TEMPORAL' };
  if (present.every((v) => v instanceof Uint8Array)) return { nativeType: 'BLOB', genericType: 'STRING' };
  return { nativeType: 'TEXT', genericType: 'STRING' };
}

function convert(value: unknown, genericType: GenericType): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    if (genericType === 'BOOLEAN') return value !== 0n;
    return bigintToJson(value);
  }
  if (typeof value === 'number') {
    if (genericType === 'BOOLEAN') return value !== 0;
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value === 'string') {
    if (genericType === 'TEMPORAL') return parseTimestampText(value) ?? value;
    return value;
  }
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return String(value);
}

export function sqliteResult(spec: EngineSpec, reply: SqliteReply): QueryResult {
  const columns: ResultColumn[] = reply.columns.map((c, i) => {
    const declared = c.type?.trim();
    const { nativeType, genericType } = declared
      ? { nativeType: declared.toUpperCase(), genericType: spec.genericTypeOf(declared) }
      : storageClass(reply.rows.map((r) => r[i]));
    return { name: c.name, nativeType, genericType, isDttm: genericType === 'TEMPORAL' };
  });
  const rows = reply.rows.map((values) => {
    const row: Record<string, JsonValue> = {};
    columns.forEach((c, i) => {
      row[c.name] = convert(values[i], c.genericType);
    });
    return row;
  });
  return { columns, rows };
}

/** SQLite's type affinity rules, then the shared prefixes: 'UNSIGNED BIG INT' is a number, 'CLOB' text. */
export function sqliteGenericType(nativeType: string, shared: (t: string) => GenericType): GenericType {
  const type = nativeType.toUpperCase();
  const generic = shared(type);
  if (generic !== 'STRING') return generic;
  if (/INT|REAL|FLOA|DOUB|NUMERIC|DECIMAL/.test(type)) return 'NUMERIC';
  if (/DATE|TIME/.test(type)) return 'TEMPORAL';
  if (/BOOL/.test(type)) return 'BOOLEAN';
  return 'STRING';
}
