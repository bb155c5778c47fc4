import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions, tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { annotationLayerOptions, categoriesOf, toHighchartsSeries, yAxisOptions } from '../timeseries/highcharts-options';
import type { MixedTimeseriesProps } from './transform-props';

/** Two queries' series on one x-axis; each query's series on the primary (left) or secondary (right) y-axis,
 * formatted with that axis' format. */
export function mixedTimeseriesOptions(props: MixedTimeseriesProps): Options {
  const color = createColorScale(props.colorScheme, props.labelColors);
  const categories = props.xAxisType === 'category' ? categoriesOf(props.series) : null;
  const categoryIndex = categories ? new Map(categories.map((name, index) => [name, index])) : null;
  const formats = props.axes.map((axis) => getNumberFormatter(axis.format, props.currency));
  const xFormat = getTimeFormatter(props.xAxisTimeFormat);
  const tooltipTime = getTimeFormatter(props.tooltipTimeFormat, props.timeGrain);
  const axisOf = (name: string) => props.series.find((s) => s.name === name)?.style.yAxis ?? 0;
  const base = baseOptions('line');
  const layers = annotationLayerOptions(props, color);
  return {
    ...base,
    ...(layers.subtitle ? { subtitle: layers.subtitle } : {}),
    chart: { ...base.chart, ...(props.zoomable ? { zooming: { type: 'x' as const } } : {}) },
    legend: legendOptions(props.showLegend && props.series.length > 0, props.legendOrientation),
    xAxis: {
      type: categories ? 'category' : 'datetime',
      categories: categories ?? undefined,
      title: { text: props.xAxisTitle || undefined },
      labels: categories || props.xAxisTimeFormat === SMART_DATE ? {} : { formatter: (context) => xFormat(Number(context.value)) },
      ...layers.xAxis,
    },
    yAxis: props.axes
      .slice(0, props.secondaryUsed ? 2 : 1)
      .map((axis, index) =>
        yAxisOptions(
          { yAxisFormat: axis.format, currency: props.currency, yAxisTitle: axis.title, logAxis: axis.logAxis, yAxisBounds: axis.bounds, stacking: undefined, truncateYAxis: axis.truncate },
          index === 1,
        ),
      ),
    tooltip: {
      shared: true,
      formatter() {
        const points = this.points ?? [this];
        const x = categories ? (categories[Number(this.x)] ?? String(this.x)) : tooltipTime(Number(this.x));
        const rows = points.map((point) =>
          tooltipRow(point.color, point.series.name, formats[axisOf(point.series.options.id ?? point.series.name)](point.y ?? null)),
        );
        return [tooltipHeader(x), ...rows].join('<br/>');
      },
    },
    plotOptions: { series: { animation: false, turboThreshold: 0 } },
    series: [
      ...props.series.map((line) => toHighchartsSeries(line, line.style, color(line.name), categoryIndex, formats[line.style.yAxis === 1 ? 1 : 0])),
      ...layers.series,
    ],
  };
}
