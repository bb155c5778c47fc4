import type { Options } from 'highcharts';
import { escapeHtml } from '../highcharts/escape-html';
import { formatNumber } from '../shared/number-format';
import { pieLabel, type PieChartProps } from './transform-props';

export function pieChartOptions(props: PieChartProps): Options {
  const total = props.slices.reduce((sum, slice) => sum + slice.y, 0);
  const share = (y: number) => (total > 0 ? y / total : 0);
  return {
    chart: { type: 'pie', animation: false, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: props.showLegend },
    tooltip: {
      formatter() {
        const y = Number(this.y ?? 0);
        return `${escapeHtml(String(this.name))}: <b>${escapeHtml(formatNumber(props.numberFormat, y))}</b> (${escapeHtml(
          formatNumber('.2%', share(y)),
        )})`;
      },
    },
    plotOptions: {
      pie: {
        animation: false,
        showInLegend: props.showLegend,
        innerSize: props.donut ? '50%' : 0,
        dataLabels: {
          enabled: props.showLabels,
          formatter() {
            const slice = { name: String(this.name ?? ''), y: Number(this.y ?? 0) };
            return escapeHtml(pieLabel(props.labelType, slice, share(slice.y), props.numberFormat));
          },
        },
      },
    },
    series: [{ type: 'pie', name: props.metricLabel, data: props.slices.map((slice) => ({ name: slice.name, y: slice.y })) }],
  };
}
