import type { JsonValue } from '../../engines';
import { applyPostProcessing } from '../post-processing';
import { resample } from './resample';

type Row = Record<string, JsonValue>;
const t = (iso: string) => Date.parse(`${iso}Z`);
const iso = (ms: JsonValue) => new Date(ms as number).toISOString().replace('.000Z', '');

// A day series with a gap (Jan 2), a null (Jan 4 00:00) and a second value on Jan 4 (12:00). Expected
// values were computed with pandas: df.resample('1D').<method>() (+ fillna for ffill/bfill, as Superset).
const days: Row[] = [
  { ds: t('2020-01-01T00:00:00'), v: 1 },
  { ds: t('2020-01-03T00:00:00'), v: 3 },
  { ds: t('2020-01-04T00:00:00'), v: null },
  { ds: t('2020-01-04T12:00:00'), v: 10 },
];
const byDay = ['2020-01-01T00:00:00', '2020-01-02T00:00:00', '2020-01-03T00:00:00', '2020-01-04T00:00:00'];
const indexed = { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } };
// A frame indexed by ds, as a pivot leaves it (built directly: a pivot would sum Jan 4's two rows).
const resampled = (data: Row[], options: Record<string, unknown>) => {
  const frame = { columns: [{ key: ['ds'], coltype: 2 }, { key: ['v'], coltype: 0 }], indexCount: 1, rows: data.map((r) => [r.ds, r.v]) };
  const out = resample(frame, options);
  return { at: out.rows.map((r) => iso(r[0])), v: out.rows.map((r) => r[1]) };
};

describe('resample', () => {
  const methods: [string, Record<string, unknown>, JsonValue[]][] = [
    ['asfreq: the row exactly at each step', { rule: '1D', method: 'asfreq' }, [1, null, 3, null]],
    ['asfreq with fill_value fills every gap', { rule: '1D', method: 'asfreq', fill_value: 0 }, [1, 0, 3, 0]],
    ['ffill: the last row at or before each step, nulls carried forward', { rule: '1D', method: 'ffill' }, [1, 1, 3, 3]],
    ['bfill: the first row at or after each step', { rule: '1D', method: 'bfill' }, [1, 3, 3, null]],
    ['mean of the rows of each step, empty steps null', { rule: '1D', method: 'mean' }, [1, null, 3, 10]],
    ['median of the rows of each step', { rule: '1D', method: 'median' }, [1, null, 3, 10]],
    ['sum of the rows of each step, empty steps 0', { rule: '1D', method: 'sum' }, [1, 0, 3, 10]],
    ['linear: asfreq then positional interpolation', { rule: '1D', method: 'linear' }, [1, 2, 3, 3]],
  ];
  it.each(methods)('%s', (_name, options, expected) => {
    expect(resampled(days, options)).toEqual({ at: byDay, v: expected });
  });

  const rules: [string, Row[], string[], JsonValue[]][] = [
    [
      '1M: calendar months, labelled with their last day',
      [
        { ds: t('2020-01-01T00:00:00'), v: 1 },
        { ds: t('2020-01-31T12:00:00'), v: 2 },
        { ds: t('2020-03-15T00:00:00'), v: 3 },
      ],
      ['2020-01-31T00:00:00', '2020-02-29T00:00:00', '2020-03-31T00:00:00'],
      [3, 0, 3],
    ],
    [
      '1AS: year starts',
      [
        { ds: t('2019-06-01T00:00:00'), v: 1 },
        { ds: t('2019-12-31T00:00:00'), v: 2 },
        { ds: t('2021-01-01T00:00:00'), v: 3 },
      ],
      ['2019-01-01T00:00:00', '2020-01-01T00:00:00', '2021-01-01T00:00:00'],
      [3, 0, 3],
    ],
    [
      '7D: weeks anchored at midnight of the first day',
      [
        { ds: t('2020-01-01T05:00:00'), v: 1 },
        { ds: t('2020-01-07T00:00:00'), v: 2 },
        { ds: t('2020-01-08T00:00:00'), v: 3 },
        { ds: t('2020-01-20T00:00:00'), v: 4 },
      ],
      ['2020-01-01T00:00:00', '2020-01-08T00:00:00', '2020-01-15T00:00:00'],
      [3, 3, 4],
    ],
    [
      '1H: hours',
      [
        { ds: t('2020-01-01T00:30:00'), v: 1 },
        { ds: t('2020-01-01T02:10:00'), v: 2 },
      ],
      ['2020-01-01T00:00:00', '2020-01-01T01:00:00', '2020-01-01T02:00:00'],
      [1, 0, 2],
    ],
  ];
  it.each(rules)('%s', (_name, data, at, expected) => {
    expect(resampled(data, { rule: _name.split(':')[0], method: 'sum' })).toEqual({ at, v: expected });
  });

  it('1T: one row per minute from the first to the last', () => {
    const out = resampled(
      [
        { ds: t('2020-01-01T00:30:00'), v: 1 },
        { ds: t('2020-01-01T02:10:00'), v: 2 },
      ],
      { rule: '1T', method: 'ffill' },
    );
    expect(out.at).toHaveLength(101);
    expect(out.v.slice(-2)).toEqual([1, 2]);
  });

  it('fills the gaps of a pivoted time series', () => {
    const out = applyPostProcessing(
      [
        { ds: t('2020-01-01T00:00:00'), g: 'a', n: 1 },
        { ds: t('2020-01-03T00:00:00'), g: 'a', n: 3 },
        { ds: t('2020-01-03T00:00:00'), g: 'b', n: 5 },
      ],
      ['ds', 'g', 'n'],
      [2, 1, 0],
      [
        { operation: 'pivot', options: { index: ['ds'], columns: ['g'], aggregates: { n: { operator: 'sum' } } } },
        { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
        { operation: 'flatten' },
      ],
    );
    expect(out.colnames).toEqual(['ds', 'n, a', 'n, b']);
    expect(out.data.map((r) => [iso(r.ds), r['n, a'], r['n, b']])).toEqual([
      ['2020-01-01T00:00:00', 1, 0],
      ['2020-01-02T00:00:00', 0, 0],
      ['2020-01-03T00:00:00', 3, 5],
    ]);
  });

  it('refuses a frame without a temporal index, an unknown method and an unknown rule', () => {
    expect(() => applyPostProcessing(days, ['ds', 'v'], [2, 0], [{ operation: 'resample', options: { rule: '1D', method: 'sum' } }])).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resampled(days, { rule: '1D', method: 'nearest' })).toThrow('Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.');
    expect(() => resampled(days, { rule: '1 fortnight', method: 'sum' })).toThrow('Invalid resample rule: 1 fortnight');
  });

  it('keeps a pivot-made index as it is', () => {
    const out = applyPostProcessing(days.slice(0, 2), ['ds', 'v'], [2, 0], [indexed, { operation: 'resample', options: { rule: '1D', method: 'sum' } }]);
    expect(out.data.map((r) => r.v)).toEqual([1, 0, 3]);
  });
});
