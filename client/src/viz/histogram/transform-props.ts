import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { SMART_NUMBER } from '../shared/number-format';
import { getColumnLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { histogramColumn } from './build-query';

export interface HistogramSeries {
  name: string;
  /** One count (or share, when normalised) per bin, in bin order. */
  data: number[];
}

export interface HistogramChartProps {
  /** Bin labels '<lower> - <upper>', as the server names them. */
  bins: string[];
  series: HistogramSeries[];
  normalize: boolean;
  xAxisTitle: string;
  yAxisTitle: string;
  yAxisFormat: string;
  showValue: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  rotateLabels: boolean;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function readChartOptions(formData: QueryFormData) {
  return {
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}

/** The `histogram` operation returns one row per group with one column per bin; each row becomes a series
 * named by its group values (or by the column when nothing is grouped). */
export function transformHistogramProps({ formData, queriesData }: ChartPropsInput): HistogramChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const groupLabels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const bins = (result?.colnames ?? []).filter((name) => !groupLabels.includes(name));
  const column = histogramColumn(formData);
  const series = rows.map((row) => ({
    name: groupLabels.length ? groupLabels.map((label) => seriesValueLabel(row[label])).join(', ') : column ? getColumnLabel(column) : 'count',
    data: bins.map((bin) => toNumberOrNull(row[bin]) ?? 0),
  }));
  const normalize = formData.normalize === true;
  return {
    bins,
    series,
    normalize,
    xAxisTitle: str(formData.x_axis_title),
    yAxisTitle: str(formData.y_axis_title),
    yAxisFormat: str(formData.y_axis_format) || (normalize ? ',.1%' : SMART_NUMBER),
    showValue: formData.show_value === true,
    rotateLabels: formData.x_axis_label_rotation === true,
    ...readChartOptions(formData),
  };
}
