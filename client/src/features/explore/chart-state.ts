// The explore chart's client state and its transitions (spec 1 §3 "Chart state in the client", §4 "Chart
// status"): an update starts (loading), then succeeds (success), is stopped, or fails; a successful update is
// then drawn (rendered) or fails to draw (failed). Every action carries the run it belongs to, so the answer of a
// run that was stopped or superseded never overwrites a newer one.
import { NETWORK_ERROR, renderFailureMessage } from '../../viz/chart-errors';
import type { QueryFormData } from '../../viz/shared/form-data';

export type ChartStatus = 'loading' | 'success' | 'stopped' | 'rendered' | 'failed';

export const UPDATE_STOPPED_MESSAGE = 'Updating chart was stopped';

export interface ChartQueryResponse {
  status: string;
  error?: string | null;
  rowcount: number;
  colnames: string[];
  coltypes: number[];
  data: unknown;
  query?: string | null;
  isCached: boolean;
  cachedDttm?: string | null;
  fromDttm?: number | null;
  toDttm?: number | null;
}

export interface ChartState {
  /** null until the first update is started. */
  chartStatus: ChartStatus | null;
  chartAlert: string | null;
  chartStackTrace: string | null;
  chartUpdateStartTime: number | null;
  chartUpdateEndTime: number | null;
  /** The form data of the latest update: what the chart on screen was asked for. */
  latestQueryFormData: QueryFormData | null;
  queriesResponse: ChartQueryResponse[] | null;
  lastRendered: number | null;
  /** Identifies the latest update; answers of older runs are ignored. */
  runId: number;
}

export const initialChartState: ChartState = {
  chartStatus: null,
  chartAlert: null,
  chartStackTrace: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
  latestQueryFormData: null,
  queriesResponse: null,
  lastRendered: null,
  runId: 0,
};

export type ChartAction =
  | { type: 'updateStarted'; runId: number; formData: QueryFormData; at: number }
  | { type: 'updateSucceeded'; runId: number; queries: ChartQueryResponse[]; at: number }
  | { type: 'updateStopped'; runId: number; at: number }
  | { type: 'updateFailed'; runId: number; message: string | null; queries?: ChartQueryResponse[]; at: number }
  | { type: 'renderingSucceeded'; runId: number; at: number }
  | { type: 'renderingFailed'; runId: number; error: unknown }
  /** A render-only control changed: the results in hand are drawn again with the new form data. */
  | { type: 'formDataRerendered'; runId: number; formData: QueryFormData }
  /** Datasources were set (a dataset swap): a failed chart with a stack trace goes back to blank. */
  | { type: 'datasourcesSet' }
  /** The chart type changed and the new type cannot run yet: the results in hand were asked for by the old
   * type and are not drawn by the new one, so the chart goes back to blank (a newer run id drops late answers). */
  | { type: 'resultsCleared'; runId: number };

export function chartReducer(state: ChartState, action: ChartAction): ChartState {
  if (action.type === 'datasourcesSet') {
    return state.chartStatus === 'failed' && state.chartStackTrace ? { ...state, chartStatus: null, chartAlert: null, chartStackTrace: null } : state;
  }
  if (action.type === 'resultsCleared') {
    return { ...state, chartStatus: null, chartAlert: null, chartStackTrace: null, chartUpdateStartTime: null, chartUpdateEndTime: null, queriesResponse: null, runId: action.runId };
  }
  if (action.type === 'updateStarted') {
    return {
      ...state,
      chartStatus: 'loading',
      chartAlert: null,
      chartStackTrace: null,
      chartUpdateStartTime: action.at,
      chartUpdateEndTime: null,
      latestQueryFormData: action.formData,
      queriesResponse: null,
      runId: action.runId,
    };
  }
  if (action.runId !== state.runId) return state;
  switch (action.type) {
    case 'updateSucceeded':
      if (state.chartStatus !== 'loading') return state;
      return { ...state, chartStatus: 'success', chartAlert: null, queriesResponse: action.queries, chartUpdateEndTime: action.at };
    case 'updateStopped':
      if (state.chartStatus !== 'loading') return state;
      return { ...state, chartStatus: 'stopped', chartAlert: UPDATE_STOPPED_MESSAGE, chartUpdateEndTime: action.at };
    case 'updateFailed':
      if (state.chartStatus !== 'loading') return state;
      return {
        ...state,
        chartStatus: 'failed',
        chartAlert: action.message?.trim() ? action.message : NETWORK_ERROR,
        queriesResponse: action.queries ?? null,
        chartUpdateEndTime: action.at,
      };
    case 'formDataRerendered':
      if (state.chartStatus !== 'success' && state.chartStatus !== 'rendered') return state;
      return { ...state, chartStatus: 'success', latestQueryFormData: action.formData };
    case 'renderingSucceeded':
      if (state.chartStatus !== 'success') return state;
      return { ...state, chartStatus: 'rendered', lastRendered: action.at };
    case 'renderingFailed':
      if (state.chartStatus !== 'success' && state.chartStatus !== 'rendered') return state;
      return {
        ...state,
        chartStatus: 'failed',
        chartAlert: renderFailureMessage(action.error),
        chartStackTrace: action.error instanceof Error ? (action.error.stack ?? null) : null,
      };
  }
}

/** How the chart area shows the control errors that keep the chart from running: nothing when there are none;
 * Superset's empty state ('Add required control values to preview chart') while there is no chart to show — a
 * new chart is not an update that failed; a banner above the chart in hand once the person changed a control
 * of a chart that ran. */
export type ControlErrorsDisplay = 'none' | 'emptyState' | 'banner';

export function controlErrorsDisplay(state: Pick<ChartState, 'chartStatus' | 'queriesResponse'>, errorCount: number): ControlErrorsDisplay {
  if (errorCount === 0) return 'none';
  const chartInHand = state.chartStatus === 'loading' || (state.queriesResponse?.length ?? 0) > 0;
  return chartInHand ? 'banner' : 'emptyState';
}

/** The run button's words: 'Create chart' until the first run, then 'Update chart'. */
export function runButtonLabel(state: Pick<ChartState, 'latestQueryFormData'>): string {
  return state.latestQueryFormData === null ? 'Create chart' : 'Update chart';
}
