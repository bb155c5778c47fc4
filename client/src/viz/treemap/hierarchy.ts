// Rows of (path columns..., metric) -> a tree of nodes with ids and parents, as treemap and sunburst draw
// them. Values are summed up the tree so every node knows its total.
import { resultRows, seriesValueLabel, toNumberOrNull, type ResultRow } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { GenericDataType, type ChartQueryResultData, type CrossFilterMark } from '../types';

export interface HierarchyNode {
  /** The path of labels from the root, JSON-encoded: unique even when labels repeat at other levels. */
  id: string;
  /** The parent's id; '' for top-level nodes. */
  parent: string;
  name: string;
  depth: number;
  value: number;
  /** The summed secondary metric (sunburst's colour metric), when asked for. */
  secondary: number | null;
  leaf: boolean;
  /** The row values along the path from the root, as queried (a cross-filter filters on these). */
  keys: unknown[];
}

export interface HierarchyOptions {
  levels: string[];
  metric: string;
  secondaryMetric?: string;
  dateFormat?: string;
}

/** Nodes parents-first, in the order their first row appears; rows with an empty or negative metric are
 * skipped (a share cannot be negative). */
export function buildHierarchy(result: ChartQueryResultData | undefined, options: HierarchyOptions): HierarchyNode[] {
  const rows = resultRows(result);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const dateFormat = getTimeFormatter(options.dateFormat || SMART_DATE);
  const label = (row: ResultRow, level: string) =>
    temporal.has(level) && row[level] !== null ? dateFormat(row[level]) : seriesValueLabel(row[level]);
  const nodes = new Map<string, HierarchyNode>();
  for (const row of rows) {
    const value = toNumberOrNull(row[options.metric]);
    if (value === null || value < 0) continue;
    const secondary = options.secondaryMetric ? toNumberOrNull(row[options.secondaryMetric]) : null;
    const path: string[] = [];
    options.levels.forEach((level, depth) => {
      const parent = path.length ? JSON.stringify(path) : '';
      path.push(label(row, level));
      const id = JSON.stringify(path);
      const keys = options.levels.slice(0, depth + 1).map((column) => row[column]);
      const node = nodes.get(id) ?? { id, parent, name: path[path.length - 1], depth, value: 0, secondary: null, leaf: depth === options.levels.length - 1, keys };
      node.value += value;
      if (secondary !== null) node.secondary = (node.secondary ?? 0) + secondary;
      nodes.set(id, node);
    });
  }
  return [...nodes.values()];
}

/** A clicked node as a cross-filter: the dimensions down to its level, each at the node's value on its path. */
export function hierarchyMark(node: HierarchyNode, levels: readonly string[]): CrossFilterMark {
  return { columns: levels.slice(0, node.keys.length), values: node.keys, label: (JSON.parse(node.id) as string[]).join(' / ') };
}

export type HierarchyLabelType = 'key' | 'value' | 'key_value';

export function readHierarchyLabelType(value: unknown, fallback: HierarchyLabelType): HierarchyLabelType {
  return value === 'key' || value === 'value' || value === 'key_value' ? value : fallback;
}

/** A node's label per Superset's label types (name, formatted value, or "name: value"). */
export function hierarchyLabel(labelType: HierarchyLabelType, name: string, value: string): string {
  if (labelType === 'value') return value;
  if (labelType === 'key_value') return `${name}: ${value}`;
  return name;
}
