// The members of the timeseries family: one query and props shape, drawn as different Highcharts series.

export type TimeseriesSeriesType = 'line' | 'spline' | 'area' | 'column' | 'scatter';

export interface TimeseriesKind {
  vizType: string;
  /** Older viz_type values saved charts of this kind may carry (Superset's legacy NVD3 charts). */
  legacyVizTypes: readonly string[];
  name: string;
  seriesType: TimeseriesSeriesType;
  /** Step lines: where the step sits ('start' | 'middle' | 'end' in form data). */
  step: boolean;
  label?: 'featured';
}

export const TIMESERIES_KINDS: readonly TimeseriesKind[] = [
  { vizType: 'echarts_timeseries_line', legacyVizTypes: ['line'], name: 'Line Chart', seriesType: 'line', step: false, label: 'featured' },
  { vizType: 'echarts_timeseries_bar', legacyVizTypes: ['bar'], name: 'Bar Chart', seriesType: 'column', step: false, label: 'featured' },
  { vizType: 'echarts_area', legacyVizTypes: ['echarts_timeseries_area', 'area'], name: 'Area Chart', seriesType: 'area', step: false },
  { vizType: 'echarts_timeseries_scatter', legacyVizTypes: [], name: 'Scatter Plot', seriesType: 'scatter', step: false },
  { vizType: 'echarts_timeseries_smooth', legacyVizTypes: [], name: 'Smooth Line', seriesType: 'spline', step: false },
  { vizType: 'echarts_timeseries_step', legacyVizTypes: [], name: 'Stepped Line', seriesType: 'line', step: true },
];
