/**
 * Superset's `rank`: a `rank` column ranking `metric` from the largest (1) down, within each `group_by`
 * group when given. Ties share the average of their positions and nulls stay unranked, as pandas'
 * rank(ascending=False) does.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { columnByName, stringListOption } from './aggregate';
import { postProcessingError, toNumber, type Frame } from './frame';

/** Average ranks, largest first, over one vector; nulls get null. */
export function descendingRanks(values: JsonValue[]): (number | null)[] {
  const present = values.map((v, i) => ({ x: toNumber(v), i })).filter((e): e is { x: number; i: number } => e.x !== null);
  present.sort((a, b) => b.x - a.x);
  const ranks: (number | null)[] = values.map(() => null);
  for (let start = 0; start < present.length; ) {
    let end = start;
    while (end + 1 < present.length && present[end + 1].x === present[start].x) end += 1;
    const average = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[present[k].i] = average;
    start = end + 1;
  }
  return ranks;
}

export function rank(frame: Frame, options: Record<string, unknown>): Frame {
  if (typeof options.metric !== 'string' || !options.metric) throw postProcessingError('`metric` is required for rank');
  const metric = columnByName(frame, options.metric, (n) => `Referenced columns not available in DataFrame: ${n}`);
  const groupBy = typeof options.group_by === 'string' ? [options.group_by] : stringListOption(options.group_by, 'group_by');
  const keyCols = groupBy.map((name) => columnByName(frame, name, (n) => `Referenced columns not available in DataFrame: ${n}`));
  const groups = new Map<string, number[]>();
  frame.rows.forEach((row, r) => {
    const key = keyCols.map((i) => row[i]);
    // pandas leaves rows whose group key is null out of every group: they stay unranked.
    if (key.some((v) => v === null)) return;
    const id = JSON.stringify(key);
    const members = groups.get(id);
    if (members) members.push(r);
    else groups.set(id, [r]);
  });
  const ranks: (number | null)[] = frame.rows.map(() => null);
  for (const members of groups.values()) {
    const groupRanks = descendingRanks(members.map((r) => frame.rows[r][metric]));
    members.forEach((r, k) => (ranks[r] = groupRanks[k]));
  }
  const existing = frame.columns.findIndex((c, i) => i >= frame.indexCount && c.key.length === 1 && c.key[0] === 'rank');
  if (existing >= 0) {
    return { ...frame, rows: frame.rows.map((row, r) => row.map((v, i) => (i === existing ? ranks[r] : v))) };
  }
  return {
    columns: [...frame.columns, { key: ['rank'], coltype: GENERIC_TYPE_CODES.NUMERIC }],
    indexCount: frame.indexCount,
    rows: frame.rows.map((row, r) => [...row, ranks[r]]),
  };
}
