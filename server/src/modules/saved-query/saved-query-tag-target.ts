/** What tagging sees of saved queries: the actor's own (nobody else sees them), editable with can_write. */
import { In, type DataSource } from 'typeorm';
import { taggableObject, type DescribeTaggable } from '../tag';
import { SavedQuery } from './saved-query.entity';
import { savedQueryAbilities } from './saved-query.policy';
import { savedQueryUrl } from './saved-query.rows';
import { dbFor } from '../../platform/sql';

export function savedQueryTagTarget(dataSource: DataSource): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'SavedQuery')) return [];
    const found = await dbFor(ctx, dataSource).getRepository(SavedQuery).find({
      select: { id: true, label: true, changedOn: true, createdByFk: true, userId: true },
      where: { id: In([...ids]), userId: actor.user.id },
    });
    return found.map((q) =>
      taggableObject({ id: q.id, changed_on: q.changedOn, created_by_fk: q.createdByFk }, q.userId === null ? [] : [q.userId], {
        name: q.label ?? '',
        url: savedQueryUrl(q.id),
        canTag: savedQueryAbilities(actor, { userId: q.userId }).canEdit,
      }),
    );
  };
}
