/**
 * Writes the action log off the request path: a request hands its rows over and returns; one background
 * drain inserts them in multi-row statements. The pending rows are bounded, so a flood of events costs at
 * most that much memory (the oldest are dropped, with a warning). Also prunes rows older than the retention.
 */
import { LessThan, type DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import { EventLog } from './event-log.entity';
import type { EventLogValues } from './event-log.events';

/** Rows per INSERT statement. */
const INSERT_CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often old rows are pruned. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface EventLogWriterOptions {
  /** Rows older than this many days are deleted; 0 keeps them forever. */
  retentionDays: number;
  /** Rows that may wait to be written before the oldest are dropped. */
  maxPending?: number;
}

export class EventLogWriter {
  private pending: EventLogValues[] = [];
  private draining: Promise<void> | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private readonly maxPending: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly options: EventLogWriterOptions,
  ) {
    this.maxPending = options.maxPending ?? 50_000;
  }

  /** Queues rows for writing and returns at once. */
  enqueue(rows: readonly EventLogValues[]): void {
    if (!rows.length) return;
    this.pending.push(...rows);
    const excess = this.pending.length - this.maxPending;
    if (excess > 0) {
      this.pending.splice(0, excess);
      this.logger.warn(`Action log: ${excess} events dropped, more than ${this.maxPending} were waiting to be written`);
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Resolves once every row queued so far is written (or failed to be). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    // Let the request that queued the rows answer first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const chunk = this.pending.splice(0, INSERT_CHUNK);
      try {
        await this.dataSource.getRepository(EventLog).insert(chunk);
      } catch (err) {
        this.logger.error(`Action log: ${chunk.length} events could not be written: ${(err as Error).message}`);
      }
    }
  }

  /** Deletes rows older than the retention; how many went. */
  async prune(now = new Date()): Promise<number> {
    if (this.options.retentionDays <= 0) return 0;
    // dttm is a UTC timestamp without time zone; TypeORM sends the cut-off as a UTC text.
    const cutoff = new Date(now.getTime() - this.options.retentionDays * DAY_MS);
    const result = await this.dataSource.getRepository(EventLog).delete({ dttm: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  startPruning(): void {
    if (this.pruneTimer || this.options.retentionDays <= 0) return;
    const run = () => void this.prune().catch((err: unknown) => this.logger.warn(`Action log: pruning failed: ${(err as Error).message}`));
    run();
    this.pruneTimer = setInterval(run, PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    await this.flush();
  }
}
