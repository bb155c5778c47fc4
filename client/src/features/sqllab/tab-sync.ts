// Which of a tab's fields changed since the server last saw it (spec 2 §7's PUT /tabstateview fields), so the
// periodic sync (every 5000 ms, spec 2 §9) sends only dirty tabs and only their changed fields.
import type { QueryEditor } from './tab-model';

export const TAB_SYNC_INTERVAL_MS = 5000;

/** A patch in the server's terms: the fields PUT /tabstateview/{id} accepts. */
export interface TabPatch {
  label?: string;
  sql?: string;
  databaseId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  queryLimit?: number | null;
  templateParams?: string | null;
  savedQueryId?: number | null;
  hideLeftBar?: boolean;
  autorun?: boolean;
  latestQueryId?: string | null;
  /** Editor details the server keeps in the tab's extra_json. */
  cursorPosition?: { row: number; column: number };
  northPercent?: number;
  southPercent?: number;
}

/** The fields of `current` that differ from `synced` (null: nothing to send). Without `synced`, everything. */
export function tabPatch(synced: QueryEditor | undefined, current: QueryEditor): TabPatch | null {
  const patch: TabPatch = {};
  const differs = <K extends keyof QueryEditor>(key: K) => !synced || synced[key] !== current[key];
  if (differs('name')) patch.label = current.name;
  if (differs('sql')) patch.sql = current.sql;
  if (differs('dbId')) patch.databaseId = current.dbId;
  if (differs('catalog')) patch.catalog = current.catalog;
  if (differs('schema')) patch.schema = current.schema;
  if (differs('queryLimit')) patch.queryLimit = current.queryLimit;
  if (differs('templateParams')) patch.templateParams = current.templateParams;
  if (differs('remoteId')) patch.savedQueryId = current.remoteId;
  if (differs('hideLeftBar')) patch.hideLeftBar = current.hideLeftBar;
  if (differs('autorun')) patch.autorun = current.autorun;
  if (differs('latestQueryId')) patch.latestQueryId = current.latestQueryId;
  if (!synced || synced.cursorPosition.row !== current.cursorPosition.row || synced.cursorPosition.column !== current.cursorPosition.column) {
    patch.cursorPosition = { row: current.cursorPosition.row, column: current.cursorPosition.column };
  }
  // The server keeps whole percentages.
  if (!synced || Math.round(synced.northPercent) !== Math.round(current.northPercent)) {
    patch.northPercent = Math.round(current.northPercent);
    patch.southPercent = 100 - Math.round(current.northPercent);
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Tabs with a server id whose state differs from the last synced snapshot. */
export function dirtyTabs(tabs: readonly QueryEditor[], synced: ReadonlyMap<string, QueryEditor>): Array<{ tab: QueryEditor; patch: TabPatch }> {
  const dirty: Array<{ tab: QueryEditor; patch: TabPatch }> = [];
  for (const tab of tabs) {
    if (tab.tabStateId === null) continue;
    const patch = tabPatch(synced.get(tab.id), tab);
    if (patch) dirty.push({ tab, patch });
  }
  return dirty;
}
