import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildWorldMapQuery, worldMapEntity } from './build-query';
import { worldMapControlPanel } from './control-panel';
import { transformWorldMapProps, type WorldMapChartProps } from './transform-props';

export const worldMapPlugin: VizPlugin<WorldMapChartProps> = {
  name: 'World Map',
  gallery: {
    category: 'Map',
    description: 'A metric per country on a map of the world, as colour or as bubbles.',
    tags: ['Geo', 'Comparison'],
    thumbnail: [
      { d: 'M11 16a13 13 0 1 0 26 0a13 13 0 1 0 -26 0Z', stroke: true, tone: 3 },
      { d: 'M11 16h26M24 3c-6 6-6 20 0 26M24 3c6 6 6 20 0 26', stroke: true, tone: 3 },
      { d: 'M14 8l6-1 2 4-3 4-4-1zM26 17l5-2 4 3-2 6-5 1z' },
      { d: 'M29 8l5 1-1 3-4-1z', tone: 2 },
    ],
  },
  vizTypes: ['world_map'],
  controlPanel: worldMapControlPanel,
  buildQuery: buildWorldMapQuery,
  transformProps: transformWorldMapProps,
  crossFilter: { columns: (formData) => physicalColumns([worldMapEntity(formData)]) },
  standardizedSlots: { metrics: ['metric'], columns: ['entity'] },
  loadRenderer: () => import('./world-map-chart'),
};
