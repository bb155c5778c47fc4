/**
 * The `events_10m` performance dataset, its 25 saved charts and the dashboard holding them all (the
 * benchmark's dashboard load: 25 aggregations over ten million rows at once).
 */
import { lineChart, pieChart, tableChart, type ExampleChart } from './chart-builders';
import type { ExampleCell, ExampleRow } from './dashboard-builder';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { EVENTS_TABLE, generateEvents } from './events-data';

export const EVENTS_PER_DAY_CHART_UUID = '8f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2c01';
const id = (n: number) => `8f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2c${String(n).padStart(2, '0')}`;

const METRICS: Record<string, string> = { count: 'Events', sum__value: 'Revenue', count_distinct__user_id: 'Users', avg__duration_ms: 'Average Duration' };
const GRAINS: Record<string, string> = { P1D: 'Day', P1W: 'Week', P1M: 'Month' };

/** A line of `metric` per `grain`, optionally one series per value of `by`. */
const line = (n: number, metric: string, grain: string, by?: string): ExampleChart =>
  lineChart({
    uuid: id(n),
    name: `${METRICS[metric]} per ${GRAINS[grain]}${by ? ` by ${by.replace('_', ' ')}` : ''}`,
    description: `${METRICS[metric]} over 2024`,
    xAxis: 'event_time',
    timeGrain: grain,
    metrics: [metric],
    ...(by ? { groupby: [by], seriesLimit: 10 } : {}),
  });

const pie = (n: number, metric: string, by: string): ExampleChart =>
  pieChart({ uuid: id(n), name: `${METRICS[metric]} by ${by.replace('_', ' ')}`, description: `Share of ${METRICS[metric].toLowerCase()} per ${by}`, groupby: [by], metric, rowLimit: 20 });

const table = (n: number, name: string, groupby: string[], metrics: string[], rowLimit = 25): ExampleChart =>
  tableChart({ uuid: id(n), name, description: `${metrics.map((m) => METRICS[m]).join(', ')} by ${groupby.join(' and ')}`, groupby, metrics, rowLimit });

const EVENTS_CHARTS: ExampleChart[] = [
  lineChart({
    uuid: EVENTS_PER_DAY_CHART_UUID,
    name: 'Events per Day',
    description: 'All events per day over 2024 (a GROUP BY with a day grain over ten million rows)',
    xAxis: 'event_time',
    timeGrain: 'P1D',
    metrics: ['count'],
  }),
  line(2, 'sum__value', 'P1D'),
  line(3, 'count_distinct__user_id', 'P1D'),
  line(4, 'avg__duration_ms', 'P1D'),
  line(5, 'count', 'P1W', 'event_type'),
  line(6, 'sum__value', 'P1W', 'device'),
  line(7, 'count', 'P1M', 'country'),
  line(8, 'sum__value', 'P1M'),
  line(9, 'count_distinct__user_id', 'P1M'),
  line(10, 'count', 'P1D', 'device'),
  line(11, 'sum__value', 'P1D', 'event_type'),
  line(12, 'avg__duration_ms', 'P1W'),
  pie(13, 'count', 'event_type'),
  pie(14, 'count', 'device'),
  pie(15, 'sum__value', 'event_type'),
  pie(16, 'count_distinct__user_id', 'device'),
  pie(17, 'count', 'country'),
  table(18, 'Events by Country', ['country'], ['count', 'sum__value']),
  table(19, 'Top Countries by Revenue', ['country'], ['sum__value'], 10),
  table(20, 'Users by Country', ['country'], ['count_distinct__user_id']),
  table(21, 'Duration by Device', ['device'], ['avg__duration_ms', 'count']),
  table(22, 'Duration by Event Type', ['event_type'], ['avg__duration_ms', 'count']),
  table(23, 'Devices and Event Types', ['device', 'event_type'], ['count', 'sum__value'], 50),
  table(24, 'Countries and Devices', ['country', 'device'], ['count'], 50),
  table(25, 'Revenue by Event Type', ['event_type'], ['sum__value', 'count_distinct__user_id']),
];

/** The charts three to a row (the last row shares its width among what is left). */
function rowsOf(charts: ExampleChart[]): ExampleRow[] {
  const rows: ExampleRow[] = [];
  for (let i = 0; i < charts.length; i += 3) {
    const slice = charts.slice(i, i + 3);
    rows.push(slice.map((c): ExampleCell => ({ chart: c.uuid, width: 12 / slice.length })));
  }
  return rows;
}

export const EVENTS_EXAMPLE: ExampleDataset = {
  key: 'events_10m',
  table: EVENTS_TABLE,
  uuid: '8f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b01',
  description: '10,000,000 product-analytics events in 2024, for performance work (generated deterministically, on demand)',
  mainDttmCol: 'event_time',
  metrics: [
    countMetric(),
    aggregateMetric('sum', 'value', { verboseName: 'Revenue', d3format: '$,.2f' }),
    aggregateMetric('avg', 'duration_ms', { verboseName: 'Average duration (ms)', d3format: ',.0f' }),
    aggregateMetric('count_distinct', 'user_id', { verboseName: 'Users' }),
  ],
  charts: EVENTS_CHARTS,
  dashboard: {
    key: 'events',
    uuid: '8f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2d01',
    title: 'Product Events (10M rows)',
    slug: 'events',
    crossFilters: true,
    rows: rowsOf(EVENTS_CHARTS),
    filters: [
      { key: 'country', name: 'Country', type: 'filter_select', column: 'country' },
      { key: 'device', name: 'Device', type: 'filter_select', column: 'device' },
      { key: 'event_type', name: 'Event type', type: 'filter_select', column: 'event_type' },
      { key: 'time', name: 'Time range', type: 'filter_time' },
    ],
  },
  large: true,
  generate: (conn, opts) => generateEvents(conn, opts),
};
