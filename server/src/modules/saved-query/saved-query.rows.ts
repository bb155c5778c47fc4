/** The saved_query row as the service reads it, and the one mapping to the GraphQL SavedQuery. */
import type { Actor } from '../../platform/actor';
import type { Queryable } from '../../platform/sql';
import { databaseJoin } from '../database';
import { userJoin } from '../security';
import { savedQueryAbilities } from './saved-query.policy';
import { SavedQuery, type SavedQueryTag } from './saved-query.types';
import { sqlTablesOf } from './sql-tables';

export interface SavedQueryRow {
  id: number;
  uuid: string;
  user_id: number | null;
  db_id: number;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  last_run: Date | null;
  rows: number | null;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  database_name: string | null;
  database_uuid: string | null;
  cu_username: string | null;
  cu_first_name: string | null;
  cu_last_name: string | null;
  mu_username: string | null;
  mu_first_name: string | null;
  mu_last_name: string | null;
}

export const SAVED_QUERY_FROM = `saved_query s ${databaseJoin('d', 's.db_id')}
  ${userJoin('cu', 's.created_by_fk')} ${userJoin('mu', 's.changed_by_fk')}`;

export const SAVED_QUERY_COLUMNS = `s.id, s.uuid, s.user_id, s.db_id, s.catalog, s.schema, s.label, s.description, s.sql, s.template_parameters,
  s.extra_json, s.last_run, s.rows, s.created_on, s.changed_on, s.created_by_fk, s.changed_by_fk, d.database_name, d.uuid AS database_uuid,
  cu.username AS cu_username, cu.first_name AS cu_first_name, cu.last_name AS cu_last_name,
  mu.username AS mu_username, mu.first_name AS mu_first_name, mu.last_name AS mu_last_name`;

/** Whether a saved query exists: what a reference to one (a SQL Lab tab's) needs before it is stored. */
export async function savedQueryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM saved_query WHERE id = $1`, [id])).length > 0;
}

/** extra_json parsed as an object; anything else reads as {} (Superset's `extra` property). */
export function parseExtra(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const user = (id: number | null, username: string | null, first: string | null, last: string | null) =>
  id === null || username === null ? null : { id, username, firstName: first ?? '', lastName: last ?? '' };

export function toSavedQuery(r: SavedQueryRow, actor: Actor, tags: SavedQueryTag[] = []): SavedQuery {
  const extra = parseExtra(r.extra_json);
  return Object.assign(new SavedQuery(), {
    id: r.id,
    uuid: r.uuid,
    label: r.label,
    description: r.description,
    sql: r.sql,
    dbId: r.db_id,
    database: r.database_name === null ? null : { id: r.db_id, databaseName: r.database_name },
    catalog: r.catalog,
    schema: r.schema,
    templateParameters: r.template_parameters,
    extraJson: r.extra_json,
    extra,
    scheduleInfo: extra.schedule_info ?? null,
    sqlTables: sqlTablesOf(r.sql),
    rows: r.rows,
    lastRun: r.last_run,
    createdOn: r.created_on,
    changedOn: r.changed_on,
    createdBy: user(r.created_by_fk, r.cu_username, r.cu_first_name, r.cu_last_name),
    changedBy: user(r.changed_by_fk, r.mu_username, r.mu_first_name, r.mu_last_name),
    tags,
    url: `/sqllab/?savedQueryId=${r.id}`,
    abilities: savedQueryAbilities(actor, { userId: r.user_id }),
  });
}
