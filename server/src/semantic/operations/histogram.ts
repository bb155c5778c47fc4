/**
 * Superset's `histogram`: `bins` equal-width bins over the non-null values of a numeric column (numpy's
 * histogram_bin_edges), counted per `groupby` group, optionally cumulative and normalised by the grand
 * total. Bins become columns labelled '<lower> - <upper>' with the edges truncated to integers.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { columnByName, stringListOption } from './aggregate';
import { compareKeys, postProcessingError, toNumber, type Frame, type KeyCell } from './frame';

/** numpy.histogram_bin_edges(values, bins): bins + 1 evenly spaced edges from min to max. */
export function binEdges(values: number[], bins: number): number[] {
  let first = values.length ? values.reduce((a, b) => Math.min(a, b)) : 0;
  let last = values.length ? values.reduce((a, b) => Math.max(a, b)) : 1;
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : first + i * step));
}

/** numpy.histogram counts for equal-width edges: half-open bins, the last one closed. */
export function binCounts(values: JsonValue[], edges: number[]): number[] {
  const bins = edges.length - 1;
  const first = edges[0];
  const last = edges[bins];
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) {
    const x = toNumber(v);
    if (x === null || x < first || x > last) continue;
    let i = Math.min(Math.floor((x - first) * (bins / (last - first))), bins - 1);
    // Correct floating-point rounding at the edges, as numpy does.
    if (x < edges[i]) i -= 1;
    else if (i !== bins - 1 && x >= edges[i + 1]) i += 1;
    counts[i] += 1;
  }
  return counts;
}

function cumulativeSum(xs: number[]): number[] {
  let acc = 0;
  return xs.map((x) => (acc += x));
}

export function histogram(frame: Frame, options: Record<string, unknown>): Frame {
  if (typeof options.column !== 'string') throw postProcessingError('`column` is required for histogram');
  const col = columnByName(frame, options.column, (n) => `Referenced columns not available in DataFrame: ${n}`);
  if (frame.columns[col].coltype !== GENERIC_TYPE_CODES.NUMERIC) throw postProcessingError(`The column '${options.column}' must be numeric.`);
  const bins = options.bins === undefined || options.bins === null ? 5 : options.bins;
  if (!Number.isInteger(bins) || (bins as number) < 1) throw postProcessingError('`bins` must be a positive integer');
  const groupby = stringListOption(options.groupby, 'groupby');
  const keyCols = groupby.map((name) => columnByName(frame, name, (n) => `Referenced columns not available in DataFrame: ${n}`));

  const values = frame.rows.map((r) => r[col]);
  const edges = binEdges(values.map(toNumber).filter((v): v is number => v !== null), bins as number);
  const labels = edges.slice(0, -1).map((e, i) => `${Math.trunc(e)} - ${Math.trunc(edges[i + 1])}`);
  const countsOf = (vs: JsonValue[]) => (options.cumulative === true ? cumulativeSum(binCounts(vs, edges)) : binCounts(vs, edges));

  let keys: KeyCell[][];
  let counts: number[][];
  if (!keyCols.length) {
    keys = [[]];
    counts = [countsOf(values)];
  } else {
    const groups = new Map<string, { key: KeyCell[]; values: JsonValue[] }>();
    for (const row of frame.rows) {
      const key = keyCols.map((i) => row[i] as KeyCell);
      if (key.some((c) => c === null)) continue;
      const id = JSON.stringify(key);
      const group = groups.get(id) ?? { key, values: [] };
      group.values.push(row[col]);
      groups.set(id, group);
    }
    const ordered = [...groups.values()].sort((a, b) => compareKeys(a.key, b.key));
    keys = ordered.map((g) => g.key);
    counts = ordered.map((g) => countsOf(g.values));
  }
  let cells: number[][] = counts;
  if (options.normalize === true) {
    const total = counts.flat().reduce((a, b) => a + b, 0);
    cells = counts.map((row) => row.map((c) => (total === 0 ? 0 : c / total)));
  }

  // Without groupby, numpy-truncated labels can collide; like a Python dict, the later bin wins the name.
  const names = [...new Set(labels)];
  const position = new Map(names.map((n) => [n, labels.lastIndexOf(n)]));
  const binIndexes = keyCols.length ? labels.map((_, i) => i) : names.map((n) => position.get(n) as number);
  const binNames = keyCols.length ? labels : names;
  return {
    columns: [
      ...keyCols.map((i, k) => ({ key: [groupby[k]], coltype: frame.columns[i].coltype })),
      ...binNames.map((name) => ({ key: [name], coltype: GENERIC_TYPE_CODES.NUMERIC })),
    ],
    indexCount: 0,
    rows: keys.map((key, r) => [...key, ...binIndexes.map((b) => cells[r][b])]),
  };
}
