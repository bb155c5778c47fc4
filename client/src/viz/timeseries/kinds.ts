// The members of the timeseries family: one query and props shape, drawn as different Highcharts series.
import type { VizGalleryInfo } from '../types';

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
  gallery: VizGalleryInfo;
}

export const TIMESERIES_KINDS: readonly TimeseriesKind[] = [
  { vizType: 'echarts_timeseries_line', legacyVizTypes: ['line'], name: 'Line Chart', seriesType: 'line', step: false, label: 'featured', gallery: { category: 'Evolution', description: 'Metrics over time (or over another x-axis) as lines, one per metric and series.', tags: ['Popular', 'Trend', 'Line'], thumbnail: [{ d: 'M4 25l10-10 8 5 10-12 12 5', stroke: true, tone: 1 }, { d: 'M4 28h40', stroke: true, tone: 3 }] } },
  { vizType: 'echarts_timeseries_bar', legacyVizTypes: ['bar'], name: 'Bar Chart', seriesType: 'column', step: false, label: 'featured', gallery: { category: 'Evolution', description: 'Metrics per period or per category as bars, grouped or stacked, vertical or horizontal.', tags: ['Popular', 'Bar', 'Comparison', 'Trend'], thumbnail: [{ d: 'M6 18h6v10H6zM16 10h6v18h-6zM26 14h6v14h-6zM36 6h6v22h-6z' }] } },
  { vizType: 'echarts_area', legacyVizTypes: ['echarts_timeseries_area', 'area'], name: 'Area Chart', seriesType: 'area', step: false, gallery: { category: 'Evolution', description: 'Metrics over time as filled areas, stacked to show how the parts add up to the total.', tags: ['Trend', 'Proportional', 'Line'], thumbnail: [{ d: 'M4 28V21l10-7 10 4 10-9 10 3v16z', tone: 2 }, { d: 'M4 28v-3l10-4 10 3 10-5 10 2v7z', tone: 1 }] } },
  { vizType: 'echarts_timeseries_scatter', legacyVizTypes: [], name: 'Scatter Plot', seriesType: 'scatter', step: false, gallery: { category: 'Evolution', description: 'Metrics over time as points, without joining lines.', tags: ['Scatter', 'Trend'], thumbnail: [{ d: 'M6 22a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM12 15a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM18 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM24 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM30 14a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM36 7a2 2 0 1 0 4 0a2 2 0 1 0 -4 0Z' }, { d: 'M9 25a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM21 23a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM33 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM39 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0Z', tone: 3 }, { d: 'M4 29h40', stroke: true, tone: 3 }] } },
  { vizType: 'echarts_timeseries_smooth', legacyVizTypes: [], name: 'Smooth Line', seriesType: 'spline', step: false, gallery: { category: 'Evolution', description: 'Metrics over time as smoothed curves.', tags: ['Trend', 'Line'], thumbnail: [{ d: 'M4 24C12 4 18 28 28 14s12-8 16-6', stroke: true, tone: 1 }, { d: 'M4 28h40', stroke: true, tone: 3 }] } },
  { vizType: 'echarts_timeseries_step', legacyVizTypes: [], name: 'Stepped Line', seriesType: 'line', step: true, gallery: { category: 'Evolution', description: 'Metrics over time as steps: each value holds until the next one.', tags: ['Trend', 'Line'], thumbnail: [{ d: 'M4 24h8v-8h10v5h10V8h12', stroke: true, tone: 1 }, { d: 'M4 28h40', stroke: true, tone: 3 }] } },
];
