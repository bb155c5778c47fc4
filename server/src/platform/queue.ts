/**
 * Background jobs with bounded concurrency (SQL Lab's asynchronous runs). DESIGN names BullMQ on Redis for
 * scaled-out deployments: callers see only `JobQueue`, and `createJobQueue` is the one place that would pick
 * the Redis implementation, so that swap touches this file alone.
 *
 * This in-process queue runs jobs in FIFO order, at most `concurrency` at a time. Every job gets an
 * AbortSignal: `cancel` removes a waiting job or aborts a running one (the handler passes the signal on to
 * the engine, which interrupts the statement).
 */

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Aborted when the job is cancelled or the queue closes. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /** The handler of a job name; register before enqueueing. */
  register<T>(name: string, handler: JobHandler<T>): void;
  /** Queues a job under `id` (unique while it waits or runs). Resolves once accepted, not when done. */
  enqueue<T>(name: string, id: string, data: T): Promise<void>;
  /** Removes a waiting job or aborts a running one; false when no such job is known. */
  cancel(id: string): boolean;
  /** Whether a job is waiting or running. */
  has(id: string): boolean;
  stats(): { waiting: number; active: number };
  /** Stops taking jobs, aborts the running ones and waits for them to settle. */
  close(): Promise<void>;
}

interface Entry {
  id: string;
  name: string;
  data: unknown;
  controller: AbortController;
}

export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly waiting: Entry[] = [];
  private readonly active = new Map<string, { entry: Entry; done: Promise<void> }>();
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly onError: (err: unknown, job: { id: string; name: string }) => void = () => undefined,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  }

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  async enqueue<T>(name: string, id: string, data: T): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed.');
    if (!this.handlers.has(name)) throw new Error(`No handler for jobs named '${name}'.`);
    if (this.has(id)) throw new Error(`A job '${id}' is already queued.`);
    this.waiting.push({ id, name, data, controller: new AbortController() });
    this.pump();
  }

  cancel(id: string): boolean {
    const index = this.waiting.findIndex((e) => e.id === id);
    if (index >= 0) {
      this.waiting.splice(index, 1);
      return true;
    }
    const running = this.active.get(id);
    if (!running) return false;
    running.entry.controller.abort();
    return true;
  }

  has(id: string): boolean {
    return this.active.has(id) || this.waiting.some((e) => e.id === id);
  }

  stats() {
    return { waiting: this.waiting.length, active: this.active.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    for (const { entry } of this.active.values()) entry.controller.abort();
    await Promise.all([...this.active.values()].map((a) => a.done));
  }

  private pump(): void {
    while (!this.closed && this.active.size < this.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift() as Entry;
      const handler = this.handlers.get(entry.name) as JobHandler<unknown>;
      const done = Promise.resolve()
        .then(() => handler({ id: entry.id, name: entry.name, data: entry.data, signal: entry.controller.signal }))
        .catch((err: unknown) => this.onError(err, entry))
        .finally(() => {
          this.active.delete(entry.id);
          this.pump();
        });
      this.active.set(entry.id, { entry, done });
    }
  }
}

/** How many asynchronous jobs run at once in this process (the machine's engines do the heavy lifting). */
export const DEFAULT_JOB_CONCURRENCY = 4;

/** The queue of this deployment. A Redis URL will select BullMQ here; until then jobs run in-process. */
export function createJobQueue(opts: { concurrency?: number; onError?: (err: unknown, job: { id: string; name: string }) => void } = {}): JobQueue {
  return new InProcessJobQueue(opts.concurrency ?? DEFAULT_JOB_CONCURRENCY, opts.onError);
}
