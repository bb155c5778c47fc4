/**
 * Superset's `diff` (pandas DataFrame.diff): each value minus the one `periods` rows earlier (axis 0) or
 * `periods` selected columns to the left (axis 1). Nulls and positions outside the frame give null.
 */
import type { JsonValue } from '../../engines';
import { appendColumns, postProcessingError, selectedColumns, toNumber, type Frame } from './frame';

/** x[i] - x[i - periods] over one vector, pandas-style (negative periods look ahead). */
export function differences(values: JsonValue[], periods: number): JsonValue[] {
  return values.map((v, i) => {
    const x = toNumber(v);
    const prior = i - periods >= 0 && i - periods < values.length ? toNumber(values[i - periods]) : null;
    return x === null || prior === null ? null : x - prior;
  });
}

export function diff(frame: Frame, options: Record<string, unknown>): Frame {
  const periods = options.periods === undefined || options.periods === null ? 1 : options.periods;
  if (!Number.isInteger(periods)) throw postProcessingError('`periods` must be an integer');
  const axis = options.axis === undefined || options.axis === null ? 0 : options.axis;
  if (axis !== 0 && axis !== 1) throw postProcessingError('`axis` must be 0 (rows) or 1 (columns)');
  const { mapping, sources } = selectedColumns(frame, options.columns);
  const results = new Map<number, JsonValue[]>();
  if (axis === 0) {
    for (const col of sources) results.set(col, differences(frame.rows.map((r) => r[col]), periods as number));
  } else {
    const perRow = frame.rows.map((row) => differences(sources.map((c) => row[c]), periods as number));
    sources.forEach((col, k) => results.set(col, perRow.map((values) => values[k])));
  }
  return appendColumns(frame, results, mapping);
}
