/**
 * The statement library against the real engines: applyLimit's SQL runs on each of them and returns the
 * rows it promises, and the splitter reads tricky scripts exactly as the engine itself does — which is
 * what keeps a statement that looks harmless to the DML check from carrying a second one to the engine.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import type { EngineConnection, JsonValue } from '../../engines';
import { enginesUnderTest, warnSkipped, type TestDatabase } from '../../test-support/engine-databases';
import { classifyStatement } from './dml';
import { COMMON_READS, COMMON_WRITES, DIALECT_READS, DIALECT_WRITES } from './dml-corpus';
import { applyLimit, finalLimitingFactor, type LimitingFactor } from './limit';
import { splitStatements } from './statements';

const ENGINES = enginesUnderTest();
warnSkipped('sql-lab', ENGINES);

/** [sql, engines it is valid in, dropdown, rows the rewritten SQL returns, limit, factor once fetched] */
const LIMIT_CASES: [string, string[] | 'all', number, number, number, LimitingFactor][] = [
  ['SELECT a FROM t ORDER BY a', 'all', 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT 3', 'all', 5, 4, 3, 'QUERY'],
  ['SELECT a FROM t ORDER BY a LIMIT 5', 'all', 5, 6, 5, 'QUERY_AND_DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT 100', 'all', 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT 3 OFFSET 18', 'all', 5, 2, 3, 'NOT_LIMITED'],
  ['SELECT a FROM t ORDER BY a LIMIT 18, 3', ['mysql', 'sqlite'], 5, 2, 3, 'NOT_LIMITED'],
  ['SELECT a FROM t ORDER BY a LIMIT 10, 30', ['mysql', 'sqlite'], 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a FETCH FIRST 3 ROWS ONLY', ['postgresql'], 5, 4, 3, 'QUERY'],
  ['SELECT a FROM t ORDER BY a OFFSET 2 ROWS FETCH NEXT 30 ROWS ONLY', ['postgresql'], 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT ALL', ['postgresql', 'duckdb'], 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT -1', ['sqlite'], 5, 6, 5, 'DROPDOWN'],
  ['WITH x AS (SELECT a FROM t ORDER BY a LIMIT 2) SELECT * FROM x', 'all', 5, 2, 5, 'NOT_LIMITED'],
  ['SELECT * FROM (SELECT a FROM t ORDER BY a LIMIT 10) s', 'all', 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t -- trailing note', 'all', 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t /* LIMIT 1 */', 'all', 5, 6, 5, 'DROPDOWN'],
  ["SELECT a, 'LIMIT 1' AS s FROM t;", 'all', 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t UNION ALL SELECT a FROM t', 'all', 30, 31, 30, 'DROPDOWN'],
  ['VALUES (1), (2), (3)', ['postgresql', 'duckdb', 'sqlite'], 2, 3, 2, 'DROPDOWN'],
  ['VALUES (1), (2), (3) ORDER BY 1 LIMIT 1', ['postgresql', 'duckdb'], 2, 2, 1, 'QUERY'],
  ['FROM t', ['duckdb'], 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t ORDER BY a LIMIT 2 + 1', ['postgresql', 'duckdb', 'sqlite'], 5, 3, 5, 'NOT_LIMITED'],
  ['SELECT a FROM t ORDER BY a FOR UPDATE', ['postgresql', 'mysql'], 5, 6, 5, 'DROPDOWN'],
  ['SELECT a FROM t WHERE a > 100', 'all', 5, 0, 5, 'NOT_LIMITED'],
];

/**
 * Scripts where a lexer that reads strings or comments differently from the engine would split
 * differently. The engine is the oracle: PostgreSQL answers a parameterless script with its last
 * statement's rows; DuckDB and SQLite count statements themselves; MariaDB's connection runs one
 * statement per call, so each piece must run alone.
 */
const PG_LIKE_SPLITS: [string, number][] = [
  ["SELECT 'one' AS n --x\r; SELECT 'two' AS n", 2],
  ["SELECT 'one' AS n /* a /* b */ ; SELECT 'hidden' AS n */ ; SELECT 'two' AS n", 2],
  ["SELECT $$;$$ AS n; SELECT 'two' AS n", 2],
  ["SELECT $q$ $$;$$ $q$ AS n; SELECT 'two' AS n", 2],
  ["SELECT E'\\';' AS n; SELECT 'two' AS n", 2],
  ["SELECT 'a\\' AS n; SELECT 'two' AS n", 2],
  ["SELECT 'a'';' AS n; SELECT 'two' AS n", 2],
  ['SELECT 1 AS "a;b"; SELECT \'two\' AS n', 2],
  ["SELECT 1 --1; SELECT 'hidden' AS n\n; SELECT 'two' AS n", 2],
  ["SELECT 1 AS n;\n-- ; SELECT 'hidden'\nSELECT 'two' AS n", 2],
];

const SPLIT_CASES: Record<string, [string, number][]> = {
  postgresql: PG_LIKE_SPLITS,
  duckdb: PG_LIKE_SPLITS,
  sqlite: [
    // Comments do not nest in SQLite: the first */ ends it.
    ["SELECT 'one' AS n /* a /* b */ ; SELECT 'two' AS n", 2],
    ["SELECT 'a\\' AS n; SELECT 'two' AS n", 2],
    ["SELECT [a;b] FROM (SELECT 1 AS [a;b]); SELECT 'two' AS n", 2],
    ["SELECT `a;b` FROM (SELECT 1 AS `a;b`); SELECT 'two' AS n", 2],
    ["SELECT 1 --1; SELECT 'hidden' AS n\n; SELECT 'two' AS n", 2],
    ["SELECT '$$;' AS n; SELECT 'two' AS n", 2],
  ],
  mysql: [
    ["SELECT 'a\\'; SELECT 2' AS n; SELECT 'two' AS n", 2],
    ['SELECT "x\\"; y" AS n; SELECT \'two\' AS n', 2],
    ["SELECT 1 --1; SELECT 'two' AS n", 2],
    ["SELECT 'one' AS n # ; SELECT 'hidden'\n; SELECT 'two' AS n", 2],
    ["SELECT `a;b` FROM (SELECT 1 AS `a;b`) x; SELECT 'two' AS n", 2],
    ["SELECT 1 /*! + 1 */ AS n; SELECT 'two' AS n", 2],
    ["SELECT 'one' AS n /* a /* b */ ; SELECT 'two' AS n", 2],
  ],
};

/** SQLite's own reading: better-sqlite3 refuses to prepare text holding more than one statement. */
function sqliteSingleStatement(sql: string): boolean {
  const db = new BetterSqlite3(':memory:');
  try {
    db.prepare(sql);
    return true;
  } catch (err) {
    if (/more than one statement/i.test(String((err as Error).message))) return false;
    throw err;
  } finally {
    db.close();
  }
}

/** DuckDB's own statement count (its engine connection runs every statement of a script). */
async function duckdbStatementCount(script: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:');
  try {
    return (await (await instance.connect()).extractStatements(script)).count;
  } finally {
    instance.closeSync();
  }
}

const firstValue = (rows: Record<string, JsonValue>[]) => (rows[0] ? Object.values(rows[0])[0] : undefined);

describe.each(ENGINES.map((e) => [e.label, e] as const))('SQL Lab statements on %s', (_label, engine) => {
  const key = engine.spec.engine;
  const dialect = engine.spec.sqlDialect;
  const run = engine.create ? it : it.skip;
  let db: TestDatabase;
  let conn: EngineConnection;

  beforeAll(async () => {
    if (!engine.create) return;
    db = await engine.create();
    conn = await engine.spec.connect(db.uri);
    await conn.query('CREATE TABLE t (a INT, b VARCHAR(20))');
    const values = Array.from({ length: 20 }, (_, i) => `(${i + 1}, 'row ${i + 1}')`).join(', ');
    await conn.query(`INSERT INTO t VALUES ${values}`);
  });

  afterAll(async () => {
    if (!engine.create) return;
    await conn?.close();
    await db?.drop();
  });

  const limitCases = LIMIT_CASES.filter(([, engines]) => engines === 'all' || engines.includes(key));
  run.each(limitCases)('applyLimit: %j', async (sql, _engines, dropdown, rows, limit, factor) => {
    const applied = applyLimit(sql, dialect, { requested: dropdown, maxRow: 1000 });
    expect(applied.applied).toBe(true);
    const result = await conn.query(applied.sql);
    expect(result.rows).toHaveLength(rows);
    expect(applied.limit).toBe(limit);
    expect(finalLimitingFactor(applied.limitingFactor, result.rows.length, applied.limit)).toBe(factor);
  });

  run.each(SPLIT_CASES[key])('splits %j as the engine does', async (script, count) => {
    const statements = splitStatements(script, dialect);
    expect(statements).toHaveLength(count);
    if (key === 'duckdb') expect(await duckdbStatementCount(script)).toBe(count);
    if (key === 'postgresql') expect(firstValue((await conn.query(script)).rows)).toBe('two');
    if (key === 'sqlite') {
      expect(sqliteSingleStatement(script)).toBe(false);
      for (const s of statements) expect(sqliteSingleStatement(s.text)).toBe(true);
    }
    // Each piece runs alone, and the last answers 'two'.
    for (const s of statements.slice(0, -1)) await expect(conn.query(s.text)).resolves.toBeDefined();
    expect(firstValue((await conn.query(statements[count - 1].text)).rows)).toBe('two');
  });
});

/**
 * PostgreSQL as the oracle of the read-only check: every statement of the corpus runs in a READ ONLY
 * transaction, and none the check allows may be refused by PostgreSQL for writing (SQLSTATE 25006).
 */
describe('the read-only check against PostgreSQL READ ONLY transactions', () => {
  const engine = ENGINES.find((e) => e.spec.engine === 'postgresql');
  const run = engine?.create ? it : it.skip;
  let db: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    if (!engine?.create) return;
    db = await engine.create();
    client = new Client({ connectionString: db.uri });
    await client.connect();
    await client.query(`CREATE TABLE t (a int, b int, c int, id int, x int, comment text, "update" int, "delete" int, "insert" int, data jsonb);
      CREATE TABLE u (a int, b int, c int, x int); CREATE SEQUENCE s;
      INSERT INTO t (a, b, id) SELECT g, g, g FROM generate_series(1, 5) g; INSERT INTO u SELECT g, g, g, g FROM generate_series(1, 5) g`);
  });

  afterAll(async () => {
    if (!engine?.create) return;
    await client?.end();
    await db?.drop();
  });

  /** The SQLSTATE PostgreSQL answers a statement with inside a read-only transaction; '' when it runs. */
  async function readOnlyOutcome(sql: string): Promise<string> {
    await client.query('BEGIN READ ONLY');
    try {
      await client.query(sql);
      return '';
    } catch (err) {
      return String((err as { code?: string }).code ?? 'error');
    } finally {
      await client.query('ROLLBACK');
    }
  }

  run('PostgreSQL writes nothing the check lets through, and refuses writes the check refused', async () => {
    const reads = [...COMMON_READS, ...DIALECT_READS.postgresql].flatMap((sql) => splitStatements(sql, engine!.spec.sqlDialect).map((st) => st.text));
    // One session: the statements run one after the other.
    const outcomes: [string, string][] = [];
    for (const sql of reads) outcomes.push([sql, await readOnlyOutcome(sql)]);
    expect(outcomes.filter(([, code]) => code === '25006')).toEqual([]);
    // The corpus really ran: most read statements execute on this schema.
    expect(outcomes.filter(([, code]) => code === '').length).toBeGreaterThan(reads.length * 0.7);

    const writes = [...COMMON_WRITES, ...DIALECT_WRITES.postgresql].flatMap((sql) => splitStatements(sql, engine!.spec.sqlDialect).map((st) => st.text));
    for (const sql of writes) {
      if ((await readOnlyOutcome(sql)) === '25006') expect([sql, classifyStatement(sql, engine!.spec.sqlDialect).readOnly]).toEqual([sql, false]);
    }
  });
});

