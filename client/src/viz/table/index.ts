import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildTableQuery } from './build-query';
import { tableControlPanel } from './control-panel';
import { tableQueryMode } from './table-form';
import { transformTableProps, type TableChartProps } from './transform-props';

export const tablePlugin: VizPlugin<TableChartProps> = {
  label: 'featured',
  name: 'Table',
  gallery: {
    category: 'Table',
    description: 'Rows and columns: the raw records, or the metrics of each group, with sorting, search and paging.',
    tags: ['Popular', 'Tabular', 'Report'],
    thumbnail: [
      { d: 'M4 4h40v6H4z' },
      { d: 'M4 4h40v24H4zM4 16h40M4 22h40M18 4v24M32 4v24', stroke: true, tone: 2 },
    ],
  },
  vizTypes: ['table'],
  controlPanel: tableControlPanel,
  buildQuery: buildTableQuery,
  transformProps: transformTableProps,
  // A click on a cell of a dimension (aggregate mode) or of any column (raw mode) filters on its value.
  crossFilter: { columns: (formData) => physicalColumns(tableQueryMode(formData) === 'raw' ? formData.all_columns : formData.groupby) },
  standardizedSlots: { metrics: ['metrics'], columns: ['groupby', 'all_columns'] },
  loadRenderer: () => import('./table-chart'),
};
