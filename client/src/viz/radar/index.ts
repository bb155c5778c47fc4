import type { VizPlugin } from '../types';
import { buildRadarQuery } from './build-query';
import { radarControlPanel } from './control-panel';
import { transformRadarProps, type RadarChartProps } from './transform-props';

export const radarPlugin: VizPlugin<RadarChartProps> = {
  name: 'Radar Chart',
  vizTypes: ['radar'],
  controlPanel: radarControlPanel,
  buildQuery: buildRadarQuery,
  transformProps: transformRadarProps,
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby'] },
  loadRenderer: () => import('./radar-chart'),
};
