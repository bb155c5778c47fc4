/** The `cleaned_sales_data` dataset and its saved charts (after Superset's "Sales Dashboard"). */
import { lineChart, pieChart, tableChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { generateSales, SALES_TABLE } from './sales-data';

const id = (n: number) => `e8623bb9-fcc6-4c8b-9f2e-5a7d3c1b0c${String(n).padStart(2, '0')}`;

export const SALES_EXAMPLE: ExampleDataset = {
  key: 'sales',
  table: SALES_TABLE,
  uuid: 'e8623bb9-fcc6-4c8b-9f2e-5a7d3c1b0a01',
  description: 'Order lines of a model-car wholesaler, 2003–2007: products, customers, deal sizes (generated deterministically)',
  mainDttmCol: 'order_date',
  metrics: [
    countMetric(),
    aggregateMetric('sum', 'sales', { verboseName: 'Revenue', d3format: '$,.2f' }),
    aggregateMetric('sum', 'quantity_ordered', { verboseName: 'Units' }),
    aggregateMetric('avg', 'price_each', { verboseName: 'Average price', d3format: '$,.2f' }),
  ],
  charts: [
    pieChart({
      uuid: id(1),
      name: 'Proportion of Revenue by Product Line',
      description: 'Share of revenue by product line',
      groupby: ['product_line'],
      metric: 'sum__sales',
      rowLimit: 10,
    }),
    pieChart({ uuid: id(2), name: 'Revenue by Deal Size', description: 'Small, Medium and Large deals', groupby: ['deal_size'], metric: 'sum__sales', rowLimit: 10, donut: true }),
    lineChart({ uuid: id(3), name: 'Total Revenue by Month', description: 'Monthly revenue, all product lines', xAxis: 'order_date', timeGrain: 'P1M', metrics: ['sum__sales'] }),
    lineChart({
      uuid: id(4),
      name: 'Quarterly Revenue by Product Line',
      description: 'Revenue per quarter for each product line',
      xAxis: 'order_date',
      timeGrain: 'P3M',
      metrics: ['sum__sales'],
      groupby: ['product_line'],
    }),
    tableChart({
      uuid: id(5),
      name: 'Top 20 Customers',
      description: 'Customers by revenue (shipped orders)',
      groupby: ['customer_name', 'country'],
      metrics: ['sum__sales', 'count'],
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      rowLimit: 20,
    }),
  ],
  dashboard: {
    key: 'sales',
    uuid: 'e8623bb9-fcc6-4c8b-9f2e-5a7d3c1b0d01',
    title: 'Sales Dashboard',
    slug: 'sales',
    crossFilters: true,
    filterBarOrientation: 'HORIZONTAL',
    rows: [
      { header: 'Revenue' },
      [
        { chart: id(3), width: 8 },
        { chart: id(2), width: 4 },
      ],
      [
        { chart: id(1), width: 4 },
        { chart: id(4), width: 8 },
      ],
      { header: 'Customers' },
      [{ chart: id(5), width: 12, height: 70 }],
    ],
    filters: [
      { key: 'product_line', name: 'Product line', type: 'filter_select', column: 'product_line' },
      { key: 'deal_size', name: 'Deal size', type: 'filter_select', column: 'deal_size' },
      { key: 'country', name: 'Country', type: 'filter_select', column: 'country' },
      { key: 'time', name: 'Order date', type: 'filter_time' },
    ],
  },
  generate: (conn, opts) => generateSales(conn, opts),
};
