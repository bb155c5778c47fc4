import type { VizPlugin } from '../types';
import { buildHeatmapQuery, migrateHeatmapFormData } from './build-query';
import { heatmapControlPanel } from './control-panel';
import { transformHeatmapProps, type HeatmapChartProps } from './transform-props';

export const heatmapPlugin: VizPlugin<HeatmapChartProps> = {
  name: 'Heatmap',
  gallery: {
    category: 'Correlation',
    description: 'A metric over two dimensions as a grid of cells, coloured by value.',
    tags: ['Comparison', 'Intensity', 'Density'],
    thumbnail: [
      { d: 'M4 4h10v8H4zM24 12h10v8H24zM14 20h10v8H14zM34 4h10v8H34z' },
      { d: 'M14 4h10v8H14zM4 12h10v8H4zM34 20h10v8H34z', tone: 2 },
      { d: 'M24 4h10v8H24zM14 12h10v8H14zM34 12h10v8H34zM4 20h10v8H4zM24 20h10v8H24z', tone: 3 },
    ],
  },
  vizTypes: ['heatmap_v2', 'heatmap'],
  controlPanel: heatmapControlPanel,
  migrateFormData: migrateHeatmapFormData,
  buildQuery: buildHeatmapQuery,
  transformProps: transformHeatmapProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./heatmap-chart'),
};
