// The client's model of a SQL Lab tab (spec 2 §3 "Query editor") and of a table opened in its left bar.
import type { CursorPosition } from '../../components/sql-editor/sql-editor';

export interface TableSchemaState {
  /** Local id; the server's table_schema id once persisted. */
  id: string;
  serverId: number | null;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  name: string;
  expanded: boolean;
}

export interface QueryEditor {
  /** Local id; equals String(tabStateId) for tabs that came from the server. */
  id: string;
  tabStateId: number | null;
  name: string;
  sql: string;
  selectedText: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  queryLimit: number | null;
  templateParams: string;
  /** The saved query the tab was opened from or saved as. */
  remoteId: number | null;
  hideLeftBar: boolean;
  autorun: boolean;
  latestQueryId: string | null;
  cursorPosition: CursorPosition;
  northPercent: number;
  southPercent: number;
  tables: TableSchemaState[];
  /** Lives only in this browser (persistence off, or not yet migrated to the server). */
  inLocalStorage: boolean;
  updatedAt: number;
  version: 1;
}

/** Superset's INITIAL_NORTH_PERCENT: the editor takes 30%, the results (a screenful of rows) the rest. */
export const DEFAULT_NORTH_PERCENT = 30;
export const NEW_TAB_SQL = 'SELECT ...';
export const NOT_PERSISTED_NOTE =
  '-- Note: Unless you save your query, these tabs will NOT persist if you clear your cookies or change browsers.\n\n';

/** A new tab's text: a SELECT, prefixed with the not-persisted note when tabs live only in this browser. */
export function newTabSql(backendPersistence: boolean): string {
  return backendPersistence ? NEW_TAB_SQL : `${NOT_PERSISTED_NOTE}${NEW_TAB_SQL}`;
}

/** Whether `sql` is still a new tab's text: a prompt to write a query, not one (so nothing validates it). */
export function isNewTabSql(sql: string): boolean {
  return sql.trim() === NEW_TAB_SQL || sql.trim() === `${NOT_PERSISTED_NOTE}${NEW_TAB_SQL}`.trim();
}

let localCounter = 0;
export function localId(prefix = 'tab'): string {
  localCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${localCounter}`;
}

export function blankEditor(fields: Partial<QueryEditor> & Pick<QueryEditor, 'name' | 'sql'>): QueryEditor {
  return {
    id: localId(),
    tabStateId: null,
    selectedText: '',
    dbId: null,
    catalog: null,
    schema: null,
    queryLimit: null,
    templateParams: '',
    remoteId: null,
    hideLeftBar: false,
    autorun: false,
    latestQueryId: null,
    cursorPosition: { row: 0, column: 0 },
    northPercent: DEFAULT_NORTH_PERCENT,
    southPercent: 100 - DEFAULT_NORTH_PERCENT,
    tables: [],
    inLocalStorage: true,
    updatedAt: Date.now(),
    version: 1,
    ...fields,
  };
}
