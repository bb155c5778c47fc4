/**
 * Keeping a dashboard's versions: every write that changes a dashboard's content records, in the write's own
 * transaction, the content it left with the sentence of what changed, and prunes the dashboard's history to
 * the newest DASHBOARD_VERSIONS_KEPT. Version numbers are given under the dashboard's row lock (taken here
 * when the write has not taken it yet), so concurrent saves number their versions one after the other; the
 * unique (dashboard_id, version_number) constraint holds that.
 *
 * What counts as a change: a create, copy, update, publish toggle, native filter, cross-filter or colour
 * write, a chart added to or removed from the dashboard, a restore. A colour write with mark_updated=false is
 * not (it is the client syncing colours on open; Superset keeps changed_on for it too), nor a save that left
 * the content as it was (only owners or tags changed, or nothing).
 */
import { LessThanOrEqual, type EntityManager, type FindOptionsSelect } from 'typeorm';
import { DashboardVersion } from './dashboard-version.entity';
import { Dashboard } from './dashboard.entity';
import { CONTENT_FIELDS, versionSummary, type DashboardContent, type SummaryNote } from './dashboard-version-summary';

export const DASHBOARD_VERSIONS_KEPT = 50;

/** The sentence of the state a dashboard had when its history began. */
export const EARLIER_SUMMARY = 'saved before the version history was kept';

/** Versions numbered at or below this go once `newest` is recorded: the newest DASHBOARD_VERSIONS_KEPT stay. */
export function pruneBelow(newest: number, kept = DASHBOARD_VERSIONS_KEPT): number {
  return newest - kept;
}

/** A dashboard's content and last change, as the versions keep them. */
export type VersionedDashboard = DashboardContent & { changedOn: Date; changedByFk: number | null };

// The fields read from a dashboard: its content and last change.
const LOCKED_SELECT: FindOptionsSelect<Dashboard> = Object.fromEntries([...CONTENT_FIELDS, 'changedOn', 'changedByFk'].map((field) => [field, true]));

/** The dashboard's content, its row locked for the rest of the caller's transaction; null when it is gone. */
export async function lockedDashboardContent(em: EntityManager, dashboardId: number): Promise<VersionedDashboard | null> {
  return em.getRepository(Dashboard).findOne({ select: LOCKED_SELECT, where: { id: dashboardId }, lock: { mode: 'pessimistic_write' } });
}

/** The content fields of a dashboard (an entity, or a row read above). */
export function contentOf(d: DashboardContent): DashboardContent {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, d[f]])) as DashboardContent;
}

/**
 * Records the version a write left the dashboard at, inside that write's transaction. `before` is the
 * dashboard as the write found it (null when the write created it). A dashboard that changes without any
 * kept version (one made before versions were kept, or by the examples) first gets its earlier state kept as
 * version 1, so the first change has something to compare with and to restore.
 */
export async function recordDashboardVersion(em: EntityManager, dashboardId: number, before: VersionedDashboard | null, authorId: number | null, note: SummaryNote = {}): Promise<void> {
  const after = await lockedDashboardContent(em, dashboardId);
  if (!after) return;
  const summary = versionSummary(before && contentOf(before), contentOf(after), note);
  if (!summary) return;
  const versions = em.getRepository(DashboardVersion);
  // `createdOn` of a version is the dashboard's changed_on the save left (the time the dashboard shows).
  let newest = (await versions.maximum('versionNumber', { dashboardId })) ?? 0;
  if (newest === 0 && before) {
    newest = 1;
    await versions.insert({ dashboardId, versionNumber: newest, createdOn: before.changedOn, createdByFk: before.changedByFk, summary: EARLIER_SUMMARY, ...contentOf(before) });
  }
  await versions.insert({ dashboardId, versionNumber: newest + 1, createdOn: after.changedOn, createdByFk: authorId, summary, ...contentOf(after) });
  await versions.delete({ dashboardId, versionNumber: LessThanOrEqual(pruneBelow(newest + 1)) });
}
