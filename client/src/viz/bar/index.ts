// The categorical bar chart (Superset's dist_bar): bars per category, optionally broken down into series.
import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import type { TimeseriesChartProps } from '../timeseries/transform-props';
import { buildBarQuery } from './build-query';
import { barControlPanel } from './control-panel';
import { transformBarProps } from './transform-props';

export const barPlugin: VizPlugin<TimeseriesChartProps> = {
  // Superset's legacy dist_bar: kept for saved charts; the Bar Chart with a categorical x-axis replaces it.
  label: 'deprecated',
  name: 'Bar Chart (categorical)',
  vizTypes: ['dist_bar'],
  controlPanel: barControlPanel,
  buildQuery: buildBarQuery,
  transformProps: transformBarProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby', 'columns'] },
  loadRenderer: () => import('../timeseries/timeseries-chart'),
};
