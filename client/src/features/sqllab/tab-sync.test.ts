import { blankEditor } from './tab-model';
import { dirtyTabs, tabPatch, TAB_SYNC_INTERVAL_MS } from './tab-sync';

const tab = blankEditor({ id: 'tab-1', tabStateId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', dbId: 1, inLocalStorage: false });

it('syncs every 5000 ms (spec 2 §9)', () => {
  expect(TAB_SYNC_INTERVAL_MS).toBe(5000);
});

describe('tabPatch', () => {
  it('is null when nothing changed', () => {
    expect(tabPatch(tab, { ...tab, updatedAt: tab.updatedAt + 10 })).toBeNull();
  });
  it('carries only the changed fields, in the server names', () => {
    expect(tabPatch(tab, { ...tab, sql: 'SELECT 2', name: 'Mine', remoteId: 4 })).toEqual({ sql: 'SELECT 2', label: 'Mine', savedQueryId: 4 });
  });
  it('sends the cursor and whole split percentages', () => {
    expect(tabPatch(tab, { ...tab, cursorPosition: { row: 2, column: 5 } })).toEqual({ cursorPosition: { row: 2, column: 5 } });
    expect(tabPatch(tab, { ...tab, northPercent: 42.4, southPercent: 57.6 })).toEqual({ northPercent: 42, southPercent: 58 });
    expect(tabPatch(tab, { ...tab, northPercent: tab.northPercent + 0.2 })).toBeNull();
  });
  it('sends everything for a tab never synced', () => {
    expect(tabPatch(undefined, tab)).toMatchObject({ label: 'Untitled Query 1', sql: 'SELECT 1', databaseId: 1 });
  });
});

describe('dirtyTabs', () => {
  it('lists server tabs that changed since their last sync, and never local-only ones', () => {
    const other = { ...tab, id: 'tab-2', tabStateId: 2 };
    const local = { ...tab, id: 'local', tabStateId: null, sql: 'changed' };
    const synced = new Map([
      ['tab-1', tab],
      ['tab-2', other],
    ]);
    const result = dirtyTabs([{ ...tab, sql: 'SELECT 3' }, other, local], synced);
    expect(result).toEqual([{ tab: { ...tab, sql: 'SELECT 3' }, patch: { sql: 'SELECT 3' } }]);
  });
});
