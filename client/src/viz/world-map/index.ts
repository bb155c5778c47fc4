import type { VizPlugin } from '../types';
import { buildWorldMapQuery } from './build-query';
import { worldMapControlPanel } from './control-panel';
import { transformWorldMapProps, type WorldMapChartProps } from './transform-props';

export const worldMapPlugin: VizPlugin<WorldMapChartProps> = {
  name: 'World Map',
  vizTypes: ['world_map'],
  controlPanel: worldMapControlPanel,
  buildQuery: buildWorldMapQuery,
  transformProps: transformWorldMapProps,
  loadRenderer: () => import('./world-map-chart'),
};
