import type { Options, SeriesLineOptions } from 'highcharts';
import { escapeHtml } from '../highcharts/escape-html';
import { formatNumber } from '../shared/number-format';
import { formatTime, SMART_DATE } from '../shared/time-format';
import type { TimeseriesLineProps } from './transform-props';

/** Highcharts options for a timeseries line chart: a datetime x-axis in UTC, one line per series, values
 * formatted with the chart's y-axis format. */
export function lineChartOptions(props: TimeseriesLineProps): Options {
  const { yAxisFormat, xAxisTimeFormat } = props;
  const series: SeriesLineOptions[] = props.series.map((line) => ({ type: 'line', name: line.name, data: line.data }));
  return {
    chart: { type: 'line', zooming: { type: 'x' }, animation: false, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    time: { timezone: 'UTC' },
    legend: { enabled: props.showLegend && series.length > 0 },
    xAxis: {
      type: 'datetime',
      title: { text: props.xAxisTitle || undefined },
      // Highcharts' own tick labels already adapt to the tick interval, which is what smart_date means.
      labels:
        xAxisTimeFormat === SMART_DATE
          ? {}
          : { formatter: (context) => formatTime(xAxisTimeFormat, Number(context.value)) },
    },
    yAxis: {
      title: { text: props.yAxisTitle || undefined },
      labels: { formatter: (context) => formatNumber(yAxisFormat, Number(context.value)) },
    },
    tooltip: {
      shared: true,
      formatter() {
        const points = this.points ?? [this];
        const header = `<span style="font-size: 0.85em">${escapeHtml(formatTime(SMART_DATE, Number(this.x)))}</span>`;
        const lines = points.map(
          (point) =>
            `<span style="color:${String(point.color)}">\u25CF</span> ${escapeHtml(point.series.name)}: <b>${escapeHtml(
              formatNumber(yAxisFormat, point.y ?? null),
            )}</b>`,
        );
        return [header, ...lines].join('<br/>');
      },
    },
    plotOptions: { series: { animation: false, marker: { enabled: false, states: { hover: { enabled: true } } } } },
    series,
  };
}
