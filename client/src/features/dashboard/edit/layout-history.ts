// Undo and redo of layout edits (spec 1 §4), as a pure reducer. Superset keeps UNDO_LIMIT (50) undo steps
// (superset-frontend dashboard/util/constants.ts; its redux-undo limit is UNDO_LIMIT + 2 only so that it can
// see the limit being passed). When a change pushes out the oldest step, the history has overflowed: the
// editor warns once, and from then on undoing everything no longer means "unchanged".
import type { Layout } from '@tessera/layout-rules';

export const UNDO_LIMIT = 50;

export const undoLimitWarning = (historyLength: number) =>
  `You have used all ${historyLength} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;

export interface LayoutHistory {
  past: Layout[];
  present: Layout;
  future: Layout[];
  /** An undo step was dropped since the last save (or load). */
  overflowed: boolean;
}

export type HistoryAction = { type: 'change'; layout: Layout } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; layout: Layout };

export const initialHistory = (layout: Layout): LayoutHistory => ({ past: [], present: layout, future: [], overflowed: false });

export function historyReducer(state: LayoutHistory, action: HistoryAction): LayoutHistory {
  switch (action.type) {
    case 'change': {
      if (action.layout === state.present) return state;
      const past = [...state.past, state.present];
      const overflowed = state.overflowed || past.length > UNDO_LIMIT;
      return { past: past.slice(-UNDO_LIMIT), present: action.layout, future: [], overflowed };
    }
    case 'undo': {
      if (!state.past.length) return state;
      return { ...state, past: state.past.slice(0, -1), present: state.past[state.past.length - 1], future: [state.present, ...state.future] };
    }
    case 'redo': {
      if (!state.future.length) return state;
      return { ...state, past: [...state.past, state.present], present: state.future[0], future: state.future.slice(1) };
    }
    case 'reset':
      return initialHistory(action.layout);
  }
}

/** Any edit sets the unsaved flag; undoing back to an empty history clears it unless the history overflowed. */
export const hasUnsavedChanges = (state: LayoutHistory): boolean => state.past.length > 0 || state.overflowed;
