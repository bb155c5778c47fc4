/**
 * Superset's `compare`: for each (source, compare) column pair, a new column
 * `<compare_type>__<source>__<compare>` holding source - compare (difference), (source - compare) / compare
 * (percentage, rounded to `precision`) or source / compare (ratio). After a pivot a name selects every
 * series of a metric, and the pairs are matched series by series. This is how a time comparison
 * (`metric` against `metric__1 year ago`) becomes a chart's values.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { compareKeys, dataColumnsNamed, postProcessingError, toNumber, type Frame, type FrameColumn } from './frame';

export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;
type CompareType = (typeof COMPARE_TYPES)[number];

/** numpy's round: half to even, so results match the pandas implementation. */
export function roundHalfEven(x: number, digits: number): number {
  const scale = 10 ** digits;
  const y = x * scale;
  const r = Math.round(y);
  const tie = Math.abs(y - Math.trunc(y)) === 0.5;
  return (tie ? 2 * Math.round(y / 2) : r) / scale;
}

const OPERATORS: Record<CompareType, (s: number, c: number, precision: number) => number | null> = {
  difference: (s, c) => s - c,
  percentage: (s, c, precision) => (c === 0 ? null : roundHalfEven((s - c) / c, precision)),
  ratio: (s, c) => (c === 0 ? null : s / c),
};

function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw postProcessingError(`\`${name}\` must be a list of column names`);
  return value as string[];
}

function columnsNamed(frame: Frame, name: string): number[] {
  const found = dataColumnsNamed(frame, name);
  if (!found.length) throw postProcessingError(`Referenced columns not available in DataFrame: ${name}`);
  return found;
}

export function compare(frame: Frame, options: Record<string, unknown>): Frame {
  const sources = stringList(options.source_columns ?? [], 'source_columns');
  const targets = stringList(options.compare_columns ?? [], 'compare_columns');
  if (sources.length !== targets.length) throw postProcessingError('`compare_columns` must have the same length as `source_columns`.');
  // 'absolute' is the explore control's other name for the difference.
  const requested = options.compare_type === 'absolute' ? 'difference' : options.compare_type;
  if (!COMPARE_TYPES.includes(requested as CompareType)) throw postProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  const type = requested as CompareType;
  const precision = options.precision === undefined || options.precision === null ? 4 : Number(options.precision);
  if (!Number.isInteger(precision) || precision < 0) throw postProcessingError('`precision` must be a non-negative integer');
  if (!sources.length) return frame;

  const added: { column: FrameColumn; values: JsonValue[] }[] = [];
  const dropped = new Set<number>();
  sources.forEach((source, k) => {
    const target = targets[k];
    const targetCols = columnsNamed(frame, target);
    for (const s of columnsNamed(frame, source)) {
      const series = frame.columns[s].key.slice(1);
      const c = targetCols.find((t) => compareKeys(frame.columns[t].key.slice(1), series) === 0);
      const values = frame.rows.map((row) => {
        const a = toNumber(row[s]);
        const b = c === undefined ? null : toNumber(row[c]);
        return a === null || b === null ? null : OPERATORS[type](a, b, precision);
      });
      added.push({ column: { key: [[type, source, target].join('__'), ...series], coltype: GENERIC_TYPE_CODES.NUMERIC }, values });
    }
    if (options.drop_original_columns === true) [...columnsNamed(frame, source), ...targetCols].forEach((i) => dropped.add(i));
  });
  const keep = frame.columns.map((_, i) => i).filter((i) => !dropped.has(i));
  return {
    columns: [...keep.map((i) => frame.columns[i]), ...added.map((a) => a.column)],
    indexCount: frame.indexCount,
    rows: frame.rows.map((row, r) => [...keep.map((i) => row[i]), ...added.map((a) => a.values[r])]),
  };
}
