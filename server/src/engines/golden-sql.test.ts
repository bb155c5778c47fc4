/**
 * Golden SQL: the same query objects through buildQuery on every engine, and the exact statement each
 * engine gets. A change here is a change of the SQL users' databases run: review it as such.
 */
import { buildQuery } from '../semantic/build-query';
import { birthNames, OPTS } from '../semantic/test-fixtures';
import type { QueryObject } from '../semantic/types';
import { listEngineSpecs } from './registry';

const QUERIES: Record<string, QueryObject> = {
  timeseries: {
    columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
    metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'Births' }],
    filters: [
      { col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 2000-01-01' },
      { col: 'state', op: 'IN', val: ['CA', 'NY'] },
    ],
    extras: { where: 'num > 0', having: 'SUM(num) > 10' },
    orderby: [['Births', false]],
    rowLimit: 1000,
    rowOffset: 20,
  },
  series: {
    columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1W' }, 'name'],
    metrics: ['sum__num'],
    seriesColumns: ['name'],
    seriesLimit: 5,
    filters: [{ col: 'gender', op: '==', val: 'girl' }],
  },
  filters: {
    columns: ['state'],
    metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name' } }],
    filters: [
      { col: 'name', op: 'ILIKE', val: '%an%' },
      { col: 'state', op: 'NOT IN', val: ['CA', '<NULL>'] },
      { col: 'num_california', op: '>=', val: '10' },
      { col: 'is_big', op: 'IS TRUE' },
    ],
    orderby: [['count', false]],
    rowLimit: 10,
  },
  raw: { columns: ['name', 'num'], filters: [{ col: 'gender', op: '!=', val: "o'brien" }], rowLimit: 5, rowOffset: 10 },
  legacy: { granularity: 'ds', isTimeseries: true, extras: { timeGrainSqla: 'P3M' }, metrics: ['count'], timeRange: 'Last year' },
};

/** Every engine binds the same values in the same order, whatever its placeholders look like. */
const PARAMS: Record<string, unknown[]> = {
  timeseries: [new Date('1960-01-01T00:00:00Z'), new Date('2000-01-01T00:00:00Z'), 'CA', 'NY'],
  series: ['girl', 'girl'],
  filters: ['%an%', 'CA', 10],
  raw: ["o'brien"],
  legacy: [new Date('2023-05-15T00:00:00Z'), new Date('2024-05-15T00:00:00Z')],
};

const EXPECTED: Record<string, Record<string, string[]>> = {
  duckdb: {
    timeseries: [
      `SELECT DATE_TRUNC('year', "ds") AS "ds", "gender", SUM("num") AS "Births"`,
      `FROM "main"."birth_names"`,
      `WHERE "ds" >= $1 AND "ds" < $2`,
      `AND "state" IN ($3, $4)`,
      `AND (num > 0)`,
      `GROUP BY DATE_TRUNC('year', "ds"), "gender"`,
      `HAVING (SUM(num) > 10)`,
      `ORDER BY "Births" DESC`,
      `LIMIT 1000`,
      `OFFSET 20`,
    ],
    series: [
      `SELECT DATE_TRUNC('week', "ds") AS "ds", "name", SUM(num) AS "sum__num"`,
      `FROM "main"."birth_names"`,
      `JOIN (SELECT "name" AS "name__", SUM(num) AS "mme_inner__"`,
      `FROM "main"."birth_names"`,
      `WHERE "gender" = $1`,
      `GROUP BY "name"`,
      `ORDER BY "mme_inner__" DESC`,
      `LIMIT 5) AS "series_limit" ON "name" = "series_limit"."name__"`,
      `WHERE "gender" = $2`,
      `GROUP BY DATE_TRUNC('week', "ds"), "name"`,
      `ORDER BY "sum__num" DESC`,
      `LIMIT 10000`,
    ],
    filters: [
      `SELECT "state", COUNT(*) AS "count", COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"`,
      `FROM "main"."birth_names"`,
      `WHERE LOWER("name") LIKE LOWER($1)`,
      `AND NOT ("state" IN ($2) OR "state" IS NULL)`,
      `AND (CASE WHEN state = 'CA' THEN num ELSE 0 END) >= $3`,
      `AND "is_big" IS TRUE`,
      `GROUP BY "state"`,
      `ORDER BY "count" DESC`,
      `LIMIT 10`,
    ],
    raw: [
      `SELECT "name", "num"`,
      `FROM "main"."birth_names"`,
      `WHERE "gender" != $1`,
      `LIMIT 5`,
      `OFFSET 10`,
    ],
    legacy: [
      `SELECT DATE_TRUNC('quarter', "ds") AS "__timestamp", COUNT(*) AS "count"`,
      `FROM "main"."birth_names"`,
      `WHERE "ds" >= $1 AND "ds" < $2`,
      `GROUP BY DATE_TRUNC('quarter', "ds")`,
      `ORDER BY "count" DESC`,
      `LIMIT 10000`,
    ],
  },
  postgresql: {
    timeseries: [
      `SELECT DATE_TRUNC('year', "ds") AS "ds", "gender", SUM("num") AS "Births"`,
      `FROM "public"."birth_names"`,
      `WHERE "ds" >= $1 AND "ds" < $2`,
      `AND "state" IN ($3, $4)`,
      `AND (num > 0)`,
      `GROUP BY DATE_TRUNC('year', "ds"), "gender"`,
      `HAVING (SUM(num) > 10)`,
      `ORDER BY "Births" DESC`,
      `LIMIT 1000`,
      `OFFSET 20`,
    ],
    series: [
      `SELECT DATE_TRUNC('week', "ds") AS "ds", "name", SUM(num) AS "sum__num"`,
      `FROM "public"."birth_names"`,
      `JOIN (SELECT "name" AS "name__", SUM(num) AS "mme_inner__"`,
      `FROM "public"."birth_names"`,
      `WHERE "gender" = $1`,
      `GROUP BY "name"`,
      `ORDER BY "mme_inner__" DESC`,
      `LIMIT 5) AS "series_limit" ON "name" = "series_limit"."name__"`,
      `WHERE "gender" = $2`,
      `GROUP BY DATE_TRUNC('week', "ds"), "name"`,
      `ORDER BY "sum__num" DESC`,
      `LIMIT 10000`,
    ],
    filters: [
      `SELECT "state", COUNT(*) AS "count", COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"`,
      `FROM "public"."birth_names"`,
      `WHERE LOWER("name") LIKE LOWER($1)`,
      `AND NOT ("state" IN ($2) OR "state" IS NULL)`,
      `AND (CASE WHEN state = 'CA' THEN num ELSE 0 END) >= $3`,
      `AND "is_big" IS TRUE`,
      `GROUP BY "state"`,
      `ORDER BY "count" DESC`,
      `LIMIT 10`,
    ],
    raw: [
      `SELECT "name", "num"`,
      `FROM "public"."birth_names"`,
      `WHERE "gender" != $1`,
      `LIMIT 5`,
      `OFFSET 10`,
    ],
    legacy: [
      `SELECT DATE_TRUNC('quarter', "ds") AS "__timestamp", COUNT(*) AS "count"`,
      `FROM "public"."birth_names"`,
      `WHERE "ds" >= $1 AND "ds" < $2`,
      `GROUP BY DATE_TRUNC('quarter', "ds")`,
      `ORDER BY "count" DESC`,
      `LIMIT 10000`,
    ],
  },
  mysql: {
    timeseries: [
      'SELECT CAST(MAKEDATE(YEAR(`ds`), 1) AS DATETIME) AS `ds`, `gender`, SUM(`num`) AS `Births`',
      'FROM `birth_names`',
      'WHERE `ds` >= ? AND `ds` < ?',
      'AND `state` IN (?, ?)',
      `AND (num > 0)`,
      'GROUP BY CAST(MAKEDATE(YEAR(`ds`), 1) AS DATETIME), `gender`',
      `HAVING (SUM(num) > 10)`,
      'ORDER BY `Births` DESC',
      `LIMIT 1000`,
      `OFFSET 20`,
    ],
    series: [
      'SELECT CAST(DATE(`ds`) - INTERVAL WEEKDAY(`ds`) DAY AS DATETIME) AS `ds`, `name`, SUM(num) AS `sum__num`',
      'FROM `birth_names`',
      'JOIN (SELECT `name` AS `name__`, SUM(num) AS `mme_inner__`',
      'FROM `birth_names`',
      'WHERE `gender` = ?',
      'GROUP BY `name`',
      'ORDER BY `mme_inner__` DESC',
      'LIMIT 5) AS `series_limit` ON `name` = `series_limit`.`name__`',
      'WHERE `gender` = ?',
      'GROUP BY CAST(DATE(`ds`) - INTERVAL WEEKDAY(`ds`) DAY AS DATETIME), `name`',
      'ORDER BY `sum__num` DESC',
      `LIMIT 10000`,
    ],
    filters: [
      'SELECT `state`, COUNT(*) AS `count`, COUNT(DISTINCT `name`) AS `COUNT_DISTINCT(name)`',
      'FROM `birth_names`',
      'WHERE LOWER(`name`) LIKE LOWER(?)',
      'AND NOT (`state` IN (?) OR `state` IS NULL)',
      `AND (CASE WHEN state = 'CA' THEN num ELSE 0 END) >= ?`,
      'AND `is_big` IS TRUE',
      'GROUP BY `state`',
      'ORDER BY `count` DESC',
      `LIMIT 10`,
    ],
    raw: [
      'SELECT `name`, `num`',
      'FROM `birth_names`',
      'WHERE `gender` != ?',
      `LIMIT 5`,
      `OFFSET 10`,
    ],
    legacy: [
      'SELECT CAST(MAKEDATE(YEAR(`ds`), 1) + INTERVAL (QUARTER(`ds`) - 1) QUARTER AS DATETIME) AS `__timestamp`, COUNT(*) AS `count`',
      'FROM `birth_names`',
      'WHERE `ds` >= ? AND `ds` < ?',
      'GROUP BY CAST(MAKEDATE(YEAR(`ds`), 1) + INTERVAL (QUARTER(`ds`) - 1) QUARTER AS DATETIME)',
      'ORDER BY `count` DESC',
      `LIMIT 10000`,
    ],
  },
  sqlite: {
    timeseries: [
      `SELECT DATETIME("ds", 'start of year') AS "ds", "gender", SUM("num") AS "Births"`,
      `FROM "main"."birth_names"`,
      `WHERE "ds" >= ? AND "ds" < ?`,
      `AND "state" IN (?, ?)`,
      `AND (num > 0)`,
      `GROUP BY DATETIME("ds", 'start of year'), "gender"`,
      `HAVING (SUM(num) > 10)`,
      `ORDER BY "Births" DESC`,
      `LIMIT 1000`,
      `OFFSET 20`,
    ],
    series: [
      `SELECT DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days') AS "ds", "name", SUM(num) AS "sum__num"`,
      `FROM "main"."birth_names"`,
      `CROSS JOIN (SELECT "name" AS "name__", SUM(num) AS "mme_inner__"`,
      `FROM "main"."birth_names"`,
      `WHERE "gender" = ?`,
      `GROUP BY "name"`,
      `ORDER BY "mme_inner__" DESC`,
      `LIMIT 5) AS "series_limit" ON "name" = "series_limit"."name__"`,
      `WHERE "gender" = ?`,
      `GROUP BY DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days'), "name"`,
      `ORDER BY "sum__num" DESC`,
      `LIMIT 10000`,
    ],
    filters: [
      `SELECT "state", COUNT(*) AS "count", COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"`,
      `FROM "main"."birth_names"`,
      `WHERE LOWER("name") LIKE LOWER(?)`,
      `AND NOT ("state" IN (?) OR "state" IS NULL)`,
      `AND (CASE WHEN state = 'CA' THEN num ELSE 0 END) >= ?`,
      `AND "is_big" IS TRUE`,
      `GROUP BY "state"`,
      `ORDER BY "count" DESC`,
      `LIMIT 10`,
    ],
    raw: [
      `SELECT "name", "num"`,
      `FROM "main"."birth_names"`,
      `WHERE "gender" != ?`,
      `LIMIT 5`,
      `OFFSET 10`,
    ],
    legacy: [
      `SELECT DATETIME("ds", 'start of month', '-' || ((CAST(STRFTIME('%m', "ds") AS INTEGER) - 1) % 3) || ' months') AS "__timestamp", COUNT(*) AS "count"`,
      `FROM "main"."birth_names"`,
      `WHERE "ds" >= ? AND "ds" < ?`,
      `GROUP BY DATETIME("ds", 'start of month', '-' || ((CAST(STRFTIME('%m', "ds") AS INTEGER) - 1) % 3) || ' months')`,
      `ORDER BY "count" DESC`,
      `LIMIT 10000`,
    ],
  },
};

// Every registered engine: a new one needs its golden SQL here.
describe.each(listEngineSpecs().map((spec) => [spec.engine, spec] as const))('golden SQL on %s', (engine, spec) => {
  it.each(Object.keys(QUERIES))('%s', (name) => {
    expect(EXPECTED[engine]?.[name]).toBeDefined();
    const built = buildQuery(birthNames({ schema: spec.defaultSchema }), QUERIES[name], spec, OPTS);
    expect(built.sql).toBe(EXPECTED[engine][name].join('\n'));
    expect(built.params).toEqual(PARAMS[name]);
  });
});
