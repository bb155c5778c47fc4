/** Pieces of schema introspection every engine's connection shares. */
import { TesseraError } from '../../platform/errors';
import type { ColumnInfo, EngineSpec, TableMetadata } from '../engine-spec';

export interface RawColumn {
  name: string;
  nativeType: string;
  nullable: boolean;
  comment?: string | null;
  default?: string | null;
}

export function columnInfo(spec: EngineSpec, raw: RawColumn): ColumnInfo {
  const genericType = spec.genericTypeOf(raw.nativeType);
  return {
    name: raw.name,
    nativeType: raw.nativeType,
    genericType,
    isDttm: genericType === 'TEMPORAL',
    nullable: raw.nullable,
    comment: raw.comment ?? null,
    default: raw.default ?? null,
  };
}

/** TABLE_DOES_NOT_EXIST_ERROR, a 404: introspection of a table the database does not have. */
export function tableMissingError(spec: EngineSpec, schema: string | null, table: string): TesseraError {
  const qualified = schema ? `${schema}.${table}` : table;
  return new TesseraError('TABLE_DOES_NOT_EXIST_ERROR', `The table "${qualified}" does not exist. A valid table must be used to run this query.`, {
    code: 'NOT_FOUND',
    extra: { engine_name: spec.engineName, schema, table },
  });
}

export function costEstimateUnsupported(spec: EngineSpec): TesseraError {
  return new TesseraError('GENERIC_DB_ENGINE_ERROR', `${spec.engineName} does not support cost estimation.`, { extra: { engine_name: spec.engineName } });
}

/** A list column of names as drivers return it (an array, or text like '[a, b]' or '{a,b}'). */
export function nameList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = value.trim().replace(/^[[{(]|[\]})]$/g, '');
  return inner ? inner.split(',').map((s) => s.trim().replace(/^"(.*)"$/, '$1')) : [];
}

/** Foreign keys from one row per constraint, in a stable order. */
export function sortedMetadata(meta: TableMetadata): TableMetadata {
  return {
    ...meta,
    foreignKeys: [...meta.foreignKeys].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.referredTable.localeCompare(b.referredTable)),
    indexes: [...meta.indexes].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
