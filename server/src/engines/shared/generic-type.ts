/**
 * Native type name -> Superset's generic type, by prefix, as Superset's `get_column_spec` does. Shared by
 * every engine; a spec that names types differently wraps this with its own exceptions first.
 */
import type { GenericType } from '../engine-spec';

const RULES: [RegExp, GenericType][] = [
  // Nested types first: 'INTEGER[]' is a list, not a number.
  [/\[\d*\]$|^(struct|map|list|union|array|json|jsonb|variant)\b/i, 'STRING'],
  [/^(bool|boolean)\b/i, 'BOOLEAN'],
  // TIME and TIMETZ count as temporal (Superset does); INTERVAL does not.
  [/^(date|datetime|timestamp|time|timestamptz|timetz|smalldatetime|datetime2|datetimeoffset)\b/i, 'TEMPORAL'],
  [
    /^(tinyint|smallint|mediumint|int|integer|bigint|hugeint|uhugeint|utinyint|usmallint|uinteger|ubigint|int1|int2|int4|int8|int16|int32|int64|int128|uint\d*|serial|bigserial|smallserial|float|float4|float8|real|double|decimal|numeric|number|money|varint|bignum)\b/i,
    'NUMERIC',
  ],
];

export function genericTypeFromNativeType(nativeType: string | null | undefined): GenericType {
  const name = (nativeType ?? '').trim();
  if (!name) return 'STRING';
  for (const [pattern, type] of RULES) if (pattern.test(name)) return type;
  return 'STRING';
}
