import type { VizPlugin } from '../types';
import { buildHistogramQuery, migrateHistogramFormData } from './build-query';
import { histogramControlPanel } from './control-panel';
import { transformHistogramProps, type HistogramChartProps } from './transform-props';

export const histogramPlugin: VizPlugin<HistogramChartProps> = {
  name: 'Histogram',
  gallery: {
    category: 'Distribution',
    description: 'How the values of a column spread: the count of rows in each bin of values.',
    tags: ['Statistical', 'Distribution', 'Comparison'],
    thumbnail: [
      { d: 'M5 23h6v5H5zM11 15h6v13h-6zM17 6h6v22h-6zM23 9h6v19h-6zM29 17h6v11h-6zM35 22h6v6h-6z' },
      { d: 'M5 23h36', stroke: true, tone: 3 },
    ],
  },
  vizTypes: ['histogram_v2', 'histogram'],
  controlPanel: histogramControlPanel,
  migrateFormData: migrateHistogramFormData,
  buildQuery: buildHistogramQuery,
  transformProps: transformHistogramProps,
  standardizedSlots: { metrics: [], columns: ['groupby'] },
  loadRenderer: () => import('./histogram-chart'),
};
