/**
 * Per-request batch loaders for what a dataset shows beside itself (owners, columns, metrics, database), so
 * a page of N datasets costs a fixed number of queries. Users (created_by/changed_by) come from the security
 * module's user loader.
 */
import DataLoader from 'dataloader';
import { uriScheme } from '../../engines';
import type { RequestContext } from '../../platform/context';
import type { Queryable } from '../../platform/sql';
import { databaseHeaders, findEngine } from '../database';
import { toUserSummary, userJoin, type UserSummary } from '../security';
import { COLUMN_COLUMNS, METRIC_COLUMNS, type ColumnRow, type MetricRow } from './dataset-rows';
import type { DatasetDatabase } from './dataset.types';

function groupBy<T extends { table_id: number }>(keys: readonly number[], rows: T[]): T[][] {
  const map = new Map<number, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(row.table_id)?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

/** Superset's `backend`: the engine key ('postgresql' for postgres:// and postgresql+psycopg2:// alike). */
export function backendOf(uri: string): string {
  return findEngine(uri)?.engine ?? uriScheme(uri) ?? '';
}

export function datasetLoaders(ctx: RequestContext, db: Queryable) {
  return ctx.loader('dataset', () => ({
    owners: new DataLoader<number, UserSummary[]>(async (ids) => {
      const rows: { table_id: number; id: number; username: string; first_name: string; last_name: string }[] = await db.query(
        `SELECT su.table_id, u.id, u.username, u.first_name, u.last_name
           FROM sqlatable_user su ${userJoin('u', 'su.user_id', 'JOIN')}
          WHERE su.table_id = ANY($1) ORDER BY u.first_name, u.last_name, u.id`,
        [ids],
      );
      return groupBy(ids, rows).map((group) => group.map(toUserSummary));
    }),
    columns: new DataLoader<number, ColumnRow[]>(async (ids) => {
      const rows: ColumnRow[] = await db.query(`SELECT ${COLUMN_COLUMNS} FROM table_columns c WHERE c.table_id = ANY($1) ORDER BY c.id`, [ids]);
      return groupBy(ids, rows);
    }),
    metrics: new DataLoader<number, MetricRow[]>(async (ids) => {
      const rows: MetricRow[] = await db.query(`SELECT ${METRIC_COLUMNS} FROM sql_metrics m WHERE m.table_id = ANY($1) ORDER BY m.id`, [ids]);
      return groupBy(ids, rows);
    }),
    databases: new DataLoader<number, DatasetDatabase | null>(async (ids) => {
      const rows = await databaseHeaders(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const r = byId.get(id);
        if (!r) return null;
        return {
          id: r.id,
          databaseName: r.database_name,
          uuid: r.uuid,
          backend: backendOf(r.sqlalchemy_uri),
          allowMultiCatalog: !!r.allow_multi_catalog,
        };
      });
    }),
  }));
}
