/**
 * DuckDB values <-> JSON-safe values. The node API returns BigInt, its own timestamp/decimal classes and
 * byte arrays, none of which survive JSON.stringify; everything is converted here, once, so no caller
 * ever sees a driver type. Temporal values become epoch milliseconds (UTC), as Superset's payloads carry.
 */
import {
  DuckDBArrayValue,
  DuckDBBitValue,
  DuckDBBlobValue,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBGeometryValue,
  DuckDBIntervalValue,
  DuckDBListValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimeNSValue,
  DuckDBTimeTZValue,
  DuckDBTimeValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBUUIDValue,
  DuckDBUnionValue,
  DuckDBVariantValue,
  DuckDBTypeId,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { JsonValue } from '../engine-spec';
import { bigintToJson } from '../shared/values';

const MS_PER_DAY = 86_400_000;

export { bigintToJson };

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** Epoch ms from an integer count of `unitsPerMs`-sized units; ±infinity timestamps become null. */
function epochMs(count: bigint, unitsPerMs: bigint, isFinite: boolean): number | null {
  if (!isFinite) return null;
  const ms = unitsPerMs === 1n ? count : count / unitsPerMs - (count % unitsPerMs < 0n ? 1n : 0n);
  return Number(ms);
}

export function duckValueToJson(value: DuckDBValue): JsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return finiteOrNull(value);
  if (typeof value === 'bigint') return bigintToJson(value);
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) return epochMs(value.micros, 1000n, value.isFinite);
  if (value instanceof DuckDBTimestampMillisecondsValue) return epochMs(value.millis, 1n, value.isFinite);
  if (value instanceof DuckDBTimestampSecondsValue) return value.isFinite ? Number(value.seconds) * 1000 : null;
  if (value instanceof DuckDBTimestampNanosecondsValue) return epochMs(value.nanos, 1_000_000n, value.isFinite);
  if (value instanceof DuckDBDateValue) return value.isFinite ? value.days * MS_PER_DAY : null;
  // A time of day is milliseconds since midnight, i.e. a timestamp on 1970-01-01: temporal formatters show it right.
  if (value instanceof DuckDBTimeValue || value instanceof DuckDBTimeTZValue) return Number(value.micros / 1000n);
  if (value instanceof DuckDBTimeNSValue) return Number(value.nanos / 1_000_000n);
  if (value instanceof DuckDBDecimalValue) return finiteOrNull(value.toDouble());
  if (value instanceof DuckDBBlobValue || value instanceof DuckDBGeometryValue) return Buffer.from(value.bytes).toString('base64');
  if (value instanceof DuckDBListValue || value instanceof DuckDBArrayValue) return value.items.map(duckValueToJson);
  if (value instanceof DuckDBStructValue) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value.entries)) out[key] = duckValueToJson(item);
    return out;
  }
  if (value instanceof DuckDBMapValue) return value.entries.map((e) => ({ key: duckValueToJson(e.key), value: duckValueToJson(e.value) }));
  if (value instanceof DuckDBUnionValue || value instanceof DuckDBVariantValue) return duckValueToJson(value.value);
  if (value instanceof DuckDBIntervalValue || value instanceof DuckDBUUIDValue || value instanceof DuckDBBitValue) return value.toString();
  return String(value);
}

/**
 * A bound parameter as DuckDB expects it. Dates bind as TIMESTAMP (UTC); DuckDB casts them to DATE or
 * TIMESTAMPTZ where the column needs. Integers beyond the 32-bit range bind as BIGINT, not DOUBLE.
 */
export function jsToDuckParam(value: unknown): DuckDBValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new TypeError('Invalid Date cannot be bound as a parameter');
    return new DuckDBTimestampValue(BigInt(ms) * 1000n);
  }
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') return value;
  if (value instanceof Uint8Array) return new DuckDBBlobValue(value);
  throw new TypeError(`Unsupported parameter type: ${Object.prototype.toString.call(value)}`);
}

/** A value for a column of a known type (the appender does not cast as SQL parameters do). */
/** 'YYYY-MM-DD[ HH:MM:SS[.fff]]' read as UTC, as temporal values travel between engines as text. */
function temporalText(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00:00'}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const TEMPORAL_TYPES: ReadonlySet<DuckDBTypeId> = new Set([DuckDBTypeId.DATE, DuckDBTypeId.TIMESTAMP, DuckDBTypeId.TIMESTAMP_TZ]);

export function jsToDuckValue(value: unknown, type: DuckDBType): DuckDBValue {
  if (typeof value === 'string' && TEMPORAL_TYPES.has(type.typeId)) {
    const date = temporalText(value);
    if (date) return jsToDuckValue(date, type);
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    if (type.typeId === DuckDBTypeId.DATE) return new DuckDBDateValue(Math.floor(ms / MS_PER_DAY));
    if (type.typeId === DuckDBTypeId.TIMESTAMP_TZ) return new DuckDBTimestampTZValue(BigInt(ms) * 1000n);
  }
  if (typeof value === 'number' && (type.typeId === DuckDBTypeId.BIGINT || type.typeId === DuckDBTypeId.HUGEINT)) return BigInt(Math.round(value));
  if (typeof value !== 'string' && type.typeId === DuckDBTypeId.VARCHAR) return String(value);
  return jsToDuckParam(value);
}

const POS_INF_MICROS = DuckDBTimestampValue.PosInf.micros;
const NEG_INF_MICROS = DuckDBTimestampValue.NegInf.micros;

/**
 * The converter for every value of one column: the common types skip duckValueToJson's type tests (a
 * million-row SQL Lab result converts millions of values), the others go through it.
 */
export function duckJsonConverter(type: DuckDBType): (value: DuckDBValue) => JsonValue {
  switch (type.typeId) {
    case DuckDBTypeId.VARCHAR:
    case DuckDBTypeId.BOOLEAN:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UTINYINT:
      return (v) => v as JsonValue;
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
      return (v) => (typeof v === 'bigint' ? bigintToJson(v) : duckValueToJson(v));
    case DuckDBTypeId.TIMESTAMP:
      // ±infinity are these two values; comparing avoids the native isFinite call per value.
      return (v) => (v instanceof DuckDBTimestampValue ? epochMs(v.micros, 1000n, v.micros !== POS_INF_MICROS && v.micros !== NEG_INF_MICROS) : duckValueToJson(v));
    default:
      return duckValueToJson;
  }
}
