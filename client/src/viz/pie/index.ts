import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildPieQuery } from './build-query';
import { pieControlPanel } from './control-panel';
import { transformPieProps, type PieChartProps } from './transform-props';

export const piePlugin: VizPlugin<PieChartProps> = {
  name: 'Pie Chart',
  gallery: {
    category: 'Part of a Whole',
    description: "Each category's share of a total, as slices of a circle (or a donut).",
    tags: ['Popular', 'Percentages', 'Proportional'],
    thumbnail: [
      { d: 'M24 16V4a12 12 0 0 1 11.4 15.7z' },
      { d: 'M24 16l11.4 3.7A12 12 0 1 1 24 4z', tone: 2 },
      { d: 'M24 16l-8.5 8.5A12 12 0 0 1 12.6 12.3z', tone: 3 },
    ],
  },
  vizTypes: ['pie'],
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  // A slice is one combination of the groupby columns.
  crossFilter: { columns: (formData) => physicalColumns(formData.groupby) },
  standardizedSlots: { metrics: ['metric'], columns: ['groupby'] },
  loadRenderer: () => import('./pie-chart'),
};
