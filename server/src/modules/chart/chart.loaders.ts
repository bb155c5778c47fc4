/**
 * Per-request batch loaders for what a chart list shows beside each chart (owners, dashboards, users,
 * datasources), so a page of N charts costs a fixed number of queries, not N of each.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import type { Queryable } from '../../platform/sql';
import type { DashboardSummary, DatasourceSummary } from './chart.types';
import type { UserSummary } from '../security/security.types';

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function groupBy<T>(keys: readonly number[], rows: (T & { key: number })[]): T[][] {
  const map = new Map<number, T[]>(keys.map((k) => [k, []]));
  for (const { key, ...rest } of rows) map.get(key)?.push(rest as unknown as T);
  return keys.map((k) => map.get(k) ?? []);
}

export const toUserSummary = (r: { id: number; username: string; first_name: string; last_name: string }): UserSummary => ({
  id: r.id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
});

export function chartLoaders(ctx: RequestContext, db: Queryable) {
  return ctx.loader('chart', () => ({
    owners: new DataLoader<number, UserSummary[]>(async (chartIds) => {
      const rows = await db.query(
        `SELECT su.slice_id AS key, u.id, u.username, u.first_name, u.last_name
           FROM slice_user su JOIN ab_user u ON u.id = su.user_id
          WHERE su.slice_id = ANY($1) ORDER BY u.first_name, u.last_name, u.id`,
        [chartIds],
      );
      return groupBy(chartIds, rows.map((r: { key: number; id: number; username: string; first_name: string; last_name: string }) => ({ key: r.key, ...toUserSummary(r) })));
    }),
    dashboards: new DataLoader<number, DashboardSummary[]>(async (chartIds) => {
      const rows = await db.query(
        `SELECT ds.slice_id AS key, d.id, d.dashboard_title, d.json_metadata
           FROM dashboard_slices ds JOIN dashboards d ON d.id = ds.dashboard_id
          WHERE ds.slice_id = ANY($1) ORDER BY d.id`,
        [chartIds],
      );
      return groupBy(
        chartIds,
        rows.map((r: { key: number; id: number; dashboard_title: string | null; json_metadata: string | null }) => ({
          key: r.key,
          id: r.id,
          dashboardTitle: r.dashboard_title ?? '',
          jsonMetadata: parseJson(r.json_metadata),
          jsonMetadataText: r.json_metadata,
        })),
      );
    }),
    users: new DataLoader<number, UserSummary | null>(async (ids) => {
      const rows = await db.query(`SELECT id, username, first_name, last_name FROM ab_user WHERE id = ANY($1)`, [ids]);
      const byId = new Map<number, UserSummary>(rows.map((r: { id: number; username: string; first_name: string; last_name: string }) => [r.id, toUserSummary(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    datasources: new DataLoader<number, DatasourceSummary | null>(async (ids) => {
      const rows = await db.query(`SELECT id, uuid, table_name, schema, default_endpoint FROM tables WHERE id = ANY($1)`, [ids]);
      const byId = new Map<number, DatasourceSummary>(
        rows.map((r: { id: number; uuid: string | null; table_name: string; schema: string | null; default_endpoint: string | null }) => [
          r.id,
          {
            id: r.id,
            type: 'table',
            uuid: r.uuid,
            tableName: r.table_name,
            schema: r.schema,
            defaultEndpoint: r.default_endpoint,
            nameText: r.schema ? `${r.schema}.${r.table_name}` : r.table_name,
            exploreUrl: r.default_endpoint || `/explore/?datasource_type=table&datasource_id=${r.id}`,
          },
        ]),
      );
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }));
}
