/**
 * Which datasets a dashboard's native filters may target (filters across datasets, issue 12 §10): a target
 * names a dataset whose values the filter bar queries for every viewer (and which DASHBOARD_RBAC's grant opens
 * to the dashboard's roles), so a writer may only add datasets they can read themselves, as for the charts a
 * layout places. Datasets the stored configuration already targets stay allowed, so an editor without that
 * access can still save the rest.
 */
import type { Actor } from '../../platform/actor';
import { errors } from '../../platform/errors';
import type { Queryable } from '../../platform/sql';
import { accessibleDatasetIds } from '../dataset';
import { targetDatasetIds } from './dashboard-metadata';

/** The datasets `next` targets that `stored` did not and the actor may not read. */
export async function refusedTargetDatasets(db: Queryable, actor: Actor, next: unknown, stored: unknown): Promise<number[]> {
  const before = new Set(targetDatasetIds(stored));
  const added = targetDatasetIds(next).filter((id) => !before.has(id));
  if (!added.length) return [];
  const readable = await accessibleDatasetIds(db, actor);
  return readable === null ? [] : added.filter((id) => !readable.includes(id));
}

export const refusedTargetsMessage = (ids: readonly number[]) => `Datasets ${ids.join(', ')} cannot be targeted by a filter of this dashboard.`;

/** Refuses (422) a native filter configuration adding targets on datasets the actor may not read. */
export async function checkTargetDatasets(db: Queryable, actor: Actor, next: unknown, stored: unknown, field: string): Promise<void> {
  const refused = await refusedTargetDatasets(db, actor, next, stored);
  if (refused.length) throw errors.invalidFields({ [field]: [refusedTargetsMessage(refused)] });
}
