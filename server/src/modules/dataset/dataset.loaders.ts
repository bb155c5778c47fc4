/**
 * Per-request batch loaders for what a dataset shows beside itself (owners, columns, metrics, database), so
 * a page of N datasets costs a fixed number of queries. Users (created_by/changed_by) come from the security
 * module's user loader.
 */
import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { uriScheme } from '../../engines';
import { groupByKey } from '../../platform/batch';
import type { RequestContext } from '../../platform/context';
import { rowsWhereIn } from '../../platform/entity-select';
import { databaseHeaders, findEngine } from '../database';
import { toUserSummary, userJoin, type UserSummary, type UserSummaryRow } from '../security';
import { DatasetColumn } from './dataset-column.entity';
import type { DatasetDatabase } from './dataset.types';
import { SqlMetric } from './sql-metric.entity';

/** Superset's `backend`: the engine key ('postgresql' for postgres:// and postgresql+psycopg2:// alike). */
export function backendOf(uri: string): string {
  return findEngine(uri)?.engine ?? uriScheme(uri) ?? '';
}

export function datasetLoaders(ctx: RequestContext, em: EntityManager) {
  return ctx.loader('dataset', () => ({
    owners: new DataLoader<number, UserSummary[]>(async (ids) => {
      // The owners of the whole page with their names, in one statement, ordered by the database's collation.
      const rows: (UserSummaryRow & { table_id: number })[] = await em.query(
        `SELECT su.table_id, u.id, u.username, u.first_name, u.last_name
           FROM sqlatable_user su ${userJoin('u', 'su.user_id', 'JOIN')}
          WHERE su.table_id = ANY($1) ORDER BY u.first_name, u.last_name, u.id`,
        [ids],
      );
      return groupByKey(ids, rows, (r) => r.table_id).map((group) => group.map(toUserSummary));
    }),
    columns: new DataLoader<number, DatasetColumn[]>(async (ids) => {
      const rows = (await rowsWhereIn(em, DatasetColumn, 'datasetId', ids)).sort((a, b) => a.id - b.id);
      return groupByKey(ids, rows, (c) => c.datasetId);
    }),
    metrics: new DataLoader<number, SqlMetric[]>(async (ids) => {
      const rows = (await rowsWhereIn(em, SqlMetric, 'datasetId', ids)).sort((a, b) => a.id - b.id);
      return groupByKey(ids, rows, (m) => m.datasetId);
    }),
    databases: new DataLoader<number, DatasetDatabase | null>(async (ids) => {
      const rows = await databaseHeaders(em, ids);
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
