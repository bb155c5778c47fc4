/**
 * The saved charts of the births example (after Superset's "USA Births Names" set): form data (`params`)
 * and the query context the client would have saved with them, so reports, REST `/chart/{pk}/data/` and
 * API clients can replay them without a browser.
 */

import { BIRTH_NAMES_TABLE, generateBirthNames } from './births-data';
import type { ExampleChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';

const girl = { expressionType: 'SIMPLE', subject: 'gender', operator: '==', comparator: 'girl', clause: 'WHERE' };
const boy = { ...girl, comparator: 'boy' };

export const BIRTH_NAMES_CHARTS: ExampleChart[] = [
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e01',
    sliceName: 'Genders',
    vizType: 'pie',
    description: 'Share of births by gender',
    params: { viz_type: 'pie', groupby: ['gender'], metric: 'sum__num', adhoc_filters: [], row_limit: 100, time_range: 'No filter', donut: false, show_legend: true },
    queries: [{ columns: ['gender'], metrics: ['sum__num'], filters: [], orderby: [['sum__num', false]], row_limit: 100, time_range: 'No filter' }],
  },
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e02',
    sliceName: 'Trends',
    vizType: 'echarts_timeseries_line',
    description: 'Births per year, by gender',
    params: {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      groupby: ['gender'],
      adhoc_filters: [],
      row_limit: 10000,
      time_range: 'No filter',
      order_desc: true,
    },
    queries: [
      {
        columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
        metrics: ['sum__num'],
        filters: [],
        orderby: [['sum__num', false]],
        row_limit: 10000,
        series_columns: ['gender'],
        time_range: 'No filter',
        extras: { time_grain_sqla: 'P1Y' },
        post_processing: [
          { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: false } },
          { operation: 'flatten' },
        ],
      },
    ],
  },
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e03',
    sliceName: 'Girls',
    vizType: 'table',
    description: 'Most popular girl names',
    params: { viz_type: 'table', query_mode: 'aggregate', groupby: ['name'], metrics: ['sum__num'], adhoc_filters: [girl], row_limit: 50, order_desc: true, time_range: 'No filter' },
    queries: [{ columns: ['name'], metrics: ['sum__num'], filters: [{ col: 'gender', op: '==', val: 'girl' }], orderby: [['sum__num', false]], row_limit: 50, time_range: 'No filter' }],
  },
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e04',
    sliceName: 'Boys',
    vizType: 'table',
    description: 'Most popular boy names',
    params: { viz_type: 'table', query_mode: 'aggregate', groupby: ['name'], metrics: ['sum__num'], adhoc_filters: [boy], row_limit: 50, order_desc: true, time_range: 'No filter' },
    queries: [{ columns: ['name'], metrics: ['sum__num'], filters: [{ col: 'gender', op: '==', val: 'boy' }], orderby: [['sum__num', false]], row_limit: 50, time_range: 'No filter' }],
  },
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e05',
    sliceName: 'Top 10 States',
    vizType: 'pie',
    description: 'The ten states with the most births',
    params: { viz_type: 'pie', groupby: ['state'], metric: 'sum__num', adhoc_filters: [], row_limit: 10, time_range: 'No filter', donut: true, show_legend: true },
    queries: [{ columns: ['state'], metrics: ['sum__num'], filters: [], orderby: [['sum__num', false]], row_limit: 10, time_range: 'No filter' }],
  },
  {
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4e06',
    sliceName: 'Num Births Trend',
    vizType: 'echarts_timeseries_line',
    description: 'All births per year',
    params: { viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: [], adhoc_filters: [], row_limit: 10000, time_range: 'No filter' },
    queries: [
      {
        columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
        metrics: ['sum__num'],
        filters: [],
        orderby: [['ds', true]],
        row_limit: 10000,
        time_range: 'No filter',
        extras: { time_grain_sqla: 'P1Y' },
      },
    ],
  },
];

/** A chart of this example by name (the dashboard refers to charts by uuid). */
const chart = (name: string) => BIRTH_NAMES_CHARTS.find((c) => c.sliceName === name)!.uuid;

export const BIRTH_NAMES_EXAMPLE: ExampleDataset = {
  key: 'births',
  table: BIRTH_NAMES_TABLE,
  uuid: '3b0c1c8e-7f4c-4a8e-9f5e-6f0d1b2c3a01',
  description: 'Births by name, gender and state, 1965–2008 (generated deterministically)',
  mainDttmCol: 'ds',
  metrics: [countMetric(), aggregateMetric('sum', 'num', { verboseName: 'Births' })],
  calculatedColumns: [{ columnName: 'num_california', expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END", type: 'BIGINT' }],
  charts: BIRTH_NAMES_CHARTS,
  dashboard: {
    key: 'births',
    uuid: '4f1c8e2a-5b53-4c33-9d7e-0a1b2c3d4f01',
    title: 'USA Births Names',
    slug: 'births',
    crossFilters: true,
    tabs: [
      {
        title: 'Overview',
        rows: [
          [
            { markdown: '## USA births\n\nBirths by name, gender and state, 1965–2008. Filter by gender, state, name or time range; click a slice to cross-filter.', width: 4 },
            { chart: chart('Num Births Trend'), width: 8 },
          ],
          [
            { chart: chart('Genders'), width: 6 },
            { chart: chart('Top 10 States'), width: 6 },
          ],
        ],
      },
      {
        title: 'Names',
        rows: [
          { header: 'Most popular names' },
          [
            { chart: chart('Girls'), width: 4, height: 60 },
            { chart: chart('Boys'), width: 4, height: 60 },
            { chart: chart('Trends'), width: 4, height: 60 },
          ],
        ],
      },
    ],
    filters: [
      { key: 'gender', name: 'Gender', type: 'filter_select', column: 'gender', multiSelect: false },
      { key: 'state', name: 'State', type: 'filter_select', column: 'state' },
      { key: 'name', name: 'Name', type: 'filter_select', column: 'name', parents: ['gender'] },
      { key: 'time', name: 'Time range', type: 'filter_time' },
    ],
  },
  generate: (conn, opts) => generateBirthNames(conn, opts),
};
