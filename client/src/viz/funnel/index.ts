import type { VizPlugin } from '../types';
import { buildFunnelQuery } from './build-query';
import { funnelControlPanel } from './control-panel';
import { transformFunnelProps, type FunnelChartProps } from './transform-props';

export const funnelPlugin: VizPlugin<FunnelChartProps> = {
  name: 'Funnel Chart',
  vizTypes: ['funnel'],
  controlPanel: funnelControlPanel,
  buildQuery: buildFunnelQuery,
  transformProps: transformFunnelProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./funnel-chart'),
};
