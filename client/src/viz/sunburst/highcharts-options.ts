import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { escapeHtml } from '../highcharts/escape-html';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale, linearColor } from '../shared/color-schemes';
import { formatNumber, getNumberFormatter } from '../shared/number-format';
import { hierarchyLabel, type HierarchyNode } from '../treemap/hierarchy';
import type { SunburstChartProps } from './transform-props';

/** With a secondary metric, arcs are coloured by secondary / primary on the linear scheme, spread between
 * the smallest and largest ratio (Superset's sunburst); otherwise by their top-level category. */
function colorer(props: SunburstChartProps): (node: HierarchyNode) => string {
  if (props.secondaryMetricLabel) {
    const ratio = (node: HierarchyNode) => (node.value ? (node.secondary ?? 0) / node.value : 0);
    const ratios = props.nodes.map(ratio);
    const [min, max] = [Math.min(...ratios), Math.max(...ratios)];
    return (node) => linearColor(props.linearColorScheme, max > min ? (ratio(node) - min) / (max - min) : 0.5);
  }
  const scale = createColorScale(props.colorScheme, props.labelColors);
  const byId = new Map(props.nodes.map((node) => [node.id, node]));
  const top = (node: HierarchyNode): HierarchyNode => (node.parent && byId.has(node.parent) ? top(byId.get(node.parent)!) : node);
  return (node) => scale(top(node).name);
}

export function sunburstChartOptions(props: SunburstChartProps): Options {
  const format = getNumberFormatter(props.numberFormat, props.currency);
  const color = colorer(props);
  const byId = new Map(props.nodes.map((node) => [node.id, node]));
  const share = (node: HierarchyNode) => (props.total > 0 ? node.value / props.total : 0);
  const ROOT = '\u0000root';
  return {
    ...baseOptions('sunburst'),
    legend: { enabled: false },
    subtitle: props.showTotal ? { text: `Total: ${escapeHtml(format(props.total))}`, verticalAlign: 'middle', floating: true } : undefined,
    tooltip: {
      useHTML: true,
      formatter() {
        const node = byId.get(String((this as unknown as { id?: string }).id));
        if (!node) return false;
        const rows = [
          tooltipRow(this.color, props.metricLabel, format(node.value)),
          tooltipRow(this.color, '% of total', formatNumber('.1%', share(node))),
        ];
        if (props.secondaryMetricLabel) rows.push(tooltipRow(this.color, props.secondaryMetricLabel, format(node.secondary)));
        return [tooltipHeader((JSON.parse(node.id) as string[]).join(' / ')), ...rows].join('<br/>');
      },
    },
    series: [
      {
        type: 'sunburst',
        name: props.metricLabel,
        allowTraversingTree: true,
        cursor: 'pointer',
        borderColor: '#ffffff',
        // Highcharts needs one root; its ring is the hole in the middle.
        levels: [{ level: 1, levelSize: { unit: 'percentage', value: 15 }, color: 'transparent', dataLabels: { enabled: false } }],
        dataLabels: {
          enabled: props.showLabels,
          rotationMode: 'circular',
          style: { textOutline: 'none', fontWeight: 'normal' },
          formatter() {
            const node = byId.get(String((this as unknown as { point?: { id?: string } }).point?.id ?? (this as unknown as { id?: string }).id));
            if (!node || share(node) * 100 < props.labelThreshold) return null;
            return escapeHtml(hierarchyLabel(props.labelType, node.name, format(node.value)));
          },
        },
        data: [
          { id: ROOT, name: '' },
          ...props.nodes.map((node) => ({
            id: node.id,
            parent: node.parent || ROOT,
            name: node.name,
            ...(node.leaf ? { value: node.value } : {}),
            color: color(node),
          })),
        ],
      },
    ],
  };
}
