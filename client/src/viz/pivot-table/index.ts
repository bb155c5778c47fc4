import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildPivotTableQuery } from './build-query';
import { pivotTableControlPanel } from './control-panel';
import { transformPivotTableProps, type PivotTableProps } from './transform-props';

export const pivotTablePlugin: VizPlugin<PivotTableProps> = {
  label: 'featured',
  name: 'Pivot Table',
  gallery: {
    category: 'Table',
    description: 'Metrics summarised by groups on the rows and on the columns, with subtotals and totals.',
    tags: ['Popular', 'Tabular', 'Report', 'Comparison'],
    thumbnail: [
      { d: 'M4 4h40v6H4z' },
      { d: 'M4 10h12v18H4z', tone: 2 },
      { d: 'M4 4h40v24H4zM4 16h40M4 22h40M16 4v24M30 4v24', stroke: true, tone: 3 },
    ],
  },
  vizTypes: ['pivot_table_v2'],
  controlPanel: pivotTableControlPanel,
  buildQuery: buildPivotTableQuery,
  transformProps: transformPivotTableProps,
  crossFilter: { columns: (formData) => [...physicalColumns(formData.groupbyRows), ...physicalColumns(formData.groupbyColumns)] },
  standardizedSlots: { metrics: ['metrics'], columns: ['groupbyRows', 'groupbyColumns'] },
  loadRenderer: () => import('./pivot-table-chart'),
};
