/**
 * Raw SQL over the metadata database, typed by the entities. Where SQL is the better tool (list predicates,
 * aggregates, EXISTS, one-round-trip loads), a row comes back keyed by column name; its type is derived from
 * the entity (`TableRow<Chart>` has `slice_name: string` because `Chart.sliceName` is a varchar column) and
 * its SELECT list from the entity's TypeORM columns (`tableColumns(Chart, 'c')`), so a table's columns are
 * declared once, in its entity, and a row type cannot drift from it.
 */
import { getMetadataArgsStorage } from 'typeorm';
import { MetadataUtils } from 'typeorm/metadata-builder/MetadataUtils';
import type { Class } from './module';
import type { Queryable } from './sql';

/** `sliceName` -> `slice_name`, `d3format` -> `d3format`: how entity properties name their columns here. */
export type SnakeCase<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}` : S;

/** The entity's column properties: its relations (declared optional) and methods left out. */
export type ColumnProperty<E> = {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  [K in keyof E]-?: {} extends Pick<E, K> ? never : E[K] extends (...args: never[]) => unknown ? never : K;
}[keyof E] &
  string;

/**
 * A row of the entity's table as raw SQL returns it: each column under its column name, with the entity's
 * type. `Renames` names the few columns whose name is not their property's in snake case (`User.passwordHash`
 * is `password`).
 */
export type TableRow<E, Renames extends Partial<Record<ColumnProperty<E>, string>> = Record<never, string>> = {
  [K in ColumnProperty<E> as K extends keyof Renames ? Renames[K] & string : SnakeCase<K>]: E[K];
};

/** A row's columns under a prefix, each null when a LEFT JOIN found nothing (`created_by_username`). */
export type Prefixed<Row, P extends string> = { [K in keyof Row & string as `${P}${K}`]: Row[K] | null };

const propertiesByEntity = new Map<Class, readonly { property: string; column: string }[]>();

/** The entity's column properties with their column names, inherited ones included, in declaration order. */
function propertyColumns(entity: Class): readonly { property: string; column: string }[] {
  let found = propertiesByEntity.get(entity);
  if (!found) {
    const seen = new Set<string>();
    found = getMetadataArgsStorage()
      .filterColumns(MetadataUtils.getInheritanceTree(entity))
      .filter((c) => !seen.has(c.propertyName) && !!seen.add(c.propertyName))
      .map((c) => ({ property: c.propertyName, column: c.options.name ?? c.propertyName }));
    propertiesByEntity.set(entity, found);
  }
  return found;
}

/** The entity's column names, inherited columns included, in declaration order. */
export function columnNames(entity: Class): readonly string[] {
  return [...new Set(propertyColumns(entity).map((c) => c.column))];
}

/** The column an entity property is stored in (`Dashboard.positionJson` -> `position_json`). */
export function columnOf<E>(entity: Class<E>, property: ColumnProperty<E>): string {
  const column = propertyColumns(entity).find((c) => c.property === property);
  if (!column) throw new Error(`${entity.name}.${property} is not a column`);
  return column.column;
}

/** Reserved words among the metadata tables' column names, quoted when selected. */
const RESERVED = new Set(['offset', 'user', 'order', 'limit', 'table', 'default', 'select', 'group']);
const quoted = (name: string) => (RESERVED.has(name) ? `"${name}"` : name);

/**
 * `alias.col1, alias.col2, ...`: the listed columns of the entity's table (every column when none are listed).
 * A name that is not a column of the entity fails when the module loads, not when the query runs.
 */
export function tableColumns<E, const K extends string = string>(entity: Class<E>, alias: string, names?: readonly K[]): string {
  const all = columnNames(entity);
  const unknown = (names ?? []).filter((n) => !all.includes(n));
  if (unknown.length) throw new Error(`${entity.name} has no column ${unknown.join(', ')}`);
  return (names ?? all).map((n) => `${alias}.${quoted(n)}`).join(', ');
}

/**
 * An entity-shaped row of raw SQL: the listed column properties, each under its property name with the
 * entity's type, as a repository's `find` with that `select` answers it (relations left out).
 */
export type EntityRow<E, K extends ColumnProperty<E> = ColumnProperty<E>> = Pick<E, K>;

/**
 * `alias.col AS "property", ...`: the listed properties of the entity (every column property when none are
 * listed), each under its property name, so the rows come back as `EntityRow<E, K>`. For the hot reads: a
 * repository `find` builds its statement and hydrates its rows on every call, 0.5-1.5 ms of CPU each, where
 * this SELECT list is built once, when the module loads. The pg driver already gives each column the value
 * TypeORM's hydration would (Date for timestamps, parsed jsonb, number for int), which a test pins per table.
 */
export function entityColumns<E, const K extends ColumnProperty<E> = ColumnProperty<E>>(entity: Class<E>, alias: string, properties?: readonly K[]): string {
  const all = propertyColumns(entity);
  const unknown = (properties ?? []).filter((p) => !all.some((c) => c.property === p));
  if (unknown.length) throw new Error(`${entity.name} has no column property ${unknown.join(', ')}`);
  const listed = properties ? properties.map((p) => all.find((c) => c.property === p)!) : all;
  return listed.map((c) => `${alias}.${quoted(c.column)} AS "${c.property}"`).join(', ');
}

/** The table an entity is stored in (`Chart` -> `slices`). */
export function tableOf(entity: Class): string {
  const table = getMetadataArgsStorage().tables.find((t) => t.target === entity);
  if (!table?.name) throw new Error(`${entity.name} is not an entity with a table name`);
  return table.name;
}

const byValuesStatements = new Map<string, string>();

/**
 * The rows of the entity whose `by` column holds one of `values`, with the listed properties (every column
 * property when none are listed), in no particular order: what `find(E, { select, where: { [by]: In(values) } })`
 * answers, from one statement built on first use (`by = ANY($1)`: one text for any number of values).
 */
export async function rowsWhereIn<E, const K extends ColumnProperty<E> = ColumnProperty<E>>(
  db: Queryable,
  entity: Class<E>,
  by: ColumnProperty<E>,
  values: readonly unknown[],
  properties?: readonly K[],
): Promise<EntityRow<E, K>[]> {
  if (!values.length) return [];
  const key = `${entity.name}|${by}|${properties?.join(',') ?? '*'}`;
  let sql = byValuesStatements.get(key);
  if (!sql) {
    sql = `SELECT ${entityColumns(entity, 'e', properties)} FROM ${tableOf(entity)} e WHERE e.${quoted(columnOf(entity, by))} = ANY($1)`;
    byValuesStatements.set(key, sql);
  }
  return (await db.query(sql, [[...new Set(values)]])) as EntityRow<E, K>[];
}

/**
 * `json_build_object('col1', alias.col1, ...)` of the listed columns: a joined row carried as one JSON value
 * (keyed, like TableRow, by column name). Timestamps arrive as text, so leave them out or read them as such.
 */
export function jsonColumns<E, const K extends string>(entity: Class<E>, alias: string, names: readonly K[]): string {
  tableColumns(entity, alias, names);
  return `json_build_object(${names.map((n) => `'${n}', ${alias}.${quoted(n)}`).join(', ')})`;
}
