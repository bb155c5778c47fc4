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
  gallery: {
    category: 'KPI',
    description: 'One figure in large type, the latest value of a metric, with its trend line and the change against an earlier period.',
    tags: ['Popular', 'Trend', 'Report', 'Business'],
    thumbnail: [
      { d: 'M9 5l3-2v12M16 6a3 3 0 0 1 6 0c0 3-6 5-6 9h6M25 3h6l-3 5a3.5 3.5 0 1 1-3 6', stroke: true },
      { d: 'M35 10l3-4 3 4z', tone: 3 },
      { d: 'M4 28l8-5 8 3 10-7 14 3', stroke: true, tone: 2 },
    ],
  },
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
  gallery: {
    category: 'KPI',
    description: 'One figure in large type: the total of a metric, optionally with a subtitle.',
    tags: ['Popular', 'Report', 'Business'],
    thumbnail: [
      { d: 'M10 7l4-3v17M19 8a4 4 0 0 1 8 0c0 4-8 7-8 13h8M31 4h8l-4 6a5 5 0 1 1-4 8', stroke: true },
      { d: 'M15 25h18v3H15z', tone: 3 },
    ],
  },
  vizTypes: ['big_number_total'],
  controlPanel: bigNumberTotalControlPanel,
  buildQuery: buildBigNumberTotalQuery,
  transformProps: transformBigNumberTotalProps,
  standardizedSlots: { metrics: ['metric'], columns: [] },
  loadRenderer: () => import('./big-number-chart'),
};
