import type { VizPlugin } from '../types';
import { buildSankeyQuery, migrateSankeyFormData } from './build-query';
import { sankeyControlPanel } from './control-panel';
import { transformSankeyProps, type SankeyChartProps } from './transform-props';

export const sankeyPlugin: VizPlugin<SankeyChartProps> = {
  name: 'Sankey Chart',
  gallery: {
    category: 'Flow',
    description: 'Flows from source to target values, with widths proportional to a metric.',
    tags: ['Flow', 'Relational', 'Circular'],
    thumbnail: [
      { d: 'M4 4h4v12H4zM4 19h4v9H4zM40 4h4v8h-4zM40 15h4v13h-4z' },
      { d: 'M8 4c16 0 16 0 32 0v8c-16 0-16 4-32 4zM8 19c16 0 16-4 32-4v13c-16 0-16 0-32 0z', tone: 3 },
    ],
  },
  vizTypes: ['sankey_v2', 'sankey'],
  controlPanel: sankeyControlPanel,
  migrateFormData: migrateSankeyFormData,
  buildQuery: buildSankeyQuery,
  transformProps: transformSankeyProps,
  standardizedSlots: { metrics: ['metric'], columns: ['source', 'target'] },
  loadRenderer: () => import('./sankey-chart'),
};
