// The product's fixed choices for shared controls (spec 1 section 9), as [value, label] pairs. Values are
// what Superset stores in form data, so saved Superset charts keep their settings.
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
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['MEMORY_DECIMAL', 'Memory in bytes - decimal (1024B => 1.024kB)'],
  ['MEMORY_BINARY', 'Memory in bytes - binary (1024B => 1KiB)'],
  ['MEMORY_TRANSFER_RATE_DECIMAL', 'Memory transfer rate in bytes - decimal (1024B => 1.024kB/s)'],
  ['MEMORY_TRANSFER_RATE_BINARY', 'Memory transfer rate in bytes - binary (1024B => 1KiB/s)'],
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

export const ROLLING_TYPE_CHOICES = [
  ['None', 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
] as const;

export const TIME_SHIFT_CHOICES = [
  ['1 day ago', '1 day ago'],
  ['1 week ago', '1 week ago'],
  ['28 days ago', '28 days ago'],
  ['30 days ago', '30 days ago'],
  ['52 weeks ago', '52 weeks ago'],
  ['1 year ago', '1 year ago'],
  ['104 weeks ago', '104 weeks ago'],
  ['2 years ago', '2 years ago'],
  ['156 weeks ago', '156 weeks ago'],
  ['3 years ago', '3 years ago'],
] as const;

export const COMPARISON_TYPE_CHOICES = [
  ['values', 'Actual values'],
  ['absolute', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
] as const;

export const RESAMPLE_RULE_CHOICES = [
  ['1T', '1 minutely frequency'],
  ['1H', '1 hourly frequency'],
  ['1D', '1 calendar day frequency'],
  ['7D', '7 calendar day frequency'],
  ['1M', '1 month end frequency'],
  ['1AS', '1 year start frequency'],
] as const;

export const RESAMPLE_METHOD_CHOICES = [
  ['asfreq', 'Null imputation'],
  ['bfill', 'Backward values'],
  ['ffill', 'Forward values'],
  ['median', 'Median values'],
  ['mean', 'Mean values'],
  ['sum', 'Sum values'],
] as const;

export const CONTRIBUTION_CHOICES = [
  [null, 'None'],
  ['row', 'Row'],
  ['column', 'Series'],
] as const;

export const STACK_CHOICES = [
  [null, 'None'],
  ['Stack', 'Stack'],
  ['Expand', 'Expand'],
] as const;

export const SORT_SERIES_CHOICES = [
  ['name', 'Category name'],
  ['sum', 'Total value'],
  ['min', 'Minimum value'],
  ['max', 'Maximum value'],
  ['avg', 'Average value'],
] as const;

export const LEGEND_TYPE_CHOICES = [
  ['scroll', 'Scroll'],
  ['plain', 'Plain'],
] as const;

export const LEGEND_ORIENTATION_CHOICES = [
  ['top', 'Top'],
  ['bottom', 'Bottom'],
  ['left', 'Left'],
  ['right', 'Right'],
] as const;

export const AXIS_TITLE_MARGIN_CHOICES = [15, 30, 50, 75, 100, 125, 150, 200].map((margin) => [margin, String(margin)] as const);

export const MAX_BUBBLE_SIZE_CHOICES = [5, 10, 15, 25, 50, 75, 100].map((size) => [String(size), String(size)] as const);

export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

export const MATRIXIFY_CHARTS_PER_ROW_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12].map((n) => [n, String(n)] as const);
