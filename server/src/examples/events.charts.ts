/** The `events_10m` performance dataset and its one saved chart (the benchmark's query). */
import { lineChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { EVENTS_TABLE, generateEvents } from './events-data';

export const EVENTS_PER_DAY_CHART_UUID = '8f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2c01';

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
  charts: [
    lineChart({
      uuid: EVENTS_PER_DAY_CHART_UUID,
      name: 'Events per Day',
      description: 'All events per day over 2024 (a GROUP BY with a day grain over ten million rows)',
      xAxis: 'event_time',
      timeGrain: 'P1D',
      metrics: ['count'],
    }),
  ],
  large: true,
  generate: (conn, opts) => generateEvents(conn, opts),
};
