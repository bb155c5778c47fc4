import { completionNamespace } from './autocomplete';
import { clampSplit } from '../../components/split-pane/split-model';
import { NORTH_BOUNDS } from './layout';
import { decodeStoredTabs } from './local-tabs';
import { limitNotice, resultsAsTsv } from './result-data';
import { pageShortcut } from './shortcuts';
import { blankEditor, isNewTabSql, newTabSql, NOT_PERSISTED_NOTE } from './tab-model';

it('prefixes the new-tab SELECT with the not-persisted note only without backend persistence', () => {
  expect(newTabSql(true)).toBe('SELECT ...');
  expect(newTabSql(false)).toBe(`${NOT_PERSISTED_NOTE}SELECT ...`);
});

it("knows a new tab's untouched text, with or without the note, from a query", () => {
  expect(isNewTabSql(newTabSql(true))).toBe(true);
  expect(isNewTabSql(newTabSql(false))).toBe(true);
  expect(isNewTabSql('SELECT ... ')).toBe(true);
  expect(isNewTabSql('SELECT ... FROM t')).toBe(false);
  expect(isNewTabSql('SELECT 1')).toBe(false);
});

describe('limitNotice', () => {
  it.each([
    ['QUERY', 'The number of rows displayed is limited to 10 by the query'],
    ['DROPDOWN', 'The number of rows displayed is limited to 10 by the limit dropdown.'],
    ['QUERY_AND_DROPDOWN', 'The number of rows displayed is limited to 10 by the query and limit dropdown.'],
    ['NOT_LIMITED', null],
  ] as const)('says what limited the rows (%s)', (factor, text) => {
    expect(limitNotice(factor, 10, 10)).toBe(text);
  });
});

it('copies results as tab-separated text with a header', () => {
  expect(resultsAsTsv([{ name: 'a' }, { name: 'b' }], [{ a: 1, b: 'x\ty' }, { a: null, b: 'z' }])).toBe('a\tb\n1\tx y\n\tz');
});

it('builds the autocomplete namespace from schemas, tables and opened tables’ columns', () => {
  const { namespace, defaultSchema } = completionNamespace({
    schemas: ['main', 'other'],
    schema: 'main',
    tables: ['sales', 'flights'],
    columns: { sales: [{ name: 'amount', type: 'DOUBLE' }] },
  });
  expect(defaultSchema).toBe('main');
  expect(namespace).toEqual({
    main: { sales: [{ label: 'amount', type: 'property', detail: 'DOUBLE' }], flights: [] },
    other: {},
  });
});

it("opens a new tab with Superset's 30/70 editor/results split, kept within the split's bounds", () => {
  const tab = blankEditor({ name: 'A', sql: 'SELECT 1' });
  expect([tab.northPercent, tab.southPercent]).toEqual([30, 70]);
  expect(clampSplit(99, NORTH_BOUNDS)).toBe(90);
  expect(clampSplit(2, NORTH_BOUNDS)).toBe(10);
});

it('maps page shortcuts', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, ...extra });
  expect(pageShortcut(key('t'))).toBe('newTab');
  expect(pageShortcut(key('q'))).toBe('closeTab');
  expect(pageShortcut(key('['))).toBe('previousTab');
  expect(pageShortcut(key(']'))).toBe('nextTab');
  expect(pageShortcut(key('t', { ctrlKey: false, metaKey: true }))).toBeNull();
});

it('reads stored tabs defensively', () => {
  const tab = blankEditor({ id: 'a', name: 'A', sql: 'SELECT 1' });
  expect(decodeStoredTabs(JSON.stringify({ tabs: [tab, { nope: true }], activeId: 'zz' }))).toEqual({ tabs: [tab], activeId: 'a' });
  expect(decodeStoredTabs('not json')).toEqual({ tabs: [], activeId: null });
});
