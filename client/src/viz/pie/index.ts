import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildPieQuery } from './build-query';
import { pieControlPanel } from './control-panel';
import { transformPieProps, type PieChartProps } from './transform-props';

export const piePlugin: VizPlugin<PieChartProps> = {
  name: 'Pie Chart',
  vizTypes: ['pie'],
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  // A slice is one combination of the groupby columns.
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./pie-chart'),
};
