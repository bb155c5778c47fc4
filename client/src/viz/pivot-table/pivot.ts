// The pivot itself, in the browser (as Superset's pivot table does): the query returns one row per
// combination of the row and column dimensions with each metric; here those rows are laid out as a grid with
// an aggregate per cell, subtotals per dimension level and grand totals, sorted by key or by value. Metrics
// are an extra header level on the columns (or rows), outermost or, with combineMetric, innermost.
import { compareValues } from '../shared/result-rows';
import { aggregate, fractionOf, type AggregateFunction, type CellValue } from './aggregators';

export type EntryKind = 'data' | 'subtotal' | 'total';
export type SortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface AxisEntry {
  kind: EntryKind;
  /** Dimension values (raw), a prefix for subtotals, empty for the total. */
  key: unknown[];
  /** The metric of this entry when metrics are laid out on this axis. */
  metric: string | null;
  /** The header text at each level of the axis (dimensions and, where laid out here, the metric). */
  labels: string[];
}

export interface PivotOptions {
  rows: string[];
  cols: string[];
  metrics: string[];
  aggregateFunction: AggregateFunction;
  metricsLayout: 'COLUMNS' | 'ROWS';
  combineMetric: boolean;
  rowTotals: boolean;
  rowSubTotals: boolean;
  colTotals: boolean;
  colSubTotals: boolean;
  rowOrder: SortOrder;
  colOrder: SortOrder;
  /** The text of a dimension value in a header. */
  keyLabel: (attr: string, value: unknown) => string;
  /** The text of a metric in a header (its verbose name); the metric itself when not given. */
  metricLabel?: (metric: string) => string;
}

export interface PivotModel {
  /** Header names of the row levels and column levels ('Metric' for the metric level). */
  rowLevels: string[];
  colLevels: string[];
  rows: AxisEntry[];
  columns: AxisEntry[];
  /** cells[row][column]. */
  cells: CellValue[][];
}

export const METRIC_LEVEL = 'Metric';

const keyOf = (parts: unknown[]) => JSON.stringify(parts);

export { compareValues };

class Cells {
  private values = new Map<string, unknown[]>();

  add(metric: string, row: unknown[], col: unknown[], value: unknown): void {
    for (let i = 0; i <= row.length; i += 1) {
      for (let j = 0; j <= col.length; j += 1) {
        const id = keyOf([metric, row.slice(0, i), col.slice(0, j)]);
        const list = this.values.get(id);
        if (list) list.push(value);
        else this.values.set(id, [value]);
      }
    }
  }

  has(metric: string, row: unknown[], col: unknown[]): boolean {
    return this.values.has(keyOf([metric, row, col]));
  }

  value(fn: AggregateFunction, metric: string, row: unknown[], col: unknown[]): CellValue {
    const values = this.values.get(keyOf([metric, row, col]));
    if (!values) return null;
    const own = aggregate(fn, values);
    const fraction = fractionOf(fn);
    if (!fraction || typeof own !== 'number') return own;
    const denominatorRow = fraction.of === 'columns' ? [] : fraction.of === 'rows' ? row : [];
    const denominatorCol = fraction.of === 'rows' ? [] : fraction.of === 'columns' ? col : [];
    const total = aggregate(fn, this.values.get(keyOf([metric, denominatorRow, denominatorCol])) ?? []);
    return typeof total === 'number' && total !== 0 ? own / total : null;
  }
}

/** Orders full keys level by level (so groups stay together), inserting subtotals after each group. */
function axisEntries(
  keys: unknown[][],
  levels: number,
  order: SortOrder,
  subtotals: boolean,
  valueOf: (prefix: unknown[]) => number,
): Array<Pick<AxisEntry, 'kind' | 'key'>> {
  const walk = (group: unknown[][], depth: number): Array<Pick<AxisEntry, 'kind' | 'key'>> => {
    if (depth === levels) return group.map((key) => ({ kind: 'data' as const, key }));
    const byValue = new Map<string, { value: unknown; members: unknown[][] }>();
    for (const key of group) {
      const id = keyOf([key[depth]]);
      const entry = byValue.get(id);
      if (entry) entry.members.push(key);
      else byValue.set(id, { value: key[depth], members: [key] });
    }
    const sorted = [...byValue.values()];
    const prefixOf = (members: unknown[][]) => members[0].slice(0, depth + 1);
    sorted.sort((a, b) => {
      if (order === 'value_a_to_z' || order === 'value_z_to_a') {
        const diff = valueOf(prefixOf(a.members)) - valueOf(prefixOf(b.members));
        return (order === 'value_a_to_z' ? diff : -diff) || compareValues(a.value, b.value);
      }
      const c = compareValues(a.value, b.value);
      return order === 'key_z_to_a' ? -c : c;
    });
    return sorted.flatMap(({ members }) => {
      const inner = walk(members, depth + 1);
      const isGroup = depth + 1 < levels;
      return subtotals && isGroup ? [...inner, { kind: 'subtotal' as const, key: prefixOf(members) }] : inner;
    });
  };
  if (levels === 0) return [{ kind: 'data', key: [] }];
  return walk(keys, 0);
}

function readSortOrder(value: SortOrder): SortOrder {
  return ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'].includes(value) ? value : 'key_a_to_z';
}

export function buildPivot(records: ReadonlyArray<Record<string, unknown>>, options: PivotOptions): PivotModel {
  const { rows, cols, metrics, aggregateFunction: fn } = options;
  const cells = new Cells();
  const rowKeys = new Map<string, unknown[]>();
  const colKeys = new Map<string, unknown[]>();
  for (const record of records) {
    const row = rows.map((attr) => record[attr] ?? null);
    const col = cols.map((attr) => record[attr] ?? null);
    rowKeys.set(keyOf(row), row);
    colKeys.set(keyOf(col), col);
    for (const metric of metrics) cells.add(metric, row, col, record[metric]);
  }
  const firstMetric = metrics[0] ?? '';
  const numeric = (value: CellValue) => (typeof value === 'number' ? value : Number.NEGATIVE_INFINITY);
  const totalLabel = `Total (${fn})`;

  const layout = (
    keys: unknown[][],
    attrs: string[],
    order: SortOrder,
    subtotals: boolean,
    totals: boolean,
    valueOf: (prefix: unknown[]) => number,
    withMetrics: boolean,
  ): AxisEntry[] => {
    let entries = records.length ? axisEntries(keys, attrs.length, readSortOrder(order), subtotals, valueOf) : [];
    if (totals && attrs.length > 0 && entries.length) entries = [...entries, { kind: 'total', key: [] }];
    const labelsOf = (entry: Pick<AxisEntry, 'kind' | 'key'>) =>
      attrs.map((attr, level) => {
        if (entry.kind === 'total') return level === 0 ? totalLabel : '';
        if (level < entry.key.length) return options.keyLabel(attr, entry.key[level]);
        return level === entry.key.length ? 'Subtotal' : '';
      });
    if (!withMetrics) return entries.map((entry) => ({ ...entry, metric: null, labels: labelsOf(entry) }));
    const metricLabel = options.metricLabel ?? ((metric: string) => metric);
    const place = (entry: Pick<AxisEntry, 'kind' | 'key'>, metric: string): AxisEntry => ({
      ...entry,
      metric,
      labels: options.combineMetric ? [...labelsOf(entry), metricLabel(metric)] : [metricLabel(metric), ...labelsOf(entry)],
    });
    return options.combineMetric
      ? entries.flatMap((entry) => metrics.map((metric) => place(entry, metric)))
      : metrics.flatMap((metric) => entries.map((entry) => place(entry, metric)));
  };

  const metricsOnRows = options.metricsLayout === 'ROWS';
  const rowEntries = layout(
    [...rowKeys.values()],
    rows,
    options.rowOrder,
    options.rowSubTotals,
    options.rowTotals,
    (prefix) => numeric(cells.value(fn, firstMetric, prefix, [])),
    metricsOnRows,
  );
  const colEntries = layout(
    [...colKeys.values()],
    cols,
    options.colOrder,
    options.colSubTotals,
    options.colTotals,
    (prefix) => numeric(cells.value(fn, firstMetric, [], prefix)),
    !metricsOnRows,
  );
  const withMetricLevel = (attrs: string[], on: boolean) =>
    on ? (options.combineMetric ? [...attrs, METRIC_LEVEL] : [METRIC_LEVEL, ...attrs]) : attrs;
  return {
    rowLevels: withMetricLevel(rows, metricsOnRows),
    colLevels: withMetricLevel(cols, !metricsOnRows),
    rows: rowEntries,
    columns: colEntries,
    cells: rowEntries.map((row) =>
      colEntries.map((col) => {
        const metric = row.metric ?? col.metric ?? firstMetric;
        return cells.has(metric, row.key, col.key) ? cells.value(fn, metric, row.key, col.key) : null;
      }),
    ),
  };
}

/** Row headers: a label shared by consecutive rows (same labels down to its level) is one cell spanning
 * them; `null` marks the cells the span covers. */
export function rowHeaderSpans(rows: AxisEntry[]): Array<Array<{ label: string; span: number } | null>> {
  const levels = Math.max(0, ...rows.map((row) => row.labels.length));
  const out = rows.map(() => new Array<{ label: string; span: number } | null>(levels).fill(null));
  for (let level = 0; level < levels; level += 1) {
    let start = 0;
    rows.forEach((row, r) => {
      const same =
        r > 0 && rows[r - 1].kind === 'data' && row.kind === 'data' &&
        JSON.stringify(rows[r - 1].labels.slice(0, level + 1)) === JSON.stringify(row.labels.slice(0, level + 1));
      if (same && level < levels - 1) {
        (out[start][level] as { span: number }).span += 1;
      } else {
        start = r;
        out[r][level] = { label: row.labels[level] ?? '', span: 1 };
      }
    });
  }
  return out;
}
