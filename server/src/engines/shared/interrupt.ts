/**
 * Statement timeouts and cancellation, the same way on every engine: a client-side timer and the
 * caller's AbortSignal both call the engine's own interrupt (DuckDB interrupt(), pg_cancel_backend,
 * KILL QUERY, terminating SQLite's worker), and whatever error the interrupted query then raises is
 * reported as what happened: BACKEND_TIMEOUT_ERROR or 'The query was stopped.'.
 */
import { TesseraError } from '../../platform/errors';
import type { QueryOptions } from '../engine-spec';

export function queryTimeoutError(engineName: string, timeoutMs: number, cause?: unknown): TesseraError {
  return new TesseraError('BACKEND_TIMEOUT_ERROR', `The query exceeded the ${Number((timeoutMs / 1000).toFixed(3))} seconds timeout.`, {
    status: 408,
    extra: { engine_name: engineName, timeout_ms: timeoutMs },
    cause,
  });
}

export function queryStoppedError(cause?: unknown): TesseraError {
  return new TesseraError('GENERIC_DB_ENGINE_ERROR', 'The query was stopped.', { extra: { stopped: true }, cause });
}

export function connectionClosedError(engineName: string): TesseraError {
  return new TesseraError('GENERIC_DB_ENGINE_ERROR', `The ${engineName} connection is closed.`, { extra: { engine_name: engineName } });
}

/**
 * For streaming reads, between batches: a stop or deadline that fired while no statement was running
 * (the consumer was busy) interrupted nothing, so the reader ends the stream itself.
 */
export function checkInterrupted(opts: QueryOptions, startedMs: number, engineName: string): void {
  if (opts.signal?.aborted) throw queryStoppedError();
  if (opts.timeoutMs && Date.now() - startedMs >= opts.timeoutMs) throw queryTimeoutError(engineName, opts.timeoutMs);
}

export interface InterruptHooks {
  engineName: string;
  /** Stops the running statement; may be async (a KILL QUERY on another connection). */
  interrupt: () => void | Promise<void>;
  mapError: (err: unknown) => TesseraError;
  /**
   * Whether an error is the server's own statement timeout firing (it may win the race against the
   * client-side timer).
   */
  isServerTimeout?: (err: unknown) => boolean;
}

/** Runs `work` under `opts.timeoutMs` and `opts.signal`, mapping the outcome to typed errors. */
export async function runInterruptible<T>(opts: QueryOptions, hooks: InterruptHooks, work: () => Promise<T>): Promise<T> {
  if (opts.signal?.aborted) throw queryStoppedError();
  let timedOut = false;
  let aborted = false;
  const started = Date.now();
  // Synchronously from the timer or the abort event: while they can fire, the statement is still this
  // caller's (the timer is cleared before the connection is handed to anyone else).
  const fire = () => {
    try {
      void Promise.resolve(hooks.interrupt()).catch(() => undefined);
    } catch {
      // The statement may have finished meanwhile; the outcome is reported by `work` itself.
    }
  };
  const onAbort = () => {
    aborted = true;
    fire();
  };
  const timer = opts.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        fire();
      }, opts.timeoutMs)
    : null;
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await work();
    // Some statements end "successfully" when interrupted (MySQL's SLEEP and BENCHMARK return early),
    // by the client's interrupt or the server's own limit: past the deadline, what came back is not
    // the statement's answer.
    if (opts.timeoutMs && (timedOut || Date.now() - started >= opts.timeoutMs)) throw queryTimeoutError(hooks.engineName, opts.timeoutMs);
    if (aborted) throw queryStoppedError();
    return result;
  } catch (err) {
    if (err instanceof TesseraError && (err.errorType === 'BACKEND_TIMEOUT_ERROR' || err.extra.stopped === true)) throw err;
    if (opts.timeoutMs && (timedOut || hooks.isServerTimeout?.(err))) throw queryTimeoutError(hooks.engineName, opts.timeoutMs, err);
    if (aborted) throw queryStoppedError(err);
    throw hooks.mapError(err);
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
