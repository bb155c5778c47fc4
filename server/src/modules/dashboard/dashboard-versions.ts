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
import { columnOf } from '../../platform/entity-select';
import type { Queryable } from '../../platform/sql';
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

// The columns read from a dashboard and written to a version, named by the entities, not again here.
const LOCKED_FIELDS = [...CONTENT_FIELDS, 'changedOn', 'changedByFk'] as const;
const SELECT_LIST = LOCKED_FIELDS.map((field) => `${columnOf(Dashboard, field)} AS "${field}"`).join(', ');
const VERSION_FIELDS = ['dashboardId', 'versionNumber', 'createdOn', 'createdByFk', 'summary', ...CONTENT_FIELDS] as const;
const VERSION_COLUMNS = VERSION_FIELDS.map((field) => columnOf(DashboardVersion, field));

/** The dashboard's content, its row locked for the rest of the caller's transaction; null when it is gone. */
export async function lockedDashboardContent(db: Queryable, dashboardId: number): Promise<VersionedDashboard | null> {
  const [row]: VersionedDashboard[] = await db.query(`SELECT ${SELECT_LIST} FROM dashboards WHERE id = $1 FOR UPDATE`, [dashboardId]);
  return row ?? null;
}

/** The content fields of a dashboard (an entity, or a row read above). */
export function contentOf(d: DashboardContent): DashboardContent {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, d[f]])) as DashboardContent;
}

/** The version number the newest kept version has (0 when none is kept). */
async function newestNumber(db: Queryable, dashboardId: number): Promise<number> {
  const [row]: { newest: number | null }[] = await db.query(`SELECT MAX(version_number) AS newest FROM dashboard_versions WHERE dashboard_id = $1`, [dashboardId]);
  return row?.newest ?? 0;
}

/** A version row; `createdOn` is the dashboard's changed_on the save left (the time the dashboard shows). */
async function insertVersion(db: Queryable, version: Pick<DashboardVersion, 'dashboardId' | 'versionNumber' | 'createdOn' | 'createdByFk' | 'summary'> & DashboardContent): Promise<void> {
  const values: unknown[] = VERSION_FIELDS.map((field) => version[field]);
  await db.query(`INSERT INTO dashboard_versions (${VERSION_COLUMNS.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

/**
 * Records the version a write left the dashboard at, inside that write's transaction. `before` is the
 * dashboard as the write found it (null when the write created it). A dashboard that changes without any
 * kept version (one made before versions were kept, or by the examples) first gets its earlier state kept as
 * version 1, so the first change has something to compare with and to restore.
 */
export async function recordDashboardVersion(db: Queryable, dashboardId: number, before: VersionedDashboard | null, authorId: number | null, note: SummaryNote = {}): Promise<void> {
  const after = await lockedDashboardContent(db, dashboardId);
  if (!after) return;
  const summary = versionSummary(before && contentOf(before), contentOf(after), note);
  if (!summary) return;
  let newest = await newestNumber(db, dashboardId);
  if (newest === 0 && before) {
    newest = 1;
    await insertVersion(db, { dashboardId, versionNumber: newest, createdOn: before.changedOn, createdByFk: before.changedByFk, summary: EARLIER_SUMMARY, ...contentOf(before) });
  }
  await insertVersion(db, { dashboardId, versionNumber: newest + 1, createdOn: after.changedOn, createdByFk: authorId, summary, ...contentOf(after) });
  await db.query(`DELETE FROM dashboard_versions WHERE dashboard_id = $1 AND version_number <= $2`, [dashboardId, pruneBelow(newest + 1)]);
}
