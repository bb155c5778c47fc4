import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildTreemapQuery, migrateTreemapFormData } from './build-query';
import { treemapControlPanel } from './control-panel';
import { transformTreemapProps, type TreemapChartProps } from './transform-props';

export const treemapPlugin: VizPlugin<TreemapChartProps> = {
  name: 'Treemap',
  gallery: {
    category: 'Part of a Whole',
    description: 'A hierarchy as nested rectangles whose areas are proportional to a metric.',
    tags: ['Percentages', 'Proportional', 'Hierarchy'],
    thumbnail: [
      { d: 'M4 4h22v24H4z' },
      { d: 'M27 4h17v13H27z', tone: 2 },
      { d: 'M27 18h8v10h-8z', tone: 3 },
      { d: 'M36 18h8v10h-8z', tone: 2 },
    ],
  },
  vizTypes: ['treemap_v2', 'treemap'],
  controlPanel: treemapControlPanel,
  migrateFormData: migrateTreemapFormData,
  buildQuery: buildTreemapQuery,
  transformProps: transformTreemapProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./treemap-chart'),
};
