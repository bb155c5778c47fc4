import type { JsonValue } from '../engines';
import { applyPostProcessing, labelMapFor } from './post-processing';

type Row = Record<string, JsonValue>;
const T1 = 0;
const T2 = 86_400_000;
const T3 = 2 * 86_400_000;

// Births by day and gender, as a timeseries query returns them (ds temporal, gender string, metrics numeric).
const rows: Row[] = [
  { ds: T1, gender: 'boy', 'SUM(num)': 10, count: 1 },
  { ds: T1, gender: 'girl', 'SUM(num)': 30, count: 3 },
  { ds: T2, gender: 'boy', 'SUM(num)': 20, count: 2 },
  { ds: T3, gender: 'girl', 'SUM(num)': 40, count: 4 },
  { ds: T3, gender: 'boy', 'SUM(num)': null, count: 5 },
];
const colnames = ['ds', 'gender', 'SUM(num)', 'count'];
const coltypes = [2, 1, 0, 0];
const run = (ops: unknown[], data: Row[] = rows, names = colnames, types: number[] | null = coltypes) => applyPostProcessing(data, names, types, ops);
const pivotByGender = { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'sum' } } } };

describe('pivot + flatten', () => {
  it('makes one column per metric and series value, sorted, with the index as a column', () => {
    const out = run([pivotByGender, { operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
    expect(out.coltypes).toEqual([2, 0, 0]);
    expect(out.data).toEqual([
      { ds: T1, 'SUM(num), boy': 10, 'SUM(num), girl': 30 },
      { ds: T2, 'SUM(num), boy': 20, 'SUM(num), girl': null },
      { ds: T3, 'SUM(num), boy': 0, 'SUM(num), girl': 40 },
    ]);
  });

  const aggregates: [string, Record<string, unknown>, JsonValue[]][] = [
    ['mean', { operator: 'mean' }, [2, 2, 4.5]],
    ['sum', { operator: 'sum' }, [4, 2, 9]],
    ['count', { operator: 'count' }, [2, 1, 2]],
    ['min', { operator: 'min' }, [1, 2, 4]],
    ['max', { operator: 'max' }, [3, 2, 5]],
    ['median', { operator: 'median' }, [2, 2, 4.5]],
    ['std (sample)', { operator: 'std' }, [Math.SQRT2, null, Math.SQRT1_2]],
    ['var (sample)', { operator: 'var' }, [2, null, 0.5]],
    ['prod', { operator: 'prod' }, [3, 2, 20]],
    ['percentile', { operator: 'percentile', options: { q: 25 } }, [1.5, 2, 4.25]],
  ];
  it.each(aggregates)('aggregates with %s over the rows that share an index', (_name, spec, expected) => {
    const out = run([{ operation: 'pivot', options: { index: ['ds'], aggregates: { count: spec } } }]);
    expect(out.colnames).toEqual(['ds', 'count']);
    expect(out.data.map((r) => r.count)).toEqual(expected);
  });

  it('keeps every series combination when drop_missing_columns is false and fills metric gaps', () => {
    const data: Row[] = [
      { ds: T1, gender: 'boy', state: 'CA', n: 1 },
      { ds: T2, gender: 'girl', state: 'NY', n: 2 },
    ];
    const out = run(
      [{ operation: 'pivot', options: { index: ['ds'], columns: ['gender', 'state'], aggregates: { n: { operator: 'sum' } }, drop_missing_columns: false, metric_fill_value: 0 } }, { operation: 'flatten' }],
      data,
      ['ds', 'gender', 'state', 'n'],
      null,
    );
    expect(out.colnames).toEqual(['ds', 'n, boy, CA', 'n, boy, NY', 'n, girl, CA', 'n, girl, NY']);
    expect(out.data[0]).toEqual({ ds: T1, 'n, boy, CA': 1, 'n, boy, NY': 0, 'n, girl, CA': 0, 'n, girl, NY': 0 });
  });

  it('names null series values <NULL> and escapes commas in names', () => {
    const data: Row[] = [
      { ds: T1, city: null, n: 1 },
      { ds: T1, city: 'Washington, DC', n: 2 },
    ];
    const out = run([{ operation: 'pivot', options: { index: ['ds'], columns: ['city'], aggregates: { n: { operator: 'sum' } } } }, { operation: 'flatten' }], data, ['ds', 'city', 'n'], null);
    expect(out.colnames).toEqual(['ds', 'n, <NULL>', 'n, Washington\\, DC']);
    expect(labelMapFor(out.colnames)).toEqual({ ds: ['ds'], 'n, <NULL>': ['n', '<NULL>'], 'n, Washington, DC': ['n', 'Washington, DC'] });
  });

  it('puts the metric last with combine_value_with_metric', () => {
    const out = run([{ ...pivotByGender, options: { ...pivotByGender.options, combine_value_with_metric: true } }, { operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ds', 'boy, SUM(num)', 'girl, SUM(num)']);
  });

  it('drops rows whose index is null, as pandas groupby does', () => {
    const out = run([{ operation: 'pivot', options: { index: ['gender'], aggregates: { count: { operator: 'sum' } } } }], [...rows, { ds: T1, gender: null, 'SUM(num)': 1, count: 100 }]);
    expect(out.data).toEqual([
      { gender: 'boy', count: 8 },
      { gender: 'girl', count: 7 },
    ]);
  });

  const errors: [string, Record<string, unknown>, string][] = [
    ['without an index', { index: [], aggregates: { count: { operator: 'sum' } } }, 'Pivot operation requires at least one index'],
    ['without aggregates', { index: ['ds'], aggregates: {} }, 'Pivot operation must include at least one aggregate'],
    ['with an unknown operator', { index: ['ds'], aggregates: { count: { operator: 'mode' } } }, 'Invalid aggregate operator: mode'],
    ['on a missing column', { index: ['zip'], aggregates: { count: { operator: 'sum' } } }, 'Referenced columns not available in DataFrame: zip'],
  ];
  it.each(errors)('refuses a pivot %s', (_name, options, message) => {
    expect(() => run([{ operation: 'pivot', options }])).toThrow(message);
  });
});

describe('rename', () => {
  it('removes the metric level when renamed to null, leaving the series names', () => {
    const out = run([pivotByGender, { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } }, { operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ds', 'boy', 'girl']);
  });

  it('renames flat columns', () => {
    expect(run([{ operation: 'rename', options: { columns: { count: 'n' } } }]).colnames).toEqual(['ds', 'gender', 'SUM(num)', 'n']);
  });

  it('renames a deeper level', () => {
    const out = run([pivotByGender, { operation: 'rename', options: { columns: { girl: 'Girls' }, level: 1 } }, { operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), Girls']);
  });
});

describe('select', () => {
  it('keeps, excludes and renames columns', () => {
    const out = run([{ operation: 'select', options: { columns: ['count', 'ds', 'gender'], exclude: ['gender'], rename: { count: 'n' } } }]);
    expect(out.colnames).toEqual(['n', 'ds']);
    expect(out.coltypes).toEqual([0, 2]);
    expect(out.data[0]).toEqual({ n: 1, ds: T1 });
  });

  it('refuses unknown columns', () => {
    expect(() => run([{ operation: 'select', options: { columns: ['zip'] } }])).toThrow('Referenced columns not available in DataFrame: zip');
  });
});

describe('sort', () => {
  const sorted = (options: Record<string, unknown>) => run([{ operation: 'sort', options }]).data.map((r) => r.count);
  const cases: [string, Record<string, unknown>, JsonValue[]][] = [
    ['by a column ascending, nulls last', { by: 'SUM(num)' }, [1, 2, 3, 4, 5]],
    ['by a column descending, nulls still last', { by: 'SUM(num)', ascending: false }, [4, 3, 2, 1, 5]],
    ['by several columns with their own directions', { by: ['gender', 'count'], ascending: [true, false] }, [5, 2, 1, 4, 3]],
    ['by the (range) index descending: rows reversed', { is_sort_index: true, ascending: false }, [5, 4, 2, 3, 1]],
  ];
  it.each(cases)('%s', (_name, options, expected) => {
    expect(sorted(options)).toEqual(expected);
  });

  it('sorts a pivoted frame by its index', () => {
    const out = run([pivotByGender, { operation: 'sort', options: { is_sort_index: true, ascending: false } }, { operation: 'flatten' }]);
    expect(out.data.map((r) => r.ds)).toEqual([T3, T2, T1]);
  });

  it('needs by or is_sort_index', () => {
    expect(() => sorted({})).toThrow('Either `by` or `is_sort_index` must be specified for sort');
  });
});

describe('rolling and cum', () => {
  const series: Row[] = [1, 2, 3, null, 5, 6].map((v, i) => ({ i, v }));
  const roll = (options: Record<string, unknown>) => applyPostProcessing(series, ['i', 'v'], [0, 0], [{ operation: 'rolling', options }]);
  const cases: [string, Record<string, unknown>, JsonValue[]][] = [
    ['sum over 2 with min_periods 0', { rolling_type: 'sum', window: 2, min_periods: 0, columns: { v: 'v' } }, [1, 3, 5, 3, 5, 11]],
    ['mean over 3, default min_periods drops the first rows', { rolling_type: 'mean', window: 3, columns: { v: 'v' } }, [2, null, null, null]],
    ['mean over 3 with min_periods 1', { rolling_type: 'mean', window: 3, min_periods: 1, columns: { v: 'v' } }, [1, 1.5, 2, 2.5, 4, 5.5]],
    ['max centred', { rolling_type: 'max', window: 3, min_periods: 1, center: true, columns: { v: 'v' } }, [2, 3, 3, 5, 6, 6]],
    ['count', { rolling_type: 'count', window: 2, min_periods: 1, columns: { v: 'v' } }, [1, 2, 2, 1, 1, 2]],
    ['std', { rolling_type: 'std', window: 2, min_periods: 2, columns: { v: 'v' } }, [Math.SQRT1_2, Math.SQRT1_2, null, null, Math.SQRT1_2]],
    ['quantile', { rolling_type: 'quantile', window: 2, min_periods: 1, rolling_type_options: { quantile: 0.5 }, columns: { v: 'v' } }, [1, 1.5, 2.5, 3, 5, 5.5]],
  ];
  it.each(cases)('rolling %s', (_name, options, expected) => {
    expect(roll(options).data.map((r) => r.v)).toEqual(expected);
  });

  it('adds renamed rolling results as new columns', () => {
    const out = roll({ rolling_type: 'sum', window: 2, min_periods: 0, columns: { v: 'v_sum' } });
    expect(out.colnames).toEqual(['i', 'v', 'v_sum']);
    expect(out.data[1]).toEqual({ i: 1, v: 2, v_sum: 3 });
  });

  it('rolls every series of a pivoted metric', () => {
    const out = run([pivotByGender, { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 0, columns: { 'SUM(num)': 'SUM(num)' } } }, { operation: 'flatten' }]);
    expect(out.data.map((r) => r['SUM(num), boy'])).toEqual([10, 30, 20]);
  });

  const rollErrors: [Record<string, unknown>, string][] = [
    [{ rolling_type: 'sum' }, 'Undefined window for rolling operation'],
    [{ rolling_type: 'sum', window: 0 }, 'Window must be > 0'],
    [{ rolling_type: 'kurt', window: 2 }, 'Invalid rolling_type: kurt'],
    [{ rolling_type: 'constructor', window: 2 }, 'Invalid rolling_type: constructor'],
    [{ rolling_type: 'sum', window: 2, columns: { zip: 'zip' } }, 'Referenced columns not available in DataFrame: zip'],
  ];
  it.each(rollErrors)('refuses rolling %j', (options, message) => {
    expect(() => roll(options)).toThrow(message);
  });

  const cumCases: [string, JsonValue[]][] = [
    ['sum', [1, 3, 6, null, 11, 17]],
    ['prod', [1, 2, 6, null, 30, 180]],
    ['min', [1, 1, 1, null, 1, 1]],
    ['max', [1, 2, 3, null, 5, 6]],
  ];
  it.each(cumCases)('cum %s carries over nulls', (operator, expected) => {
    const out = applyPostProcessing(series, ['i', 'v'], [0, 0], [{ operation: 'cum', options: { operator, columns: { v: 'v' } } }]);
    expect(out.data.map((r) => r.v)).toEqual(expected);
  });

  it('refuses an unknown cumulative operator', () => {
    expect(() => applyPostProcessing(series, ['i', 'v'], [0, 0], [{ operation: 'cum', options: { operator: 'avg' } }])).toThrow('Invalid cumulative operator: avg');
  });
});

describe('contribution', () => {
  const data: Row[] = [
    { g: 'a', x: 1, y: 3 },
    { g: 'b', x: 3, y: null },
    { g: 'c', x: 0, y: 0 },
  ];
  const contrib = (options: Record<string, unknown>) => applyPostProcessing(data, ['g', 'x', 'y'], [1, 0, 0], [{ operation: 'contribution', options }]);

  it('divides by column totals, nulls counting as zero', () => {
    expect(contrib({ orientation: 'column' }).data).toEqual([
      { g: 'a', x: 0.25, y: 1 },
      { g: 'b', x: 0.75, y: 0 },
      { g: 'c', x: 0, y: 0 },
    ]);
  });

  it('divides by row totals, a zero total giving null', () => {
    expect(contrib({ orientation: 'row' }).data).toEqual([
      { g: 'a', x: 0.25, y: 0.75 },
      { g: 'b', x: 1, y: 0 },
      { g: 'c', x: null, y: null },
    ]);
  });

  it('adds renamed columns next to the originals', () => {
    const out = contrib({ columns: ['x'], rename_columns: ['%x'] });
    expect(out.colnames).toEqual(['g', 'x', 'y', '%x']);
    expect(out.data.map((r) => r['%x'])).toEqual([0.25, 0.75, 0]);
  });

  it('uses given totals', () => {
    expect(contrib({ columns: ['x'], contribution_totals: { x: 8 } }).data.map((r) => r.x)).toEqual([0.125, 0.375, 0]);
  });

  it('refuses non-numeric columns and mismatched renames', () => {
    expect(() => contrib({ columns: ['g'] })).toThrow('Column "g" is not numeric or does not exists in the query results.');
    expect(() => contrib({ columns: ['x'], rename_columns: ['a', 'b'] })).toThrow('`rename_columns` must have the same length as `columns`.');
  });
});

describe('applyPostProcessing', () => {
  it('returns the rows unchanged without operations', () => {
    expect(run([])).toEqual({ data: rows, colnames, coltypes });
  });

  it('infers coltypes when none are given', () => {
    expect(applyPostProcessing(rows, colnames, undefined, []).coltypes).toEqual([0, 1, 0, 0]);
  });

  it('flattens and resets the index at the end even without a flatten step', () => {
    expect(run([pivotByGender]).colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
  });

  it('refuses unknown and not-yet-supported operations instead of skipping them', () => {
    expect(() => run([{ operation: 'teleport' }])).toThrow('Unsupported post processing operation: teleport');
    expect(() => run([{ operation: 'prophet', options: {} }])).toThrow("Post processing operation 'prophet' is not supported yet");
    expect(() => run([{ operation: 'sort', options: [1] }])).toThrow('Options of the sort operation must be an object');
  });
});
