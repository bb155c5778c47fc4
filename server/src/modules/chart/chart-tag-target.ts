/** What tagging sees of charts: the visible ones, their owners, and whether the actor may tag them. */
import type { DataSource } from 'typeorm';
import { dbFor } from '../../platform/sql';
import { taggableObject, type DescribeTaggable } from '../tag';
import type { TableRow } from '../../platform/entity-select';
import type { Chart } from './chart.entity';
import { chartEditRefusal } from './chart.policy';
import { chartExploreUrl, type ChartService } from './chart.service';

export function chartTagTarget(dataSource: DataSource, charts: ChartService): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'Chart')) return [];
    const visible = await charts.visibleIds(ctx, ids);
    if (!visible.length) return [];
    const rows: (Pick<TableRow<Chart>, 'id' | 'slice_name' | 'changed_on' | 'created_by_fk' | 'is_managed_externally'> & { owner_ids: number[] })[] = await dbFor(ctx, dataSource).query(
      `SELECT c.id, c.slice_name, c.changed_on, c.created_by_fk, c.is_managed_externally,
              ARRAY(SELECT su.user_id FROM slice_user su WHERE su.slice_id = c.id ORDER BY su.user_id) AS owner_ids
         FROM slices c WHERE c.id = ANY($1::int[])`,
      [visible],
    );
    return rows.map((r) =>
      taggableObject(r, r.owner_ids, {
        name: r.slice_name ?? '',
        url: chartExploreUrl(r.id),
        canTag: actor.can('can_tag', 'Chart') && chartEditRefusal(actor, { ownerIds: r.owner_ids, isManagedExternally: !!r.is_managed_externally }) === null,
      }),
    );
  };
}
