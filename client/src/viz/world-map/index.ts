import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildWorldMapQuery, worldMapEntity } from './build-query';
import { worldMapControlPanel } from './control-panel';
import { transformWorldMapProps, type WorldMapChartProps } from './transform-props';

export const worldMapPlugin: VizPlugin<WorldMapChartProps> = {
  name: 'World Map',
  vizTypes: ['world_map'],
  controlPanel: worldMapControlPanel,
  buildQuery: buildWorldMapQuery,
  transformProps: transformWorldMapProps,
  crossFilter: { columns: (formData) => physicalColumns([worldMapEntity(formData)]) },
  standardizedSlots: { metrics: ['metric'], columns: ['entity'] },
  loadRenderer: () => import('./world-map-chart'),
};
