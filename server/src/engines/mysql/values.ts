/**
 * MySQL/MariaDB values <-> JSON-safe values. The pool asks mysql2 for dates as text (converted here as
 * UTC, the session's zone), BIGINT as numbers (strings beyond 2^53) and DECIMAL as numbers, so what is
 * left is naming the wire types and turning dates, times and binary values into their JSON forms.
 */
import type { FieldPacket } from 'mysql2';
import { utcTimestampText } from '../shared/sql-builders';
import type { EngineSpec, JsonValue, QueryResult, ResultColumn } from '../engine-spec';
import { parseTimestampText, parseTimeText } from '../shared/temporal-text';

/** MySQL protocol column types (mysql2's Types) and the SQL names they stand for. */
const WIRE_TYPES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};

const BINARY_CHARSET = 63;
const TEMPORAL = new Set([7, 10, 12, 14]);
const TEXTUAL = new Set([15, 249, 250, 251, 252, 253, 254]);

/** The SQL type name of a result column; binary and text flavours of the string types are told apart. */
export function mysqlNativeType(field: Pick<FieldPacket, 'columnType' | 'characterSet'>): string {
  const code = field.columnType ?? 253;
  const name = WIRE_TYPES[code] ?? 'UNKNOWN';
  if (!TEXTUAL.has(code)) return name;
  const binary = field.characterSet === BINARY_CHARSET;
  if (code === 253 || code === 15) return binary ? 'VARBINARY' : 'VARCHAR';
  if (code === 254) return binary ? 'BINARY' : 'CHAR';
  return binary ? name : name.replace('BLOB', 'TEXT');
}

function convert(value: unknown, columnType: number): JsonValue {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'string') {
    // MySQL's "zero" dates ('0000-00-00') stand for a missing date.
    if (TEMPORAL.has(columnType)) return value.startsWith('0000-00-00') ? null : (parseTimestampText(value) ?? value);
    if (columnType === 11) return parseTimeText(value) ?? value;
    return value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'boolean') return value;
  return value as JsonValue;
}

export function mysqlResult(spec: EngineSpec, rows: unknown[][], fields: FieldPacket[]): QueryResult {
  const columns: ResultColumn[] = fields.map((f) => {
    const nativeType = mysqlNativeType(f);
    const genericType = spec.genericTypeOf(nativeType);
    return { name: f.name, nativeType, genericType, isDttm: genericType === 'TEMPORAL' };
  });
  const types = fields.map((f) => f.columnType ?? 253);
  return {
    columns,
    rows: rows.map((values) => {
      const row: Record<string, JsonValue> = {};
      columns.forEach((c, i) => {
        row[c.name] = convert(values[i], types[i]);
      });
      return row;
    }),
  };
}

/** A parameter as mysql2 binds it: dates as UTC text (the session's zone), never in the process's zone. */
export function toMysqlParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Invalid Date cannot be bound as a parameter');
    return utcTimestampText(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}
