import type { VizPlugin } from '../types';
import { buildHistogramQuery, migrateHistogramFormData } from './build-query';
import { histogramControlPanel } from './control-panel';
import { transformHistogramProps, type HistogramChartProps } from './transform-props';

export const histogramPlugin: VizPlugin<HistogramChartProps> = {
  name: 'Histogram',
  vizTypes: ['histogram_v2', 'histogram'],
  controlPanel: histogramControlPanel,
  migrateFormData: migrateHistogramFormData,
  buildQuery: buildHistogramQuery,
  transformProps: transformHistogramProps,
  standardizedSlots: { metrics: [], columns: ['groupby'] },
  loadRenderer: () => import('./histogram-chart'),
};
