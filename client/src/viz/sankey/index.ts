import type { VizPlugin } from '../types';
import { buildSankeyQuery, migrateSankeyFormData } from './build-query';
import { sankeyControlPanel } from './control-panel';
import { transformSankeyProps, type SankeyChartProps } from './transform-props';

export const sankeyPlugin: VizPlugin<SankeyChartProps> = {
  name: 'Sankey Chart',
  vizTypes: ['sankey_v2', 'sankey'],
  controlPanel: sankeyControlPanel,
  migrateFormData: migrateSankeyFormData,
  buildQuery: buildSankeyQuery,
  transformProps: transformSankeyProps,
  standardizedSlots: { metrics: ['metric'], columns: ['source', 'target'] },
  loadRenderer: () => import('./sankey-chart'),
};
