import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions, tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { HistogramChartProps } from './transform-props';

/** Adjacent columns (no padding between bins), one series per group, overlapping groups see-through. */
export function histogramChartOptions(props: HistogramChartProps): Options {
  const format = getNumberFormatter(props.yAxisFormat);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const overlapping = props.series.length > 1;
  return {
    ...baseOptions('column'),
    legend: legendOptions(props.showLegend && props.series.length > 0, props.legendOrientation),
    xAxis: {
      categories: props.bins,
      title: { text: props.xAxisTitle || undefined },
      labels: props.rotateLabels ? { rotation: -45 } : {},
    },
    yAxis: {
      title: { text: props.yAxisTitle || undefined },
      labels: { formatter() { return format(Number(this.value)); } },
    },
    tooltip: {
      shared: true,
      useHTML: true,
      formatter() {
        const points = this.points ?? [];
        return [tooltipHeader(String(this.x ?? points[0]?.category ?? '')), ...points.map((p) => tooltipRow(p.color, p.series.name, format(p.y)))].join('<br/>');
      },
    },
    plotOptions: {
      column: {
        grouping: false,
        pointPadding: 0,
        groupPadding: 0,
        borderWidth: 1,
        opacity: overlapping ? 0.7 : 1,
        dataLabels: { enabled: props.showValue, formatter() { return format(this.y); } },
      },
    },
    series: props.series.map((series) => ({ type: 'column', name: series.name, data: series.data, color: color(series.name) })),
  };
}
