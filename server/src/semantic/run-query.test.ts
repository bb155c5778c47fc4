import { duckdbEngineSpec, type EngineConnection } from '../engines';
import { generateBirthNames } from '../examples/births-data';
import { buildQuery } from './build-query';
import { applyPostProcessing } from './post-processing';
import { runChartQuery } from './run-query';
import { birthNames, OPTS } from './test-fixtures';
import type { QueryObject } from './types';

const ds = birthNames({ columns: birthNames().columns.filter((c) => !['is_big', 'birthday'].includes(c.columnName)) });
const births = { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'Births' };
const yearAxis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };

describe('chart queries against the generated birth_names (DuckDB)', () => {
  let conn: EngineConnection;
  let total: number;
  const run = (q: QueryObject, dataset = ds) => runChartQuery(conn, buildQuery(dataset, q, duckdbEngineSpec, OPTS));

  beforeAll(async () => {
    conn = await duckdbEngineSpec.connect('duckdb:///:memory:');
    await generateBirthNames(conn);
    total = (await conn.query('SELECT SUM(num) AS t FROM birth_names')).rows[0].t as number;
  });
  afterAll(() => conn.close());

  it('sums births by gender, and the genders add up to the total', async () => {
    const result = await run({ columns: ['gender'], metrics: [births] });
    expect(result.colnames).toEqual(['gender', 'Births']);
    expect(result.coltypes).toEqual([1, 0]);
    expect(result.rowcount).toBe(2);
    expect(result.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(result.data.reduce((acc, r) => acc + (r.Births as number), 0)).toBe(total);
    // Default order: first metric descending.
    expect((result.data[0].Births as number) >= (result.data[1].Births as number)).toBe(true);
  });

  it('buckets by year with the P1Y grain: one Jan-1 epoch-ms row per year, adding up to the total', async () => {
    const result = await run({ columns: [yearAxis], metrics: ['sum__num'], orderby: [['ds', true]] });
    expect(result.coltypes).toEqual([2, 0]);
    expect(result.rowcount).toBe(44);
    expect(result.data[0].ds).toBe(Date.UTC(1965, 0, 1));
    expect(result.data[43].ds).toBe(Date.UTC(2008, 0, 1));
    expect(result.data.reduce((acc, r) => acc + (r.sum__num as number), 0)).toBe(total);
  });

  it('answers a pie by state with a row limit: the largest states, in order', async () => {
    const result = await run({ columns: ['state'], metrics: ['sum__num'], rowLimit: 3 });
    const direct = await conn.query('SELECT state, SUM(num) AS s FROM birth_names GROUP BY state ORDER BY s DESC LIMIT 3');
    expect(result.data).toEqual(direct.rows.map((r) => ({ state: r.state, sum__num: r.s })));
    expect(result.data.map((r) => r.state)).toEqual(['other', 'CA', 'TX']);
  });

  it('filters with bound parameters: California births by the calculated column equal the state filter', async () => {
    const viaColumn = await run({ metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_california' }, label: 'ca' }] });
    const viaFilter = await run({ metrics: [births], filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
    expect(viaColumn.data[0].ca).toBe(viaFilter.data[0].Births);
    expect(viaFilter.data[0].Births).toBeGreaterThan(0);
  });

  it('applies a time range [start, end)', async () => {
    const result = await run({ columns: [yearAxis], metrics: ['count'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1970-01-01 : 1980-01-01' }] });
    const years = result.data.map((r) => new Date(r.ds as number).getUTCFullYear()).sort();
    expect(years).toEqual([1970, 1971, 1972, 1973, 1974, 1975, 1976, 1977, 1978, 1979]);
  });

  it('limits series to the top names overall', async () => {
    const result = await run({ columns: [yearAxis, 'name'], metrics: ['sum__num'], seriesColumns: ['name'], seriesLimit: 3, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
    const top = await conn.query("SELECT name FROM birth_names WHERE gender = 'girl' GROUP BY name ORDER BY SUM(num) DESC LIMIT 3");
    expect(new Set(result.data.map((r) => r.name))).toEqual(new Set(top.rows.map((r) => r.name)));
  });

  it('pivots births per year into one column per gender that adds back up', async () => {
    const result = await run({ columns: [yearAxis, 'gender'], metrics: [births] });
    const pivoted = applyPostProcessing(result.data, result.colnames, result.coltypes, [
      { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { Births: { operator: 'mean' } } } },
      { operation: 'flatten' },
    ]);
    expect(pivoted.colnames).toEqual(['ds', 'Births, boy', 'Births, girl']);
    expect(pivoted.coltypes).toEqual([2, 0, 0]);
    expect(pivoted.data).toHaveLength(44);
    expect(pivoted.data.reduce((acc, r) => acc + (r['Births, boy'] as number) + (r['Births, girl'] as number), 0)).toBe(total);
  });

  it('shifts temporal results by the dataset hour offset', async () => {
    const result = await run({ columns: [yearAxis], metrics: ['count'], orderby: [['ds', true]], rowLimit: 1 }, { ...ds, offsetHours: 5 });
    expect(result.data[0].ds).toBe(Date.UTC(1965, 0, 1, 5));
  });

  it('reports a database error as a typed error', async () => {
    const dsWithGhost = { ...ds, columns: [...ds.columns, { columnName: 'ghost', type: 'VARCHAR', isDttm: false, expression: null }] };
    await expect(run({ columns: ['ghost'] }, dsWithGhost)).rejects.toMatchObject({ errorType: 'COLUMN_DOES_NOT_EXIST_ERROR' });
  });
});
