/**
 * Superset's `pivot` (pandas pivot_table): one row per index value, one column per (metric, series
 * value...) with the metric aggregated over the rows that share both. Index rows and columns come out
 * sorted; `drop_missing_columns: false` keeps every combination of series values.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { aggregator, type Aggregator } from './aggregators';
import { columnIndex, compareKeys, postProcessingError, type Frame, type FrameColumn, type KeyCell } from './frame';

export const NULL_STRING = '<NULL>';

interface AggregateSpec {
  name: string;
  source: number;
  fn: Aggregator;
  options: Record<string, unknown>;
}

function stringList(value: unknown, what: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw postProcessingError(`\`${what}\` must be a list of column names`);
  return value as string[];
}

function keyCell(value: JsonValue): KeyCell {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
}

function cartesian(levels: KeyCell[][]): KeyCell[][] {
  return levels.reduce<KeyCell[][]>((acc, level) => acc.flatMap((prefix) => level.map((v) => [...prefix, v])), [[]]);
}

function uniqueSorted(keys: KeyCell[][]): KeyCell[][] {
  const seen = new Map<string, KeyCell[]>();
  for (const k of keys) seen.set(JSON.stringify(k), k);
  return [...seen.values()].sort(compareKeys);
}

export function pivot(frame: Frame, options: Record<string, unknown>): Frame {
  const index = stringList(options.index, 'index');
  if (!index.length) throw postProcessingError('Pivot operation requires at least one index');
  const columns = stringList(options.columns, 'columns');
  const aggregatesOption = options.aggregates;
  if (!aggregatesOption || typeof aggregatesOption !== 'object' || !Object.keys(aggregatesOption).length) {
    throw postProcessingError('Pivot operation must include at least one aggregate');
  }
  if (options.marginal_distributions) throw postProcessingError('Pivot marginal distributions are not supported yet');
  const aggregates: AggregateSpec[] = Object.entries(aggregatesOption as Record<string, Record<string, unknown>>).map(([name, spec]) => {
    const source = typeof spec?.column === 'string' ? spec.column : name;
    const { operator, column: _column, ...rest } = spec ?? {};
    return { name, source: columnIndex(frame, source), fn: aggregator(operator), options: (rest.options as Record<string, unknown>) ?? rest };
  });
  const indexCols = index.map((name) => columnIndex(frame, name));
  const seriesCols = columns.map((name) => columnIndex(frame, name));
  const columnFill = options.column_fill_value === undefined ? NULL_STRING : (options.column_fill_value as KeyCell);
  const dropMissing = options.drop_missing_columns !== false;

  // Group rows by (index tuple, series tuple); pandas' groupby drops rows whose index is null.
  const groups = new Map<string, JsonValue[][]>();
  const indexKeys: KeyCell[][] = [];
  const seriesKeys: KeyCell[][] = [];
  for (const row of frame.rows) {
    const ik = indexCols.map((i) => keyCell(row[i]));
    if (ik.some((c) => c === null)) continue;
    const sk = seriesCols.map((i) => (row[i] === null && columnFill !== null && columnFill !== '' ? columnFill : keyCell(row[i])));
    const id = JSON.stringify([ik, sk]);
    if (!groups.has(id)) {
      groups.set(id, []);
      indexKeys.push(ik);
      seriesKeys.push(sk);
    }
    (groups.get(id) as JsonValue[][]).push(row);
  }
  const rowsOut = uniqueSorted(indexKeys);
  let seriesOut = uniqueSorted(seriesKeys);
  if (!dropMissing && seriesCols.length) {
    seriesOut = cartesian(seriesCols.map((_, level) => uniqueSorted(seriesOut.map((k) => [k[level]])).map((k) => k[0])));
  }

  let dataColumns: { column: FrameColumn; values: JsonValue[] }[] = [];
  for (const agg of aggregates) {
    for (const sk of seriesCols.length ? seriesOut : [[]]) {
      const values = rowsOut.map((ik) => {
        const members = groups.get(JSON.stringify([ik, sk]));
        return members ? agg.fn(members.map((r) => r[agg.source]), agg.options) : null;
      });
      dataColumns.push({ column: { key: [agg.name, ...sk], coltype: GENERIC_TYPE_CODES.NUMERIC }, values });
    }
  }
  if (dropMissing) dataColumns = dataColumns.filter((c) => c.values.some((v) => v !== null));
  if (options.metric_fill_value !== undefined && options.metric_fill_value !== null) {
    const fill = options.metric_fill_value as JsonValue;
    dataColumns = dataColumns.map((c) => ({ ...c, values: c.values.map((v) => (v === null ? fill : v)) }));
  }
  if (options.combine_value_with_metric && seriesCols.length) {
    dataColumns = dataColumns.map((c) => ({ ...c, column: { ...c.column, key: [...c.column.key.slice(1), c.column.key[0]] } }));
  }
  dataColumns.sort((a, b) => compareKeys(a.column.key, b.column.key));

  return {
    columns: [...indexCols.map((i, pos) => ({ key: [index[pos]], coltype: frame.columns[i].coltype })), ...dataColumns.map((c) => c.column)],
    indexCount: indexCols.length,
    rows: rowsOut.map((ik, r) => [...ik, ...dataColumns.map((c) => c.values[r])]),
  };
}
