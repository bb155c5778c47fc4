/** The `flights` dataset and its saved charts. */
import { lineChart, pieChart, tableChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { FLIGHTS_TABLE, generateFlights } from './flights-data';

const id = (n: number) => `5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7c${String(n).padStart(2, '0')}`;

export const FLIGHTS_EXAMPLE: ExampleDataset = {
  key: 'flights',
  table: FLIGHTS_TABLE,
  uuid: '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e01',
  description: 'Random set of flights in the US, 2015, with airport coordinates (generated deterministically)',
  mainDttmCol: 'ds',
  metrics: [
    countMetric(),
    aggregateMetric('avg', 'DEPARTURE_DELAY', { verboseName: 'Average departure delay (min)', d3format: '.1f' }),
    aggregateMetric('avg', 'ARRIVAL_DELAY', { verboseName: 'Average arrival delay (min)', d3format: '.1f' }),
    aggregateMetric('sum', 'DISTANCE', { verboseName: 'Miles flown' }),
    aggregateMetric('sum', 'CANCELLED', { verboseName: 'Cancelled flights' }),
  ],
  charts: [
    pieChart({ uuid: id(1), name: 'Flights by Airline', description: 'Share of flights per carrier', groupby: ['AIRLINE'], metric: 'count', rowLimit: 20 }),
    lineChart({
      uuid: id(2),
      name: 'Average Delays by Week',
      description: 'Average departure and arrival delay, weekly',
      xAxis: 'ds',
      timeGrain: 'P1W',
      metrics: ['avg__DEPARTURE_DELAY', 'avg__ARRIVAL_DELAY'],
    }),
    tableChart({
      uuid: id(3),
      name: 'Busiest Routes',
      description: 'The 25 routes with the most flights',
      groupby: ['ORIGIN_AIRPORT', 'DESTINATION_AIRPORT'],
      metrics: ['count', 'avg__ARRIVAL_DELAY'],
      rowLimit: 25,
    }),
    pieChart({
      uuid: id(4),
      name: 'Cancellations by Reason',
      description: 'A: carrier, B: weather, C: National Air System, D: security',
      groupby: ['CANCELLATION_REASON'],
      metric: 'count',
      filters: [{ col: 'CANCELLED', op: '==', val: 1 }],
      rowLimit: 10,
    }),
  ],
  dashboard: {
    key: 'flights',
    uuid: '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7d01',
    title: 'US Flights',
    slug: 'flights',
    crossFilters: true,
    rows: [
      [
        { chart: id(1), width: 4 },
        { chart: id(2), width: 8 },
      ],
      [
        { chart: id(3), width: 8, height: 60 },
        { chart: id(4), width: 4, height: 60 },
      ],
    ],
    filters: [
      { key: 'airline', name: 'Airline', type: 'filter_select', column: 'AIRLINE' },
      { key: 'origin', name: 'Origin airport', type: 'filter_select', column: 'ORIGIN_AIRPORT' },
      { key: 'delay', name: 'Departure delay', type: 'filter_range', column: 'DEPARTURE_DELAY' },
    ],
  },
  generate: (conn, opts) => generateFlights(conn, opts),
};
