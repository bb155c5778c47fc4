import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { escapeHtml } from '../highcharts/escape-html';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import { hierarchyLabel } from './hierarchy';
import type { TreemapChartProps } from './transform-props';

export function treemapChartOptions(props: TreemapChartProps): Options {
  const format = getNumberFormatter(props.numberFormat, props.currency);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const byId = new Map(props.nodes.map((node) => [node.id, node]));
  const maxDepth = props.nodes.reduce((max, node) => Math.max(max, node.depth), 0);
  const label = (id: unknown) => {
    const node = byId.get(String(id));
    return node ? escapeHtml(hierarchyLabel(props.labelType, node.name, format(node.value))) : '';
  };
  return {
    ...baseOptions('treemap'),
    legend: { enabled: false },
    tooltip: {
      useHTML: true,
      formatter() {
        const node = byId.get(String((this as unknown as { id?: string }).id));
        if (!node) return false;
        const path = (JSON.parse(node.id) as string[]).join(' / ');
        return [tooltipHeader(path), tooltipRow(this.color, props.metricLabel, format(node.value))].join('<br/>');
      },
    },
    series: [
      {
        type: 'treemap',
        name: props.metricLabel,
        layoutAlgorithm: 'squarified',
        allowTraversingTree: true,
        animationLimit: 1000,
        borderColor: '#ffffff',
        dataLabels: { enabled: false },
        levels: Array.from({ length: maxDepth + 1 }, (_, depth) => ({
          level: depth + 1,
          borderWidth: depth === maxDepth ? 1 : 3,
          dataLabels: {
            enabled: depth === maxDepth ? props.showLabels : props.showUpperLabels,
            align: depth === maxDepth ? 'center' : 'left',
            verticalAlign: depth === maxDepth ? 'middle' : 'top',
            style: { fontSize: depth === maxDepth ? '11px' : '13px', fontWeight: depth === maxDepth ? 'normal' : 'bold', textOutline: 'none' },
            formatter() { return label((this as unknown as { point: { id?: string } }).point?.id ?? (this as unknown as { id?: string }).id); },
          },
        })),
        data: props.nodes.map((node) => ({
          id: node.id,
          parent: node.parent || undefined,
          name: node.name,
          // Highcharts sums children into their parents; values sit on the leaves only.
          ...(node.leaf ? { value: node.value } : {}),
          ...(node.depth === 0 ? { color: color(node.name) } : {}),
        })),
      },
    ],
  };
}
