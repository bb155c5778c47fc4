import type { VizPlugin } from '../types';
import { buildFunnelQuery } from './build-query';
import { funnelControlPanel } from './control-panel';
import { transformFunnelProps, type FunnelChartProps } from './transform-props';

export const funnelPlugin: VizPlugin<FunnelChartProps> = {
  name: 'Funnel Chart',
  gallery: {
    category: 'KPI',
    description: 'How a quantity shrinks from stage to stage, such as the steps of a sales process.',
    tags: ['Business', 'Progressive', 'Sequential'],
    thumbnail: [
      { d: 'M5 4h38l-5 7H10z' },
      { d: 'M11 12h26l-4 7H15z', tone: 2 },
      { d: 'M16 20h16l-3 8H19z', tone: 3 },
    ],
  },
  vizTypes: ['funnel'],
  controlPanel: funnelControlPanel,
  buildQuery: buildFunnelQuery,
  transformProps: transformFunnelProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./funnel-chart'),
};
