import { blankEditor } from './tab-model';
import { EMPTY_TABS, tabsReducer, type TabsState } from './tabs-reducer';

function withTabs(...names: string[]): TabsState {
  const tabs = names.map((name, i) => blankEditor({ id: `t${i}`, name, sql: '' }));
  return { tabs, activeId: tabs[0]?.id ?? null, history: [] };
}

it('adds "Untitled Query N" and makes it active', () => {
  const state = tabsReducer(withTabs('Untitled Query 4', 'Other'), { type: 'add', sql: 'SELECT ...', dbId: 1 });
  const added = state.tabs[2];
  expect(added.name).toBe('Untitled Query 5');
  expect(state.activeId).toBe(added.id);
  expect(state.history).toEqual(['t0']);
});

it('copies a tab as a new, unsaved one', () => {
  const base = withTabs('Sales');
  const source = { ...base.tabs[0], tabStateId: 9, remoteId: 3, latestQueryId: 'q', sql: 'SELECT 2', inLocalStorage: false };
  const state = tabsReducer({ ...base, tabs: [source] }, { type: 'copy', id: 't0' });
  expect(state.tabs[1]).toMatchObject({ name: 'Copy of Sales', sql: 'SELECT 2', tabStateId: null, remoteId: null, latestQueryId: null, inLocalStorage: true });
  expect(state.tabs[1].id).not.toBe('t0');
  expect(state.activeId).toBe(state.tabs[1].id);
});

it('steps through tabs with wraparound', () => {
  let state = withTabs('a', 'b', 'c');
  state = tabsReducer(state, { type: 'step', step: -1 });
  expect(state.activeId).toBe('t2');
  state = tabsReducer(state, { type: 'step', step: 1 });
  expect(state.activeId).toBe('t0');
});

it('closes the active tab back to the previously active one', () => {
  let state = withTabs('a', 'b', 'c');
  state = tabsReducer(state, { type: 'activate', id: 't2' });
  state = tabsReducer(state, { type: 'activate', id: 't1' });
  state = tabsReducer(state, { type: 'close', id: 't1' });
  expect(state.tabs.map((t) => t.id)).toEqual(['t0', 't2']);
  expect(state.activeId).toBe('t2');
});

it('keeps a name when renamed to blanks', () => {
  const state = tabsReducer(withTabs('a'), { type: 'rename', id: 't0', name: '   ' });
  expect(state.tabs[0].name).toBe('a');
  expect(tabsReducer(withTabs('a'), { type: 'rename', id: 't0', name: ' Mine ' }).tabs[0].name).toBe('Mine');
});

it('opens each table once per tab', () => {
  const table = { id: 'x', serverId: null, dbId: 1, catalog: null, schema: 'main', name: 'sales', expanded: true };
  let state = tabsReducer(withTabs('a'), { type: 'addTable', id: 't0', table });
  state = tabsReducer(state, { type: 'addTable', id: 't0', table: { ...table, id: 'y' } });
  expect(state.tabs[0].tables.map((t) => t.id)).toEqual(['x']);
  state = tabsReducer(state, { type: 'removeTable', id: 't0', tableId: 'x' });
  expect(state.tabs[0].tables).toEqual([]);
});

it('starts empty', () => {
  expect(EMPTY_TABS).toEqual({ tabs: [], activeId: null, history: [] });
});
