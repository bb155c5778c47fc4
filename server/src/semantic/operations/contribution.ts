/**
 * Superset's `contribution`: each numeric value as a share of its column total (orientation 'column')
 * or of its row total (orientation 'row'). Nulls count as 0; a zero total gives null (pandas' NaN).
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { columnName, isDataColumn, postProcessingError, toNumber, type Frame } from './frame';

function share(value: number, total: number): number | null {
  return total === 0 ? null : value / total;
}

export function contribution(frame: Frame, options: Record<string, unknown>): Frame {
  const orientation = options.orientation ?? 'column';
  if (orientation !== 'row' && orientation !== 'column') throw postProcessingError(`Invalid contribution orientation: ${String(orientation)}`);
  if (Array.isArray(options.time_shifts) && options.time_shifts.length) throw postProcessingError('Contribution with time shifts is not supported yet');

  const numeric = frame.columns.map((c, i) => i).filter((i) => isDataColumn(frame, i) && frame.columns[i].coltype === GENERIC_TYPE_CODES.NUMERIC);
  const requested = options.columns;
  let selected: number[];
  if (Array.isArray(requested) && requested.length) {
    selected = requested.map((name) => {
      const i = numeric.find((j) => columnName(frame.columns[j]) === name);
      if (i === undefined) throw postProcessingError(`Column "${String(name)}" is not numeric or does not exists in the query results.`);
      return i;
    });
  } else selected = numeric;
  const renames = Array.isArray(options.rename_columns) && options.rename_columns.length ? (options.rename_columns as string[]) : selected.map((i) => columnName(frame.columns[i]));
  if (renames.length !== selected.length) throw postProcessingError('`rename_columns` must have the same length as `columns`.');

  const values = (i: number) => frame.rows.map((r) => toNumber(r[i]) ?? 0);
  const totalsOption = (options.contribution_totals ?? {}) as Record<string, unknown>;
  let shares: JsonValue[][];
  if (orientation === 'column') {
    shares = selected.map((i) => {
      const vs = values(i);
      const given = toNumber((totalsOption[columnName(frame.columns[i])] ?? null) as JsonValue);
      const total = given ?? vs.reduce((a, b) => a + b, 0);
      return vs.map((v) => share(v, total));
    });
  } else {
    const columnsValues = selected.map(values);
    const rowTotals = frame.rows.map((_, r) => columnsValues.reduce((acc, vs) => acc + vs[r], 0));
    shares = columnsValues.map((vs) => vs.map((v, r) => share(v, rowTotals[r])));
  }

  const columns = [...frame.columns];
  const rows = frame.rows.map((r) => [...r]);
  renames.forEach((name, k) => {
    let target = columns.findIndex((c, j) => isDataColumn(frame, j) && columnName(c) === name);
    if (target < 0) target = columns.push({ key: [name], coltype: GENERIC_TYPE_CODES.NUMERIC }) - 1;
    rows.forEach((row, r) => (row[target] = shares[k][r]));
  });
  return { ...frame, columns, rows };
}
