/** What tagging sees of saved queries: the actor's own (nobody else sees them), editable with can_write. */
import type { DataSource } from 'typeorm';
import { dbFor } from '../../platform/sql';
import { taggableObject, type DescribeTaggable } from '../tag';
import type { TableRow } from '../../platform/entity-select';
import type { SavedQuery } from './saved-query.entity';
import { savedQueryAbilities } from './saved-query.policy';
import { savedQueryUrl } from './saved-query.rows';

export function savedQueryTagTarget(dataSource: DataSource): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'SavedQuery')) return [];
    const rows: Pick<TableRow<SavedQuery>, 'id' | 'label' | 'changed_on' | 'created_by_fk' | 'user_id'>[] = await dbFor(ctx, dataSource).query(
      `SELECT q.id, q.label, q.changed_on, q.created_by_fk, q.user_id FROM saved_query q WHERE q.id = ANY($1::int[]) AND q.user_id = $2`,
      [[...ids], actor.user.id],
    );
    return rows.map((r) =>
      taggableObject(r, r.user_id === null ? [] : [r.user_id], {
        name: r.label ?? '',
        url: savedQueryUrl(r.id),
        canTag: savedQueryAbilities(actor, { userId: r.user_id }).canEdit,
      }),
    );
  };
}
