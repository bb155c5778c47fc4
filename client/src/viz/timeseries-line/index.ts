import type { VizPlugin } from '../types';
import { buildTimeseriesQuery, migrateLegacyLine } from './build-query';
import { timeseriesLineControlPanel } from './control-panel';
import { transformTimeseriesLineProps, type TimeseriesLineProps } from './transform-props';

export const timeseriesLinePlugin: VizPlugin<TimeseriesLineProps> = {
  name: 'Line Chart',
  vizTypes: ['echarts_timeseries_line', 'line'],
  controlPanel: timeseriesLineControlPanel,
  migrateFormData: migrateLegacyLine,
  buildQuery: buildTimeseriesQuery,
  transformProps: transformTimeseriesLineProps,
  loadRenderer: () => import('./line-chart'),
};
