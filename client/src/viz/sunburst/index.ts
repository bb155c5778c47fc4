import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildSunburstQuery, migrateSunburstFormData } from './build-query';
import { sunburstControlPanel } from './control-panel';
import { transformSunburstProps, type SunburstChartProps } from './transform-props';

export const sunburstPlugin: VizPlugin<SunburstChartProps> = {
  name: 'Sunburst Chart',
  gallery: {
    category: 'Part of a Whole',
    description: 'A hierarchy as rings: each ring is one level, each arc a share of its parent.',
    tags: ['Percentages', 'Proportional', 'Hierarchy', 'Multi-Levels'],
    thumbnail: [
      { d: 'M24 2a14 14 0 0 1 14 14h-6a8 8 0 0 0-8-8z', tone: 2 },
      { d: 'M38 16a14 14 0 0 1-14 14v-6a8 8 0 0 0 8-8z', tone: 3 },
      { d: 'M24 30a14 14 0 0 1 0-28v6a8 8 0 0 0 0 16z' },
      { d: 'M18 16a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' },
    ],
  },
  vizTypes: ['sunburst_v2', 'sunburst'],
  controlPanel: sunburstControlPanel,
  migrateFormData: migrateSunburstFormData,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.columns) },
  standardizedSlots: { metrics: ['metric', 'secondary_metric'], columns: ['columns'] },
  loadRenderer: () => import('./sunburst-chart'),
};
