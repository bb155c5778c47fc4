/**
 * Who may see and do what with databases (REST ref §8.2, §8.4): databases have no owners, `can_write` on
 * Database is the whole edit right, and a database is visible to whoever holds any data access inside it.
 * Pure functions over the actor; the service turns them into SQL predicates and checks.
 */
import { databaseAccessView as databaseAccessViewName, seesAllData } from '../security';
import type { Actor } from '../../platform/actor';

export interface DatabaseRef {
  id: number;
  name: string;
}

export function databaseAbilities(actor: Actor) {
  const canWrite = actor.can('can_write', 'Database');
  return { canEdit: canWrite, canDelete: canWrite, canConnect: canWrite };
}

/** `database_access` view-menu of a database, as Superset names it. */
export const databaseAccessView = (db: DatabaseRef) => databaseAccessViewName(db.name, db.id);

/**
 * The data-access views that reveal a database: `database_access` views match a database exactly; every
 * other object-level view (`catalog_access`, `schema_access`, `datasource_access`) starts with `[<name>].`.
 */
export interface DatabaseVisibility {
  all: boolean;
  databaseViews: string[];
  insideViews: string[];
}

export function databaseVisibility(actor: Actor): DatabaseVisibility {
  if (seesAllData(actor)) return { all: true, databaseViews: [], insideViews: [] };
  const views = (perm: string) => actor.dataAccess.get(perm) ?? [];
  return {
    all: false,
    databaseViews: views('database_access'),
    insideViews: [...views('catalog_access'), ...views('schema_access'), ...views('datasource_access')],
  };
}

/** The same rule as `visibilitySql`, for one database. */
export function canSeeDatabase(actor: Actor, db: DatabaseRef): boolean {
  const v = databaseVisibility(actor);
  if (v.all) return true;
  if (v.databaseViews.includes(databaseAccessView(db))) return true;
  const prefix = `[${db.name}].`;
  return v.insideViews.some((view) => view.startsWith(prefix));
}

/**
 * A predicate over `dbs d` for the list; `$first` and `$first+1` are the two text[] parameters.
 * Kept beside `canSeeDatabase` so the two cannot drift apart (the tests run both).
 */
export function visibilitySql(v: DatabaseVisibility, first: number): { sql: string; params: unknown[] } {
  if (v.all) return { sql: 'TRUE', params: [] };
  const prefix = `'[' || d.database_name || '].'`;
  return {
    sql: `(('[' || d.database_name || '].(id:' || d.id || ')') = ANY($${first}::text[])
          OR EXISTS (SELECT 1 FROM unnest($${first + 1}::text[]) AS v(view) WHERE left(v.view, char_length(${prefix})) = ${prefix}))`,
    params: [v.databaseViews, v.insideViews],
  };
}

/**
 * What an actor may browse inside one database (Superset's get_schemas_accessible_by_user and
 * get_datasources_accessible_by_user): everything; or whole schemas (`schema_access`) plus single tables
 * (`datasource_access`), whose schemas are listed too.
 */
export type InsideAccess = { all: true } | { all: false; schemaWide: Set<string>; schemas: Set<string>; tables: Set<string> };

/** A dataset the actor reaches through `datasource_access`, located by the service. */
export interface AccessibleTable {
  catalog: string | null;
  schema: string | null;
  tableName: string;
}

export const tableKey = (schema: string | null, table: string) => `${schema ?? ''}\u0000${table}`;

/** Ids of the datasets named by the actor's `datasource_access` views on this database. */
export function datasourceAccessIds(actor: Actor, db: DatabaseRef): number[] {
  const prefix = `[${db.name}].[`;
  return (actor.dataAccess.get('datasource_access') ?? [])
    .filter((view) => view.startsWith(prefix))
    .map((view) => /\(id:(\d+)\)$/.exec(view)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

export function insideAccess(actor: Actor, db: DatabaseRef, catalog: string | null, tables: AccessibleTable[]): InsideAccess {
  if (seesAllData(actor)) return { all: true };
  const views = (perm: string) => actor.dataAccess.get(perm) ?? [];
  if (views('database_access').includes(databaseAccessView(db))) return { all: true };
  if (catalog && views('catalog_access').includes(`[${db.name}].[${catalog}]`)) return { all: true };
  const schemaWide = new Set<string>();
  const prefix = `[${db.name}].[`;
  for (const view of views('schema_access')) {
    if (!view.startsWith(prefix) || !view.endsWith(']')) continue;
    // `[db].[schema]` or `[db].[catalog].[schema]`: the schema is the last bracketed part.
    const parts = view.slice(prefix.length, -1).split('].[');
    if (parts.length === 1) schemaWide.add(parts[0]);
    else if (parts.length === 2 && (catalog === null || parts[0] === catalog)) schemaWide.add(parts[1]);
  }
  const schemas = new Set(schemaWide);
  for (const t of tables) if (t.schema) schemas.add(t.schema);
  return { all: false, schemaWide, schemas, tables: new Set(tables.map((t) => tableKey(t.schema, t.tableName))) };
}

/** Schemas shown in a schema list. */
export function visibleSchemas(access: InsideAccess, schemas: string[]): string[] {
  return access.all ? schemas : schemas.filter((s) => access.schemas.has(s));
}

/** Tables shown in a table list: every table of a schema with schema access, else only accessible ones. */
export function canSeeTable(access: InsideAccess, schema: string | null, table: string): boolean {
  if (access.all) return true;
  if (schema !== null && access.schemaWide.has(schema)) return true;
  return access.tables.has(tableKey(schema, table));
}

/**
 * Catalogs shown in a catalog list (Superset's get_catalogs_accessible_by_user): all with access to the whole
 * database; else those named by `catalog_access`, by `[db].[catalog].[schema]` schema access, or holding an
 * accessible table.
 */
export function visibleCatalogs(actor: Actor, db: DatabaseRef, catalogs: string[], tables: AccessibleTable[]): string[] {
  if (insideAccess(actor, db, null, []).all) return catalogs;
  const prefix = `[${db.name}].[`;
  const named = new Set<string>();
  for (const view of [...(actor.dataAccess.get('catalog_access') ?? []), ...(actor.dataAccess.get('schema_access') ?? [])]) {
    if (!view.startsWith(prefix) || !view.endsWith(']')) continue;
    const parts = view.slice(prefix.length, -1).split('].[');
    if (parts.length === 1 && (actor.dataAccess.get('catalog_access') ?? []).includes(view)) named.add(parts[0]);
    if (parts.length === 2) named.add(parts[0]);
  }
  for (const t of tables) if (t.catalog) named.add(t.catalog);
  return catalogs.filter((c) => named.has(c));
}

/** PREVENT_UNSAFE_DB_CONNECTIONS: engines that open the server's own files are for admins only. */
export function unsafeConnectionMessage(
  engine: { engineName: string; opensLocalFiles: boolean },
  actor: Actor,
  preventUnsafe: boolean,
): string | null {
  if (!preventUnsafe || !engine.opensLocalFiles || actor.isAdmin) return null;
  return `${engine.engineName} cannot be used as a data source for security reasons.`;
}
