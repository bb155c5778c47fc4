// SQL Lab's tab list as a pure reducer: add, copy, close, rename, switch with wraparound, edit fields, and the
// tables opened in each tab's left bar. The page keeps this in React state; sync and storage read from it.
import { blankEditor, type QueryEditor, type TableSchemaState } from './tab-model';
import { copyTabName, newTabName, tabAfterClose, wrappedTabIndex } from './tab-naming';

export interface TabsState {
  tabs: QueryEditor[];
  activeId: string | null;
  /** Stack of previously active tab ids (spec 2 §4 "tab history"). */
  history: string[];
}

export type TabsAction =
  | { type: 'load'; tabs: QueryEditor[]; activeId: string | null }
  | { type: 'add'; sql: string; dbId: number | null; schema?: string | null; catalog?: string | null; queryLimit?: number | null }
  | { type: 'open'; tab: QueryEditor }
  | { type: 'copy'; id: string }
  | { type: 'close'; id: string }
  | { type: 'rename'; id: string; name: string }
  | { type: 'activate'; id: string }
  | { type: 'step'; step: 1 | -1 }
  | { type: 'update'; id: string; changes: Partial<QueryEditor> }
  | { type: 'replaceId'; id: string; tab: QueryEditor }
  | { type: 'addTable'; id: string; table: TableSchemaState }
  | { type: 'updateTable'; id: string; tableId: string; changes: Partial<TableSchemaState> }
  | { type: 'removeTable'; id: string; tableId: string };

export const EMPTY_TABS: TabsState = { tabs: [], activeId: null, history: [] };

function activate(state: TabsState, id: string | null): TabsState {
  if (id === state.activeId) return state;
  const history = state.activeId ? [...state.history.filter((h) => h !== state.activeId), state.activeId] : state.history;
  return { ...state, activeId: id, history: history.filter((h) => h !== id) };
}

function mapTab(state: TabsState, id: string, change: (tab: QueryEditor) => QueryEditor): TabsState {
  return { ...state, tabs: state.tabs.map((tab) => (tab.id === id ? { ...change(tab), updatedAt: Date.now() } : tab)) };
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'load':
      return { tabs: action.tabs, activeId: action.activeId ?? action.tabs[0]?.id ?? null, history: [] };
    case 'add': {
      const tab = blankEditor({
        name: newTabName(state.tabs.map((t) => t.name)),
        sql: action.sql,
        dbId: action.dbId,
        schema: action.schema ?? null,
        catalog: action.catalog ?? null,
        queryLimit: action.queryLimit ?? null,
      });
      return activate({ ...state, tabs: [...state.tabs, tab] }, tab.id);
    }
    case 'open':
      return activate({ ...state, tabs: [...state.tabs, action.tab] }, action.tab.id);
    case 'copy': {
      const source = state.tabs.find((tab) => tab.id === action.id);
      if (!source) return state;
      // A copy starts life as a new, unsaved tab: no server id, no saved query, no runs, no opened tables.
      const { id: _sourceId, ...fields } = source;
      const tab = blankEditor({
        ...fields,
        name: copyTabName(source.name),
        tabStateId: null,
        latestQueryId: null,
        remoteId: null,
        tables: [],
        inLocalStorage: true,
      });
      return activate({ ...state, tabs: [...state.tabs, tab] }, tab.id);
    }
    case 'close': {
      if (!state.tabs.some((tab) => tab.id === action.id)) return state;
      const next = action.id === state.activeId ? tabAfterClose(state.tabs.map((t) => t.id), state.history, action.id) : state.activeId;
      return {
        tabs: state.tabs.filter((tab) => tab.id !== action.id),
        activeId: next,
        history: state.history.filter((id) => id !== action.id && id !== next),
      };
    }
    case 'rename':
      return mapTab(state, action.id, (tab) => ({ ...tab, name: action.name.trim() || tab.name }));
    case 'activate':
      return state.tabs.some((tab) => tab.id === action.id) ? activate(state, action.id) : state;
    case 'step': {
      const index = state.tabs.findIndex((tab) => tab.id === state.activeId);
      const target = wrappedTabIndex(index, action.step, state.tabs.length);
      return target < 0 ? state : activate(state, state.tabs[target].id);
    }
    case 'update':
      return mapTab(state, action.id, (tab) => ({ ...tab, ...action.changes }));
    case 'replaceId': {
      const tabs = state.tabs.map((tab) => (tab.id === action.id ? action.tab : tab));
      const swap = (id: string) => (id === action.id ? action.tab.id : id);
      return { tabs, activeId: state.activeId ? swap(state.activeId) : null, history: state.history.map(swap) };
    }
    case 'addTable':
      return mapTab(state, action.id, (tab) =>
        tab.tables.some((t) => t.dbId === action.table.dbId && t.schema === action.table.schema && t.name === action.table.name && t.catalog === action.table.catalog)
          ? tab
          : { ...tab, tables: [...tab.tables, action.table] },
      );
    case 'updateTable':
      return mapTab(state, action.id, (tab) => ({
        ...tab,
        tables: tab.tables.map((table) => (table.id === action.tableId ? { ...table, ...action.changes } : table)),
      }));
    case 'removeTable':
      return mapTab(state, action.id, (tab) => ({ ...tab, tables: tab.tables.filter((table) => table.id !== action.tableId) }));
  }
}
