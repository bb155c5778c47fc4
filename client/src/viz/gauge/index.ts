import type { VizPlugin } from '../types';
import { buildGaugeQuery } from './build-query';
import { gaugeControlPanel } from './control-panel';
import { transformGaugeProps, type GaugeChartProps } from './transform-props';

export const gaugePlugin: VizPlugin<GaugeChartProps> = {
  name: 'Gauge Chart',
  vizTypes: ['gauge_chart'],
  controlPanel: gaugeControlPanel,
  buildQuery: buildGaugeQuery,
  transformProps: transformGaugeProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./gauge-chart'),
};
