import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { SankeyChartProps } from './transform-props';

export function sankeyChartOptions(props: SankeyChartProps): Options {
  const format = getNumberFormatter(props.numberFormat);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const nodes = [...new Set(props.links.flatMap((link) => [link.from, link.to]))];
  return {
    ...baseOptions('sankey'),
    legend: { enabled: false },
    tooltip: {
      useHTML: true,
      formatter() {
        const point = this as unknown as { isNode?: boolean; name?: string; sum?: number; from?: string; to?: string; weight?: number };
        if (point.isNode) return tooltipRow(this.color, String(point.name ?? ''), format(point.sum ?? 0));
        return [tooltipHeader(`${point.from ?? ''} → ${point.to ?? ''}`), tooltipRow(this.color, props.metricLabel, format(point.weight ?? 0))].join('<br/>');
      },
    },
    series: [
      {
        type: 'sankey',
        name: props.metricLabel,
        keys: ['from', 'to', 'weight'],
        nodes: nodes.map((id) => ({ id, name: id, color: color(id) })),
        data: props.links.map((link) => [link.from, link.to, link.weight]),
        linkOpacity: 0.35,
        dataLabels: { style: { textOutline: 'none', fontWeight: 'normal' } },
      },
    ],
  };
}
