/**
 * diff, compare, rank, aggregate, boxplot and histogram through applyPostProcessing. Expected values were
 * computed with pandas/numpy (the library Superset's operations use) on the same inputs.
 */
import type { JsonValue } from '../../engines';
import { applyPostProcessing } from '../post-processing';
import { roundHalfEven } from './compare';

type Row = Record<string, JsonValue>;
const run = (data: Row[], colnames: string[], coltypes: number[] | null, ops: unknown[]) => applyPostProcessing(data, colnames, coltypes, ops);
const column = (out: { data: Row[] }, name: string) => out.data.map((r) => r[name]);

describe('diff', () => {
  const data: Row[] = [1, 3, null, 10].map((a, i) => ({ i, a, b: 2 }));
  const diffOf = (options: Record<string, unknown>) => run(data, ['i', 'a', 'b'], [0, 0, 0], [{ operation: 'diff', options }]);
  const cases: [string, Record<string, unknown>, string, JsonValue[]][] = [
    ['down the rows by one', { columns: { a: 'a' } }, 'a', [null, 2, null, null]],
    ['two periods', { columns: { a: 'a' }, periods: 2 }, 'a', [null, null, null, 7]],
    ['a negative period looks ahead', { columns: { a: 'a' }, periods: -1 }, 'a', [-2, null, null, null]],
    ['across the selected columns (axis 1)', { columns: { a: 'a', b: 'b' }, axis: 1 }, 'b', [1, -1, null, -8]],
    ['into a new column', { columns: { a: 'a_diff' } }, 'a_diff', [null, 2, null, null]],
  ];
  it.each(cases)('%s', (_name, options, name, expected) => {
    expect(column(diffOf(options), name)).toEqual(expected);
  });

  it('keeps the source when writing to a new column', () => {
    const out = diffOf({ columns: { a: 'a_diff' } });
    expect(out.colnames).toEqual(['i', 'a', 'b', 'a_diff']);
    expect(column(out, 'a')).toEqual([1, 3, null, 10]);
  });

  it('refuses a fractional period and a missing column', () => {
    expect(() => diffOf({ columns: { a: 'a' }, periods: 1.5 })).toThrow('`periods` must be an integer');
    expect(() => diffOf({ columns: { zip: 'zip' } })).toThrow('Referenced columns not available in DataFrame: zip');
  });
});

describe('compare', () => {
  const data: Row[] = [
    { ds: 1, m: 110, 'm__1 year ago': 100 },
    { ds: 2, m: 90, 'm__1 year ago': 0 },
    { ds: 3, m: null, 'm__1 year ago': 5 },
    { ds: 4, m: 1, 'm__1 year ago': 3 },
  ];
  const compareOf = (compareType: string, extra: Record<string, unknown> = {}) =>
    run(data, ['ds', 'm', 'm__1 year ago'], [2, 0, 0], [
      { operation: 'compare', options: { source_columns: ['m'], compare_columns: ['m__1 year ago'], compare_type: compareType, ...extra } },
    ]);
  const cases: [string, JsonValue[]][] = [
    ['difference', [10, 90, null, -2]],
    ['absolute', [10, 90, null, -2]],
    ['percentage', [0.1, null, null, -0.6667]],
    ['ratio', [1.1, null, null, 1 / 3]],
  ];
  it.each(cases)('%s: source against compare column, null when a side is missing or divides by zero', (type, expected) => {
    const out = compareOf(type);
    const name = `${type === 'absolute' ? 'difference' : type}__m__m__1 year ago`;
    expect(out.colnames).toEqual(['ds', 'm', 'm__1 year ago', name]);
    expect(column(out, name)).toEqual(expected);
  });

  it('drops the compared columns when asked, and honours precision', () => {
    const out = compareOf('percentage', { drop_original_columns: true, precision: 2 });
    expect(out.colnames).toEqual(['ds', 'percentage__m__m__1 year ago']);
    expect(column(out, 'percentage__m__m__1 year ago')).toEqual([0.1, null, null, -0.67]);
  });

  it('compares every series of a pivoted metric with its own series', () => {
    const rows: Row[] = [
      { ds: 1, g: 'a', m: 4, 'm__1 week ago': 2 },
      { ds: 1, g: 'b', m: 9, 'm__1 week ago': 3 },
    ];
    const aggregates = { m: { operator: 'sum' }, 'm__1 week ago': { operator: 'sum' } };
    const out = run(rows, ['ds', 'g', 'm', 'm__1 week ago'], [2, 1, 0, 0], [
      { operation: 'pivot', options: { index: ['ds'], columns: ['g'], aggregates } },
      { operation: 'compare', options: { source_columns: ['m'], compare_columns: ['m__1 week ago'], compare_type: 'ratio', drop_original_columns: true } },
      { operation: 'flatten' },
    ]);
    expect(out.data).toEqual([{ ds: 1, 'ratio__m__m__1 week ago, a': 2, 'ratio__m__m__1 week ago, b': 3 }]);
  });

  it('refuses mismatched column lists and unknown comparison types', () => {
    expect(() => compareOf('difference', { compare_columns: [] })).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() => compareOf('sideways')).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
  });

  it.each<[number, number, number]>([
    [0.125, 2, 0.12],
    [0.135, 2, 0.14],
    [-0.66666, 4, -0.6667],
    [2.5, 0, 2],
  ])('rounds %p to %p digits half to even (numpy)', (x, digits, expected) => {
    expect(roundHalfEven(x, digits)).toBe(expected);
  });
});

describe('rank', () => {
  const data: Row[] = [
    { g: 'x', m: 5 },
    { g: 'x', m: 7 },
    { g: 'y', m: 1 },
    { g: 'x', m: 5 },
    { g: 'y', m: null },
  ];
  it('ranks from the largest, ties sharing their average rank, nulls unranked', () => {
    expect(column(run(data, ['g', 'm'], [1, 0], [{ operation: 'rank', options: { metric: 'm' } }]), 'rank')).toEqual([2.5, 1, 4, 2.5, null]);
  });

  it('ranks within each group', () => {
    expect(column(run(data, ['g', 'm'], [1, 0], [{ operation: 'rank', options: { metric: 'm', group_by: 'g' } }]), 'rank')).toEqual([2.5, 1, 1, 2.5, null]);
  });
});

describe('aggregate', () => {
  const data: Row[] = [
    { g: 'b', x: 1 },
    { g: 'a', x: 2 },
    { g: 'b', x: 4 },
    { g: null, x: 100 },
  ];
  it('aggregates per group, groups sorted, null keys dropped', () => {
    const out = run(data, ['g', 'x'], [1, 0], [
      { operation: 'aggregate', options: { groupby: ['g'], aggregates: { total: { column: 'x', operator: 'sum' }, x: { operator: 'max' } } } },
    ]);
    expect(out.colnames).toEqual(['g', 'total', 'x']);
    expect(out.data).toEqual([
      { g: 'a', total: 2, x: 2 },
      { g: 'b', total: 5, x: 4 },
    ]);
  });

  it('aggregates the whole frame without groupby', () => {
    const out = run(data, ['g', 'x'], [1, 0], [{ operation: 'aggregate', options: { aggregates: { p: { column: 'x', operator: 'percentile', options: { q: 50 } } } } }]);
    expect(out.data).toEqual([{ p: 3 }]);
  });

  const errors: [Record<string, unknown>, string][] = [
    [{ aggregates: { y: { operator: 'sum' } } }, 'Column referenced by aggregate is undefined: y'],
    [{ aggregates: { x: {} } }, 'Operator undefined for aggregator: x'],
    [{ aggregates: { x: { operator: 'mode' } } }, 'Invalid numpy function: mode'],
  ];
  it.each(errors)('refuses %j', (options, message) => {
    expect(() => run(data, ['g', 'x'], [1, 0], [{ operation: 'aggregate', options }])).toThrow(message);
  });
});

describe('boxplot', () => {
  const data: Row[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((v) => ({ g: 'all', v }));
  const box = (options: Record<string, unknown>) => run(data, ['g', 'v'], [1, 0], [{ operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], ...options } }]);

  it('gives the box, Tukey whiskers and outliers, in Superset column order', () => {
    const out = box({ whisker_type: 'tukey' });
    expect(out.colnames).toEqual(['g', 'v__mean', 'v__median', 'v__max', 'v__min', 'v__q1', 'v__q3', 'v__count', 'v__outliers']);
    expect(out.data).toEqual([{ g: 'all', v__mean: 8.5, v__median: 5.5, v__max: 9, v__min: 1, v__q1: 3.5, v__q3: 7.5, v__count: 10, v__outliers: [40] }]);
  });

  it('uses the extremes as whiskers with min/max (no outliers)', () => {
    expect(box({ whisker_type: 'min/max' }).data[0]).toMatchObject({ v__max: 40, v__min: 1, v__outliers: [] });
  });

  it('uses two percentiles as whiskers', () => {
    const [row] = box({ whisker_type: 'percentile', percentiles: [10, 90] }).data;
    expect(row.v__min).toBeCloseTo(1.9, 10);
    expect(row.v__max).toBeCloseTo(12.1, 10);
    expect(row.v__outliers).toEqual([40, 1]);
  });

  it('refuses percentiles that are not an increasing pair', () => {
    expect(() => box({ whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  });
});

describe('histogram', () => {
  const data: Row[] = [1, 2, 2, 3, 7.5, 10].map((v, i) => ({ g: i % 2 ? 'odd' : 'even', v }));
  const hist = (options: Record<string, unknown>) => run(data, ['g', 'v'], [1, 0], [{ operation: 'histogram', options: { column: 'v', ...options } }]);

  it('counts values in equal-width bins labelled by truncated edges', () => {
    const out = hist({ bins: 3 });
    expect(out.data).toEqual([{ '1 - 4': 4, '4 - 7': 0, '7 - 10': 2 }]);
  });

  it('counts per group, cumulatively when asked', () => {
    expect(hist({ bins: 3, groupby: ['g'], cumulative: true }).data).toEqual([
      { g: 'even', '1 - 4': 2, '4 - 7': 2, '7 - 10': 3 },
      { g: 'odd', '1 - 4': 2, '4 - 7': 2, '7 - 10': 3 },
    ]);
  });

  it('normalises by the grand total', () => {
    expect(hist({ bins: 3, normalize: true }).data).toEqual([{ '1 - 4': 4 / 6, '4 - 7': 0, '7 - 10': 2 / 6 }]);
  });

  it('widens a single value to a unit range', () => {
    const out = run([{ v: 5 }], ['v'], [0], [{ operation: 'histogram', options: { column: 'v', bins: 2 } }]);
    expect(out.data).toEqual([{ '4 - 5': 0, '5 - 5': 1 }]);
  });

  it('refuses a non-numeric column', () => {
    expect(() => hist({ column: 'g' })).toThrow("The column 'g' must be numeric.");
  });
});
