import type { VizPlugin } from '../types';
import { buildTableQuery } from './build-query';
import { tableControlPanel } from './control-panel';
import { transformTableProps, type TableChartProps } from './transform-props';

export const tablePlugin: VizPlugin<TableChartProps> = {
  label: 'featured',
  name: 'Table',
  vizTypes: ['table'],
  controlPanel: tableControlPanel,
  buildQuery: buildTableQuery,
  transformProps: transformTableProps,
  loadRenderer: () => import('./table-chart'),
};
