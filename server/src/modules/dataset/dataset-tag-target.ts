/** What tagging sees of datasets: those the actor has data access to, and whether they may tag them. */
import type { DataSource } from 'typeorm';
import { dbFor } from '../../platform/sql';
import { taggableObject, type DescribeTaggable } from '../tag';
import type { TableRow } from '../../platform/entity-select';
import type { Dataset } from './dataset.entity';
import { accessibleDatasetIds } from './dataset-access';
import { datasetExploreUrl } from './dataset-rows';
import { editRefusal } from './dataset.policy';

export function datasetTagTarget(dataSource: DataSource): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'Dataset')) return [];
    const db = dbFor(ctx, dataSource);
    const accessible = await accessibleDatasetIds(db, actor);
    const visible = accessible === null ? [...ids] : ids.filter((id) => accessible.includes(id));
    if (!visible.length) return [];
    const rows: (Pick<TableRow<Dataset>, 'id' | 'table_name' | 'sql' | 'default_endpoint' | 'changed_on' | 'created_by_fk' | 'is_managed_externally'> & { owner_ids: number[] })[] =
      await db.query(
        `SELECT t.id, t.table_name, t.sql, t.default_endpoint, t.changed_on, t.created_by_fk, t.is_managed_externally,
                ARRAY(SELECT tu.user_id FROM sqlatable_user tu WHERE tu.table_id = t.id ORDER BY tu.user_id) AS owner_ids
           FROM tables t WHERE t.id = ANY($1::int[])`,
        [visible],
      );
    return rows.map((r) =>
      taggableObject(r, r.owner_ids, {
        name: r.table_name,
        url: datasetExploreUrl({ id: r.id, defaultEndpoint: r.default_endpoint }),
        canTag: editRefusal(actor, { ownerIds: r.owner_ids, isManagedExternally: !!r.is_managed_externally, isVirtual: !!r.sql }) === null,
      }),
    );
  };
}
