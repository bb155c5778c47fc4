import type { Options, SeriesOptionsType, SubtitleOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions, tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { eventPlotLines, intervalPlotBands } from './native-annotations';
import type { AnnotationLayerProps, AnnotationSeries } from './timeseries-annotations';
import type { TimeseriesChartProps, TimeseriesSeries } from './transform-props';

const HIGHCHARTS_TYPES = { line: 'line', spline: 'spline', area: 'area', column: 'column', scatter: 'scatter' } as const;
/** Drawing order when series of different kinds share a plot (mixed charts): bars, then areas, then lines and points on top. */
const LAYER: Record<keyof typeof HIGHCHARTS_TYPES, number> = { column: 0, area: 1, line: 2, spline: 2, scatter: 3 };

/** The step position of a stepped line ('start' | 'middle' | 'end' in Superset's seriesType control). */
export function stepOf(seriesType: unknown): 'left' | 'center' | 'right' {
  if (seriesType === 'middle') return 'center';
  if (seriesType === 'end') return 'right';
  return 'left';
}

export interface SeriesStyle {
  type: keyof typeof HIGHCHARTS_TYPES;
  step: false | 'left' | 'center' | 'right';
  yAxis?: number;
  stacking?: 'normal' | 'percent';
  stackGroup?: string;
  opacity: number;
  markers: boolean;
  markerSize: number;
  showValue: boolean;
}

/** One Highcharts series from a timeseries series; categories map to their index on a category axis. */
export function toHighchartsSeries(
  line: TimeseriesSeries,
  style: SeriesStyle,
  color: string,
  categoryIndex: Map<string, number> | null,
  formatValue: (value: number | null) => string,
): SeriesOptionsType {
  const data = line.data.map(([x, y]) => [categoryIndex ? (categoryIndex.get(String(x)) ?? 0) : (x as number), y]);
  return {
    type: HIGHCHARTS_TYPES[style.type],
    // The key stays the series id (cross-filter clicks and the mixed chart's axes look series up by it).
    id: line.name,
    name: line.label ?? line.name,
    color,
    data,
    yAxis: style.yAxis,
    zIndex: LAYER[style.type],
    step: style.type === 'line' ? style.step || undefined : undefined,
    stacking: style.stacking,
    stack: style.stackGroup,
    fillOpacity: style.type === 'area' ? style.opacity : undefined,
    dashStyle: line.comparison ? 'Dash' : 'Solid',
    marker: { enabled: style.markers, radius: Math.max(1, style.markerSize / 2), states: { hover: { enabled: true } } },
    dataLabels: {
      enabled: style.showValue,
      formatter() {
        return formatValue(typeof this.y === 'number' ? this.y : null);
      },
    },
  } as SeriesOptionsType;
}

/** Category x values in first-seen order across all series (the server already sorted the rows). */
export function categoriesOf(series: readonly TimeseriesSeries[]): string[] {
  const seen = new Set<string>();
  for (const line of series) for (const [x] of line.data) seen.add(String(x));
  return [...seen];
}

export function yAxisOptions(
  props: Pick<TimeseriesChartProps, 'yAxisFormat' | 'currency' | 'yAxisTitle' | 'logAxis' | 'yAxisBounds' | 'stacking'> & {
    truncateYAxis?: boolean;
  },
  opposite = false,
): YAxisOptions {
  const format = getNumberFormatter(props.yAxisFormat, props.currency);
  const [min, max] = props.yAxisBounds;
  // An untruncated axis reaches zero (a log axis cannot).
  const keepZero = !props.truncateYAxis && !props.logAxis;
  return {
    title: { text: props.yAxisTitle || undefined },
    type: props.logAxis ? 'logarithmic' : 'linear',
    min: min ?? undefined,
    max: max ?? undefined,
    ...(keepZero ? { softMin: 0, softMax: 0 } : {}),
    opposite,
    // With 'percent' stacking Highcharts' axis runs 0..100: shown as shares.
    labels: {
      formatter: (context) =>
        props.stacking === 'percent'
          ? getNumberFormatter(',.0%')(Number(context.value) / 100)
          : format(Number(context.value)),
    },
  };
}

/** Formula annotation lines, evaluated at every x the series have (time axes only). */
export function annotationSeries(props: Pick<TimeseriesChartProps, 'annotations' | 'series' | 'xAxisType'>): SeriesOptionsType[] {
  if (props.xAxisType !== 'datetime' || props.annotations.length === 0) return [];
  const xs = [...new Set(props.series.flatMap((line) => line.data.map(([x]) => x as number)))].sort((a, b) => a - b);
  return props.annotations.map((annotation) => ({
    type: 'line',
    name: annotation.name,
    data: xs.map((x) => [x, annotation.evaluate(x)]),
    color: annotation.color ?? '#666666',
    opacity: annotation.opacity,
    lineWidth: annotation.width,
    dashStyle: annotation.dashStyle,
    marker: { enabled: false },
  }));
}

/** Other charts' series of time-series layers, in the layer's style (a hidden line leaves the markers). */
export function overlaySeries(overlays: readonly AnnotationSeries[], color: (name: string) => string): SeriesOptionsType[] {
  return overlays.map((overlay) => ({
    type: 'line',
    name: overlay.name,
    data: overlay.data,
    color: overlay.style.color ?? color(overlay.name),
    opacity: overlay.style.opacity,
    lineWidth: overlay.hideLine ? 0 : overlay.style.width,
    dashStyle: overlay.style.dashStyle,
    marker: { enabled: overlay.markers, radius: 3 },
    states: { hover: { lineWidthPlus: overlay.hideLine ? 0 : 1 } },
    className: 'annotation-series',
    zIndex: 4,
  }));
}

/** What annotation layers add to a time-series chart (the timeseries and mixed charts alike): events and
 * intervals on the x-axis, formula and other charts' lines as series, and the layers' errors as a subtitle. */
export function annotationLayerOptions(
  props: AnnotationLayerProps & Pick<TimeseriesChartProps, 'series' | 'xAxisType'>,
  color: (name: string) => string,
): { xAxis: Pick<XAxisOptions, 'plotLines' | 'plotBands'>; series: SeriesOptionsType[]; subtitle?: SubtitleOptions } {
  const datetime = props.xAxisType === 'datetime';
  return {
    xAxis: datetime ? { plotLines: eventPlotLines(props.nativeAnnotations), plotBands: intervalPlotBands(props.nativeAnnotations) } : {},
    series: [...annotationSeries(props), ...(datetime ? overlaySeries(props.annotationSeries, color) : [])],
    ...(props.annotationErrors.length
      ? { subtitle: { text: props.annotationErrors.join('<br/>'), align: 'left', style: { color: '#c92a2a', fontSize: '11px' }, className: 'annotation-errors' } }
      : {}),
  };
}

/** Highcharts options for the timeseries family: a UTC datetime (or category) x-axis, one series per column
 * of the server's pivoted result, values formatted with the chart's y-axis format and currency. */
export function timeseriesChartOptions(props: TimeseriesChartProps): Options {
  const { kind } = props;
  const formatValue = getNumberFormatter(props.yAxisFormat, props.currency);
  const formatShare = getNumberFormatter('.1%');
  const color = createColorScale(props.colorScheme, props.labelColors);
  const categories = props.xAxisType === 'category' ? categoriesOf(props.series) : null;
  const categoryIndex = categories ? new Map(categories.map((name, index) => [name, index])) : null;
  const xFormat = getTimeFormatter(props.xAxisTimeFormat);
  const tooltipTime = getTimeFormatter(props.tooltipTimeFormat, props.timeGrain);
  const style: SeriesStyle = {
    type: kind.seriesType,
    step: kind.step ? stepOf(props.stepType) : false,
    stacking: props.stacking,
    opacity: props.opacity,
    markers: props.markers,
    markerSize: props.markerSize,
    showValue: props.showValue,
  };
  const base = baseOptions(HIGHCHARTS_TYPES[kind.seriesType]);
  const layers = annotationLayerOptions(props, color);
  return {
    ...base,
    ...(layers.subtitle ? { subtitle: layers.subtitle } : {}),
    chart: {
      ...base.chart,
      inverted: props.horizontal,
      // Highcharts reads chart.zooming.type: the key must be an object or absent, never undefined.
      ...(props.zoomable ? { zooming: { type: 'x' as const } } : {}),
    },
    legend: legendOptions(props.showLegend && props.series.length > 0, props.legendOrientation),
    xAxis: {
      type: categories ? 'category' : 'datetime',
      categories: categories ?? undefined,
      title: { text: props.xAxisTitle || undefined },
      // Highcharts' own datetime labels adapt to the tick interval, which is what adaptive formatting means.
      labels:
        categories || props.xAxisTimeFormat === SMART_DATE
          ? {}
          : { formatter: (context) => xFormat(Number(context.value)) },
      ...layers.xAxis,
    },
    yAxis: yAxisOptions(props),
    tooltip: {
      shared: kind.seriesType !== 'scatter' && props.richTooltip,
      formatter() {
        const points = [...(this.points ?? [this])];
        if (props.tooltipSortByMetric) points.sort((a, b) => (b.y ?? Number.NEGATIVE_INFINITY) - (a.y ?? Number.NEGATIVE_INFINITY));
        const x = categories ? (categories[Number(this.x)] ?? String(this.x)) : tooltipTime(Number(this.x));
        // An 'Expand' stack shows each value with its share of the stack.
        const share = (percentage: number | undefined) =>
          props.stacking === 'percent' && typeof percentage === 'number' ? ` (${formatShare(percentage / 100)})` : '';
        const rows = points.map((point) =>
          tooltipRow(point.color, point.series.name, `${formatValue(point.y ?? null)}${share(point.percentage)}`),
        );
        return [tooltipHeader(x), ...rows].join('<br/>');
      },
    },
    plotOptions: {
      ...base.plotOptions,
      series: { animation: false, turboThreshold: 0 },
    },
    series: [
      ...props.series.map((line) => toHighchartsSeries(line, style, color(line.name), categoryIndex, formatValue)),
      ...layers.series,
    ],
  };
}
