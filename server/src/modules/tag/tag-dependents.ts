/**
 * What deleting tags means to the modules above this one: stars on tags are the favourite module's rows, and
 * it drops them in the same transaction as the tags (it adds its hook in its register).
 */
import { Hooks } from '../../platform/module';
import type { Queryable } from '../../platform/sql';

export interface TagDependent {
  /** Inside the delete transaction, before the tags go. */
  deleting(db: Queryable, tagIds: readonly number[]): Promise<void>;
}

export class TagDependents extends Hooks<TagDependent> {
  async deleting(db: Queryable, tagIds: readonly number[]): Promise<void> {
    for (const dependent of this.all) await dependent.deleting(db, tagIds);
  }
}
