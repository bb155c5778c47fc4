// Runs the explore chart's query: one chartData request per update, abortable (the Stop button), with its
// outcome folded into the chart state (chart-state.ts). Renders report back through onRendered/onRenderFailed.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ChartDataDocument, type ChartDataInput } from '../../gql/graphql';
import { failedQueryMessage, updateFailureMessage } from '../../viz/chart-errors';
import type { QueryFormData } from '../../viz/shared/form-data';
import { chartReducer, initialChartState, type ChartQueryResponse, type ChartState } from './chart-state';

export interface ChartRunner {
  state: ChartState;
  run: (formData: QueryFormData, input: ChartDataInput) => void;
  /** A chart that cannot be queried at all (its dataset is gone): failed with the reason, no request. */
  fail: (formData: QueryFormData, message: string) => void;
  stop: () => void;
  /** Shows new form data over the results in hand (a control that only changes the drawing). */
  rerender: (formData: QueryFormData) => void;
  onRendered: () => void;
  onRenderFailed: (error: unknown) => void;
  datasourcesSet: () => void;
  /** Drops the results in hand (and any update in flight): they no longer fit the chart being built. */
  clear: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message));
}

export function useChartRunner(): ChartRunner {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(chartReducer, initialChartState);
  const runIdRef = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(
    (formData: QueryFormData, input: ChartDataInput) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      runIdRef.current += 1;
      const runId = runIdRef.current;
      dispatch({ type: 'updateStarted', runId, formData, at: Date.now() });
      client
        .query({ query: ChartDataDocument, variables: { input }, fetchPolicy: 'no-cache', context: { fetchOptions: { signal: controller.signal } } })
        .then((result) => {
          if (controller.signal.aborted) return;
          const queries = (result.data?.chartData.queries ?? []) as ChartQueryResponse[];
          const failed = failedQueryMessage(queries);
          if (failed) dispatch({ type: 'updateFailed', runId, message: failed, queries, at: Date.now() });
          else dispatch({ type: 'updateSucceeded', runId, queries, at: Date.now() });
        })
        .catch((error: unknown) => {
          // A stopped update is already reported as stopped; the abort it caused is not a failure.
          if (controller.signal.aborted || isAbort(error)) return;
          dispatch({ type: 'updateFailed', runId, message: updateFailureMessage(responseErrorsOf(error)), at: Date.now() });
        });
    },
    [client],
  );

  const fail = useCallback((formData: QueryFormData, message: string) => {
    controllerRef.current?.abort();
    runIdRef.current += 1;
    const runId = runIdRef.current;
    dispatch({ type: 'updateStarted', runId, formData, at: Date.now() });
    dispatch({ type: 'updateFailed', runId, message, at: Date.now() });
  }, []);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    dispatch({ type: 'updateStopped', runId: runIdRef.current, at: Date.now() });
  }, []);

  const rerender = useCallback((formData: QueryFormData) => {
    dispatch({ type: 'formDataRerendered', runId: runIdRef.current, formData });
  }, []);

  const onRendered = useCallback(() => dispatch({ type: 'renderingSucceeded', runId: runIdRef.current, at: Date.now() }), []);
  const onRenderFailed = useCallback((error: unknown) => dispatch({ type: 'renderingFailed', runId: runIdRef.current, error }), []);
  const datasourcesSet = useCallback(() => dispatch({ type: 'datasourcesSet' }), []);
  const clear = useCallback(() => {
    controllerRef.current?.abort();
    runIdRef.current += 1;
    dispatch({ type: 'resultsCleared', runId: runIdRef.current });
  }, []);

  // Leaving the screen abandons the request in flight.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, run, fail, stop, rerender, onRendered, onRenderFailed, datasourcesSet, clear };
}
