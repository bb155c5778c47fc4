import { duckdbEngineSpec } from '../engines';
import { buildQuery } from './build-query';
import type { ChartQueryData } from './run-query';
import { birthNames, OPTS } from './test-fixtures';
import { joinTimeOffsets, offsetQueryObject, timeOffsetsOf } from './time-comparison';
import { parseTimeOffset, shiftBounds, TIME_SHIFT_CHOICES, unshiftEpochMs } from './time-offset';
import type { QueryObject } from './types';

const build = (q: QueryObject, opts = OPTS) => buildQuery(birthNames(), q, duckdbEngineSpec, opts);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const yearAxis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };

describe('time shifts', () => {
  // Every choice of the explore control, applied to 2024-03-01 (after a leap day) and back.
  const expected: Record<(typeof TIME_SHIFT_CHOICES)[number], string> = {
    '1 day ago': '2024-02-29',
    '1 week ago': '2024-02-23',
    '28 days ago': '2024-02-02',
    '30 days ago': '2024-01-31',
    '52 weeks ago': '2023-03-03',
    '1 year ago': '2023-03-01',
    '104 weeks ago': '2022-03-04',
    '2 years ago': '2022-03-01',
    '156 weeks ago': '2021-03-05',
    '3 years ago': '2021-03-01',
  };
  it.each(TIME_SHIFT_CHOICES.map((c) => [c, expected[c]]))('%s moves 2024-03-01 to %s and back', (choice, iso) => {
    const offset = parseTimeOffset(choice);
    const shifted = shiftBounds({ since: day('2024-03-01'), until: null }, offset).since as Date;
    expect(shifted.toISOString().slice(0, 10)).toBe(iso);
    if (!choice.includes('year')) expect(unshiftEpochMs(shifted.getTime(), offset)).toBe(day('2024-03-01').getTime());
  });

  it('reads later and bare offsets, and clamps month ends like relativedelta', () => {
    expect(parseTimeOffset('2 weeks later')).toEqual({ text: '2 weeks later', amount: 2, unit: 'week' });
    expect(parseTimeOffset('1 year')).toMatchObject({ amount: -1, unit: 'year' });
    expect(shiftBounds({ since: day('2024-02-29'), until: null }, parseTimeOffset('1 year ago')).since).toEqual(day('2023-02-28'));
  });

  it('refuses what is not an offset', () => {
    expect(() => parseTimeOffset('last tuesday')).toThrow("Invalid time shift: 'last tuesday'. Use a shift such as '1 year ago' or '52 weeks ago'.");
    expect(() => timeOffsetsOf({ timeOffsets: ['1 year ago', 'soon'] })).toThrow("Invalid time shift: 'soon'");
  });
});

describe('buildQuery with a time shift', () => {
  it('moves the time range and TEMPORAL_RANGE filters back, and reports the shift', () => {
    const built = build({
      columns: [yearAxis],
      metrics: ['count'],
      granularity: 'ds',
      timeRange: '2000-01-01 : 2002-01-01',
      filters: [{ col: 'birthday', op: 'TEMPORAL_RANGE', val: '2010-01-01 : 2011-01-01' }],
      timeShift: '1 year ago',
    });
    expect(built.params).toEqual([day('1999-01-01'), day('2001-01-01'), day('2009-01-01'), day('2010-01-01')]);
    expect(built.timeShift).toEqual({ text: '1 year ago', amount: -1, unit: 'year' });
    expect([built.fromDttm, built.toDttm]).toEqual([day('1999-01-01').getTime(), day('2001-01-01').getTime()]);
  });

  it('builds the offset query of a time comparison without the main limit and post-processing', () => {
    const q: QueryObject = {
      columns: [yearAxis],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2002-01-01' }],
      rowLimit: 5,
      rowOffset: 2,
      timeOffsets: ['1 year ago'],
      postProcessing: [{ operation: 'flatten' }],
    };
    const offsetQuery = offsetQueryObject(q, '1 year ago', build(q));
    expect(offsetQuery).toMatchObject({ timeShift: '1 year ago', timeOffsets: [], postProcessing: [], rowLimit: null, rowOffset: 0 });
    expect(build(offsetQuery).params).toEqual([day('1999-01-01'), day('2001-01-01')]);
  });

  it('needs an enclosed time range to compare', () => {
    const q: QueryObject = { columns: [yearAxis], metrics: ['count'], timeOffsets: ['1 year ago'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : ' }] };
    expect(() => offsetQueryObject(q, '1 year ago', build(q))).toThrow('An enclosed time range (both start and end) must be specified when using a Time Comparison.');
  });
});

describe('joinTimeOffsets', () => {
  const y = (year: number) => Date.UTC(year, 0, 1);
  const main: ChartQueryData = {
    colnames: ['ds', 'gender', 'count'],
    coltypes: [2, 1, 0],
    data: [
      { ds: y(2001), gender: 'boy', count: 10 },
      { ds: y(2001), gender: 'girl', count: 12 },
      { ds: y(2002), gender: 'boy', count: 11 },
    ],
    rowcount: 3,
  };
  // The offset query's rows, already moved back onto the main axis by run-query.
  const lastYear: ChartQueryData = {
    colnames: ['ds', 'gender', 'count'],
    coltypes: [2, 1, 0],
    data: [
      { ds: y(2001), gender: 'girl', count: 9 },
      { ds: y(2001), gender: 'boy', count: 8 },
      { ds: y(2000), gender: 'boy', count: 7 },
    ],
    rowcount: 3,
  };

  it('left-joins each offset metric on every other column, named metric__offset', () => {
    const out = joinTimeOffsets(main, ['count'], [
      { offset: '1 year ago', result: lastYear },
      { offset: '2 years ago', result: { ...lastYear, data: [] } },
    ]);
    expect(out.colnames).toEqual(['ds', 'gender', 'count', 'count__1 year ago', 'count__2 years ago']);
    expect(out.coltypes).toEqual([2, 1, 0, 0, 0]);
    expect(out.data.map((r) => [r.count, r['count__1 year ago'], r['count__2 years ago']])).toEqual([
      [10, 8, null],
      [12, 9, null],
      [11, null, null],
    ]);
  });

  it('leaves the main result alone without offsets', () => {
    expect(joinTimeOffsets(main, ['count'], [])).toEqual(main);
  });
});
