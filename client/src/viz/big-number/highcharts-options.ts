import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { getNumberFormatter } from '../shared/number-format';
import { getTimeFormatter } from '../shared/time-format';
import type { BigNumberProps } from './transform-props';

/** The trend line under a big number: an area without axes, legend or exporting, values in the tooltip. */
export function trendlineOptions(props: BigNumberProps): Options {
  const format = getNumberFormatter(props.yAxisFormat, props.currency);
  const time = getTimeFormatter(props.timeFormat, props.timeGrain);
  const base = baseOptions('area');
  return {
    ...base,
    chart: { ...base.chart, margin: [2, 0, 2, 0], backgroundColor: 'transparent' },
    exporting: { enabled: false },
    legend: { enabled: false },
    xAxis: { type: 'datetime', visible: false },
    yAxis: { visible: false, min: props.startYAxisAtZero ? 0 : undefined, startOnTick: false },
    tooltip: {
      formatter() {
        return [tooltipHeader(time(Number(this.x))), tooltipRow(this.color, props.metricLabel, format(this.y ?? null))].join('<br/>');
      },
    },
    plotOptions: {
      series: { animation: false, marker: { enabled: false }, lineWidth: 2 },
      area: { fillOpacity: 0.2 },
    },
    series: [{ type: 'area', name: props.metricLabel, color: props.color, data: props.trendline ?? [] }],
  };
}
