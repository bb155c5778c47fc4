/** The `long_timeseries` dataset and its saved charts. */
import { lineChart, tableChart } from './chart-builders';
import { aggregateMetric, countMetric, type ExampleDataset } from './example-dataset';
import { generateLongTimeseries, LONG_TIMESERIES_TABLE } from './long-timeseries-data';

const id = (n: number) => `6e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1c${String(n).padStart(2, '0')}`;

export const LONG_TIMESERIES_EXAMPLE: ExampleDataset = {
  key: 'long_timeseries',
  table: LONG_TIMESERIES_TABLE,
  uuid: '6e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01',
  description: 'Hourly sensor readings of three sites, 2010–2019: temperature, humidity, power, occupancy (generated deterministically)',
  mainDttmCol: 'ds',
  metrics: [
    countMetric(),
    aggregateMetric('avg', 'temperature_c', { verboseName: 'Temperature (°C)', d3format: '.1f' }),
    aggregateMetric('avg', 'humidity_pct', { verboseName: 'Humidity (%)', d3format: '.0f' }),
    aggregateMetric('sum', 'power_kw', { verboseName: 'Energy (kWh)', d3format: ',.0f' }),
    aggregateMetric('max', 'power_kw', { verboseName: 'Peak power (kW)', d3format: ',.0f' }),
    aggregateMetric('avg', 'occupancy', { verboseName: 'Occupancy', d3format: '.0f' }),
  ],
  charts: [
    lineChart({
      uuid: id(1),
      name: 'Daily Energy by Site',
      description: 'Energy used per day (kWh), ten years',
      xAxis: 'ds',
      timeGrain: 'P1D',
      metrics: ['sum__power_kw'],
      groupby: ['site'],
    }),
    lineChart({
      uuid: id(2),
      name: 'Monthly Temperature by Site',
      description: 'Average temperature per month: the seasons of both hemispheres',
      xAxis: 'ds',
      timeGrain: 'P1M',
      metrics: ['avg__temperature_c'],
      groupby: ['site'],
    }),
    lineChart({
      uuid: id(3),
      name: 'Hourly Power, Last Week of 2019',
      description: 'Power per hour: office hours and weekends',
      xAxis: 'ds',
      timeGrain: 'PT1H',
      metrics: ['sum__power_kw'],
      groupby: ['site'],
      timeRange: '2019-12-23 : 2019-12-30',
    }),
    tableChart({
      uuid: id(4),
      name: 'Readings by Site',
      description: 'Averages and totals over ten years',
      groupby: ['site'],
      metrics: ['avg__temperature_c', 'avg__humidity_pct', 'sum__power_kw', 'max__power_kw'],
      rowLimit: 10,
    }),
  ],
  dashboard: {
    key: 'long_timeseries',
    uuid: '6e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1d01',
    title: 'Sensor Readings',
    slug: 'sensor_readings',
    // Refreshes itself every five minutes, like a wall screen.
    refreshFrequency: 300,
    rows: [
      [{ chart: id(1), width: 12 }],
      [
        { chart: id(2), width: 6 },
        { chart: id(3), width: 6 },
      ],
      [{ chart: id(4), width: 12, height: 40 }],
    ],
    filters: [
      { key: 'site', name: 'Site', type: 'filter_select', column: 'site' },
      { key: 'time', name: 'Time range', type: 'filter_time' },
    ],
  },
  generate: (conn, opts) => generateLongTimeseries(conn, opts),
};
