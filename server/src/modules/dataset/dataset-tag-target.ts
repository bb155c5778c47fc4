/** What tagging sees of datasets: those the actor has data access to, and whether they may tag them. */
import { In, type DataSource } from 'typeorm';
import { taggableObject, type DescribeTaggable } from '../tag';
import { Dataset } from './dataset.entity';
import { accessibleDatasetIds } from './dataset-access';
import { datasetExploreUrl } from './dataset-rows';
import { editRefusal } from './dataset.policy';
import { dbFor } from '../../platform/sql';

export function datasetTagTarget(dataSource: DataSource): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'Dataset')) return [];
    const em = dbFor(ctx, dataSource);
    const accessible = await accessibleDatasetIds(em, actor);
    const visible = accessible === null ? [...ids] : ids.filter((id) => accessible.includes(id));
    if (!visible.length) return [];
    const found = await em.find(Dataset, {
      select: { id: true, tableName: true, sql: true, defaultEndpoint: true, changedOn: true, createdByFk: true, isManagedExternally: true, owners: { id: true } },
      where: { id: In(visible) },
      relations: { owners: true },
    });
    return found.map((d) => {
      const ownerIds = (d.owners ?? []).map((u) => u.id).sort((a, b) => a - b);
      return taggableObject({ id: d.id, changed_on: d.changedOn, created_by_fk: d.createdByFk }, ownerIds, {
        name: d.tableName,
        url: datasetExploreUrl({ id: d.id, defaultEndpoint: d.defaultEndpoint }),
        canTag: editRefusal(actor, { ownerIds, isManagedExternally: !!d.isManagedExternally, isVirtual: !!d.sql }) === null,
      });
    });
  };
}
