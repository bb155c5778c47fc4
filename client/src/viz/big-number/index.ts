// Big numbers: the latest value of a metric with its trend line and change against an earlier period
// (big_number), or a metric's total (big_number_total). One renderer draws both.
import type { VizPlugin } from '../types';
import { buildBigNumberQuery, buildBigNumberTotalQuery } from './build-query';
import { bigNumberControlPanel, bigNumberTotalControlPanel } from './control-panel';
import { transformBigNumberProps, transformBigNumberTotalProps, type BigNumberProps } from './transform-props';
import { migrateLegacyTimeseries } from '../timeseries/build-query';

export const bigNumberPlugin: VizPlugin<BigNumberProps> = {
  label: 'featured',
  name: 'Big Number with Trendline',
  vizTypes: ['big_number'],
  controlPanel: bigNumberControlPanel,
  migrateFormData: migrateLegacyTimeseries,
  buildQuery: buildBigNumberQuery,
  transformProps: transformBigNumberProps,
  standardizedSlots: { metrics: ['metric'], columns: [] },
  loadRenderer: () => import('./big-number-chart'),
};

export const bigNumberTotalPlugin: VizPlugin<BigNumberProps> = {
  name: 'Big Number',
  vizTypes: ['big_number_total'],
  controlPanel: bigNumberTotalControlPanel,
  buildQuery: buildBigNumberTotalQuery,
  transformProps: transformBigNumberTotalProps,
  standardizedSlots: { metrics: ['metric'], columns: [] },
  loadRenderer: () => import('./big-number-chart'),
};
