// A SQL Lab run as the browser tracks it (spec 2 §3 "Query run"), and how server reports fold into it.
import type { RunError } from './error-view';
import { nextRunState, type RunState } from './query-state';
import type { LimitingFactor, ResultColumn } from './result-data';

export interface RunResults {
  columns: ResultColumn[];
  data: Record<string, unknown>[];
  displayLimitReached: boolean;
}

export interface QueryRun {
  clientId: string;
  tabId: string;
  dbId: number;
  sql: string;
  state: RunState;
  progress: number;
  serverId: number | null;
  resultsKey: string | null;
  limit: number | null;
  limitingFactor: LimitingFactor;
  rows: number | null;
  executedSql: string | null;
  results: RunResults | null;
  errors: RunError[];
  startDttm: number;
  endDttm: number | null;
  isDataPreview: boolean;
  /** The table a data preview shows. */
  previewTable: string | null;
  ctas: boolean;
  tempTable: string | null;
  tempSchema: string | null;
  templateParams: Record<string, unknown>;
}

/** What the server says about a run (SqlLabQuery fields the client reads). */
export interface RunReport {
  id: number;
  status: string;
  progress: number;
  rows?: number | null;
  resultsKey?: string | null;
  limit?: number | null;
  limitingFactor?: string | null;
  executedSql?: string | null;
  errorMessage?: string | null;
  errors?: unknown;
  startTime?: number | null;
  endTime?: number | null;
  tmpTableName?: string | null;
  tmpSchemaName?: string | null;
}

const CLIENT_ID_LENGTH = 11;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An 11-character client id (the server keys runs on it; Superset allows at most 11). */
export function newClientId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < CLIENT_ID_LENGTH; i += 1) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

const LIMITING: ReadonlySet<string> = new Set(['QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN', 'NOT_LIMITED', 'UNKNOWN']);

/** Folds a server report into the run; a stopped or failed run is never revived by a late report. */
export function applyReport(run: QueryRun, report: RunReport, toErrors: (raw: unknown) => RunError[]): QueryRun {
  const state = nextRunState(run.state, report.status.toLowerCase() as RunState);
  if (state === run.state && (run.state === 'stopped' || run.state === 'failed')) return run;
  const errors = state === 'failed' || state === 'timed_out' ? toErrors(report.errors ?? (report.errorMessage ? [{ message: report.errorMessage }] : [])) : run.errors;
  return {
    ...run,
    state,
    serverId: report.id,
    progress: Math.max(run.progress, report.progress ?? 0),
    rows: report.rows ?? run.rows,
    resultsKey: report.resultsKey ?? run.resultsKey,
    limit: report.limit ?? run.limit,
    limitingFactor: report.limitingFactor && LIMITING.has(report.limitingFactor) ? (report.limitingFactor as LimitingFactor) : run.limitingFactor,
    executedSql: report.executedSql ?? run.executedSql,
    errors,
    endDttm: report.endTime ?? run.endDttm,
    tempTable: report.tmpTableName ?? run.tempTable,
    tempSchema: report.tmpSchemaName ?? run.tempSchema,
  };
}
