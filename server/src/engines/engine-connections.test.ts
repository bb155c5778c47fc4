/**
 * Every engine's EngineConnection against a real database: values at the boundary, bound parameters,
 * typed errors, statement timeouts, cancellation, pooling, introspection, cost estimates.
 */
import { createServer } from 'node:net';
import type { TesseraError } from '../platform/errors';
import type { EngineConnection } from './engine-spec';
import { enginesUnderTest, warnSkipped, type TestDatabase } from '../test-support/engine-databases';

const ENGINES = enginesUnderTest();
warnSkipped('engine connections', ENGINES);

// A statement that runs far longer than any test unless interrupted.
const SLOW_SQL: Record<string, string> = {
  duckdb: 'SELECT COUNT(*) FROM range(100000) a(x), range(100000) b(y) WHERE a.x * b.y = -1',
  postgresql: 'SELECT pg_sleep(60)',
  mysql: 'SELECT SLEEP(60)',
  sqlite: 'WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT COUNT(*) FROM r',
};

async function failure(promise: Promise<unknown>): Promise<TesseraError> {
  try {
    await promise;
  } catch (e) {
    return e as TesseraError;
  }
  throw new Error('expected a failure');
}

describe.each(ENGINES)('$label connection', (engine) => {
  const suite = engine.create ? describe : describe.skip;
  suite(`on ${engine.label}`, () => {
    const { spec } = engine;
    const kind = spec.engine;
    const ts = kind === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
    const ph = (n: number) => spec.placeholder(n);
    let db: TestDatabase;
    let conn: EngineConnection;

    beforeAll(async () => {
      db = await engine.create!();
      conn = await spec.connect(db.uri);
      await conn.query(`CREATE TABLE vals (i BIGINT, d DECIMAL(10,2), t ${ts}, dt DATE, s VARCHAR(20), b BOOLEAN)`);
      await conn.query(`INSERT INTO vals VALUES (${[1, 2, 3, 4, 5, 6].map(ph).join(', ')})`, [
        2n ** 53n + 2n,
        1.25,
        new Date(Date.UTC(2000, 0, 1, 0, 0, 1)),
        new Date(Date.UTC(1999, 11, 31)),
        'héllo',
        true,
      ]);
      await conn.query(`INSERT INTO vals VALUES (${[1, 2, 3, 4, 5, 6].map(ph).join(', ')})`, [7, null, null, null, null, false]);
    });
    afterAll(async () => {
      await conn?.close();
      await db?.drop();
    });

    it('converts values to JSON-safe ones at the boundary', async () => {
      const { columns, rows } = await conn.query('SELECT i, d, t, dt, s, b FROM vals ORDER BY i DESC');
      // MySQL's BOOLEAN is TINYINT(1): it answers 1 and 0.
      const bool = kind === 'mysql' ? [1, 'NUMERIC'] : [true, 'BOOLEAN'];
      expect(columns.map((c) => c.genericType)).toEqual(['NUMERIC', 'NUMERIC', 'TEMPORAL', 'TEMPORAL', 'STRING', bool[1]]);
      expect(rows[0]).toEqual({ i: '9007199254740994', d: 1.25, t: Date.UTC(2000, 0, 1, 0, 0, 1), dt: Date.UTC(1999, 11, 31), s: 'héllo', b: bool[0] });
      expect(rows[1]).toEqual({ i: 7, d: null, t: null, dt: null, s: null, b: kind === 'mysql' ? 0 : false });
      expect(() => JSON.stringify(rows)).not.toThrow();
    });

    it('aggregates to plain numbers', async () => {
      const { rows } = await conn.query('SELECT COUNT(*) AS c, SUM(d) AS s, AVG(d) AS a, MAX(t) AS m FROM vals');
      expect(rows[0]).toEqual({ c: 2, s: 1.25, a: 1.25, m: Date.UTC(2000, 0, 1, 0, 0, 1) });
    });

    it('compares bound dates with DATE and TIMESTAMP columns', async () => {
      const { rows } = await conn.query(`SELECT COUNT(*) AS n FROM vals WHERE dt >= ${ph(1)} AND t < ${ph(2)} AND s = ${ph(3)}`, [
        new Date(Date.UTC(1999, 11, 31)),
        new Date(Date.UTC(2000, 0, 1, 0, 0, 2)),
        'héllo',
      ]);
      expect(rows[0].n).toBe(1);
    });

    it.each([
      ['a missing table', 'SELECT * FROM nope', 'TABLE_DOES_NOT_EXIST_ERROR'],
      ['a missing column', 'SELECT nope FROM vals', 'COLUMN_DOES_NOT_EXIST_ERROR'],
      ['a syntax error', 'SELEC 1', 'SYNTAX_ERROR'],
    ])('classifies %s', async (_name, sql, errorType) => {
      const error = await failure(conn.query(sql));
      expect(error.errorType).toBe(errorType);
      expect(error.extra).toMatchObject({ engine_name: spec.engineName });
    });

    it('interrupts a statement that exceeds its timeout, and stays usable', async () => {
      const started = Date.now();
      const error = await failure(conn.query(SLOW_SQL[kind], [], { timeoutMs: 300 }));
      expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
      expect(error.extra).toMatchObject({ timeout_ms: 300 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await conn.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('stops a statement when its signal aborts', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 200);
      const error = await failure(conn.query(SLOW_SQL[kind], [], { signal: controller.signal }));
      expect(error.message).toBe('The query was stopped.');
      expect((await conn.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    });

    it('cancel() stops running statements', async () => {
      const running = failure(conn.query(SLOW_SQL[kind]));
      await new Promise((r) => setTimeout(r, 300));
      await conn.cancel();
      expect((await running).errorType).toBe('GENERIC_DB_ENGINE_ERROR');
      expect((await conn.query('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
    });

    it('runs more concurrent statements than its pool holds', async () => {
      const small = await spec.connect(db.uri, { poolSize: 2 });
      try {
        const results = await Promise.all(Array.from({ length: 6 }, (_, i) => small.query(`SELECT ${i} AS i`)));
        expect(results.map((r) => r.rows[0].i)).toEqual([0, 1, 2, 3, 4, 5]);
      } finally {
        await small.close();
      }
      expect((await failure(small.query('SELECT 1'))).message).toBe(`The ${spec.engineName} connection is closed.`);
    });

    it('answers ping and select_star', async () => {
      await expect(conn.ping()).resolves.toBeUndefined();
      const { rows } = await conn.query(spec.selectStar({ name: 'vals' }, ['i', 's'], 1));
      expect(Object.keys(rows[0])).toEqual(['i', 's']);
      expect(rows).toHaveLength(1);
    });

    it('lists the functions SQL can call, without duplicates', async () => {
      const names = await conn.listFunctionNames();
      // Every engine has these built in; MySQL lists built-ins only when its help tables are readable.
      const lower = names.map((n) => n.toLowerCase());
      if (kind !== 'mysql') expect(lower).toEqual(expect.arrayContaining(['abs', 'max', 'lower']));
      expect(new Set(names).size).toBe(names.length);
    });

    describe('introspection', () => {
      beforeAll(async () => {
        const comment = kind === 'mysql' ? " COMMENT 'the parents'" : '';
        await conn.query(`CREATE TABLE parent (id INTEGER NOT NULL PRIMARY KEY, code VARCHAR(10) UNIQUE)${comment}`);
        await conn.query(
          `CREATE TABLE child (id INTEGER NOT NULL, pid INTEGER, note VARCHAR(20) DEFAULT 'x', born ${ts}, ` +
            'CONSTRAINT child_pk PRIMARY KEY (id), CONSTRAINT child_parent_fk FOREIGN KEY (pid) REFERENCES parent (id))',
        );
        await conn.query('CREATE INDEX child_note ON child (note, born)');
        await conn.query('CREATE VIEW kids AS SELECT id, note FROM child');
        if (kind === 'postgresql' || kind === 'duckdb') await conn.query("COMMENT ON TABLE parent IS 'the parents'");
      });

      it('lists schemas, tables and views', async () => {
        const schemas = await conn.listSchemas();
        const schema = kind === 'mysql' ? new URL(db.uri).pathname.slice(1) : spec.defaultSchema!;
        expect(schemas).toContain(schema);
        const tables = await conn.listTables(schema);
        expect(tables.filter((t) => ['parent', 'child', 'kids'].includes(t.name))).toEqual([
          { name: 'child', type: 'table' },
          { name: 'kids', type: 'view' },
          { name: 'parent', type: 'table' },
        ]);
        expect(await conn.listCatalogs()).toEqual(kind === 'postgresql' ? expect.arrayContaining([new URL(db.uri).pathname.slice(1)]) : []);
      });

      it('reports columns, keys, indexes and comments', async () => {
        const child = await conn.getTableMetadata({ name: 'child' });
        expect(child).toMatchObject({ name: 'child', type: 'table', primaryKey: { columns: ['id'] } });
        expect(child.columns.map((c) => [c.name, c.genericType, c.isDttm, c.nullable])).toEqual([
          ['id', 'NUMERIC', false, false],
          ['pid', 'NUMERIC', false, true],
          ['note', 'STRING', false, true],
          ['born', 'TEMPORAL', true, true],
        ]);
        expect(child.columns[2].default).toMatch(/x/);
        expect(child.foreignKeys).toEqual([expect.objectContaining({ columns: ['pid'], referredTable: 'parent', referredColumns: ['id'] })]);
        expect(child.indexes).toEqual(expect.arrayContaining([{ name: 'child_note', columns: ['note', 'born'], unique: false }]));
        const parent = await conn.getTableMetadata({ name: 'parent', schema: kind === 'mysql' ? null : spec.defaultSchema });
        expect(parent.comment).toBe(kind === 'sqlite' ? null : 'the parents');
        expect(parent.indexes.filter((i) => i.unique).map((i) => i.columns)).toEqual([['code']]);
        expect((await conn.getTableMetadata({ name: 'kids' })).type).toBe('view');
        expect((await conn.getColumns(kind === 'mysql' ? new URL(db.uri).pathname.slice(1) : spec.defaultSchema!, 'kids')).map((c) => c.name)).toEqual(['id', 'note']);
      });

      it('answers TABLE_DOES_NOT_EXIST_ERROR, a 404, for a missing table', async () => {
        const error = await failure(conn.getTableMetadata({ name: 'nope' }));
        expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
        expect(error.status).toBe(404);
      });
    });

    it('estimates the cost of a statement where the engine can', async () => {
      const sql = `SELECT * FROM vals WHERE i > ${ph(1)}`;
      if (!spec.supportsCostEstimate) {
        expect((await failure(conn.estimateCost(sql, [1]))).message).toBe(`${spec.engineName} does not support cost estimation.`);
        return;
      }
      const estimate = await conn.estimateCost(sql, [1]);
      expect(estimate.length).toBeGreaterThan(0);
      const numbers = Object.values(estimate[0]).filter((v) => typeof v === 'number');
      expect(numbers.length).toBeGreaterThan(0);
    });
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('connection errors', () => {
  const pg = ENGINES.find((e) => e.label === 'PostgreSQL')!;
  const mysql = ENGINES.find((e) => e.label === 'MariaDB')!;

  async function connectError(engine: typeof pg, uri: string): Promise<TesseraError> {
    const conn = await engine.spec.connect(uri);
    try {
      return await failure(conn.ping());
    } finally {
      await conn.close();
    }
  }

  (pg.create ? it : it.skip)('PostgreSQL: unknown database, unknown role, closed port, unknown host', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const base = `postgresql://${url.username}@${url.host}`;
    expect(await connectError(pg, `${base}/no_such_db`)).toMatchObject({ errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR', message: 'Unable to connect to database "no_such_db".' });
    expect(await connectError(pg, `postgresql://nobody_here@${url.host}/postgres`)).toMatchObject({
      errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
      message: 'The username "nobody_here" does not exist.',
    });
    const port = await closedPort();
    expect(await connectError(pg, `postgresql://u@127.0.0.1:${port}/db`)).toMatchObject({
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      message: `Port ${port} on hostname "127.0.0.1" refused the connection.`,
    });
    expect((await connectError(pg, 'postgresql://u@no-such-host.invalid/db')).errorType).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
  });

  (mysql.create ? it : it.skip)('MariaDB: wrong password, unknown database, closed port', async () => {
    const url = new URL(process.env.TEST_MYSQL_URL!);
    expect(await connectError(mysql, `mysql://${url.username}:wrong@${url.host}/`)).toMatchObject({
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
      message: `Either the username "${url.username}" or the password is incorrect.`,
    });
    expect(await connectError(mysql, `mysql://${url.username}@${url.host}/no_such_db`)).toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: 'Unable to connect to database "no_such_db".',
    });
    const port = await closedPort();
    expect((await connectError(mysql, `mysql://u@127.0.0.1:${port}/db`)).errorType).toBe('CONNECTION_PORT_CLOSED_ERROR');
  });

  it('SQLite: a missing file opened read-only fails at connect', async () => {
    const sqlite = ENGINES.find((e) => e.label === 'SQLite')!;
    await expect(sqlite.spec.connect('sqlite:////nonexistent-dir/x.db?mode=ro')).rejects.toMatchObject({ errorType: 'GENERIC_DB_ENGINE_ERROR' });
  });
});
