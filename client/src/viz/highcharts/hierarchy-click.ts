// Treemap and sunburst as cross-filter sources: a click on a node reports the dimensions down to its level at
// the node's values (hierarchyMark). Without a host that cross-filters, the options are left as they are.
import type { Options, SeriesOptionsType } from 'highcharts';
import { hierarchyMark, type HierarchyNode } from '../treemap/hierarchy';
import type { CrossFilterMark } from '../types';

export function withNodeClick(options: Options, props: { nodes: HierarchyNode[]; levels: string[] }, onMarkClick: ((mark: CrossFilterMark) => void) | undefined): Options {
  if (!onMarkClick) return options;
  const byId = new Map(props.nodes.map((node) => [node.id, node]));
  const click = function (this: { id?: string }) {
    const node = this.id ? byId.get(this.id) : undefined;
    if (node && node.keys.length > 0) onMarkClick(hierarchyMark(node, props.levels));
  };
  const series = (options.series ?? []).map((one) => ({ ...one, cursor: 'pointer', point: { ...(one as { point?: object }).point, events: { click } } }) as SeriesOptionsType);
  return { ...options, series };
}
