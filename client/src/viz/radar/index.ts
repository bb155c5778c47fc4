import type { VizPlugin } from '../types';
import { buildRadarQuery } from './build-query';
import { radarControlPanel } from './control-panel';
import { transformRadarProps, type RadarChartProps } from './transform-props';

export const radarPlugin: VizPlugin<RadarChartProps> = {
  name: 'Radar Chart',
  gallery: {
    category: 'Ranking',
    description: 'Several metrics per group, each on its own axis of a polygon, to compare groups at a glance.',
    tags: ['Comparison', 'Multi-Variables'],
    thumbnail: [
      { d: 'M24 3l19 11-7 15H12L5 14z', stroke: true, tone: 3 },
      { d: 'M24 9l12 6-5 10H17l-5-10z', tone: 2 },
      { d: 'M24 3v13M43 14L24 16M36 29L24 16M12 29l12-13M5 14l19 2', stroke: true, tone: 3 },
    ],
  },
  vizTypes: ['radar'],
  controlPanel: radarControlPanel,
  buildQuery: buildRadarQuery,
  transformProps: transformRadarProps,
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby'] },
  loadRenderer: () => import('./radar-chart'),
};
