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
      { d: 'M8 5h22v10H8z' },
      { d: 'M32 9h8v4h-8z', tone: 3 },
      { d: 'M4 27l8-5 8 3 10-8 14 3', stroke: true, tone: 2 },
    ],
  },
  vizTypes: ['big_number'],
  controlPanel: bigNumberControlPanel,
  migrateFormData: migrateLegacyTimeseries,
  buildQuery: buildBigNumberQuery,
  transformProps: transformBigNumberProps,
  loadRenderer: () => import('./big-number-chart'),
};

export const bigNumberTotalPlugin: VizPlugin<BigNumberProps> = {
  name: 'Big Number',
  gallery: {
    category: 'KPI',
    description: 'One figure in large type: the total of a metric, optionally with a subtitle.',
    tags: ['Popular', 'Report', 'Business'],
    thumbnail: [
      { d: 'M9 7h30v13H9z' },
      { d: 'M15 24h18v3H15z', tone: 3 },
    ],
  },
  vizTypes: ['big_number_total'],
  controlPanel: bigNumberTotalControlPanel,
  buildQuery: buildBigNumberTotalQuery,
  transformProps: transformBigNumberTotalProps,
  loadRenderer: () => import('./big-number-chart'),
};
