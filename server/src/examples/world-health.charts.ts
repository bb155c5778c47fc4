/** The `wb_health_population` dataset and its saved charts (after Superset's "World Bank's Data"). */
import { lineChart, pieChart, tableChart, worldMapChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { generateWorldHealth, WB_TABLE } from './world-health-data';

const id = (n: number) => `3a8b6b0e-2f4c-4e9a-8d7b-1c2e3f4a5c${String(n).padStart(2, '0')}`;
const in2014 = { col: 'year', op: 'TEMPORAL_RANGE' as const, val: '2014-01-01 : 2015-01-01' };

export const WORLD_HEALTH_EXAMPLE: ExampleDataset = {
  key: 'world_health',
  table: WB_TABLE,
  uuid: '3a8b6b0e-2f4c-4e9a-8d7b-1c2e3f4a5b01',
  description: "World Bank's Health Nutrition and Population Stats, 1960–2014, a subset of the indicators (generated deterministically)",
  mainDttmCol: 'year',
  metrics: [
    countMetric(),
    aggregateMetric('sum', 'SP_POP_TOTL', { verboseName: 'Population', d3format: ',.0f' }),
    aggregateMetric('sum', 'SH_DYN_AIDS'),
    aggregateMetric('sum', 'SP_RUR_TOTL_ZS'),
    aggregateMetric('sum', 'SP_DYN_LE00_IN'),
    aggregateMetric('sum', 'SP_RUR_TOTL'),
    aggregateMetric('avg', 'SP_DYN_LE00_IN', { verboseName: 'Life expectancy', d3format: '.1f' }),
    aggregateMetric('avg', 'SP_RUR_TOTL_ZS', { verboseName: 'Rural population (%)', d3format: '.1f' }),
  ],
  charts: [
    lineChart({
      uuid: id(1),
      name: "World's Pop Growth",
      description: 'Population by World Bank region since 1960',
      xAxis: 'year',
      timeGrain: 'P1Y',
      metrics: ['sum__SP_POP_TOTL'],
      groupby: ['region'],
    }),
    tableChart({
      uuid: id(2),
      name: 'Most Populated Countries',
      description: 'The 25 most populated economies in 2014',
      groupby: ['country_name'],
      metrics: ['sum__SP_POP_TOTL'],
      filters: [in2014],
      rowLimit: 25,
    }),
    lineChart({
      uuid: id(3),
      name: 'Life Expectancy by Region',
      description: 'Average life expectancy at birth across the economies of each region',
      xAxis: 'year',
      timeGrain: 'P1Y',
      metrics: ['avg__SP_DYN_LE00_IN'],
      groupby: ['region'],
    }),
    pieChart({
      uuid: id(4),
      name: 'Rural Breakdown',
      description: 'Rural population by region in 2014',
      groupby: ['region'],
      metric: 'sum__SP_RUR_TOTL',
      filters: [in2014],
      rowLimit: 10,
    }),
    worldMapChart({
      uuid: id(5),
      name: '% Rural',
      description: 'Rural population share of each economy in 2014',
      entity: 'country_code',
      metric: 'avg__SP_RUR_TOTL_ZS',
      filters: [in2014],
    }),
  ],
  dashboard: {
    key: 'world_health',
    uuid: '3a8b6b0e-2f4c-4e9a-8d7b-1c2e3f4a5d01',
    title: "World Bank's Data",
    slug: 'world_health',
    crossFilters: true,
    rows: [
      [
        {
          markdown:
            "## World Bank's Data\n\nHealth, nutrition and population indicators, 1960–2014. Click a country on the map or a region in a chart to cross-filter the others.",
          width: 4,
          height: 60,
        },
        { chart: id(5), width: 8, height: 60 },
      ],
      [
        { chart: id(1), width: 6 },
        { chart: id(3), width: 6 },
      ],
      [
        { chart: id(2), width: 6 },
        { chart: id(4), width: 6 },
      ],
    ],
    filters: [
      { key: 'region', name: 'Region', type: 'filter_select', column: 'region' },
      { key: 'country', name: 'Country', type: 'filter_select', column: 'country_name', parents: ['region'] },
    ],
  },
  generate: (conn, opts) => generateWorldHealth(conn, opts),
};
