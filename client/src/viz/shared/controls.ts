// Controls several chart types share, with the product's choices and defaults (spec section 9).
import type { ControlConfig } from './control-panel';
import { SMART_NUMBER } from './number-format';
import { SMART_DATE } from './time-format';

export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const DEFAULT_ROW_LIMIT = 10000;
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;
export const DEFAULT_TIME_RANGE = 'No filter';
export const DEFAULT_TIME_GRAIN = 'P1D';

export const TIME_GRAIN_CHOICES = [
  ['PT1S', 'Second'],
  ['PT5S', '5 second'],
  ['PT30S', '30 second'],
  ['PT1M', 'Minute'],
  ['PT5M', '5 minute'],
  ['PT10M', '10 minute'],
  ['PT15M', '15 minute'],
  ['PT30M', '30 minute'],
  ['PT1H', 'Hour'],
  ['PT6H', '6 hour'],
  ['P1D', 'Day'],
  ['P1W', 'Week'],
  ['1969-12-28T00:00:00Z/P1W', 'Week starting Sunday'],
  ['1969-12-29T00:00:00Z/P1W', 'Week starting Monday'],
  ['P1W/1970-01-03T00:00:00Z', 'Week ending Saturday'],
  ['P1W/1970-01-04T00:00:00Z', 'Week ending Sunday'],
  ['P1M', 'Month'],
  ['P3M', 'Quarter'],
  ['P1Y', 'Year'],
] as const;

export const NUMBER_FORMAT_CHOICES = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
] as const;

export const DATE_FORMAT_CHOICES = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%d.%m.%Y', '%d.%m.%Y | 14.01.2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
] as const;

export const metricsControl: ControlConfig = {
  name: 'metrics',
  type: 'MetricsControl',
  label: 'Metrics',
  multi: true,
  validators: ['nonEmpty'],
};

export const groupbyControl: ControlConfig = {
  name: 'groupby',
  type: 'GroupByControl',
  label: 'Dimensions',
  description: 'One or many columns to group by.',
  multi: true,
  default: [],
};

export const adhocFiltersControl: ControlConfig = {
  name: 'adhoc_filters',
  type: 'AdhocFilterControl',
  label: 'Filters',
  default: [],
};

export const timeRangeControl: ControlConfig = {
  name: 'time_range',
  type: 'DateFilterControl',
  label: 'Time range',
  default: DEFAULT_TIME_RANGE,
};

export const timeGrainControl: ControlConfig = {
  name: 'time_grain_sqla',
  type: 'TimeGrainControl',
  label: 'Time grain',
  choices: TIME_GRAIN_CHOICES,
  default: DEFAULT_TIME_GRAIN,
};

export const rowLimitControl: ControlConfig = {
  name: 'row_limit',
  type: 'SelectControl',
  label: 'Row limit',
  freeForm: true,
  choices: ROW_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
  default: DEFAULT_ROW_LIMIT,
  validators: ['nonEmpty', 'integer'],
};

export const seriesLimitControl: ControlConfig = {
  name: 'series_limit',
  type: 'SelectControl',
  label: 'Series limit',
  freeForm: true,
  choices: SERIES_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
  validators: ['integer'],
};

export const orderDescControl: ControlConfig = {
  name: 'order_desc',
  type: 'CheckboxControl',
  label: 'Sort descending',
  default: true,
};

export const showLegendControl: ControlConfig = {
  name: 'show_legend',
  type: 'CheckboxControl',
  label: 'Show legend',
  default: true,
};

export function numberFormatControl(name: string, label: string): ControlConfig {
  return { name, type: 'NumberFormatControl', label, freeForm: true, choices: NUMBER_FORMAT_CHOICES, default: SMART_NUMBER };
}
