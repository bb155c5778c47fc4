/**
 * The time grains a chart can bucket a temporal column by (Superset's `time_grain_sqla` values). Engines
 * implement each one in `EngineSpec.timeGrainExpression`; this list is the single source of the names.
 */

export const TIME_GRAINS = [
  { name: 'Second', duration: 'PT1S', label: 'Second' },
  { name: '5 second', duration: 'PT5S', label: '5 second' },
  { name: '30 second', duration: 'PT30S', label: '30 second' },
  { name: 'Minute', duration: 'PT1M', label: 'Minute' },
  { name: '5 minute', duration: 'PT5M', label: '5 minute' },
  { name: '10 minute', duration: 'PT10M', label: '10 minute' },
  { name: '15 minute', duration: 'PT15M', label: '15 minute' },
  { name: '30 minute', duration: 'PT30M', label: '30 minute' },
  { name: 'Hour', duration: 'PT1H', label: 'Hour' },
  { name: '6 hour', duration: 'PT6H', label: '6 hour' },
  { name: 'Day', duration: 'P1D', label: 'Day' },
  { name: 'Week', duration: 'P1W', label: 'Week' },
  { name: 'Month', duration: 'P1M', label: 'Month' },
  { name: 'Quarter', duration: 'P3M', label: 'Quarter' },
  { name: 'Year', duration: 'P1Y', label: 'Year' },
  { name: 'Week starting Sunday', duration: '1969-12-28T00:00:00Z/P1W', label: 'Week starting Sunday' },
  { name: 'Week starting Monday', duration: '1969-12-29T00:00:00Z/P1W', label: 'Week starting Monday' },
  { name: 'Week ending Saturday', duration: 'P1W/1970-01-03T00:00:00Z', label: 'Week ending Saturday' },
  { name: 'Week ending Sunday', duration: 'P1W/1970-01-04T00:00:00Z', label: 'Week ending Sunday' },
] as const;

export type TimeGrain = (typeof TIME_GRAINS)[number]['duration'];
export type TimeGrainInfo = (typeof TIME_GRAINS)[number];

const BY_DURATION = new Map<string, TimeGrainInfo>(TIME_GRAINS.map((g) => [g.duration, g]));

export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && BY_DURATION.has(value);
}

export function timeGrainInfo(grain: TimeGrain): TimeGrainInfo {
  return BY_DURATION.get(grain) as TimeGrainInfo;
}

/** All grain durations, in display order. */
export const ALL_TIME_GRAINS: readonly TimeGrain[] = TIME_GRAINS.map((g) => g.duration);
