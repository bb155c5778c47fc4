/**
 * The one list mechanism every resource uses: typed filters (field + operator + value), an order field and
 * paging, turned into a parameterised SQL predicate over the resource's table. Each resource declares, per
 * filter field, the SQL it filters and the operators allowed on it; custom operators are functions of the
 * value and the actor. Values are always bound parameters.
 */
import { registerEnumType } from 'type-graphql';
import { errors } from './errors';
import { isInt4 } from './sql';

/**
 * Every operator of the one GraphQL `ListFilterOp` enum: the generic ones below, and each resource's own,
 * which its list spec declares next to the SQL they stand for. The enum is read when the schema is built,
 * after every module has declared its operators.
 */
export const LIST_FILTER_OPS: Record<string, string> = {};

/** Declares list operators by name (Superset's filters[].opr, upper-cased); a name may be declared once. */
export function listOperators<const K extends string>(names: readonly K[]): { readonly [P in K]: P } {
  const ops = {} as { [P in K]: P };
  for (const name of names) {
    if (Object.hasOwn(LIST_FILTER_OPS, name)) throw new Error(`List operator ${name} is declared twice`);
    LIST_FILTER_OPS[name] = name;
    ops[name] = name;
  }
  return ops;
}

/** The generic operators (FAB's filter classes), which the REST gateway maps mechanically. */
export const ListFilterOp = listOperators(['SW', 'EW', 'CT', 'EQ', 'NSW', 'NEW', 'NCT', 'NEQ', 'GT', 'LT', 'IN', 'NOT_IN', 'REL_O_M', 'NREL_O_M', 'REL_M_M']);
/** An operator name: a generic one or one a list spec declared. */
export type ListFilterOp = string;
registerEnumType(LIST_FILTER_OPS, { name: 'ListFilterOp', description: "A list filter operator (Superset's filters[].opr, upper-cased)." });

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

export const STRING_OPS = [
  ListFilterOp.SW,
  ListFilterOp.EW,
  ListFilterOp.CT,
  ListFilterOp.EQ,
  ListFilterOp.NSW,
  ListFilterOp.NEW,
  ListFilterOp.NCT,
  ListFilterOp.NEQ,
  ListFilterOp.IN,
  ListFilterOp.NOT_IN,
];
export const NUMBER_OPS = [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.GT, ListFilterOp.LT, ListFilterOp.IN, ListFilterOp.NOT_IN];
export const DATE_OPS = [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.GT, ListFilterOp.LT];
export const RELATION_ONE_OPS = [ListFilterOp.REL_O_M, ListFilterOp.NREL_O_M];
export const RELATION_MANY_OPS = [ListFilterOp.REL_M_M];

export type ListValue = string | number | boolean | null;

/** A parameterised SQL fragment; `$n` placeholders are numbered by the builder. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

export interface FilterContext {
  userId: number | null;
}

export type CustomFilter = (value: ListValue, fc: FilterContext) => SqlFragment | null;

export interface FilterFieldSpec {
  /** `integer` is a 32-bit integer column (a row id); relations compare row ids too. */
  kind: 'string' | 'number' | 'integer' | 'date' | 'boolean' | 'relation-one' | 'relation-many';
  /** SQL of the value (string/number/integer/date/relation-one), e.g. `c.slice_name`. */
  sql?: string;
  /** relation-many: a predicate with one `?` placeholder for the related id, e.g. `EXISTS (... = ?)`. */
  memberSql?: string;
  ops: ListFilterOp[];
  custom?: Partial<Record<ListFilterOp, CustomFilter>>;
}

export interface ListFilterInput<Field extends string = string> {
  field: Field;
  op: ListFilterOp;
  value?: unknown;
}

/** What a list query takes: filters, an order and a page (the GraphQL arguments of every list). */
export interface ListArgs<Order extends string, PageSize extends number | null = number> {
  filters?: ListFilterInput[] | null;
  orderBy?: Order | null;
  orderDirection?: SortDirection | null;
  page: number;
  pageSize: PageSize;
}

/** One page of a list. */
export interface Page<T> {
  count: number;
  items: T[];
}

export interface ListSpec<Field extends string, Order extends string> {
  filters: Record<Field, FilterFieldSpec>;
  orders: Record<Order, string>;
}

/** Rewrites `?` placeholders to `$n`, numbering from `start`. */
export function numbered(fragment: SqlFragment, start: number): { sql: string; next: number } {
  let n = start;
  const sql = fragment.sql.replace(/\?/g, () => `$${n++}`);
  return { sql, next: n };
}

/** Escapes LIKE wildcards for a pattern used with ESCAPE '\\'. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function coerce(spec: FilterFieldSpec, value: ListValue, column: string): unknown {
  if (spec.kind === 'integer' || spec.kind === 'relation-one' || spec.kind === 'relation-many') {
    const n = typeof value === 'number' ? value : Number(value);
    // A row id is a 32-bit integer: anything else could never match, and the database would refuse to compare it.
    if (!isInt4(n)) throw errors.badInput(`Filter value for column: ${column} must be an integer`);
    return n;
  }
  if (spec.kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) throw errors.badInput(`Filter value for column: ${column} must be a number`);
    return n;
  }
  if (spec.kind === 'date') {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw errors.badInput(`Filter value for column: ${column} must be a date`);
    return d.toISOString().replace('Z', '');
  }
  if (spec.kind === 'boolean') return value === true || value === 'true';
  return value === null ? null : String(value);
}

function genericPredicate(spec: FilterFieldSpec, op: ListFilterOp, value: ListValue | ListValue[], column: string): SqlFragment {
  const col = spec.sql ?? '';
  const ci = `LOWER(CAST(${col} AS TEXT))`;
  const like = (pattern: (s: string) => string, negate: boolean): SqlFragment => ({
    sql: `${negate ? 'NOT ' : ''}(${ci} LIKE ? ESCAPE '\\')`,
    params: [pattern(escapeLike(String(value ?? '').toLowerCase()))],
  });
  switch (op) {
    case ListFilterOp.SW:
      return like((s) => `${s}%`, false);
    case ListFilterOp.NSW:
      return like((s) => `${s}%`, true);
    case ListFilterOp.EW:
      return like((s) => `%${s}`, false);
    case ListFilterOp.NEW:
      return like((s) => `%${s}`, true);
    case ListFilterOp.CT:
      return like((s) => `%${s}%`, false);
    case ListFilterOp.NCT:
      return like((s) => `%${s}%`, true);
    case ListFilterOp.EQ:
    case ListFilterOp.REL_O_M:
      return value === null ? { sql: `${col} IS NULL`, params: [] } : { sql: `${col} = ?`, params: [coerce(spec, value as ListValue, column)] };
    case ListFilterOp.NEQ:
    case ListFilterOp.NREL_O_M:
      return value === null
        ? { sql: `${col} IS NOT NULL`, params: [] }
        : { sql: `(${col} IS NULL OR ${col} <> ?)`, params: [coerce(spec, value as ListValue, column)] };
    case ListFilterOp.GT:
      return { sql: `${col} > ?`, params: [coerce(spec, value as ListValue, column)] };
    case ListFilterOp.LT:
      return { sql: `${col} < ?`, params: [coerce(spec, value as ListValue, column)] };
    case ListFilterOp.IN:
    case ListFilterOp.NOT_IN: {
      const values = (Array.isArray(value) ? value : [value]).map((v) => coerce(spec, v, column));
      if (!values.length) return { sql: op === ListFilterOp.IN ? 'FALSE' : 'TRUE', params: [] };
      return { sql: `${op === ListFilterOp.NOT_IN ? 'NOT ' : ''}(${col} IN (${values.map(() => '?').join(', ')}))`, params: values };
    }
    case ListFilterOp.REL_M_M:
      return { sql: spec.memberSql ?? 'FALSE', params: [coerce(spec, value as ListValue, column)] };
    default:
      throw errors.badInput(`Filter operation: ${op.toLowerCase()} not allowed on column: ${column}`);
  }
}

/**
 * Builds the WHERE predicate (AND of all filters) with `$n` placeholders starting at `firstParam`.
 * An array value with any operator other than IN/NOT IN applies the filter once per element, AND-ed.
 */
export function buildListWhere<F extends string>(
  specs: Record<F, FilterFieldSpec>,
  filters: readonly ListFilterInput[] | null | undefined,
  fc: FilterContext,
  firstParam = 1,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  let next = firstParam;
  const push = (fragment: SqlFragment | null) => {
    if (!fragment) return;
    const { sql, next: after } = numbered(fragment, next);
    next = after;
    parts.push(`(${sql})`);
    params.push(...fragment.params);
  };
  for (const filter of filters ?? []) {
    const column = filter.field.toLowerCase();
    const spec = (specs as Record<string, FilterFieldSpec | undefined>)[filter.field];
    if (!spec) throw errors.badInput(`Filter column: ${column} not allowed to filter`);
    if (!spec.ops.includes(filter.op)) throw errors.badInput(`Filter operation: ${filter.op.toLowerCase()} not allowed on column: ${column}`);
    const raw = filter.value === undefined ? null : (filter.value as ListValue | ListValue[]);
    const isSetOp = filter.op === ListFilterOp.IN || filter.op === ListFilterOp.NOT_IN;
    const values: (ListValue | ListValue[])[] = Array.isArray(raw) && !isSetOp ? raw : [raw];
    for (const value of values) {
      for (const item of isSetOp && Array.isArray(value) ? value : [value]) {
        // Objects (and lists where one value belongs) have nothing to compare; reject them before any String() or Number().
        if (item !== null && typeof item === 'object') throw errors.badInput(`Filter value for column: ${column} must be a string, a number or a boolean`);
      }
      const custom = spec.custom?.[filter.op];
      push(custom ? custom(value as ListValue, fc) : genericPredicate(spec, filter.op, value, column));
    }
  }
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', params };
}

export const MAX_PAGE_SIZE = 100;

/** Page arguments, validated at the boundary: 0-based pages, 1..MAX_PAGE_SIZE rows. */
export function normalisePage(page: number, pageSize: number): { offset: number; limit: number } {
  if (!Number.isInteger(page) || page < 0) throw errors.badInput('page must be a non-negative integer');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw errors.badInput(`pageSize must be an integer between 1 and ${MAX_PAGE_SIZE}`);
  return { offset: page * pageSize, limit: pageSize };
}
