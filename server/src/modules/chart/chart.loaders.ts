/**
 * Per-request batch loaders for what a chart list shows beside each chart, so a page of N charts costs a
 * fixed number of queries, not N of each. Users, datasets and dashboards come from their own modules'
 * loaders (security, dataset, and the dashboard module through ChartDashboardsPort).
 */
import DataLoader from 'dataloader';
import { groupByKey } from '../../platform/batch';
import type { RequestContext } from '../../platform/context';
import type { Queryable } from '../../platform/sql';
import { datasetExploreUrl, type DatasetSummary } from '../dataset';
import { toUserSummary, userJoin, type UserSummary, type UserSummaryRow } from '../security';
import type { DatasourceSummary } from './chart.types';

export function chartLoaders(ctx: RequestContext, db: Queryable) {
  return ctx.loader('chart', () => ({
    owners: new DataLoader<number, UserSummary[]>(async (chartIds) => {
      const rows: (UserSummaryRow & { key: number })[] = await db.query(
        `SELECT su.slice_id AS key, u.id, u.username, u.first_name, u.last_name
           FROM slice_user su ${userJoin('u', 'su.user_id', 'JOIN')}
          WHERE su.slice_id = ANY($1) ORDER BY u.first_name, u.last_name, u.id`,
        [chartIds],
      );
      return groupByKey(chartIds, rows, (r) => r.key).map((group) => group.map(toUserSummary));
    }),
  }));
}

/** A chart's dataset as the chart shows it. */
export function toDatasourceSummary(d: DatasetSummary): DatasourceSummary {
  return {
    id: d.id,
    type: 'table',
    uuid: d.uuid,
    tableName: d.tableName,
    schema: d.schema,
    defaultEndpoint: d.defaultEndpoint,
    nameText: d.schema ? `${d.schema}.${d.tableName}` : d.tableName,
    exploreUrl: datasetExploreUrl(d),
  };
}
