// Mixed timeseries: two queries (A and B) over one x-axis, each drawn its own way on the primary or the
// secondary y-axis.
import type { VizPlugin } from '../types';
import { buildMixedTimeseriesQuery } from './build-query';
import { mixedTimeseriesControlPanel } from './control-panel';
import { transformMixedTimeseriesProps, type MixedTimeseriesProps } from './transform-props';

export const mixedTimeseriesPlugin: VizPlugin<MixedTimeseriesProps> = {
  name: 'Mixed Chart',
  vizTypes: ['mixed_timeseries'],
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  standardizedSlots: { metrics: ['metrics', 'metrics_b'], columns: ['groupby', 'groupby_b'] },
  loadRenderer: () => import('./mixed-timeseries-chart'),
};
