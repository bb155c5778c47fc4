// The dashboard's chart data: ONE dashboardChartData subscription per load, per applied filter change and per
// refresh, for the visible charts whose query changed (a chart in a tab not yet shown is asked for when its tab
// is first shown). The server runs the queries together and sends each chart's result as soon as it is ready,
// so every chart is drawn on its own schedule. A chart's answer counts only if it is still the query the
// chart wants (a filter change meanwhile makes the older answer moot). A chart placed in an unsaved edit is
// not the dashboard's yet, so the dashboard's request may not ask for it: it is asked for with the chart data
// query, under the person's own access, and drawn like the others.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ChartDataDocument, DashboardChartDataDocument, type ChartDataInput, type DashboardChartDataSubscription } from '../../gql/graphql';
import { failedQueryMessage, updateFailureMessage } from '../../viz/chart-errors';
import type { PreparedChart } from '../../viz/prepare-chart';
import { controlErrorsText } from '../../viz/shared/control-panel';
import type { QueryFormData } from '../../viz/shared/form-data';
import type { ChartQueryResultData } from '../../viz/types';

type EventPayload = NonNullable<DashboardChartDataSubscription['dashboardChartData']['payload']>;
export type ChartQueryResponse = EventPayload['queries'][number];

export interface ChartSlot {
  key: string;
  status: 'loading' | 'success' | 'failed';
  formData: QueryFormData | null;
  input: ChartDataInput | null;
  queries: ChartQueryResponse[] | null;
  error: string | null;
}

export interface ChartRequest {
  chartId: number;
  prepared: PreparedChart;
  /** A chart placed in an unsaved edit: asked for on its own, not through the dashboard. */
  standalone?: boolean;
}

type Action =
  | { type: 'started'; chartId: number; key: string; formData: QueryFormData | null; input: ChartDataInput | null }
  | { type: 'succeeded'; chartId: number; key: string; queries: ChartQueryResponse[] }
  | { type: 'failed'; chartId: number; key: string; message: string; queries?: ChartQueryResponse[] };

function reducer(state: Record<number, ChartSlot>, action: Action): Record<number, ChartSlot> {
  const current = state[action.chartId];
  switch (action.type) {
    case 'started':
      return { ...state, [action.chartId]: { key: action.key, status: 'loading', formData: action.formData, input: action.input, queries: null, error: null } };
    case 'succeeded':
      if (!current || current.key !== action.key) return state;
      return { ...state, [action.chartId]: { ...current, status: 'success', queries: action.queries, error: null } };
    case 'failed':
      if (!current || current.key !== action.key) return state;
      return { ...state, [action.chartId]: { ...current, status: 'failed', queries: action.queries ?? null, error: action.message } };
  }
}

const requestKey = (prepared: PreparedChart): string =>
  prepared.kind === 'ready' ? JSON.stringify(prepared.input) : prepared.kind === 'failed' ? `failed:${prepared.message}` : `invalid:${JSON.stringify(prepared.errors)}`;

const preparedFailure = (prepared: PreparedChart): string | null =>
  prepared.kind === 'failed' ? prepared.message : prepared.kind === 'invalid' ? controlErrorsText(prepared.errors) : null;

export const resultsOf = (slot: ChartSlot | undefined): ChartQueryResultData[] | null => (slot?.status === 'success' ? slot.queries : null);

export interface DashboardData {
  slots: Record<number, ChartSlot>;
  /** Asks again, bypassing the cache, for these charts (all requested charts when omitted), in one request. */
  refresh: (chartIds?: readonly number[]) => void;
}

/** `forceFirst`: each chart's first query of this visit bypasses the cache (the address's `force=true`). */
export function useDashboardData(dashboardId: number, requests: readonly ChartRequest[], forceFirst = false): DashboardData {
  const client = useApolloClient();
  const [slots, dispatch] = useReducer(reducer, {});
  // chart id -> the query last asked for it, so a changed query (and only that) is asked again.
  const wanted = useRef(new Map<number, string>());
  const forcedRuns = useRef(0);
  const subscriptions = useRef(new Set<{ unsubscribe: () => void }>());
  const latest = useRef(requests);
  latest.current = requests;

  const askAlone = useCallback(
    async (chartId: number, key: string, input: ChartDataInput) => {
      try {
        const { data, error } = await client.query({ query: ChartDataDocument, variables: { input }, fetchPolicy: 'no-cache' });
        if (error || !data) throw error ?? new Error(updateFailureMessage([]));
        const queries = data.chartData.queries;
        const failure = failedQueryMessage(queries);
        dispatch(failure ? { type: 'failed', chartId, key, message: failure, queries } : { type: 'succeeded', chartId, key, queries });
      } catch (error) {
        dispatch({ type: 'failed', chartId, key, message: updateFailureMessage(responseErrorsOf(error)) });
      }
    },
    [client],
  );

  const start = useCallback(
    (batch: readonly ChartRequest[], force: boolean) => {
      const sent: Array<{ chartId: number; key: string; input: ChartDataInput }> = [];
      for (const { chartId, prepared, standalone } of batch) {
        const query = requestKey(prepared);
        wanted.current.set(chartId, query);
        // A forced refresh is a new request even for the same query, so its slot key differs.
        const key = force ? `${query}\u0000${++forcedRuns.current}` : query;
        const formData = prepared.kind === 'failed' ? null : prepared.formData;
        dispatch({ type: 'started', chartId, key, formData, input: prepared.kind === 'ready' ? prepared.input : null });
        const failure = preparedFailure(prepared);
        if (failure !== null || prepared.kind !== 'ready') dispatch({ type: 'failed', chartId, key, message: failure ?? '' });
        else if (standalone) void askAlone(chartId, key, { ...prepared.input, force });
        else sent.push({ chartId, key, input: { ...prepared.input, force } });
      }
      if (sent.length === 0) return;
      const keys = new Map(sent.map((chart) => [chart.chartId, chart.key]));
      const pending = new Set(keys.keys());
      const failRest = (message: string) => {
        for (const chartId of pending) dispatch({ type: 'failed', chartId, key: keys.get(chartId)!, message });
        pending.clear();
      };
      // Kept out of Apollo's cache: each answer belongs to one slot, and normalising 25 large payloads cost
      // the main thread more than drawing some of the charts.
      const observable = client.subscribe({
        fetchPolicy: 'no-cache',
        query: DashboardChartDataDocument,
        variables: { input: { dashboardId, force, charts: sent.map(({ chartId, input }) => ({ chartId, input })) } },
      });
      const subscription = observable.subscribe({
        next: (result) => {
          const event = result.data?.dashboardChartData;
          if (result.error) failRest(updateFailureMessage(responseErrorsOf(result.error)));
          if (!event) return;
          if (event.chartId !== null && event.chartId !== undefined && keys.has(event.chartId)) {
            const chartId = event.chartId;
            pending.delete(chartId);
            const key = keys.get(chartId)!;
            const queries = event.payload?.queries ?? [];
            const failure = event.payload?.error?.message ?? failedQueryMessage(queries);
            dispatch(failure ? { type: 'failed', chartId, key, message: failure, queries } : { type: 'succeeded', chartId, key, queries });
          }
          if (event.done) failRest(updateFailureMessage([]));
        },
        error: (error: unknown) => failRest(updateFailureMessage(responseErrorsOf(error))),
        complete: () => {
          failRest(updateFailureMessage([]));
          subscriptions.current.delete(subscription);
        },
      });
      subscriptions.current.add(subscription);
    },
    [client, dashboardId, askAlone],
  );

  useEffect(() => {
    const changed = requests.filter(({ chartId, prepared }) => wanted.current.get(chartId) !== requestKey(prepared));
    const first = forceFirst ? changed.filter(({ chartId }) => !wanted.current.has(chartId)) : [];
    const again = first.length ? changed.filter((request) => !first.includes(request)) : changed;
    if (first.length > 0) start(first, true);
    if (again.length > 0) start(again, false);
  }, [requests, start, forceFirst]);

  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      for (const subscription of current) subscription.unsubscribe();
      current.clear();
    };
  }, []);

  const refresh = useCallback(
    (chartIds?: readonly number[]) => {
      const ids = chartIds ? new Set(chartIds) : null;
      const batch = latest.current.filter(({ chartId }) => !ids || ids.has(chartId));
      if (batch.length > 0) start(batch, true);
    },
    [start],
  );

  return { slots, refresh };
}
