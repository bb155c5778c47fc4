/**
 * Loads an example into another engine (PostgreSQL for cross-engine tests): the example is generated in
 * a private in-memory DuckDB by the same SQL as always, then copied row for row, so every engine holds
 * identical data. Reading goes by rowid ranges (cheap in DuckDB); writing goes through the target's bulk
 * appender when it has one, else multi-row INSERTs with bound parameters.
 */
import type { EngineConnection } from '../engines';
import { buildTable, exampleColumnType, insertRows, type ExampleColumn, type ProgressFn } from './table-builder';

export interface CopyTableOptions {
  /** Source schema (DuckDB's 'main'). */
  sourceSchema?: string;
  /** Target schema; the target's default when absent. */
  targetSchema?: string | null;
  /** Target table name, when it differs from the source's. */
  targetTable?: string;
  /** Rows read from the source per step. */
  pageRows?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/**
 * (Re)creates `table` in `target` with the source's columns (types mapped to the target's DDL) and
 * copies every row in the source's order. Temporal values travel as 'YYYY-MM-DD HH:MM:SS' text, which
 * every engine parses into its TIMESTAMP/DATE without a time-zone shift.
 */
export async function copyTable(source: EngineConnection, target: EngineConnection, table: string, opts: CopyTableOptions = {}): Promise<{ rows: number }> {
  const sourceSchema = opts.sourceSchema ?? 'main';
  const info = await source.getColumns(sourceSchema, table);
  const columns: ExampleColumn[] = info.map((c) => ({ name: c.name, type: exampleColumnType(c.nativeType) }));
  const q = (name: string) => source.spec.quoteIdentifier(name);
  const select = columns
    .map((c) => (c.type === 'TIMESTAMP' || c.type === 'DATE' ? `CAST(${q(c.name)} AS VARCHAR) AS ${q(c.name)}` : q(c.name)))
    .join(', ');
  const from = source.spec.quoteTable({ name: table, schema: sourceSchema });
  const total = Number((await source.query(`SELECT COUNT(*) AS n FROM ${from}`)).rows[0].n);
  const pageRows = opts.pageRows ?? 50_000;
  return buildTable(
    target,
    opts.targetTable ?? table,
    columns,
    async (staging) => {
      let copied = 0;
      for (let start = 0; start < total; start += pageRows) {
        if (opts.signal?.aborted) throw new Error('The example copy was stopped.');
        const { rows } = await source.query(`SELECT ${select} FROM ${from} WHERE rowid >= $1 AND rowid < $2 ORDER BY rowid`, [start, start + pageRows]);
        await insertRows(
          target,
          staging.ref,
          rows.map((row) => columns.map((c) => row[c.name])),
        );
        copied += rows.length;
        opts.onProgress?.(copied, total);
      }
      return copied;
    },
    { schema: opts.targetSchema ?? null },
  );
}
