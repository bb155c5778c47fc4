/**
 * A run's rows in the results backend, written as the engine streams them and read back a page at a time.
 *
 * Format (one value per key, line by line): a head line `{"version":2,"queryId":…,"columns":[…]}`, then
 * lines of up to ROWS_PER_LINE rows, `<row count>:<JSON array of row arrays>`. The count prefix lets a reader skip batches
 * before an offset without parsing them; rows stay arrays (column order of the head), which is compact and
 * cheap to write. Values are as the engine answered (temporal values epoch ms). A value written by the
 * earlier format (one JSON object with every row, version 1) is still read.
 */
import type { JsonValue, ResultColumn } from '../../engines';
import type { ResultsBackend, ResultsWriter } from '../../platform/results-backend';
import { finalLimitingFactor } from '../../semantic/sql-lab/limit';
import { LimitingFactor } from './query-state';

/** Superset's DISPLAY_MAX_ROW: the most rows a SQL Lab answer carries; the rest stay in the results backend. */
export const DISPLAY_MAX_ROW = 10_000;

/** Rows of one run as the client shaping reads them: a page of rows keyed by column name. */
export interface StoredResults {
  queryId: number;
  columns: ResultColumn[];
  rows: Record<string, JsonValue>[];
  limitingFactor: LimitingFactor;
}

/**
 * Rows per stored line. Kept small so each line's text stays below V8's large-object size (~128 KB): large
 * strings are freed only by full collections, and a million rows of them raised the server's RSS by
 * hundreds of MB before one ran; small ones go with the cheap young-generation collections.
 */
const ROWS_PER_LINE = 500;

interface StoredHead {
  version: 2;
  queryId: number;
  columns: ResultColumn[];
}

function rowObject(names: readonly string[], values: readonly JsonValue[]): Record<string, JsonValue> {
  const row: Record<string, JsonValue> = {};
  for (let i = 0; i < names.length; i += 1) row[names[i]] = values[i] ?? null;
  return row;
}

/**
 * Takes a streamed result batch by batch: every row within the run's limit goes to the writer, the first
 * `displayMax` rows are also kept (as objects) for the answer, and the rest is only counted. A query ran
 * with LIMIT n+1, so seeing more than n rows is how the limit is known to have cut it.
 */
export class ResultCollector {
  columns: ResultColumn[] = [];
  readonly page: Record<string, JsonValue>[] = [];
  /** Rows within the limit: what was stored. */
  kept = 0;
  /** Rows the engine answered. */
  seen = 0;
  private names: string[] = [];
  private started = false;

  constructor(
    private readonly writer: ResultsWriter,
    private readonly queryId: number,
    private readonly limit: number | null,
    private readonly displayMax = DISPLAY_MAX_ROW,
  ) {}

  readonly onBatch = async (columns: ResultColumn[], rows: JsonValue[][]): Promise<void> => {
    if (!this.started) {
      this.started = true;
      this.columns = columns;
      this.names = columns.map((c) => c.name);
      const head: StoredHead = { version: 2, queryId: this.queryId, columns };
      await this.writer.appendLine(JSON.stringify(head));
    }
    this.seen += rows.length;
    const room = this.limit === null ? rows.length : Math.max(0, this.limit - this.kept);
    const kept = rows.length > room ? rows.slice(0, room) : rows;
    if (!kept.length) return;
    for (let i = 0; i < kept.length && this.page.length < this.displayMax; i += 1) this.page.push(rowObject(this.names, kept[i]));
    this.kept += kept.length;
    for (let i = 0; i < kept.length; i += ROWS_PER_LINE) {
      const part = kept.length > ROWS_PER_LINE ? kept.slice(i, i + ROWS_PER_LINE) : kept;
      await this.writer.appendLine(`${part.length}:${JSON.stringify(part)}`);
    }
  };

  /** The factor to report, from the planned one and what the engine answered. */
  limitingFactor(planned: LimitingFactor): LimitingFactor {
    if (this.limit === null) return planned;
    return finalLimitingFactor(planned === LimitingFactor.UNKNOWN ? LimitingFactor.NOT_LIMITED : planned, this.seen, this.limit) as LimitingFactor;
  }

  /** Columns of a statement that answered no rows (DDL, DML) still need a head line. */
  async finish(): Promise<void> {
    if (!this.started) await this.onBatch([], []);
  }

  stored(limitingFactor: LimitingFactor): StoredResults {
    return { queryId: this.queryId, columns: this.columns, rows: this.page, limitingFactor };
  }
}

export type StoredRead = { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; stored: StoredResults };

/**
 * Rows `offset` … `offset + limit - 1` of a stored run (all from `offset` when limit is null), reading
 * only as far as needed. `limitingFactor` comes from the run's row (the stored value does not know it).
 */
export async function readStoredResults(backend: ResultsBackend, key: string, range: { offset: number; limit: number | null }, limitingFactor: LimitingFactor): Promise<StoredRead> {
  const lines = await backend.readLines(key);
  if (!lines) return { status: 'missing' };
  const end = range.limit === null ? Infinity : range.offset + range.limit;
  let head: StoredHead | null = null;
  let names: string[] = [];
  let position = 0;
  const rows: Record<string, JsonValue>[] = [];
  try {
    for await (const line of lines) {
      if (!head) {
        const value = JSON.parse(line) as { version?: number; queryId?: number; columns?: ResultColumn[]; rows?: Record<string, JsonValue>[] };
        if (!Array.isArray(value.columns) || typeof value.queryId !== 'number') return { status: 'invalid' };
        if (value.version === 1 && Array.isArray(value.rows)) {
          const cut = value.rows.slice(range.offset, end === Infinity ? undefined : end);
          return { status: 'ok', stored: { queryId: value.queryId, columns: value.columns, rows: cut, limitingFactor } };
        }
        if (value.version !== 2) return { status: 'invalid' };
        head = value as StoredHead;
        names = head.columns.map((c) => c.name);
        continue;
      }
      if (position >= end) break;
      const colon = line.indexOf(':');
      const count = Number(line.slice(0, colon));
      if (colon < 0 || !Number.isInteger(count)) return { status: 'invalid' };
      if (position + count <= range.offset) {
        position += count;
        continue;
      }
      const batch = JSON.parse(line.slice(colon + 1)) as JsonValue[][];
      for (const values of batch) {
        if (position >= range.offset && position < end) rows.push(rowObject(names, values));
        position += 1;
      }
    }
  } catch (err) {
    if (err instanceof SyntaxError) return { status: 'invalid' };
    throw err;
  }
  if (!head) return { status: 'invalid' };
  return { status: 'ok', stored: { queryId: head.queryId, columns: head.columns, rows, limitingFactor } };
}
