import type { FilterOperator } from './filter-operators';

/** One accepted `filters[].col`: its REST name (the GraphQL filter field, lower-cased) and operators. */
export interface SearchColumn<TFilterField extends string> {
  column: Lowercase<TFilterField>;
  operators: readonly FilterOperator[];
}

/** The column sets a FAB list endpoint declares, and the GraphQL enums they map onto. */
export interface ListResource<TFilterField extends string, TOrderField extends string> {
  /** The model class name that titles are built from, e.g. "Slice" -> "List Slice". */
  modelName: string;
  /** Serialisable columns; dotted names are fields of a related object. */
  listColumns: readonly string[];
  /** Columns accepted as `order_column`. */
  orderColumns: readonly string[];
  /** GraphQL order enum values, to check the mapped `order_column` against. */
  orderFields: readonly TOrderField[];
  /** Order applied when the request names none (FAB's base_order). */
  defaultOrder?: { field: TOrderField; direction: 'ASC' | 'DESC' };
  /** Columns accepted in `filters`, in declaration order (also the order `_info` lists them). */
  searchColumns: readonly SearchColumn<TFilterField>[];
}
