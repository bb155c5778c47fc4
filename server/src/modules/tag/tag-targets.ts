/**
 * What tagging needs of the objects it tags, answered by the modules owning them (charts, dashboards, datasets
 * and saved queries sit above this module): which of them exist and the actor sees, what the tag page shows of
 * them, and whether the actor may change them (and so tag them).
 */
import type { RequestContext } from '../../platform/context';
import { Port } from '../../platform/module';
import { TAGGED_OBJECT_TYPES, type TaggedObjectType } from './tag.entity';

export interface TaggableObject {
  id: number;
  name: string;
  url: string;
  changedOn: Date | null;
  createdById: number | null;
  ownerIds: number[];
  /** The actor may edit the object (its owner rule and write permission, and can_tag where the kind has it). */
  canTag: boolean;
}

/** A TaggableObject from a row's audit columns (every taggable table has them), its owners and what it shows. */
export const taggableObject = (
  row: { id: number; changed_on: Date; created_by_fk: number | null },
  ownerIds: number[],
  shown: Pick<TaggableObject, 'name' | 'url' | 'canTag'>,
): TaggableObject => ({ id: row.id, changedOn: row.changed_on, createdById: row.created_by_fk, ownerIds, ...shown });

/** The objects among `ids` that exist and the actor may see (any order; the others left out). */
export type DescribeTaggable = (ctx: RequestContext, ids: readonly number[]) => Promise<TaggableObject[]>;

export class TagTargets {
  private readonly ports = new Map<TaggedObjectType, Port<DescribeTaggable>>(TAGGED_OBJECT_TYPES.map((t) => [t, new Port<DescribeTaggable>(`Tag target ${t}`)]));

  provide(type: TaggedObjectType, describe: DescribeTaggable): void {
    this.ports.get(type)!.provide(describe);
  }

  describe(ctx: RequestContext, type: TaggedObjectType, ids: readonly number[]): Promise<TaggableObject[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.ports.get(type)!.get()(ctx, [...new Set(ids)]);
  }
}
