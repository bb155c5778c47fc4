// 'Sync columns from source' in the Edit Dataset modal: the server has already synced and stored the
// columns; this folds its answer into the open form without losing what the person typed and not saved.
// Pure, so the merge rules are unit-tested without a DOM.
import type { DatasetEditFragment, SyncDatasetColumnsMutation } from '../../gql/graphql';
import { columnDraft, isCalculated, type DatasetDraft } from './dataset-form';

/** What the sync changed, by column name. */
export type DatasetSyncResult = SyncDatasetColumnsMutation['refreshDataset']['sync'];

/**
 * The form after a sync. Physical columns follow the refreshed dataset: new ones appear, vanished ones go,
 * and for those whose type changed the type and 'is temporal' become the source's. Everything else the
 * person edited in the form stays: the other fields of surviving physical columns (the Columns tab itself
 * promises that labels and settings survive a sync), calculated columns as they are in the form (the server
 * leaves those alone, and unsaved ones must not vanish), metrics and every other field. `before` is the
 * dataset as it was stored before the sync, to tell an edited main datetime column from an untouched one.
 */
export function withSyncedColumns(draft: DatasetDraft, before: DatasetEditFragment, refreshed: DatasetEditFragment, sync: DatasetSyncResult): DatasetDraft {
  const drafted = new Map(draft.columns.filter((c) => c.id !== null).map((c) => [c.id, c]));
  const modified = new Set(sync.modified);
  const physical = refreshed.columns
    .map(columnDraft)
    .filter((c) => !isCalculated(c))
    .map((fresh) => {
      const mine = drafted.get(fresh.id);
      if (!mine || isCalculated(mine)) return fresh;
      return modified.has(fresh.columnName) ? { ...mine, type: fresh.type, isDttm: fresh.isDttm } : mine;
    });
  const columns = [...physical, ...draft.columns.filter(isCalculated)];
  return { ...draft, columns, mainDttmCol: nextMainDttmCol(draft, before, refreshed, columns.map((c) => c.columnName)) };
}

/**
 * The server may move the main datetime column when it vanished (or pick one when none was set); the form
 * follows unless the person changed it, and never keeps one naming a column that is gone.
 */
function nextMainDttmCol(draft: DatasetDraft, before: DatasetEditFragment, refreshed: DatasetEditFragment, names: string[]): string {
  const edited = draft.mainDttmCol !== (before.mainDttmCol ?? '');
  if (edited && (draft.mainDttmCol === '' || names.includes(draft.mainDttmCol))) return draft.mainDttmCol;
  return refreshed.mainDttmCol ?? '';
}

const count = (n: number, what: string) => `${n} ${n === 1 ? 'column' : 'columns'} ${what}`;

/** The success toast: what changed, by count (Superset toasts added, modified and removed counts). */
export function syncToastText(sync: DatasetSyncResult | null | undefined): string {
  if (!sync) return 'Columns synced from source';
  const parts = [
    sync.added.length ? count(sync.added.length, 'added') : null,
    sync.removed.length ? count(sync.removed.length, 'removed') : null,
    sync.modified.length ? count(sync.modified.length, 'modified') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `Columns synced from source: ${parts.join(', ')}` : 'Columns synced from source: no changes';
}
