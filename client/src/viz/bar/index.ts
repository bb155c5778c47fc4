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
  gallery: {
    category: 'Ranking',
    description: 'Bars per category, optionally stacked by series. Kept for saved charts: use the Bar Chart with a categorical x-axis.',
    tags: ['Comparison', 'Legacy', 'Ranking'],
    thumbnail: [
      { d: 'M6 14h7v14H6zM17 18h7v10h-7zM28 20h7v8h-7zM39 24h5v4h-5z' },
      { d: 'M6 6h7v8H6zM17 12h7v6h-7zM28 16h7v4h-7zM39 21h5v3h-5z', tone: 3 },
    ],
  },
  vizTypes: ['dist_bar'],
  controlPanel: barControlPanel,
  buildQuery: buildBarQuery,
  transformProps: transformBarProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby', 'columns'] },
  loadRenderer: () => import('../timeseries/timeseries-chart'),
};
