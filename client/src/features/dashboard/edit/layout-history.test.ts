import type { Layout, LayoutComponent } from '@tessera/layout-rules';
import { hasUnsavedChanges, historyReducer, initialHistory, UNDO_LIMIT, undoLimitWarning, type HistoryAction, type LayoutHistory } from './layout-history';

const layout = (n: number): Layout => ({ DASHBOARD_VERSION_KEY: 'v2', ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [], meta: { n } } });
const n = (l: Layout) => (l.ROOT_ID as LayoutComponent).meta?.n as number;
const run = (state: LayoutHistory, actions: HistoryAction[]) => actions.reduce(historyReducer, state);
const changes = (from: number, count: number): HistoryAction[] => Array.from({ length: count }, (_, i) => ({ type: 'change', layout: layout(from + i) }));

describe('layout history', () => {
  it.each<[string, HistoryAction[], number, boolean, number, number]>([
    ['a change sets the unsaved flag', changes(1, 1), 1, true, 1, 0],
    ['undo back to the start clears it', [...changes(1, 2), { type: 'undo' }, { type: 'undo' }], 0, false, 0, 2],
    ['undo twice and redo once', [...changes(1, 3), { type: 'undo' }, { type: 'undo' }, { type: 'redo' }], 2, true, 2, 1],
    ['a change after an undo drops the redo steps', [...changes(1, 2), { type: 'undo' }, ...changes(7, 1)], 7, true, 2, 0],
    ['undo with nothing to undo is a no-op', [{ type: 'undo' }, { type: 'redo' }], 0, false, 0, 0],
    ['a reset (after a save) starts a clean history', [...changes(1, 3), { type: 'reset', layout: layout(9) }], 9, false, 0, 0],
  ])('%s', (_name, actions, present, unsaved, pastLength, futureLength) => {
    const state = run(initialHistory(layout(0)), actions);
    expect(n(state.present)).toBe(present);
    expect(hasUnsavedChanges(state)).toBe(unsaved);
    expect(state.past).toHaveLength(pastLength);
    expect(state.future).toHaveLength(futureLength);
  });

  it('a change that answers the same layout is not a step', () => {
    const start = initialHistory(layout(0));
    expect(historyReducer(start, { type: 'change', layout: start.present })).toBe(start);
  });

  it(`keeps ${UNDO_LIMIT} undo steps; one more overflows, and undoing everything then still leaves unsaved changes`, () => {
    const full = run(initialHistory(layout(0)), changes(1, UNDO_LIMIT));
    expect(full.past).toHaveLength(UNDO_LIMIT);
    expect(full.overflowed).toBe(false);
    const over = historyReducer(full, { type: 'change', layout: layout(1000) });
    expect(over.past).toHaveLength(UNDO_LIMIT);
    expect(over.overflowed).toBe(true);
    expect(n(over.past[0])).toBe(1);
    const undone = run(over, Array.from({ length: UNDO_LIMIT + 5 }, () => ({ type: 'undo' }) as const));
    expect(n(undone.present)).toBe(1);
    expect(hasUnsavedChanges(undone)).toBe(true);
    expect(hasUnsavedChanges(historyReducer(undone, { type: 'reset', layout: undone.present }))).toBe(false);
  });

  it('words the warning as the spec does', () => {
    expect(undoLimitWarning(50)).toBe('You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.');
  });
});
