// Runs SQL for the tabs: executeSql with a client-generated id, progress pushed by the queryUpdated
// subscription (polling sqlLabQuery while the socket is down or silent), stop, and rows of asynchronous runs
// fetched by results key. Runs live in page memory; a tab remembers only its latest run's client id.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOG_EVENTS, logEvent } from '../../app/event-logger';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import {
  ExecuteSqlDocument,
  QueryResultsDocument,
  QueryUpdatedDocument,
  SqlLabQueryDocument,
  StopQueryDocument,
  type SqlLabResultSetFragment,
  type SqlLabRunFragment,
} from '../../gql/graphql';
import { normaliseRunMessage, toRunError, type RunError } from './error-view';
import { FINISHED_STATES, isRunning, type RunState } from './query-state';
import { applyReport, newClientId, type QueryRun, type RunResults } from './run-model';

/** Spec 2 §9: polling every 500 ms; a socket that pushed nothing for 2.5 s counts as down. */
export const POLL_INTERVAL_MS = 500;
export const PUSH_SILENCE_MS = 2500;

export interface RunRequest {
  /** Chosen by the caller when it must know the id before the run starts (a tab's latestQueryId). */
  clientId?: string;
  tabId: string;
  /** What the server files the run under: the server tab id when the tab is persisted. */
  sqlEditorId: string;
  tabName: string;
  dbId: number;
  sql: string;
  catalog: string | null;
  schema: string | null;
  queryLimit: number;
  templateParams: string;
  templateValues: Record<string, unknown>;
  runAsync: boolean;
  isDataPreview?: boolean;
  previewTable?: string | null;
  ctas?: { method: 'TABLE' | 'VIEW'; schema: string | null; name: string } | null;
}

function errorsOf(raw: unknown): RunError[] {
  if (Array.isArray(raw)) return raw.map(toRunError).map((e) => ({ ...e, message: normaliseRunMessage(e.message) }));
  return raw ? [toRunError(raw)] : [];
}

function errorsFromFailure(error: unknown): RunError[] {
  const response = responseErrorsOf(error);
  if (response.length > 0) return response.map((e) => toRunError(e)).map((e) => ({ ...e, message: normaliseRunMessage(e.message) }));
  const message = error instanceof Error ? error.message : String(error);
  return [{ message: /fetch|network/i.test(message) ? 'Network error' : normaliseRunMessage(message), errorType: 'FRONTEND_NETWORK_ERROR' }];
}

export function toResults(results: SqlLabResultSetFragment): RunResults {
  return {
    columns: results.columns.map((c) => ({ name: c.name, type: c.type, isDttm: c.isDttm })),
    data: Array.isArray(results.data) ? (results.data as Record<string, unknown>[]) : [],
    displayLimitReached: results.displayLimitReached,
  };
}

export function useQueryRunner() {
  const client = useApolloClient();
  const [runs, setRuns] = useState<Record<string, QueryRun>>({});
  const runsRef = useRef(runs);
  runsRef.current = runs;
  const watchers = useRef(new Map<string, { unsubscribe: () => void; lastPush: number; socketDown: boolean; timer: ReturnType<typeof setInterval> }>());

  const update = useCallback((clientId: string, change: (run: QueryRun) => QueryRun) => {
    setRuns((current) => (current[clientId] ? { ...current, [clientId]: change(current[clientId]) } : current));
  }, []);

  const unwatch = useCallback((clientId: string) => {
    const watcher = watchers.current.get(clientId);
    if (!watcher) return;
    watcher.unsubscribe();
    clearInterval(watcher.timer);
    watchers.current.delete(clientId);
  }, []);

  const fetchResults = useCallback(
    async (clientId: string, resultsKey: string) => {
      update(clientId, (run) => (run.state === 'stopped' ? run : { ...run, state: 'fetching' }));
      try {
        const { data } = await client.query({ query: QueryResultsDocument, variables: { resultsKey }, fetchPolicy: 'no-cache' });
        const stored = data?.queryResults.results;
        if (!stored) throw new Error('Failed at retrieving results');
        update(clientId, (run) =>
          run.state === 'stopped' ? run : { ...run, state: 'success', results: toResults(stored), rows: stored.rowCount, limitingFactor: stored.limitingFactor },
        );
      } catch (error) {
        addDangerToast('Failed at retrieving results');
        update(clientId, (run) => (run.state === 'stopped' ? run : { ...run, state: 'failed', errors: errorsFromFailure(error) }));
      }
    },
    [client, update],
  );

  const onReport = useCallback(
    (clientId: string, report: SqlLabRunFragment) => {
      const before = runsRef.current[clientId];
      if (!before) return;
      const after = applyReport(before, report, errorsOf);
      update(clientId, (run) => applyReport(run, report, errorsOf));
      if (FINISHED_STATES.has(after.state)) unwatch(clientId);
      // An async run's rows wait in the results backend; a sync run's come back with executeSql.
      if (after.state === 'success' && !after.results && report.resultsKey && before.state !== 'fetching') void fetchResults(clientId, report.resultsKey);
    },
    [fetchResults, unwatch, update],
  );

  const watch = useCallback(
    (clientId: string) => {
      if (watchers.current.has(clientId)) return;
      const subscription = client.subscribe({ query: QueryUpdatedDocument, variables: { clientId } }).subscribe({
        next: ({ data }) => {
          const watcher = watchers.current.get(clientId);
          if (watcher) watcher.lastPush = Date.now();
          if (data?.queryUpdated) onReport(clientId, data.queryUpdated);
        },
        error: () => {
          const watcher = watchers.current.get(clientId);
          if (watcher) watcher.socketDown = true;
        },
      });
      const timer = setInterval(async () => {
        const watcher = watchers.current.get(clientId);
        if (!watcher || (!watcher.socketDown && Date.now() - watcher.lastPush < PUSH_SILENCE_MS)) return;
        try {
          const { data } = await client.query({ query: SqlLabQueryDocument, variables: { clientId }, fetchPolicy: 'no-cache' });
          if (data?.sqlLabQuery) onReport(clientId, data.sqlLabQuery);
        } catch {
          // The next tick tries again; the run stays as last known.
        }
      }, POLL_INTERVAL_MS);
      watchers.current.set(clientId, { unsubscribe: () => subscription.unsubscribe(), lastPush: Date.now(), socketDown: false, timer });
    },
    [client, onReport],
  );

  useEffect(() => {
    const current = watchers.current;
    return () => {
      for (const id of [...current.keys()]) {
        const watcher = current.get(id);
        watcher?.unsubscribe();
        if (watcher) clearInterval(watcher.timer);
      }
      current.clear();
    };
  }, []);

  const run = useCallback(
    async (request: RunRequest): Promise<string> => {
      const clientId = request.clientId ?? newClientId();
      const started: QueryRun = {
        clientId,
        tabId: request.tabId,
        dbId: request.dbId,
        sql: request.sql,
        state: request.runAsync ? 'pending' : 'running',
        progress: 0,
        serverId: null,
        resultsKey: null,
        limit: request.queryLimit,
        limitingFactor: 'UNKNOWN',
        rows: null,
        executedSql: null,
        results: null,
        errors: [],
        startDttm: Date.now(),
        endDttm: null,
        isDataPreview: request.isDataPreview ?? false,
        previewTable: request.previewTable ?? null,
        ctas: !!request.ctas,
        tempTable: request.ctas?.name ?? null,
        tempSchema: request.ctas?.schema ?? null,
        templateParams: request.templateValues,
      };
      setRuns((current) => ({ ...current, [clientId]: started }));
      watch(clientId);
      // A person's run, not the table preview the left bar starts on its own.
      if (!request.isDataPreview) {
        logEvent(LOG_EVENTS.sqlLabRunQuery, { source: 'sqlLab', source_id: request.sqlEditorId, client_id: clientId, database_id: request.dbId, run_async: request.runAsync, ctas: !!request.ctas });
      }
      try {
        const { data } = await client.mutate({
          mutation: ExecuteSqlDocument,
          // Rows can run to SQL_MAX_ROW objects: writing them into the normalised cache costs seconds and
          // nothing reads them from there.
          fetchPolicy: 'no-cache',
          variables: {
            input: {
              clientId,
              databaseId: request.dbId,
              sql: request.sql,
              catalog: request.catalog,
              schema: request.schema,
              sqlEditorId: request.isDataPreview ? null : request.sqlEditorId,
              tabName: request.tabName,
              runAsync: request.runAsync,
              queryLimit: request.queryLimit,
              templateParams: request.templateParams,
              selectAsCta: request.ctas ? true : null,
              ctasMethod: request.ctas?.method ?? null,
              tmpTableName: request.ctas?.name ?? null,
              tmpSchemaName: request.ctas?.schema ?? null,
            },
          },
        });
        const execution = data?.executeSql;
        if (execution) {
          onReport(clientId, execution.query);
          if (execution.results) {
            const results = toResults(execution.results);
            update(clientId, (current) =>
              current.state === 'stopped' || current.state === 'failed'
                ? current
                : { ...current, state: 'success', results, rows: execution.results?.rowCount ?? current.rows, limitingFactor: execution.results?.limitingFactor ?? current.limitingFactor },
            );
            unwatch(clientId);
          }
        }
      } catch (error) {
        unwatch(clientId);
        update(clientId, (current) => (current.state === 'stopped' ? current : { ...current, state: 'failed', errors: errorsFromFailure(error), endDttm: Date.now() }));
      }
      return clientId;
    },
    [client, onReport, unwatch, update, watch],
  );

  const stop = useCallback(
    async (clientId: string) => {
      const current = runsRef.current[clientId];
      if (!current || !isRunning(current.state)) return;
      logEvent(LOG_EVENTS.sqlLabStopQuery, { source: 'sqlLab', client_id: clientId, database_id: current.dbId });
      try {
        await client.mutate({ mutation: StopQueryDocument, variables: { clientId } });
        unwatch(clientId);
        update(clientId, (r) => ({ ...r, state: 'stopped', results: null, errors: [{ message: 'Query was stopped.' }], endDttm: Date.now() }));
        addSuccessToast('Query was stopped.');
      } catch {
        addDangerToast('Failed to stop query.');
      }
    },
    [client, unwatch, update],
  );

  /** Shows a run this page did not start (a tab's latest run after a reload). */
  const load = useCallback(
    async (tabId: string, clientId: string) => {
      if (runsRef.current[clientId]) return;
      try {
        const { data } = await client.query({ query: SqlLabQueryDocument, variables: { clientId }, fetchPolicy: 'no-cache' });
        const report = data?.sqlLabQuery;
        if (!report) return;
        const loaded: QueryRun = {
          clientId,
          tabId,
          dbId: report.databaseId,
          sql: report.sql ?? '',
          state: report.status.toLowerCase() as RunState,
          progress: report.progress,
          serverId: report.id,
          resultsKey: report.resultsKey ?? null,
          limit: report.limit ?? null,
          limitingFactor: report.limitingFactor,
          rows: report.rows ?? null,
          executedSql: report.executedSql ?? null,
          results: null,
          errors: errorsOf(report.errors ?? (report.errorMessage ? [{ message: report.errorMessage }] : [])),
          startDttm: report.startTime ?? Date.now(),
          endDttm: report.endTime ?? null,
          isDataPreview: false,
          previewTable: null,
          ctas: false,
          tempTable: report.tmpTableName ?? null,
          tempSchema: report.tmpSchemaName ?? null,
          templateParams: {},
        };
        setRuns((current) => ({ ...current, [clientId]: loaded }));
        if (isRunning(loaded.state)) watch(clientId);
        else if (loaded.state === 'success' && loaded.resultsKey) void fetchResults(clientId, loaded.resultsKey);
      } catch {
        // A run the server no longer has leaves the tab without results, as a fresh tab.
      }
    },
    [client, fetchResults, watch],
  );

  return { runs, run, stop, load };
}
