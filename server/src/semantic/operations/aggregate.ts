/**
 * Superset's `aggregate` (pandas groupby().agg()): one row per distinct `groupby` tuple, sorted, rows with
 * a null key dropped; each aggregate applies its operator to one column of the group's rows. Without
 * `groupby` the whole frame is one group. `boxplot` builds on the same grouping.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { AGGREGATORS } from './aggregators';
import { columnName, compareKeys, postProcessingError, type Frame, type KeyCell } from './frame';

export interface GroupAggregate {
  name: string;
  source: number;
  fn: (values: JsonValue[]) => JsonValue;
  coltype?: number;
}

function keyCell(value: JsonValue): KeyCell {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
}

export function stringListOption(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw postProcessingError(`\`${name}\` must be a list of column names`);
  return value as string[];
}

export function columnByName(frame: Frame, name: string, message: (name: string) => string): number {
  const i = frame.columns.findIndex((c) => columnName(c) === name);
  if (i < 0) throw postProcessingError(message(name));
  return i;
}

/** Groups the rows by the `groupby` columns and applies each aggregate to every group. */
export function groupAggregate(frame: Frame, groupby: string[], aggregates: GroupAggregate[]): Frame {
  const keyCols = groupby.map((name) => columnByName(frame, name, (n) => `Referenced columns not available in DataFrame: ${n}`));
  const groups = new Map<string, { key: KeyCell[]; rows: JsonValue[][] }>();
  for (const row of frame.rows) {
    const key = keyCols.map((i) => keyCell(row[i]));
    if (key.some((c) => c === null)) continue;
    const id = JSON.stringify(key);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { key, rows: [] }));
    group.rows.push(row);
  }
  // pandas keeps a single group for the whole frame even when it is empty only without groupby.
  const ordered = keyCols.length ? [...groups.values()].sort((a, b) => compareKeys(a.key, b.key)) : [{ key: [], rows: frame.rows }];
  return {
    columns: [
      ...keyCols.map((i, k) => ({ key: [groupby[k]], coltype: frame.columns[i].coltype })),
      ...aggregates.map((a) => ({ key: [a.name], coltype: a.coltype ?? GENERIC_TYPE_CODES.NUMERIC })),
    ],
    indexCount: 0,
    rows: ordered.map((g) => [...g.key, ...aggregates.map((a) => a.fn(g.rows.map((r) => r[a.source])))]),
  };
}

export function aggregate(frame: Frame, options: Record<string, unknown>): Frame {
  const groupby = stringListOption(options.groupby, 'groupby');
  const specs = options.aggregates ?? {};
  if (typeof specs !== 'object' || Array.isArray(specs)) throw postProcessingError('`aggregates` must be an object of named aggregates');
  const aggregates = Object.entries(specs as Record<string, unknown>).map(([name, raw]): GroupAggregate => {
    const spec = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const column = typeof spec.column === 'string' ? spec.column : name;
    const source = columnByName(frame, column, (c) => `Column referenced by aggregate is undefined: ${c}`);
    if (!('operator' in spec)) throw postProcessingError(`Operator undefined for aggregator: ${name}`);
    const fn = typeof spec.operator === 'string' ? AGGREGATORS[spec.operator] : undefined;
    if (!fn) throw postProcessingError(`Invalid numpy function: ${String(spec.operator)}`);
    const fnOptions = (spec.options && typeof spec.options === 'object' ? spec.options : {}) as Record<string, unknown>;
    return { name, source, fn: (values) => fn(values, fnOptions) };
  });
  return groupAggregate(frame, groupby, aggregates);
}
