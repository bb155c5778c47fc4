import { SMART_NUMBER } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { sankeySource, sankeyTarget } from './build-query';

export interface SankeyLink {
  from: string;
  to: string;
  weight: number;
}

export interface SankeyChartProps {
  metricLabel: string;
  links: SankeyLink[];
  numberFormat: string;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

/** Superset's sankey refuses cyclic data ('There is a loop in your Sankey, please provide a tree.'); returns
 * a link that closes a cycle, or null. */
export function findLoop(links: SankeyLink[]): SankeyLink | null {
  const out = new Map<string, SankeyLink[]>();
  for (const link of links) out.set(link.from, [...(out.get(link.from) ?? []), link]);
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string): SankeyLink | null => {
    state.set(node, 'visiting');
    for (const link of out.get(node) ?? []) {
      const next = state.get(link.to);
      if (next === 'visiting') return link;
      if (next === undefined) {
        const found = visit(link.to);
        if (found) return found;
      }
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of out.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

export function transformSankeyProps({ formData, queriesData }: ChartPropsInput): SankeyChartProps {
  const rows = resultRows(queriesData[0]);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const source = sankeySource(formData);
  const target = sankeyTarget(formData);
  const [from, to] = [source ? getColumnLabel(source) : '', target ? getColumnLabel(target) : ''];
  const links = rows
    .map((row) => ({ from: seriesValueLabel(row[from]), to: seriesValueLabel(row[to]), weight: toNumberOrNull(row[metricLabel]) }))
    .filter((link): link is SankeyLink => link.weight !== null && link.weight > 0);
  const loop = findLoop(links);
  if (loop) {
    // Thrown during render: the chart shows it as a render failure, as Superset does.
    throw new Error(`There is a loop in your Sankey, please provide a tree. Here's a faulty link: ${JSON.stringify({ source: loop.from, target: loop.to, value: loop.weight })}`);
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    metricLabel,
    links,
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
