import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildTreemapQuery, migrateTreemapFormData } from './build-query';
import { treemapControlPanel } from './control-panel';
import { transformTreemapProps, type TreemapChartProps } from './transform-props';

export const treemapPlugin: VizPlugin<TreemapChartProps> = {
  name: 'Treemap',
  vizTypes: ['treemap_v2', 'treemap'],
  controlPanel: treemapControlPanel,
  migrateFormData: migrateTreemapFormData,
  buildQuery: buildTreemapQuery,
  transformProps: transformTreemapProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./treemap-chart'),
};
