/**
 * What one example is: its table and how to generate it, and the dataset (metrics, calculated columns)
 * and saved charts registered over it. One `<name>-data.ts` generator and one `<name>.charts.ts` file per
 * example; catalog.ts lists them.
 */
import type { EngineConnection } from '../engines';
import type { ExampleChart } from './chart-builders';
import type { ExampleDashboard } from './dashboard-builder';
import type { ProgressFn } from './table-builder';

export interface ExampleMetric {
  metricName: string;
  /** SQL over the table's columns; upper-case column names are double-quoted (DuckDB and PostgreSQL agree). */
  expression: string;
  verboseName?: string;
  metricType?: string;
  d3format?: string;
}

export interface ExampleCalculatedColumn {
  columnName: string;
  expression: string;
  type: string;
}

export interface ExampleGenerateOptions {
  onProgress?: ProgressFn;
  /** Stops the generation between chunks (server shutdown during a background load). */
  signal?: AbortSignal;
}

export interface ExampleDataset {
  /** Short name for logs and the CLI, e.g. 'sales'. */
  key: string;
  table: string;
  /** The dataset's uuid: registration is keyed on it, so it never changes. */
  uuid: string;
  description: string;
  mainDttmCol: string | null;
  metrics: ExampleMetric[];
  calculatedColumns?: ExampleCalculatedColumn[];
  charts: ExampleChart[];
  /** The dashboard of the example's charts, created with them. */
  dashboard?: ExampleDashboard;
  /** Too big for the first start: generated on demand (CLI --large, LOAD_EXAMPLES=large in the background). */
  large?: boolean;
  /** (Re)creates the table in a DuckDB database, deterministically. */
  generate(conn: EngineConnection, opts?: ExampleGenerateOptions): Promise<{ rows: number }>;
}

/** `count` plus SUM/AVG/MAX/COUNT DISTINCT metrics named the way Superset names them (`sum__num`). */
export function countMetric(): ExampleMetric {
  return { metricName: 'count', expression: 'COUNT(*)', verboseName: 'COUNT(*)', metricType: 'count' };
}

export function aggregateMetric(
  aggregate: 'sum' | 'avg' | 'max' | 'min' | 'count_distinct',
  column: string,
  extra: { verboseName?: string; d3format?: string } = {},
): ExampleMetric {
  const quoted = column === column.toLowerCase() ? column : `"${column}"`;
  const expression = aggregate === 'count_distinct' ? `COUNT(DISTINCT ${quoted})` : `${aggregate.toUpperCase()}(${quoted})`;
  return { metricName: `${aggregate}__${column}`, expression, metricType: aggregate, ...extra };
}
