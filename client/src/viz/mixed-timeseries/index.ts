// Mixed timeseries: two queries (A and B) over one x-axis, each drawn its own way on the primary or the
// secondary y-axis.
import type { VizPlugin } from '../types';
import { buildMixedTimeseriesQuery } from './build-query';
import { mixedTimeseriesControlPanel } from './control-panel';
import { transformMixedTimeseriesProps, type MixedTimeseriesProps } from './transform-props';

export const mixedTimeseriesPlugin: VizPlugin<MixedTimeseriesProps> = {
  name: 'Mixed Chart',
  gallery: {
    category: 'Evolution',
    description: 'Two queries over one time axis, each drawn as lines, bars or areas, on the left or the right y-axis.',
    tags: ['Advanced-Analytics', 'Comparison', 'Trend', 'Multi-Layers'],
    thumbnail: [
      { d: 'M6 18h6v10H6zM16 12h6v16h-6zM26 16h6v12h-6zM36 8h6v20h-6z', tone: 3 },
      { d: 'M4 20l10-10 10 6 10-10 10 4', stroke: true, tone: 1 },
    ],
  },
  vizTypes: ['mixed_timeseries'],
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  standardizedSlots: { metrics: ['metrics', 'metrics_b'], columns: ['groupby', 'groupby_b'] },
  loadRenderer: () => import('./mixed-timeseries-chart'),
};
