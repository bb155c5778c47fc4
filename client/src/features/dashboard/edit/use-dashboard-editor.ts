// The dashboard's edit mode (spec 1 §4): on/off (`?edit=true` only for those who may edit), the layout being
// edited with its undo history, the unsaved flag, and saving — overwrite, with the server refusing when the
// dashboard changed since it was loaded (then the diff and 'Please confirm the overwrite values.'), and the
// overwrite confirmed against the state shown.
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Layout } from '@tessera/layout-rules';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { firstErrorMessage } from '../../../app/graphql-errors';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../../app/toasts';
import { SaveDashboardLayoutDocument, type EditorChartsQuery } from '../../../gql/graphql';
import { hasUnsavedChanges, historyReducer, initialHistory, UNDO_LIMIT, undoLimitWarning } from './layout-history';
import { layoutDiff, type LayoutChange } from './layout-diff';
import type { DashboardChartInfo } from '../chart-holder';

export type EditorChart = EditorChartsQuery['charts']['items'][number];

/** A chart placed from the builder pane, in the shape the page draws the dashboard's charts in. */
export const asDashboardChart = (chart: EditorChart): DashboardChartInfo => ({
  id: chart.id,
  sliceName: chart.sliceName,
  vizType: chart.vizType,
  formData: chart.params,
  description: chart.description,
  certifiedBy: chart.certifiedBy,
  certificationDetails: chart.certificationDetails,
  url: chart.url,
  datasource: chart.datasource ? { id: chart.datasource.id, type: chart.datasource.type, uid: `${chart.datasource.id}__${chart.datasource.type}`, name: chart.datasource.nameText } : null,
});

export const SAVED_TEXT = 'This dashboard was saved successfully.';
export const CONFIRM_OVERWRITE_TEXT = 'Please confirm the overwrite values.';
export const SAVE_FORBIDDEN_TEXT = 'You do not have permission to edit this dashboard';
export const saveErrorText = (detail: string) => `Sorry, there was an error saving this dashboard: ${detail}`;

export interface SaveConflict {
  changes: LayoutChange[];
  /** The stored dashboard's changedOn: confirming overwrites exactly that state. */
  changedOn: string;
}

interface Options {
  dashboardId: number;
  /** The stored layout made whole, as the page shows it. */
  layout: Layout;
  position: unknown;
  changedOn: string;
  canEdit: boolean;
  startEditing: boolean;
}

interface ConflictExtra {
  current?: { position?: Layout | null; changedOn?: string };
}

function conflictOf(error: unknown): ConflictExtra['current'] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (first?.extensions?.code !== 'CONFLICT') return null;
  return ((first.extensions.extra ?? {}) as ConflictExtra).current ?? null;
}

const isForbidden = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'FORBIDDEN';

export function useDashboardEditor({ dashboardId, layout, position, changedOn, canEdit, startEditing }: Options) {
  const client = useApolloClient();
  const [editing, setEditing] = useState(canEdit && startEditing);
  const [history, dispatch] = useReducer(historyReducer, layout, initialHistory);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  /** Charts placed from the builder pane that the dashboard's own chart list does not hold yet. */
  const [addedCharts, setAddedCharts] = useState<Map<number, EditorChart>>(new Map());

  // The state the editor started from. A refetch of the same dashboard (after the properties or filter
  // modals saved) leaves the edit alone; when its layout is the one the editor started from, its new
  // changedOn becomes the baseline, so those saves are not taken for someone else's layout change.
  const baseline = useRef({ changedOn, position: JSON.stringify(position) });
  useEffect(() => {
    const text = JSON.stringify(position);
    if (text === baseline.current.position || !editing) baseline.current = { changedOn, position: text };
  }, [changedOn, position, editing]);

  const historyRef = useRef(history);
  historyRef.current = history;

  const start = useCallback(() => {
    dispatch({ type: 'reset', layout });
    setAddedCharts(new Map());
    setEditing(true);
  }, [layout]);

  const discard = useCallback(() => {
    dispatch({ type: 'reset', layout });
    setAddedCharts(new Map());
    setConflict(null);
    setEditing(false);
  }, [layout]);

  const change = useCallback((next: Layout) => {
    const current = historyRef.current;
    if (next === current.present) return;
    if (!current.overflowed && current.past.length >= UNDO_LIMIT) addWarningToast(undoLimitWarning(UNDO_LIMIT));
    dispatch({ type: 'change', layout: next });
  }, []);

  const addChart = useCallback((chart: EditorChart) => setAddedCharts((map) => new Map(map).set(chart.id, chart)), []);

  const write = useCallback(
    async (expectedChangedOn: string) => {
      setSaving(true);
      try {
        const saved = await client.mutate({ mutation: SaveDashboardLayoutDocument, variables: { id: dashboardId, input: { positionJson: historyRef.current.present, expectedChangedOn } } });
        await client.refetchQueries({ include: ['DashboardPage'] });
        const answer = saved.data?.updateDashboard;
        if (answer) baseline.current = { changedOn: String(answer.changedOn), position: JSON.stringify(answer.position) };
        setConflict(null);
        setEditing(false);
        dispatch({ type: 'reset', layout: historyRef.current.present });
        addSuccessToast(SAVED_TEXT);
      } catch (error) {
        const current = conflictOf(error);
        if (current?.changedOn) {
          setConflict({ changes: layoutDiff(current.position ?? {}, historyRef.current.present), changedOn: current.changedOn });
          addWarningToast(CONFIRM_OVERWRITE_TEXT);
        } else if (isForbidden(error)) addDangerToast(SAVE_FORBIDDEN_TEXT);
        else addDangerToast(saveErrorText(firstErrorMessage(error)));
      } finally {
        setSaving(false);
      }
    },
    [client, dashboardId],
  );

  const save = useCallback(() => write(baseline.current.changedOn), [write]);
  const confirmOverwrite = useCallback(() => (conflict ? write(conflict.changedOn) : Promise.resolve()), [conflict, write]);

  return {
    editing,
    layout: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    unsaved: editing && hasUnsavedChanges(history),
    saving,
    conflict,
    addedCharts,
    start,
    discard,
    change,
    addChart,
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    save,
    confirmOverwrite,
    cancelOverwrite: useCallback(() => setConflict(null), []),
  };
}

export type DashboardEditor = ReturnType<typeof useDashboardEditor>;
