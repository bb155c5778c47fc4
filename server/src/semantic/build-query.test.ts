import { duckdbEngineSpec, type EngineSpec } from '../engines';
import { buildQuery } from './build-query';
import { birthNames, NOW, OPTS } from './test-fixtures';
import type { QueryObject } from './types';

const build = (q: QueryObject, ds = birthNames(), engine: EngineSpec = duckdbEngineSpec) => buildQuery(ds, q, engine, OPTS);
const selectOf = (sql: string) => /^SELECT (.*)\n/.exec(sql)?.[1];
const errorOf = (fn: () => unknown): { message?: string; errorType?: string } => {
  try {
    fn();
  } catch (e) {
    return e as { message: string; errorType: string };
  }
  throw new Error('expected an error');
};

describe('buildQuery: the whole statement', () => {
  it('builds a time series by year and gender with filters, extras, order and limit', () => {
    const built = build({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num', type: 'BIGINT' }, aggregate: 'SUM', label: 'Births' }],
      filters: [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 2000-01-01' },
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
      ],
      extras: { where: 'num > 0', having: 'SUM(num) > 10' },
      orderby: [['Births', false]],
      rowLimit: 1000,
      rowOffset: 20,
    });
    expect(built.sql).toBe(
      [
        `SELECT DATE_TRUNC('year', "ds") AS "ds", "gender", SUM("num") AS "Births"`,
        'FROM "main"."birth_names"',
        'WHERE "ds" >= $1 AND "ds" < $2',
        'AND "state" IN ($3, $4)',
        'AND (num > 0)',
        `GROUP BY DATE_TRUNC('year', "ds"), "gender"`,
        'HAVING (SUM(num) > 10)',
        'ORDER BY "Births" DESC',
        'LIMIT 1000',
        'OFFSET 20',
      ].join('\n'),
    );
    expect(built.params).toEqual([new Date('1960-01-01T00:00:00Z'), new Date('2000-01-01T00:00:00Z'), 'CA', 'NY']);
    expect(built.colnames).toEqual(['ds', 'gender', 'Births']);
    expect(built.labelMap).toEqual({ ds: ['ds'], gender: ['gender'], Births: ['Births'] });
    expect(built.appliedFilters).toEqual([{ column: 'ds' }, { column: 'state' }]);
    expect(built.rejectedFilters).toEqual([]);
    expect(built.dttmColnames).toEqual(['ds']);
  });

  it('selects raw rows without GROUP BY or default ORDER BY when there are no metrics', () => {
    const built = build({ columns: ['name', 'num'], rowLimit: 5 });
    expect(built.sql).toBe('SELECT "name", "num"\nFROM "main"."birth_names"\nLIMIT 5');
  });

  it('aggregates over the whole table when there are only metrics', () => {
    expect(build({ metrics: ['sum__num'] }).sql).toBe('SELECT SUM(num) AS "sum__num"\nFROM "main"."birth_names"\nORDER BY "sum__num" DESC\nLIMIT 10000');
  });

  it('wraps a virtual dataset as a sub-query', () => {
    const ds = birthNames({ sql: 'SELECT * FROM main.birth_names WHERE num > 10;', tableName: 'big' });
    expect(build({ metrics: ['count'] }, ds).sql).toContain('FROM (\nSELECT * FROM main.birth_names WHERE num > 10\n) AS "virtual_table"');
  });

  it('refuses a virtual dataset that writes', () => {
    const ds = birthNames({ sql: 'DELETE FROM birth_names' });
    expect(errorOf(() => build({ metrics: ['count'] }, ds)).errorType).toBe('DML_NOT_ALLOWED_ERROR');
  });

  it('quotes the catalog, schema and table', () => {
    expect(build({ metrics: ['count'] }, birthNames({ catalog: 'cat', schema: 'we"ird' })).sql).toContain('FROM "cat"."we""ird"."birth_names"');
    expect(build({ metrics: ['count'] }, birthNames({ schema: null })).sql).toContain('FROM "birth_names"\n');
  });
});

describe('buildQuery: columns', () => {
  const cases: [string, unknown, string][] = [
    ['a physical column', 'state', '"state"'],
    ['a calculated column', 'num_california', `(CASE WHEN state = 'CA' THEN num ELSE 0 END) AS "num_california"`],
    ['an ad-hoc SQL column', { expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: 'Name' }, '(UPPER(name)) AS "Name"'],
    ['an ad-hoc column without a label', { sqlExpression: 'LENGTH(name)' }, '(LENGTH(name)) AS "LENGTH(name)"'],
    ['an ad-hoc column naming a dataset column', { sqlExpression: 'state', label: 'State' }, '"state" AS "State"'],
    ['a label with a quote', { sqlExpression: 'state', label: 'the "state"' }, '"state" AS "the ""state"""'],
  ];
  it.each(cases)('selects %s', (_name, column, item) => {
    expect(selectOf(build({ columns: [column], metrics: ['count'] }).sql)).toBe(`${item}, COUNT(*) AS "count"`);
  });

  it('names every missing column in one error, as Superset does', () => {
    const error = errorOf(() => build({ columns: ['zip', 'state', 'county'], metrics: ['count'] }));
    expect(error.message).toBe("Columns missing in datasource: ['zip', 'county']");
    expect(error.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
  });

  it('refuses an ad-hoc column with a sub-query', () => {
    expect(errorOf(() => build({ columns: [{ sqlExpression: 'num IN (SELECT 1)', label: 'x' }] })).errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
  });

  it('refuses duplicate labels', () => {
    expect(errorOf(() => build({ columns: ['state', { sqlExpression: 'gender', label: 'state' }] })).message).toBe(
      "Duplicate column/metric labels: 'state'. Please make sure all columns and metrics have a unique label.",
    );
  });

  it('refuses an empty query', () => {
    expect(errorOf(() => build({})).message).toBe('Empty query?');
  });
});

describe('buildQuery: time grains on the x-axis', () => {
  const axis = (extra: Record<string, unknown>) => ({ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', ...extra });

  it('takes the grain from the column, else from extras.time_grain_sqla', () => {
    expect(selectOf(build({ columns: [axis({ timeGrain: 'P1M' })], metrics: ['count'] }).sql)).toBe(`DATE_TRUNC('month', "ds") AS "ds", COUNT(*) AS "count"`);
    expect(selectOf(build({ columns: [axis({})], metrics: ['count'], extras: { timeGrainSqla: 'P1D' } }).sql)).toBe(`DATE_TRUNC('day', "ds") AS "ds", COUNT(*) AS "count"`);
  });

  it('leaves the axis alone without a grain', () => {
    expect(selectOf(build({ columns: [axis({})], metrics: ['count'] }).sql)).toBe('"ds", COUNT(*) AS "count"');
  });

  it('ignores the grain on a non-temporal x-axis (a bar chart by state)', () => {
    const built = build({ columns: [{ sqlExpression: 'state', label: 'state', columnType: 'BASE_AXIS', timeGrain: 'P1D' }], metrics: ['count'] });
    expect(selectOf(built.sql)).toBe('"state", COUNT(*) AS "count"');
    expect(built.dttmColnames).toEqual([]);
  });

  it('buckets an ad-hoc SQL x-axis when a grain is given', () => {
    expect(selectOf(build({ columns: [{ sqlExpression: 'ds + INTERVAL 1 DAY', label: 'next', columnType: 'BASE_AXIS', timeGrain: 'P1W' }], metrics: ['count'] }).sql)).toBe(
      `DATE_TRUNC('week', (ds + INTERVAL 1 DAY)) AS "next", COUNT(*) AS "count"`,
    );
  });

  it('does not bucket a temporal column that is not the x-axis', () => {
    expect(selectOf(build({ columns: [{ sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' }], metrics: ['count'] }).sql)).toBe('"ds", COUNT(*) AS "count"');
  });

  it('refuses an unknown grain', () => {
    expect(errorOf(() => build({ columns: [axis({ timeGrain: 'P2Y' })], metrics: ['count'] })).message).toBe("'P2Y' is not a valid time grain");
  });
});

describe('buildQuery: metrics', () => {
  const simple = (aggregate: string, column = 'num', label?: string) => ({ expressionType: 'SIMPLE', aggregate, column: { column_name: column }, ...(label ? { label } : {}) });
  const cases: [string, unknown, string][] = [
    ['a saved metric by name', 'sum__num', 'SUM(num) AS "sum__num"'],
    ['SUM with a label', simple('SUM', 'num', 'Births'), 'SUM("num") AS "Births"'],
    ['AVG labelled AGG(column)', simple('AVG'), 'AVG("num") AS "AVG(num)"'],
    ['COUNT', simple('COUNT', 'name'), 'COUNT("name") AS "COUNT(name)"'],
    ['COUNT_DISTINCT', simple('COUNT_DISTINCT', 'name'), 'COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"'],
    ['MAX', simple('MAX'), 'MAX("num") AS "MAX(num)"'],
    ['MIN', simple('MIN'), 'MIN("num") AS "MIN(num)"'],
    ['a lower-case aggregate', simple('sum'), 'SUM("num") AS "sum(num)"'],
    ['an aggregate over a calculated column', simple('SUM', 'num_california'), `SUM((CASE WHEN state = 'CA' THEN num ELSE 0 END)) AS "SUM(num_california)"`],
    ['a camelCase column reference', { expressionType: 'SIMPLE', aggregate: 'MAX', column: { columnName: 'num' } }, 'MAX("num") AS "MAX(num)"'],
    ['ad-hoc SQL with a label', { expressionType: 'SQL', sqlExpression: 'COUNT(DISTINCT name)', label: 'names' }, 'COUNT(DISTINCT name) AS "names"'],
    ['ad-hoc SQL labelled by its SQL', { expressionType: 'SQL', sqlExpression: 'SUM(num) / 2' }, 'SUM(num) / 2 AS "SUM(num) / 2"'],
  ];
  it.each(cases)('selects %s', (_name, metric, item) => {
    expect(selectOf(build({ metrics: [metric] }).sql)).toBe(item);
  });

  const errors: [string, unknown, string, string][] = [
    ['an unknown saved metric', 'nope', "Metric 'nope' does not exist", 'OBJECT_DOES_NOT_EXIST_ERROR'],
    ['a SIMPLE metric on an unknown column', simple('SUM', 'zip'), "Columns missing in datasource: ['zip']", 'COLUMN_DOES_NOT_EXIST_ERROR'],
    ['an unknown aggregate', simple('MEDIAN'), "Adhoc metric aggregate must be one of AVG, COUNT, COUNT_DISTINCT, MAX, MIN, SUM, not 'MEDIAN'", 'INVALID_PAYLOAD_SCHEMA_ERROR'],
    ['a SQL metric with a sub-query', { expressionType: 'SQL', sqlExpression: '(SELECT MAX(num) FROM birth_names)', label: 'x' }, 'Custom SQL fields cannot contain sub-queries.', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['a SQL metric with two statements', { expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE birth_names', label: 'x' }, 'Custom SQL fields cannot contain multiple statements.', 'INVALID_SQL_ERROR'],
    ['a metric that is not an object or name', 42, 'Invalid metric: 42', 'INVALID_PAYLOAD_SCHEMA_ERROR'],
  ];
  it.each(errors)('refuses %s', (_name, metric, message, errorType) => {
    expect(errorOf(() => build({ metrics: [metric] }))).toMatchObject({ message, errorType });
  });
});

describe('buildQuery: ORDER BY', () => {
  const orderOf = (q: QueryObject) => /\nORDER BY (.*)/.exec(build(q).sql)?.[1];
  const cases: [string, QueryObject, string | undefined][] = [
    ['defaults to the first metric, descending', { columns: ['state'], metrics: ['count', 'sum__num'] }, '"count" DESC'],
    ['order_desc false makes the default ascending', { columns: ['state'], metrics: ['count'], orderDesc: false }, '"count" ASC'],
    ['a selected column label', { columns: ['state'], metrics: ['count'], orderby: [['state', true]] }, '"state" ASC'],
    ['an ad-hoc metric already selected reuses its alias', { columns: ['state'], metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'm' }], orderby: [[{ expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'm' }, false]] }, '"m" DESC'],
    ['an ad-hoc metric not selected', { columns: ['state'], metrics: ['count'], orderby: [[{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } }, true]] }, 'MAX("num") ASC'],
    ['a saved metric not selected', { columns: ['state'], metrics: ['count'], orderby: [['sum__num', false]] }, 'SUM(num) DESC'],
    ['a dataset column not selected', { columns: ['name', 'state'], orderby: [['num', false]] }, '"num" DESC'],
    ['several terms', { columns: ['state', 'gender'], metrics: ['count'], orderby: [['state', true], ['count', false]] }, '"state" ASC, "count" DESC'],
    ['nothing for raw rows', { columns: ['state'] }, undefined],
  ];
  it.each(cases)('%s', (_name, q, order) => {
    expect(orderOf(q)).toBe(order);
  });

  it('groups when ordering raw columns by a metric', () => {
    expect(build({ columns: ['state'], orderby: [['sum__num', false]] }).sql).toContain('GROUP BY "state"\nORDER BY SUM(num) DESC');
  });

  it('refuses an unknown order term', () => {
    expect(errorOf(() => build({ columns: ['state'], metrics: ['count'], orderby: [['zip', true]] })).message).toBe('Unknown column used in orderby: zip');
    expect(errorOf(() => build({ columns: ['state'], metrics: ['count'], orderby: ['state'] })).message).toBe('orderby entries must be [column_or_metric, ascending] pairs');
  });
});

describe('buildQuery: row limit and offset', () => {
  const limitOf = (q: QueryObject) => /\nLIMIT (\d+)(?:\nOFFSET (\d+))?$/.exec(build({ columns: ['state'], ...q }).sql)?.slice(1);
  const cases: [string, QueryObject, (string | undefined)[]][] = [
    ['the default when absent', {}, ['10000', undefined]],
    ['the maximum for 0', { rowLimit: 0 }, ['100000', undefined]],
    ['the maximum when asked for it', { rowLimit: 100000 }, ['100000', undefined]],
    ['as asked below the maximum', { rowLimit: 10 }, ['10', undefined]],
    ['with an offset', { rowLimit: 10, rowOffset: 30 }, ['10', '30']],
  ];
  it.each(cases)('is %s', (_name, q, expected) => {
    expect(limitOf(q)).toEqual(expected);
  });

  const invalid: [string, QueryObject, string, Record<string, string[]>][] = [
    ['above SQL_MAX_ROW', { rowLimit: 250000 }, 'row_limit: Value cannot exceed 100000', { row_limit: ['Value cannot exceed 100000'] }],
    ['not an integer', { rowLimit: 2.5 }, 'row_limit: is expected to be an integer', { row_limit: ['is expected to be an integer'] }],
    ['a numeric string', { rowLimit: '10' as unknown as number }, 'row_limit: is expected to be an integer', { row_limit: ['is expected to be an integer'] }],
    ['negative', { rowLimit: -1 }, 'row_limit: must be greater than or equal to 0', { row_limit: ['must be greater than or equal to 0'] }],
    ['a negative offset', { rowOffset: -5 }, 'row_offset: must be greater than or equal to 0', { row_offset: ['must be greater than or equal to 0'] }],
  ];
  it.each(invalid)('refuses a row limit %s with a field message', (_name, q, message, fields) => {
    const error = errorOf(() => build({ columns: ['state'], ...q })) as { message: string; extra: Record<string, unknown> };
    expect(error.message).toBe(message);
    expect(error.extra.fields).toEqual(fields);
  });
});

describe('buildQuery: series limit', () => {
  const query: QueryObject = {
    columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'name'],
    metrics: ['sum__num'],
    seriesColumns: ['name'],
    seriesLimit: 5,
    filters: [{ col: 'gender', op: '==', val: 'girl' }],
  };

  it('joins the top series ranked by the first metric', () => {
    expect(build(query).sql).toBe(
      [
        `SELECT DATE_TRUNC('year', "ds") AS "ds", "name", SUM(num) AS "sum__num"`,
        'FROM "main"."birth_names"',
        'JOIN (SELECT "name" AS "name__", SUM(num) AS "mme_inner__"',
        'FROM "main"."birth_names"',
        'WHERE "gender" = $1',
        'GROUP BY "name"',
        'ORDER BY "mme_inner__" DESC',
        'LIMIT 5) AS "series_limit" ON "name" = "series_limit"."name__"',
        'WHERE "gender" = $2',
        `GROUP BY DATE_TRUNC('year', "ds"), "name"`,
        'ORDER BY "sum__num" DESC',
        'LIMIT 10000',
      ].join('\n'),
    );
    expect(build(query).params).toEqual(['girl', 'girl']);
  });

  it('ranks by series_limit_metric when given', () => {
    expect(build({ ...query, seriesLimitMetric: 'count' }).sql).toContain('"name" AS "name__", COUNT(*) AS "mme_inner__"');
    expect(build({ ...query, seriesLimitMetric: { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } } }).sql).toContain('MAX("num") AS "mme_inner__"');
  });

  it('ranks ascending when order_desc is false', () => {
    expect(build({ ...query, orderDesc: false }).sql).toContain('ORDER BY "mme_inner__" ASC');
  });

  it('defaults the series to the non-axis columns of a legacy time series', () => {
    const sql = build({ ...query, seriesColumns: [], isTimeseries: true }).sql;
    expect(sql).toContain('JOIN (SELECT "name" AS "name__"');
  });

  it('numbers parameters in text order for "?" engines', () => {
    const qmark: EngineSpec = { ...duckdbEngineSpec, placeholder: () => '?' };
    const built = build({ ...query, filters: [{ col: 'gender', op: '==', val: 'girl' }, { col: 'num', op: '>', val: 3 }] }, birthNames(), qmark);
    expect(built.sql.split('?').length - 1).toBe(4);
    expect(built.params).toEqual(['girl', 3, 'girl', 3]);
  });

  it('refuses series columns that are not selected', () => {
    expect(errorOf(() => build({ ...query, seriesColumns: ['state'] })).message).toBe('The following entries in `series_columns` are missing in `columns`: "state". ');
  });

  it('refuses an unknown ranking metric', () => {
    expect(errorOf(() => build({ ...query, seriesLimitMetric: 'nope' })).message).toBe("Metric 'nope' does not exist");
  });

  it('is skipped for raw rows', () => {
    expect(build({ ...query, metrics: [] }).sql).not.toContain('JOIN');
  });
});

describe('buildQuery: granularity and time_range (legacy time column)', () => {
  it('selects __timestamp bucketed by the grain and filters [since, until)', () => {
    const built = build({ granularity: 'ds', isTimeseries: true, timeRange: '2000-01-01 : 2005-01-01', metrics: ['count'], extras: { timeGrainSqla: 'P1Y' } });
    expect(built.sql).toBe(
      [
        `SELECT DATE_TRUNC('year', "ds") AS "__timestamp", COUNT(*) AS "count"`,
        'FROM "main"."birth_names"',
        'WHERE "ds" >= $1 AND "ds" < $2',
        `GROUP BY DATE_TRUNC('year', "ds")`,
        'ORDER BY "count" DESC',
        'LIMIT 10000',
      ].join('\n'),
    );
    expect(built.appliedFilters).toEqual([{ column: '__time_range' }]);
    expect([built.fromDttm, built.toDttm]).toEqual([Date.UTC(2000, 0, 1), Date.UTC(2005, 0, 1)]);
  });

  it('falls back to the main datetime column when granularity is not temporal', () => {
    expect(build({ granularity: 'state', timeRange: 'Last year', metrics: ['count'] }).sql).toContain('WHERE "ds" >= $1 AND "ds" < $2');
  });

  it('rejects the time range when there is no temporal column', () => {
    const built = build({ granularity: 'state', timeRange: 'Last year', metrics: ['count'] }, birthNames({ mainDttmCol: null }));
    expect(built.sql).not.toContain('WHERE');
    expect(built.rejectedFilters).toEqual([{ reason: 'no_temporal_column', column: '__time_range' }]);
  });

  it('reports the time range bounds even without granularity, without filtering', () => {
    const built = build({ timeRange: 'Last week', metrics: ['count'] });
    expect(built.sql).not.toContain('WHERE');
    expect([built.fromDttm, built.toDttm]).toEqual([Date.UTC(2024, 4, 8), Date.UTC(2024, 4, 15)]);
  });

  it('adds nothing for No filter', () => {
    const built = build({ granularity: 'ds', timeRange: 'No filter', metrics: ['count'] });
    expect(built.sql).not.toContain('WHERE');
    expect([built.fromDttm, built.toDttm, built.appliedFilters]).toEqual([null, null, []]);
  });

  it('also filters the main datetime column when the dataset always does', () => {
    const ds = birthNames({ alwaysFilterMainDttm: true });
    const built = build({ granularity: 'birthday', timeRange: '2000-01-01 : 2001-01-01', metrics: ['count'] }, ds);
    expect(built.sql).toContain('WHERE "birthday" >= $1 AND "birthday" < $2\nAND "ds" >= $3 AND "ds" < $4');
  });

  it('maps a __timestamp filter onto the raw granularity column', () => {
    const built = build({ granularity: 'ds', isTimeseries: true, metrics: ['count'], filters: [{ col: '__timestamp', op: '>=', val: 0 }] });
    expect(built.sql).toContain('WHERE "ds" >= $1');
    expect(built.params).toEqual([new Date(0)]);
  });

  it('reads "Last" relative to extras.relative_start', () => {
    const built = build({ granularity: 'ds', timeRange: 'Last day', metrics: ['count'], extras: { relativeStart: 'now', relativeEnd: 'now' } });
    expect(built.params).toEqual([new Date(NOW.getTime() - 86_400_000), NOW]);
  });
});

describe('buildQuery: extras and predicates', () => {
  it('refuses a sub-query in extras.where', () => {
    expect(errorOf(() => build({ metrics: ['count'], extras: { where: 'state IN (SELECT state FROM x)' } })).errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
  });

  it('refuses a statement separator in extras.having', () => {
    expect(errorOf(() => build({ columns: ['state'], metrics: ['count'], extras: { having: 'COUNT(*) > 1; DROP TABLE t' } })).errorType).toBe('INVALID_SQL_ERROR');
  });

  it('drops a trailing comment from extras.where instead of letting it swallow the query', () => {
    expect(build({ metrics: ['count'], extras: { where: "state = 'CA' -- only CA" } }).sql).toContain("WHERE (state = 'CA')\nORDER BY");
  });

  it('ignores HAVING on raw rows', () => {
    expect(build({ columns: ['state'], extras: { having: 'COUNT(*) > 1' } }).sql).not.toContain('HAVING');
  });

  it('applies the fetch-values predicate only when asked', () => {
    const ds = birthNames({ fetchValuesPredicate: 'num > 100' });
    expect(build({ columns: ['state'], applyFetchValuesPredicate: true }, ds).sql).toContain('WHERE (num > 100)');
    expect(build({ columns: ['state'] }, ds).sql).not.toContain('WHERE');
  });

  it('carries the dataset hour offset for the result', () => {
    expect(build({ columns: ['ds'] }, birthNames({ offsetHours: -5 })).offsetHours).toBe(-5);
  });
});
