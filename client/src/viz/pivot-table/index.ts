import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildPivotTableQuery } from './build-query';
import { pivotTableControlPanel } from './control-panel';
import { transformPivotTableProps, type PivotTableProps } from './transform-props';

export const pivotTablePlugin: VizPlugin<PivotTableProps> = {
  label: 'featured',
  name: 'Pivot Table',
  vizTypes: ['pivot_table_v2'],
  controlPanel: pivotTableControlPanel,
  buildQuery: buildPivotTableQuery,
  transformProps: transformPivotTableProps,
  crossFilter: { columns: (formData) => [...physicalColumns(formData.groupbyRows), ...physicalColumns(formData.groupbyColumns)] },
  standardizedSlots: { metrics: ['metrics'], columns: ['groupbyRows', 'groupbyColumns'] },
  loadRenderer: () => import('./pivot-table-chart'),
};
