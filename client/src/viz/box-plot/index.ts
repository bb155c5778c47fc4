import type { VizPlugin } from '../types';
import { buildBoxPlotQuery } from './build-query';
import { boxPlotControlPanel } from './control-panel';
import { transformBoxPlotProps, type BoxPlotChartProps } from './transform-props';

export const boxPlotPlugin: VizPlugin<BoxPlotChartProps> = {
  name: 'Box Plot',
  gallery: {
    category: 'Distribution',
    description: 'The spread of a metric across groups: median, quartiles, whiskers and outliers per box.',
    tags: ['Statistical', 'Distribution', 'Comparison'],
    thumbnail: [
      { d: 'M13 3v6M13 21v7M9 3h8M9 28h8M34 6v7M34 22v4M30 6h8M30 26h8', stroke: true, tone: 2 },
      { d: 'M8 9h10v12H8zM29 13h10v9H29z' },
      { d: 'M8 15h10M29 17h10', stroke: true, tone: 3 },
    ],
  },
  vizTypes: ['box_plot'],
  controlPanel: boxPlotControlPanel,
  buildQuery: buildBoxPlotQuery,
  transformProps: transformBoxPlotProps,
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby', 'columns'] },
  loadRenderer: () => import('./box-plot-chart'),
};
