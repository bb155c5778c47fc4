import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { toNumberOrNull } from '../shared/result-rows';
import { SMART_DATE } from '../shared/time-format';
import type { SeriesStyle } from '../timeseries/highcharts-options';
import { stepOf } from '../timeseries/highcharts-options';
import { readAnnotationLayers, type AnnotationLayerProps } from '../timeseries/timeseries-annotations';
import { readBounds, readLabelColors, readSeries, sortSeries, stackingOf, type TimeseriesSeries } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { queryAFormData, queryBFormData } from './build-query';

export interface MixedSeries extends TimeseriesSeries {
  style: SeriesStyle;
}

export interface MixedAxis {
  format: string;
  title: string;
  logAxis: boolean;
  bounds: [number | null, number | null];
  truncate: boolean;
}

/** Annotation layers draw as on the timeseries charts, from query A's annotation data. */
export interface MixedTimeseriesProps extends AnnotationLayerProps {
  series: MixedSeries[];
  xAxisType: 'datetime' | 'category';
  axes: [MixedAxis, MixedAxis];
  /** Whether the secondary (right) axis is used at all. */
  secondaryUsed: boolean;
  currency: CurrencyFormat | null;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  zoomable: boolean;
  xAxisTimeFormat: string;
  tooltipTimeFormat: string;
  timeGrain: string | null;
  xAxisTitle: string;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

/** Superset's seriesType choices: line, scatter, smooth, bar, or a step position. */
export function seriesStyle(seriesType: unknown, options: { stack: unknown; area: unknown; markers: unknown; markerSize: unknown; opacity: unknown; showValue: unknown; yAxis: unknown }, group: string): SeriesStyle {
  const type = typeof seriesType === 'string' ? seriesType : 'line';
  const step = type === 'start' || type === 'middle' || type === 'end';
  const base =
    type === 'bar' ? 'column' : type === 'scatter' ? 'scatter' : type === 'smooth' ? 'spline' : 'line';
  const area = options.area === true && (base === 'line' || base === 'spline');
  return {
    type: area ? 'area' : base,
    step: step ? stepOf(type) : false,
    yAxis: Number(options.yAxis) === 1 ? 1 : 0,
    stacking: stackingOf(options.stack),
    stackGroup: group,
    opacity: toNumberOrNull(options.opacity) ?? 0.2,
    markers: base === 'scatter' || options.markers === true,
    markerSize: toNumberOrNull(options.markerSize) ?? 6,
    showValue: options.showValue === true,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function transformMixedTimeseriesProps(input: ChartPropsInput): MixedTimeseriesProps {
  const { formData } = input;
  const a = readSeries({ ...input, formData: queryAFormData(formData) }, 0);
  const b = readSeries({ ...input, formData: queryBFormData(formData) }, 1);
  const styleA = seriesStyle(formData.seriesType, {
    stack: formData.stack, area: formData.area, markers: formData.markerEnabled, markerSize: formData.markerSize,
    opacity: formData.opacity, showValue: formData.show_value, yAxis: formData.yAxisIndex,
  }, 'A');
  const styleB = seriesStyle(formData.seriesTypeB, {
    stack: formData.stackB, area: formData.areaB, markers: formData.markerEnabledB, markerSize: formData.markerSizeB,
    opacity: formData.opacityB, showValue: formData.show_valueB, yAxis: formData.yAxisIndexB,
  }, 'B');
  const namesA = new Set(a.series.map((s) => s.name));
  const seriesA = sortSeries(a.series, formData.sort_series_type, formData.sort_series_ascending).map((s) => ({ ...s, style: styleA }));
  // A name both queries produce is told apart by its query.
  const seriesB = sortSeries(b.series, formData.sort_series_type, formData.sort_series_ascending).map((s) => ({
    ...s,
    name: namesA.has(s.name) ? `${s.name} (Query B)` : s.name,
    label: namesA.has(s.name) ? `${s.label ?? s.name} (Query B)` : s.label,
    style: styleB,
  }));
  return {
    series: [...seriesA, ...seriesB],
    xAxisType: a.series.length ? a.xAxisType : b.xAxisType,
    axes: [
      {
        format: str(formData.y_axis_format) || SMART_NUMBER,
        title: str(formData.y_axis_title),
        logAxis: formData.logAxis === true,
        bounds: readBounds(formData.y_axis_bounds),
        truncate: formData.truncateYAxis === true,
      },
      {
        format: str(formData.y_axis_format_secondary) || SMART_NUMBER,
        title: str(formData.y_axis_title_secondary),
        logAxis: formData.logAxisSecondary === true,
        bounds: readBounds(formData.y_axis_bounds_secondary),
        truncate: formData.truncateYAxis === true,
      },
    ],
    secondaryUsed: styleA.yAxis === 1 || styleB.yAxis === 1,
    currency: readCurrency(formData.currency_format),
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    zoomable: formData.zoomable === true,
    xAxisTimeFormat: str(formData.x_axis_time_format) || SMART_DATE,
    tooltipTimeFormat: str(formData.tooltipTimeFormat) || SMART_DATE,
    timeGrain: str(formData.time_grain_sqla) || null,
    xAxisTitle: str(formData.x_axis_title),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
    ...readAnnotationLayers(formData.annotation_layers, input.queriesData[0]?.annotationData),
  };
}
