import type { VizPlugin } from '../types';
import { buildGaugeQuery } from './build-query';
import { gaugeControlPanel } from './control-panel';
import { transformGaugeProps, type GaugeChartProps } from './transform-props';

export const gaugePlugin: VizPlugin<GaugeChartProps> = {
  name: 'Gauge Chart',
  gallery: {
    category: 'KPI',
    description: 'One value of a metric on a dial against its minimum and maximum, with optional intervals.',
    tags: ['Business', 'Report', 'Progressive'],
    thumbnail: [
      { d: 'M7 27a17 17 0 0 1 34 0', stroke: true, tone: 3 },
      { d: 'M7 27a17 17 0 0 1 22-16.3', stroke: true, tone: 1 },
      { d: 'M24 27l8-11', stroke: true, tone: 1 },
      { d: 'M22 27a2 2 0 1 0 4 0a2 2 0 1 0 -4 0Z' },
    ],
  },
  vizTypes: ['gauge_chart'],
  controlPanel: gaugeControlPanel,
  buildQuery: buildGaugeQuery,
  transformProps: transformGaugeProps,
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./gauge-chart'),
};
