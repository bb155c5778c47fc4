import type { VizPlugin } from '../types';
import { buildHeatmapQuery, migrateHeatmapFormData } from './build-query';
import { heatmapControlPanel } from './control-panel';
import { transformHeatmapProps, type HeatmapChartProps } from './transform-props';

export const heatmapPlugin: VizPlugin<HeatmapChartProps> = {
  name: 'Heatmap',
  vizTypes: ['heatmap_v2', 'heatmap'],
  controlPanel: heatmapControlPanel,
  migrateFormData: migrateHeatmapFormData,
  buildQuery: buildHeatmapQuery,
  transformProps: transformHeatmapProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./heatmap-chart'),
};
