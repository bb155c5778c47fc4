/**
 * The same chart queries on DuckDB, SQLite, PostgreSQL and MariaDB over the same generated births:
 * buildQuery + runChartQuery must answer identically (colnames, coltypes, rows; floats compared to
 * rounding). Then filter values shaped like SQL injection must be bound: matching nothing, or exactly
 * the row that holds them literally, and never running.
 */
import { generateBirthNames } from '../examples/births-data';
import { buildQuery } from '../semantic/build-query';
import { runChartQuery, type ChartQueryData } from '../semantic/run-query';
import { OPTS } from '../semantic/test-fixtures';
import type { DatasourceDefinition, QueryFilter, QueryObject } from '../semantic/types';
import type { EngineConnection, JsonValue } from './engine-spec';
import { enginesUnderTest, warnSkipped, type EngineUnderTest, type TestDatabase } from '../test-support/engine-databases';

const ENGINES = enginesUnderTest();
warnSkipped('cross-engine', ENGINES);
const YEARS = { from: 1996, to: 2003 };

function births(engine: EngineUnderTest, tableName = 'birth_names'): DatasourceDefinition {
  return {
    id: 1,
    type: 'table',
    tableName,
    schema: engine.spec.defaultSchema,
    sql: null,
    mainDttmCol: 'ds',
    columns: [
      { columnName: 'ds', type: 'TIMESTAMP', isDttm: true, expression: null },
      { columnName: 'gender', type: 'VARCHAR(16)', isDttm: false, expression: null },
      { columnName: 'name', type: 'VARCHAR(255)', isDttm: false, expression: null },
      { columnName: 'num', type: 'BIGINT', isDttm: false, expression: null },
      { columnName: 'state', type: 'VARCHAR(10)', isDttm: false, expression: null },
      { columnName: 'num_boys', type: 'BIGINT', isDttm: false, expression: null },
      { columnName: 'num_girls', type: 'BIGINT', isDttm: false, expression: null },
      { columnName: 'num_california', type: 'BIGINT', isDttm: false, expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END" },
      { columnName: 'state_or_null', type: 'VARCHAR(10)', isDttm: false, expression: "CASE WHEN state = 'other' THEN NULL ELSE state END" },
      { columnName: 'is_big', type: 'BOOLEAN', isDttm: false, expression: 'num > 1000' },
    ],
    metrics: [
      { metricName: 'count', expression: 'COUNT(*)' },
      { metricName: 'sum__num', expression: 'SUM(num)' },
    ],
  };
}

const yearAxis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
const monthAxis = { ...yearAxis, timeGrain: 'P1M' };
const simple = (aggregate: string, column: string) => ({ expressionType: 'SIMPLE', aggregate, column: { column_name: column }, label: `${aggregate}(${column})` });
const byGender = (filter: QueryFilter): QueryObject => ({ columns: ['gender'], metrics: ['count', 'sum__num'], filters: [filter], orderby: [['gender', true]] });

/** [name, query, whether it must return rows]: every shape a chart sends, each with a total order. */
const QUERIES: [string, QueryObject, boolean][] = [
  ['births by gender (adhoc SIMPLE SUM)', { columns: ['gender'], metrics: [{ ...simple('SUM', 'num'), label: 'Births' }], orderby: [['gender', true]] }, true],
  ['a P1Y time series by gender', { columns: [yearAxis, 'gender'], metrics: ['sum__num', 'count'], orderby: [['ds', true], ['gender', true]] }, true],
  [
    'a P1M time series in a time range',
    { columns: [monthAxis], metrics: ['count'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1997-03-01 : 1998-02-01' }], orderby: [['ds', true]] },
    true,
  ],
  ['the legacy granularity + time_grain_sqla time series', { granularity: 'ds', isTimeseries: true, extras: { timeGrainSqla: 'P1Y' }, metrics: ['count'], timeRange: '1998-01-01 : 2001-01-01', orderby: [['__timestamp', true]] }, true],
  ['filter ==', byGender({ col: 'state', op: '==', val: 'CA' }), true],
  ['filter !=', byGender({ col: 'state', op: '!=', val: 'CA' }), true],
  ['filter < (a numeric string)', byGender({ col: 'num', op: '<', val: '100' }), true],
  ['filter <=', byGender({ col: 'num', op: '<=', val: 100 }), true],
  ['filter >', byGender({ col: 'num', op: '>', val: 5000 }), true],
  ['filter >=', byGender({ col: 'num', op: '>=', val: 5000 }), true],
  ['filter IN', byGender({ col: 'state', op: 'IN', val: ['CA', 'NY'] }), true],
  ['filter NOT IN', byGender({ col: 'state', op: 'NOT IN', val: ['CA', 'NY', 'other'] }), true],
  ['filter IN with <NULL>', byGender({ col: 'state_or_null', op: 'IN', val: ['TX', '<NULL>'] }), true],
  ['filter LIKE (case-sensitive)', byGender({ col: 'name', op: 'LIKE', val: 'Jo%' }), true],
  ['filter LIKE matching no lower-case name', byGender({ col: 'name', op: 'LIKE', val: 'jo%' }), false],
  ['filter ILIKE', byGender({ col: 'name', op: 'ILIKE', val: 'jO%' }), true],
  ['filter IS NULL', byGender({ col: 'state_or_null', op: 'IS NULL' }), true],
  ['filter IS NOT NULL', byGender({ col: 'state_or_null', op: 'IS NOT NULL' }), true],
  ['filter IS TRUE', byGender({ col: 'is_big', op: 'IS TRUE' }), true],
  ['filter IS FALSE', byGender({ col: 'is_big', op: 'IS FALSE' }), true],
  ['filter TEMPORAL_RANGE', byGender({ col: 'ds', op: 'TEMPORAL_RANGE', val: '1998-01-01 : 2000-01-01' }), true],
  ['extras WHERE and HAVING', { columns: ['state'], metrics: ['sum__num'], extras: { where: "gender = 'girl'", having: 'SUM(num) > 100000' }, orderby: [['sum__num', false]] }, true],
  [
    'a series limit: the top 5 girl names per year',
    {
      columns: [yearAxis, 'name'],
      metrics: ['sum__num'],
      seriesColumns: ['name'],
      seriesLimit: 5,
      filters: [{ col: 'gender', op: '==', val: 'girl' }],
      orderby: [['ds', true], ['name', true]],
    },
    true,
  ],
  ['row limit and offset', { columns: ['name'], metrics: ['sum__num'], orderby: [['sum__num', false], ['name', true]], rowLimit: 10, rowOffset: 5 }, true],
  [
    'every adhoc SIMPLE aggregate',
    { columns: ['gender'], metrics: ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'].map((a) => simple(a, a === 'COUNT_DISTINCT' ? 'name' : 'num')), orderby: [['gender', true]] },
    true,
  ],
  [
    'adhoc SQL metrics and an adhoc SQL column',
    {
      columns: [{ expressionType: 'SQL', sqlExpression: 'UPPER(gender)', label: 'G' }],
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'SUM(num_boys) - SUM(num_girls)', label: 'boys_minus_girls' },
        { expressionType: 'SQL', sqlExpression: 'MAX(num) * 2', label: 'twice_max' },
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_california' }, label: 'california' },
      ],
      orderby: [['G', true]],
    },
    true,
  ],
  ['raw rows, no metrics', { columns: ['ds', 'name', 'num'], filters: [{ col: 'state', op: '==', val: 'TX' }], orderby: [['num', false], ['name', true], ['ds', true]], rowLimit: 20 }, true],
];

/** Equal, with floats compared to the rounding engines differ by (MariaDB's AVG keeps 4 decimals). */
function sameValue(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || Math.abs(a - b) <= Math.max(1e-4, 1e-9 * Math.max(Math.abs(a), Math.abs(b)));
  return a === b;
}

function expectSameResult(actual: ChartQueryData, expected: ChartQueryData, label: string): void {
  expect({ engine: label, colnames: actual.colnames, rowcount: actual.rowcount }).toEqual({ engine: label, colnames: expected.colnames, rowcount: expected.rowcount });
  // Without rows an engine that types results by their values (SQLite) cannot know a column's type.
  if (expected.rowcount > 0) expect({ engine: label, coltypes: actual.coltypes }).toEqual({ engine: label, coltypes: expected.coltypes });
  actual.data.forEach((row, i) => {
    const mismatched = expected.colnames.filter((c) => !sameValue(row[c], expected.data[i][c]));
    if (mismatched.length) expect({ engine: label, row: i, values: row }).toEqual({ engine: label, row: i, values: expected.data[i] });
  });
}

// Values shaped like injections: bound, they are plain text that no state equals.
const HOSTILE = [
  "CA' OR '1'='1",
  "CA'; DROP TABLE birth_names; --",
  "CA' --",
  'CA" OR "1"="1',
  "x' UNION SELECT name, num FROM birth_names --",
  '/* comment */ CA',
  "CA\\' OR 1=1 -- ",
  "'); DELETE FROM birth_names WHERE ('1'='1",
];

describe('the same chart queries on every engine', () => {
  const live: { engine: EngineUnderTest; db: TestDatabase; conn: EngineConnection }[] = [];

  beforeAll(async () => {
    for (const engine of ENGINES.filter((e) => e.create)) {
      const db = await engine.create!();
      const conn = await engine.spec.connect(db.uri);
      live.push({ engine, db, conn });
      await generateBirthNames(conn, { years: YEARS, schema: engine.spec.defaultSchema });
      // The literal twins of the hostile values, one row each, to prove a match is literal.
      await conn.query(`CREATE TABLE quirky (ds ${engine.spec.engine === 'mysql' ? 'DATETIME' : 'TIMESTAMP'}, gender VARCHAR(16), name VARCHAR(255), num BIGINT, state VARCHAR(64))`);
      for (const [i, value] of HOSTILE.entries()) {
        const ph = (n: number) => engine.spec.placeholder(n);
        await conn.query(`INSERT INTO quirky VALUES (${ph(1)}, ${ph(2)}, ${ph(3)}, ${ph(4)}, ${ph(5)})`, [new Date(Date.UTC(2000, 0, 1)), 'girl', `n${i}`, i + 1, value]);
      }
    }
  });
  afterAll(async () => {
    for (const { conn, db } of live) {
      await conn.close();
      await db.drop();
    }
  });

  for (const engine of ENGINES.filter((e) => !e.create)) it.skip(`${engine.label}: ${engine.variable} is not set`, () => undefined);

  const run = (entry: (typeof live)[number], q: QueryObject, tableName?: string) =>
    runChartQuery(entry.conn, buildQuery(births(entry.engine, tableName), q, entry.engine.spec, OPTS));

  it('loads the same births everywhere', async () => {
    const totals = await Promise.all(live.map((l) => run(l, { metrics: ['count', 'sum__num'] })));
    expect(totals[0].data[0].count).toBeGreaterThan(10_000);
    for (const [i, t] of totals.entries()) expectSameResult(t, totals[0], live[i].engine.label);
  });

  it.each(QUERIES)('%s', async (_name, q, hasRows) => {
    const [reference, ...others] = await Promise.all(live.map((l) => run(l, q)));
    expect(reference.rowcount > 0).toBe(hasRows);
    others.forEach((result, i) => expectSameResult(result, reference, live[i + 1].engine.label));
  });

  describe.each(HOSTILE)('the filter value %p', (value) => {
    it.each(['==', 'IN', 'LIKE', '!='])('is bound with %s: it matches nothing in births and the table is intact', async (op) => {
      for (const entry of live) {
        const filter = { col: 'state', op, val: op === 'IN' ? [value] : value };
        const result = await run(entry, { metrics: ['count'], filters: [filter] });
        const all = await run(entry, { metrics: ['count'] });
        expect({ engine: entry.engine.label, count: result.data[0].count }).toEqual({ engine: entry.engine.label, count: op === '!=' ? all.data[0].count : 0 });
      }
    });

    it('matches exactly the row holding it literally', async () => {
      for (const entry of live) {
        const result = await run(entry, { columns: ['name', 'state'], filters: [{ col: 'state', op: '==', val: value }] }, 'quirky');
        expect({ engine: entry.engine.label, rows: result.data }).toEqual({ engine: entry.engine.label, rows: [{ name: `n${HOSTILE.indexOf(value)}`, state: value }] });
      }
    });
  });
});
