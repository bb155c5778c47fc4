/**
 * PostgreSQL values <-> JSON-safe values. node-postgres hands over text and parses it by type OID; these
 * parsers replace its defaults so rows come out JSON-safe at once: int8 and numeric as numbers (int8
 * beyond 2^53 as a string), timestamps and dates as epoch ms read as UTC (the session runs in UTC),
 * bytea as base64, json as parsed values, arrays element by element.
 */
import { utcTimestampText } from '../shared/sql-builders';
import { parseTimestampText, parseTimeText } from '../shared/temporal-text';
import type { JsonValue } from '../engine-spec';

/** Type names of the built-in OIDs, as format_type() writes them. */
export const PG_TYPE_NAMES: Record<number, string> = {
  16: 'BOOLEAN',
  17: 'BYTEA',
  18: 'CHAR',
  19: 'NAME',
  20: 'BIGINT',
  21: 'SMALLINT',
  23: 'INTEGER',
  25: 'TEXT',
  26: 'OID',
  114: 'JSON',
  142: 'XML',
  700: 'REAL',
  701: 'DOUBLE PRECISION',
  790: 'MONEY',
  1042: 'CHARACTER',
  1043: 'CHARACTER VARYING',
  1082: 'DATE',
  1083: 'TIME WITHOUT TIME ZONE',
  1114: 'TIMESTAMP WITHOUT TIME ZONE',
  1184: 'TIMESTAMP WITH TIME ZONE',
  1186: 'INTERVAL',
  1266: 'TIME WITH TIME ZONE',
  1700: 'NUMERIC',
  2950: 'UUID',
  3802: 'JSONB',
  1000: 'BOOLEAN[]',
  1001: 'BYTEA[]',
  1005: 'SMALLINT[]',
  1007: 'INTEGER[]',
  1009: 'TEXT[]',
  1014: 'CHARACTER[]',
  1015: 'CHARACTER VARYING[]',
  1016: 'BIGINT[]',
  1021: 'REAL[]',
  1022: 'DOUBLE PRECISION[]',
  1115: 'TIMESTAMP WITHOUT TIME ZONE[]',
  1182: 'DATE[]',
  1185: 'TIMESTAMP WITH TIME ZONE[]',
  1231: 'NUMERIC[]',
  2951: 'UUID[]',
  199: 'JSON[]',
  3807: 'JSONB[]',
  1003: 'NAME[]',
};

function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

function parseFloatValue(text: string): number | null {
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** bytea in the hex output format ('\x0a0b'), the server default since 9.0. */
function parseBytea(text: string): string {
  return text.startsWith('\\x') ? Buffer.from(text.slice(2), 'hex').toString('base64') : Buffer.from(text, 'binary').toString('base64');
}

type Parser = (text: string) => JsonValue;

const SCALAR_PARSERS: Record<number, Parser> = {
  16: (t) => t === 't' || t === 'true',
  17: parseBytea,
  20: parseInt8,
  21: (t) => Number(t),
  23: (t) => Number(t),
  26: (t) => Number(t),
  114: (t) => JSON.parse(t) as JsonValue,
  3802: (t) => JSON.parse(t) as JsonValue,
  700: parseFloatValue,
  701: parseFloatValue,
  1700: parseFloatValue,
  1082: parseTimestampText,
  1114: parseTimestampText,
  1184: parseTimestampText,
  1083: parseTimeText,
  1266: parseTimeText,
};

const ARRAY_ELEMENTS: Record<number, number> = {
  1000: 16,
  1001: 17,
  1005: 21,
  1007: 23,
  1016: 20,
  1021: 700,
  1022: 701,
  1231: 1700,
  1182: 1082,
  1115: 1114,
  1185: 1184,
  199: 114,
  3807: 3802,
};

/**
 * PostgreSQL's array text format: '{1,NULL,"a \\"b\\""}', nested for more dimensions. Unquoted NULL is
 * SQL NULL; quoted elements unescape backslashes. (pg-types' own parser is typed differently from what
 * it exports, so Tessera keeps this small one.)
 */
export function parsePgArray(text: string, element: Parser): JsonValue {
  let pos = 0;
  const parseLevel = (): JsonValue[] => {
    const out: JsonValue[] = [];
    pos += 1; // '{'
    while (pos < text.length && text[pos] !== '}') {
      if (text[pos] === '{') out.push(parseLevel());
      else if (text[pos] === '"') {
        let value = '';
        pos += 1;
        while (pos < text.length && text[pos] !== '"') {
          if (text[pos] === '\\') pos += 1;
          value += text[pos];
          pos += 1;
        }
        pos += 1;
        out.push(element(value));
      } else {
        const end = text.slice(pos).search(/[,}]/);
        const raw = text.slice(pos, end < 0 ? text.length : pos + end);
        pos += raw.length;
        out.push(raw === 'NULL' ? null : element(raw));
      }
      if (text[pos] === ',') pos += 1;
    }
    pos += 1; // '}'
    return out;
  };
  // A dimension decoration ('[0:1]={1,2}') precedes the braces when lower bounds are not 1.
  pos = Math.max(0, text.indexOf('{'));
  return parseLevel();
}

function arrayParser(element: Parser): Parser {
  return (text: string) => parsePgArray(text, element);
}

const PARSERS: Record<number, Parser> = { ...SCALAR_PARSERS };
for (const [arrayOid, elementOid] of Object.entries(ARRAY_ELEMENTS)) PARSERS[Number(arrayOid)] = arrayParser(SCALAR_PARSERS[elementOid]);

const asText: Parser = (text) => text;
const asTextArray = arrayParser(asText);

/** node-postgres' `types` option: every row value arrives JSON-safe. Unknown types stay text. */
export const PG_TYPE_PARSERS = {
  getTypeParser(oid: number, format?: string): Parser {
    if (format === 'binary') return (value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : String(value));
    if (PARSERS[oid]) return PARSERS[oid];
    // Other arrays of text-like types (text[], varchar[], uuid[], name[]) keep their elements as text.
    if (PG_TYPE_NAMES[oid]?.endsWith('[]')) return asTextArray;
    return asText;
  },
};

/**
 * A parameter as node-postgres should send it. Dates go as UTC text without a zone, which PostgreSQL
 * reads in the session's time zone (UTC) for timestamp and timestamptz columns alike; node-postgres
 * would otherwise send the process's local time.
 */
export function toPgParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return utcTimestampText(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}
