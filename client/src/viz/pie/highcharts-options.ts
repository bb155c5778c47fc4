import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions } from '../highcharts/common';
import { escapeHtml } from '../highcharts/escape-html';
import { createColorScale } from '../shared/color-schemes';
import { formatNumber } from '../shared/number-format';
import { pieLabel, type PieChartProps } from './transform-props';

export function pieChartOptions(props: PieChartProps): Options {
  const total = props.slices.reduce((sum, slice) => sum + slice.y, 0);
  const share = (y: number) => (total > 0 ? y / total : 0);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const base = baseOptions('pie');
  return {
    ...base,
    // Superset's "Show total" puts the total in the middle (of a donut) as the chart's subtitle.
    subtitle: props.showTotal
      ? { text: `Total: ${escapeHtml(formatNumber(props.numberFormat, total, props.currency))}`, verticalAlign: 'middle', floating: true }
      : undefined,
    legend: legendOptions(props.showLegend, props.legendOrientation),
    tooltip: {
      formatter() {
        const y = Number(this.y ?? 0);
        return `${escapeHtml(String(this.name))}: <b>${escapeHtml(formatNumber(props.numberFormat, y, props.currency))}</b> (${escapeHtml(
          formatNumber('.2%', share(y)),
        )})`;
      },
    },
    plotOptions: {
      pie: {
        animation: false,
        showInLegend: props.showLegend,
        size: `${Math.min(100, Math.max(10, props.outerRadius)) * (props.labelsOutside && props.showLabels ? 1.1 : 1.3)}%`,
        innerSize: props.donut ? `${Math.min(95, Math.max(0, props.innerRadius / Math.max(1, props.outerRadius)) * 100)}%` : 0,
        dataLabels: {
          enabled: props.showLabels,
          distance: props.labelsOutside ? 20 : -30,
          connectorWidth: props.labelsOutside && props.labelLine ? 1 : 0,
          formatter() {
            const slice = { name: String(this.name ?? ''), y: Number(this.y ?? 0) };
            // Slices too thin to label stay unlabelled (Superset's percentage threshold).
            if (share(slice.y) * 100 < props.labelThreshold) return null;
            return escapeHtml(pieLabel(props.labelType, slice, share(slice.y), props.numberFormat, props.currency));
          },
        },
      },
    },
    series: [
      {
        type: 'pie',
        name: props.metricLabel,
        data: props.slices.map((slice) => ({ name: slice.name, y: slice.y, color: color(slice.name) })),
      },
    ],
  };
}
