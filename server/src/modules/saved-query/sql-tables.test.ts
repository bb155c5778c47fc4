import { sqlTablesOf } from './sql-tables';

describe('sqlTablesOf', () => {
  it.each([
    ['SELECT * FROM sales', [{ table: 'sales', schema: null, catalog: null }]],
    ['SELECT * FROM main.sales s JOIN public.users u ON u.id = s.user_id', [
      { table: 'sales', schema: 'main', catalog: null },
      { table: 'users', schema: 'public', catalog: null },
    ]],
    ['WITH recent AS (SELECT * FROM orders) SELECT * FROM recent', [{ table: 'orders', schema: null, catalog: null }]],
    ['WITH a (n) AS (SELECT 1), "B" AS (SELECT * FROM a) SELECT * FROM "B" JOIN users ON TRUE', [{ table: 'users', schema: null, catalog: null }]],
    // Text in a comment or a string declares no CTE, so the real table stays listed (access is checked on it).
    ['SELECT * FROM secret -- WITH secret AS (', [{ table: 'secret', schema: null, catalog: null }]],
    ["SELECT * FROM secret WHERE note = 'WITH secret AS ('", [{ table: 'secret', schema: null, catalog: null }]],
    ["SELECT * FROM events WHERE ds > '{{ from_dttm }}'", [{ table: 'events', schema: null, catalog: null }]],
    ['SELECT 1', []],
    ['this is not sql', []],
    ['', []],
    [null, []],
  ])('%p reads %j', (sql, expected) => {
    expect(sqlTablesOf(sql)).toEqual(expected);
  });
});
