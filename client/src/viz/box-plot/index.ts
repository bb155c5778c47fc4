import type { VizPlugin } from '../types';
import { buildBoxPlotQuery } from './build-query';
import { boxPlotControlPanel } from './control-panel';
import { transformBoxPlotProps, type BoxPlotChartProps } from './transform-props';

export const boxPlotPlugin: VizPlugin<BoxPlotChartProps> = {
  name: 'Box Plot',
  vizTypes: ['box_plot'],
  controlPanel: boxPlotControlPanel,
  buildQuery: buildBoxPlotQuery,
  transformProps: transformBoxPlotProps,
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby', 'columns'] },
  loadRenderer: () => import('./box-plot-chart'),
};
