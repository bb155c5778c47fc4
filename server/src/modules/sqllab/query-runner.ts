/**
 * Executes SQL Lab runs on the analytics engine and walks them through their states: synchronously within
 * SQLLAB_TIMEOUT, or as a queued job within SQLLAB_ASYNC_TIME_LIMIT_SEC whose rows land in the results
 * backend. Every transition is a guarded write (query-store) followed by a push on `queryUpdated`; stopping
 * aborts the engine statement (pg_cancel_backend, DuckDB interrupt, …) as well as marking the row.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { STREAM_BATCH_ROWS, type EngineConnection, type JsonValue, type QueryResult, type RowBatchHandler, getConnection } from '../../engines';
import { errors as errorsOf, TesseraError, toExtensions } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { JobQueue } from '../../platform/queue';
import { DEFAULT_RESULTS_TTL_SEC, newResultsKey, type ResultsBackend } from '../../platform/results-backend';
import { classifyStatement, isRowQuery } from '../../semantic/sql-lab/dml';
import type { SqlDialect } from '../../semantic/sql-lab/statements';
import { findEngine, loadDatabaseRow, rowConnectionUri } from '../database';
import { findByClientId, findRunning, transition, type QueryPatch } from './query-store';
import { LimitingFactor, QueryState } from './query-state';
import { CLEANUP_INTERVAL_MS, RUNNING_STATES, staleVerdict, STOPPED_MESSAGE, timeoutMessage } from './query-state.policy';
import { toSqlLabQuery, type SqlLabQuery } from './query.types';
import type { SqlLabExecution } from './sqllab-execute.types';
import { ResultCollector } from './sqllab-result-store';
import { sqlLabResults } from './sqllab-results';

export type RunnerConfig = Pick<Config, 'secretKey' | 'sqllabTimeoutSec' | 'sqllabAsyncTimeLimitSec' | 'sqlMaxRow'>;

/** The topic of `queryUpdated`; the payload is the run as SqlLabQuery. */
export const QUERY_UPDATED_TOPIC = 'SQLLAB_QUERY_UPDATED';

export interface QueryPublisher {
  publish(topic: string, payload: unknown): void;
}

/** What one run executes: the statements as sent (limit applied, CTAS wrapped) and how they were limited. */
export interface RunPlan {
  clientId: string;
  /** The run's row id (what the stored rows are filed under). */
  queryId: number;
  databaseId: number;
  statements: string[];
  limit: number | null;
  limitingFactor: LimitingFactor;
}

const JOB_NAME = 'sqllab.execute';

/** What a run produced: its rows stored under `resultsKey`, the first page of them kept for the answer. */
interface RunOutcome {
  resultsKey: string;
  collector: ResultCollector;
  limitingFactor: LimitingFactor;
  /** When the engine started the final statement and handed over its last row (epoch ms). */
  engineStartMs: number;
  engineEndMs: number;
}

export class QueryRunner {
  /** Abort handles of the synchronous runs of this process, by client id. */
  private readonly live = new Map<string, AbortController>();
  private cleanupTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: RunnerConfig,
    private readonly queue: JobQueue,
    private readonly results: ResultsBackend,
    private readonly publisher: QueryPublisher,
    private readonly logger?: Logger,
    private readonly resultsTtlSec = DEFAULT_RESULTS_TTL_SEC,
  ) {
    queue.register<RunPlan>(JOB_NAME, (job) => this.runJob(job.data, job.signal));
  }

  /** Runs now, answering the rows; a stopped run answers its row without results, a failed one throws. */
  async runSync(plan: RunPlan, connect: () => Promise<EngineConnection>, engineName: string): Promise<SqlLabExecution> {
    const controller = new AbortController();
    this.live.set(plan.clientId, controller);
    const timeoutMs = this.config.sqllabTimeoutSec * 1000;
    try {
      // Connecting counts as part of the run: a refused connection fails the run rather than leaving it running.
      const outcome = await this.execute(await connect(), plan, timeoutMs, controller.signal);
      const stored = await this.succeed(plan, outcome, false);
      const query = await this.publish(plan.clientId);
      if (!stored || query.status !== QueryState.SUCCESS) return { query, results: null };
      // The answer carries the first DISPLAY_MAX_ROW rows; queryResults reads the others from the backend.
      return { query, results: sqlLabResults(outcome.collector.stored(outcome.limitingFactor), QueryState.SUCCESS, { offset: 0, totalRows: outcome.collector.kept }) };
    } catch (err) {
      const failure = await this.fail(plan.clientId, err, engineName, this.config.sqllabTimeoutSec, false);
      const query = await this.publish(plan.clientId);
      if (query.status === QueryState.STOPPED) return { query, results: null };
      throw failure;
    } finally {
      this.live.delete(plan.clientId);
    }
  }

  async enqueue(plan: RunPlan): Promise<void> {
    await this.queue.enqueue(JOB_NAME, plan.clientId, plan);
  }

  /** Marks the run stopped (unless it already finished) and interrupts its statement. */
  async stop(clientId: string): Promise<boolean> {
    const changed = await transition(this.dataSource.manager, clientId, QueryState.STOPPED, { endTime: Date.now(), errorMessage: STOPPED_MESSAGE });
    this.live.get(clientId)?.abort();
    this.queue.cancel(clientId);
    if (changed) await this.publish(clientId);
    return changed;
  }

  isLive(clientId: string): boolean {
    return this.live.has(clientId) || this.queue.has(clientId);
  }

  /** Spec 2 §4 clean-up of stale zero-progress runs; returns how many were ended. */
  async cleanup(nowMs = Date.now()): Promise<number> {
    const limits = { syncSec: this.config.sqllabTimeoutSec, asyncSec: this.config.sqllabAsyncTimeLimitSec };
    let ended = 0;
    for (const q of await findRunning(this.dataSource.manager, RUNNING_STATES)) {
      const verdict = staleVerdict(
        { status: q.status as QueryState, progress: q.progress, runAsync: q.runAsync, startTime: q.startTime, live: this.isLive(q.clientId) },
        nowMs,
        limits,
      );
      if (!verdict) continue;
      this.queue.cancel(q.clientId);
      this.live.get(q.clientId)?.abort();
      if (await transition(this.dataSource.manager, q.clientId, verdict.status, { endTime: nowMs, errorMessage: verdict.message })) {
        ended += 1;
        await this.publish(q.clientId);
      }
    }
    return ended;
  }

  startCleanup(): void {
    if (this.cleanupTimer) return;
    this.cleanupTimer = setInterval(() => {
      void Promise.all([this.cleanup(), this.results.purgeExpired()]).catch((err: unknown) => this.logger?.warn(`SQL Lab clean-up failed: ${(err as Error).message}`));
    }, CLEANUP_INTERVAL_MS);
    this.cleanupTimer.unref();
  }

  async close(): Promise<void> {
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    this.cleanupTimer = null;
    for (const controller of this.live.values()) controller.abort();
    await this.queue.close();
  }

  /** Reads the run back and pushes it to its subscribers. */
  async publish(clientId: string): Promise<SqlLabQuery> {
    const row = await findByClientId(this.dataSource.manager, clientId);
    if (!row) throw errorsOf.notFound('The query was not found.');
    const query = toSqlLabQuery(row);
    this.publisher.publish(QUERY_UPDATED_TOPIC, query);
    return query;
  }

  /** The queued job: pending → running → fetching → success (or failed / timed_out / stopped). */
  private async runJob(plan: RunPlan, signal: AbortSignal): Promise<void> {
    const em = this.dataSource.manager;
    if (!(await transition(em, plan.clientId, QueryState.RUNNING, { startRunningTime: Date.now() }))) return;
    await this.publish(plan.clientId);
    let engineName = 'the database';
    try {
      const row = await loadDatabaseRow(em, { id: plan.databaseId });
      const spec = row ? findEngine(row.sqlalchemy_uri) : null;
      if (!row || !spec) throw new TesseraError('DATABASE_NOT_FOUND_ERROR', 'The database was not found.', { code: 'NOT_FOUND' });
      engineName = spec.engineName;
      const conn = await getConnection(rowConnectionUri(row, this.config.secretKey));
      const result = await this.execute(conn, plan, this.config.sqllabAsyncTimeLimitSec * 1000, signal);
      await this.succeed(plan, result, true);
    } catch (err) {
      await this.fail(plan.clientId, err, engineName, this.config.sqllabAsyncTimeLimitSec, true);
    }
    await this.publish(plan.clientId);
  }

  /**
   * Runs the statements in order within one time budget; the last statement's rows are the result. They
   * are streamed from the engine where it can (row queries on engines with streamQuery) and written to the
   * results backend batch by batch, so only one batch and the first page are ever in memory.
   */
  private async execute(conn: EngineConnection, plan: RunPlan, timeoutMs: number, signal: AbortSignal): Promise<RunOutcome> {
    const deadline = Date.now() + timeoutMs;
    const budget = () => ({ timeoutMs: Math.max(1, deadline - Date.now()), signal });
    const resultsKey = newResultsKey();
    const writer = await this.results.createWriter(resultsKey, this.resultsTtlSec);
    const collector = new ResultCollector(writer, plan.queryId, plan.limit);
    try {
      const last = plan.statements[plan.statements.length - 1];
      for (const statement of plan.statements.slice(0, -1)) await conn.query(statement, [], budget());
      const engineStartMs = Date.now();
      if (conn.streamQuery && streamable(last, conn.spec.sqlDialect)) await conn.streamQuery(last, [], budget(), collector.onBatch);
      else await inBatches(await conn.query(last, [], budget()), collector.onBatch);
      const engineEndMs = Date.now();
      await collector.finish();
      await writer.commit();
      return { resultsKey, collector, limitingFactor: collector.limitingFactor(plan.limitingFactor), engineStartMs, engineEndMs };
    } catch (err) {
      await writer.abort();
      throw err;
    }
  }

  /**
   * Records success of a run whose rows are stored (async runs and sync runs alike, so CSV export and
   * later pages need no re-run). Returns null, dropping the stored rows, when the run was stopped meanwhile.
   * Times as Superset's: start_running_time / end_time bracket the engine, end_result_backend_time the store.
   */
  private async succeed(plan: RunPlan, outcome: RunOutcome, async: boolean): Promise<RunOutcome | null> {
    const em = this.dataSource.manager;
    const { resultsKey, collector } = outcome;
    const row = await findByClientId(em, plan.clientId);
    // An async run shows fetching to its pollers; a sync run's answer is the next thing its client sees,
    // so it goes straight to success (one metadata write less between the engine and the first rows).
    const fetching = async && row ? await transition(em, plan.clientId, QueryState.FETCHING, { progress: 50, rows: collector.kept }) : !!row;
    if (!row || !fetching) {
      await this.results.delete(resultsKey);
      return null;
    }
    if (async) await this.publish(plan.clientId);
    const patch: QueryPatch = {
      progress: 100,
      rows: collector.kept,
      limitingFactor: outcome.limitingFactor,
      resultsKey,
      startRunningTime: row.startRunningTime ?? outcome.engineStartMs,
      endTime: outcome.engineEndMs,
      endResultBackendTime: Date.now(),
      extra: { ...(row.extra ?? {}), columns: collector.columns.map((c) => ({ column_name: c.name, name: c.name, type: c.nativeType, is_dttm: c.isDttm })) },
    };
    if (!(await transition(em, plan.clientId, QueryState.SUCCESS, patch))) {
      await this.results.delete(resultsKey);
      return null;
    }
    return outcome;
  }

  /** Records why a run ended without rows; returns the error to report (a timeout as SQLLAB_TIMEOUT_ERROR). */
  private async fail(clientId: string, err: unknown, engineName: string, limitSec: number, async: boolean): Promise<TesseraError> {
    const base = err instanceof TesseraError ? err : new TesseraError('GENERIC_DB_ENGINE_ERROR', (err as Error)?.message ?? String(err), { status: 500 });
    if (base.extra.stopped === true) return base;
    const timedOut = base.errorType === 'BACKEND_TIMEOUT_ERROR';
    const error = timedOut
      ? new TesseraError('SQLLAB_TIMEOUT_ERROR', timeoutMessage(limitSec, async), { status: 408, level: 'error', extra: { sqllab_timeout: limitSec }, cause: err })
      : base;
    const row = await findByClientId(this.dataSource.manager, clientId);
    await transition(this.dataSource.manager, clientId, timedOut ? QueryState.TIMED_OUT : QueryState.FAILED, {
      endTime: Date.now(),
      errorMessage: error.message,
      extra: { ...(row?.extra ?? {}), errors: [storedRunError(error, engineName)] },
    });
    return error;
  }
}

/** A failed run's error as its row keeps it (extra_json.errors, what the run's `errors` answers): SIP-40's shape. */
export function storedRunError(error: TesseraError, engineName: string): Record<string, unknown> {
  return { message: error.message, error_type: error.errorType, level: error.level, extra: { engine_name: engineName, ...toExtensions(error).extra } };
}

/**
 * Whether a statement can be read as a stream: a query answering rows that writes nothing (a server-side
 * cursor refuses `WITH … (DELETE …) SELECT`; SHOW, EXPLAIN and the like answer a few rows anyway).
 */
function streamable(statement: string, dialect: SqlDialect): boolean {
  return isRowQuery(statement, dialect) && classifyStatement(statement, dialect).readOnly;
}

/** A materialised result (engines without streamQuery) handed over as a stream would have been. */
async function inBatches(result: QueryResult, onBatch: RowBatchHandler): Promise<void> {
  const names = result.columns.map((c) => c.name);
  for (let i = 0; i === 0 || i < result.rows.length; i += STREAM_BATCH_ROWS) {
    const rows = result.rows.slice(i, i + STREAM_BATCH_ROWS).map((row) => names.map((name): JsonValue => row[name] ?? null));
    await onBatch(result.columns, rows);
  }
}
