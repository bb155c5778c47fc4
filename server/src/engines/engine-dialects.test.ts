/** The pure dialect of every engine, side by side: quoting, literals, placeholders, LIMIT, select_star, URIs. */
import { ALL_TIME_GRAINS } from './time-grains';
import { duckdbEngineSpec } from './duckdb';
import type { EngineSpec, PortableColumnType } from './engine-spec';
import { mysqlEngineSpec, parseMysqlUri } from './mysql';
import { parsePostgresUri, postgresqlEngineSpec } from './postgresql';
import { parseSqliteUri, sqliteEngineSpec } from './sqlite';

const SPECS: [string, EngineSpec][] = [
  ['DuckDB', duckdbEngineSpec],
  ['PostgreSQL', postgresqlEngineSpec],
  ['MySQL', mysqlEngineSpec],
  ['SQLite', sqliteEngineSpec],
];

describe('engine capabilities', () => {
  it.each([
    ['DuckDB', { engine: 'duckdb', opensLocalFiles: true, supportsCatalogs: false, supportsCostEstimate: false, defaultSchema: 'main', hasParameters: false }],
    ['PostgreSQL', { engine: 'postgresql', opensLocalFiles: false, supportsCatalogs: true, supportsCostEstimate: true, defaultSchema: 'public', hasParameters: true }],
    ['MySQL', { engine: 'mysql', opensLocalFiles: false, supportsCatalogs: false, supportsCostEstimate: true, defaultSchema: null, hasParameters: true }],
    ['SQLite', { engine: 'sqlite', opensLocalFiles: true, supportsCatalogs: false, supportsCostEstimate: false, defaultSchema: 'main', hasParameters: false }],
  ])('%s', (name, expected) => {
    const spec = SPECS.find(([n]) => n === name)![1];
    expect({
      engine: spec.engine,
      opensLocalFiles: spec.opensLocalFiles,
      supportsCatalogs: spec.supportsCatalogs,
      supportsCostEstimate: spec.supportsCostEstimate,
      defaultSchema: spec.defaultSchema,
      hasParameters: spec.parameters !== null,
    }).toEqual(expected);
    expect(spec.timeGrains).toEqual(ALL_TIME_GRAINS);
  });
});

describe.each(SPECS)('%s dialect', (_name, spec) => {
  const q = spec.engine === 'mysql' ? '`' : '"';

  it('quotes identifiers, doubling the quote character', () => {
    expect(spec.quoteIdentifier('plain')).toBe(`${q}plain${q}`);
    expect(spec.quoteIdentifier(`a${q}b`)).toBe(`${q}a${q}${q}b${q}`);
    expect(spec.quoteIdentifier('with space')).toBe(`${q}with space${q}`);
  });

  it('renders literals every engine parses the same way', () => {
    expect([null, true, false, 42, -1.5, 12345678901234567890n].map((v) => spec.renderLiteral(v))).toEqual(['NULL', 'TRUE', 'FALSE', '42', '-1.5', '12345678901234567890']);
    expect(spec.renderLiteral("it's")).toBe("'it''s'");
    expect(() => spec.renderLiteral(Number.NaN)).toThrow();
    expect(() => spec.renderLiteral({})).toThrow();
    expect(() => spec.renderLiteral(new Date(Number.NaN))).toThrow();
  });

  it('applies LIMIT and OFFSET', () => {
    expect(spec.applyLimit('SELECT 1', 10, 5)).toBe('SELECT 1\nLIMIT 10\nOFFSET 5');
    expect(spec.applyLimit('SELECT 1', 0)).toBe('SELECT 1\nLIMIT 0');
    expect(spec.applyLimit('SELECT 1', null)).toBe('SELECT 1');
    expect(() => spec.applyLimit('SELECT 1', -1)).toThrow('Row limit must be a non-negative integer');
    expect(() => spec.applyLimit('SELECT 1', 1, -1)).toThrow('Row offset must be a non-negative integer');
  });

  it('writes select_star one column per line', () => {
    const from = spec.quoteTable({ schema: 's', name: 't' });
    expect(spec.selectStar({ schema: 's', name: 't' }, ['a', 'b c'], 100)).toBe(`SELECT ${q}a${q},\n       ${q}b c${q}\nFROM ${from}\nLIMIT 100`);
    expect(spec.selectStar({ name: 't' }, null, 5)).toBe(`SELECT *\nFROM ${q}t${q}\nLIMIT 5`);
  });

  it('writes each grain around any column SQL, $ signs included', () => {
    for (const grain of spec.timeGrains) {
      const expr = spec.timeGrainExpression(`${q}a$1${q}`, grain);
      expect(expr).toContain(`${q}a$1${q}`);
      expect(expr).not.toContain('{col}');
    }
    expect(() => spec.timeGrainExpression('x', 'P2Y' as never)).toThrow("'P2Y' is not a valid time grain");
  });
});

describe('engine-specific dialect', () => {
  it.each([
    [duckdbEngineSpec, [1, 2, 10], ['$1', '$2', '$10']],
    [postgresqlEngineSpec, [1, 2, 10], ['$1', '$2', '$10']],
    [mysqlEngineSpec, [1, 2, 10], ['?', '?', '?']],
    [sqliteEngineSpec, [1, 2, 10], ['?', '?', '?']],
  ])('%# numbers placeholders', (spec, indexes, expected) => {
    expect(indexes.map((i) => spec.placeholder(i))).toEqual(expected);
  });

  it('renders dates as each engine reads them', () => {
    const d = new Date(Date.UTC(2000, 0, 2, 3, 4, 5, 6));
    expect(duckdbEngineSpec.renderLiteral(d)).toBe("TIMESTAMP '2000-01-02 03:04:05.006'");
    expect(postgresqlEngineSpec.renderLiteral(d)).toBe("TIMESTAMP '2000-01-02 03:04:05.006'");
    expect(mysqlEngineSpec.renderLiteral(d)).toBe("TIMESTAMP '2000-01-02 03:04:05.006'");
    // SQLite stores dates as its date functions write them, so a literal is that text.
    expect(sqliteEngineSpec.renderLiteral(d)).toBe("'2000-01-02 03:04:05.006'");
    expect(sqliteEngineSpec.renderLiteral(new Date(Date.UTC(2000, 0, 2)))).toBe("'2000-01-02 00:00:00'");
  });

  it('escapes backslashes in MySQL strings, which MySQL reads as escapes', () => {
    expect(mysqlEngineSpec.renderLiteral("a\\' OR 1=1 -- ")).toBe("'a\\\\'' OR 1=1 -- '");
    expect(postgresqlEngineSpec.renderLiteral('a\\b')).toBe("'a\\b'");
  });

  it('writes OFFSET alone where the engine allows it, else with an unbounded LIMIT', () => {
    expect(duckdbEngineSpec.applyLimit('S', null, 5)).toBe('S\nOFFSET 5');
    expect(postgresqlEngineSpec.applyLimit('S', null, 5)).toBe('S\nOFFSET 5');
    expect(sqliteEngineSpec.applyLimit('S', null, 5)).toBe('S\nLIMIT -1\nOFFSET 5');
    expect(mysqlEngineSpec.applyLimit('S', null, 5)).toBe('S\nLIMIT 18446744073709551615\nOFFSET 5');
  });

  it('quotes tables with the levels each engine has', () => {
    const ref = { catalog: 'c', schema: 's', name: 't' };
    expect(duckdbEngineSpec.quoteTable(ref)).toBe('"c"."s"."t"');
    expect(postgresqlEngineSpec.quoteTable(ref)).toBe('"c"."s"."t"');
    expect(mysqlEngineSpec.quoteTable(ref)).toBe('`s`.`t`');
    expect(sqliteEngineSpec.quoteTable(ref)).toBe('"s"."t"');
  });

  it.each([
    ['TIMESTAMP', 'TEMPORAL'],
    ['DATETIME', 'TEMPORAL'],
    ['UNSIGNED BIG INT', 'NUMERIC'],
    ['INT', 'NUMERIC'],
    ['NVARCHAR(10)', 'STRING'],
    ['CLOB', 'STRING'],
    ['BOOLEAN', 'BOOLEAN'],
    ['', 'STRING'],
  ])('SQLite reads the declared type %s as %s', (native, generic) => {
    expect(sqliteEngineSpec.genericTypeOf(native)).toBe(generic);
  });

  it.each([
    ['DuckDB', { type: 'DOUBLE' }, 'DOUBLE'],
    ['DuckDB', { type: 'VARCHAR', length: 16 }, 'VARCHAR(16)'],
    ['PostgreSQL', { type: 'DOUBLE' }, 'DOUBLE PRECISION'],
    ['PostgreSQL', { type: 'VARCHAR' }, 'VARCHAR'],
    ['PostgreSQL', { type: 'TIMESTAMP' }, 'TIMESTAMP'],
    ['MySQL', { type: 'VARCHAR' }, 'VARCHAR(255)'],
    ['MySQL', { type: 'TIMESTAMP' }, 'DATETIME(6)'],
    ['SQLite', { type: 'BIGINT' }, 'BIGINT'],
  ] as [string, { type: PortableColumnType; length?: number }, string][])('%s writes the DDL type %j as %s', (name, column, expected) => {
    const spec = SPECS.find(([n]) => n === name)![1];
    expect(spec.columnTypeSql(column.type, column.length)).toBe(expected);
  });

  it.each([
    ['TIMESTAMP WITHOUT TIME ZONE', 'TEMPORAL'],
    ['CHARACTER VARYING(255)', 'STRING'],
    ['DOUBLE PRECISION', 'NUMERIC'],
    ['INTEGER[]', 'STRING'],
    ['INTERVAL', 'STRING'],
  ])('PostgreSQL reads %s as %s', (native, generic) => {
    expect(postgresqlEngineSpec.genericTypeOf(native)).toBe(generic);
  });
});

describe('connection URIs', () => {
  it.each([
    ['postgresql://u:p%40ss@db.example:6543/shop', { host: 'db.example', port: 6543, user: 'u', password: 'p@ss', database: 'shop', ssl: false }],
    ['postgresql+psycopg2://u@h/shop', { host: 'h', port: 5432, user: 'u', password: null, database: 'shop' }],
    ['postgres://u@h', { host: 'h', port: 5432, database: 'u' }],
    ['postgresql://u@h/db?sslmode=require', { ssl: { rejectUnauthorized: false } }],
    ['postgresql://u@h/db?sslmode=verify-full&connect_timeout=3', { ssl: { rejectUnauthorized: true }, connectTimeoutMs: 3000 }],
    ['postgresql://u@[::1]:5433/db', { host: '::1', port: 5433 }],
  ])('PostgreSQL %s', (uri, expected) => {
    expect(parsePostgresUri(uri)).toMatchObject(expected);
  });

  it('runs PostgreSQL sessions in UTC, read-only when asked', () => {
    expect(parsePostgresUri('postgresql://u@h/db?options=-c%20search_path%3Dx', { readOnly: true, poolSize: 2 })).toMatchObject({
      options: '-c search_path=x -c TimeZone=UTC',
      readOnly: true,
      poolSize: 2,
    });
  });

  it.each([
    ['mysql://u:p@h:3307/shop', { host: 'h', port: 3307, user: 'u', password: 'p', database: 'shop', ssl: null }],
    ['mysql+mysqldb://u@h/shop', { port: 3306, database: 'shop' }],
    ['mysql+pymysql://u@h', { database: null }],
    ['mariadb://u@h/shop?ssl=1', { ssl: { rejectUnauthorized: false } }],
    ['mysql://u@h/shop?ssl_mode=VERIFY_IDENTITY&charset=latin1', { ssl: { rejectUnauthorized: true }, charset: 'latin1' }],
  ])('MySQL %s', (uri, expected) => {
    expect(parseMysqlUri(uri)).toMatchObject(expected);
  });

  it.each([
    ['sqlite://', ':memory:'],
    ['sqlite:///:memory:', ':memory:'],
    ['sqlite:////tmp/x.db', '/tmp/x.db'],
    ['sqlite:///data/x.db', `${process.cwd()}/data/x.db`],
    ['sqlite+pysqlite:////tmp/my%20db.sqlite?mode=ro', '/tmp/my db.sqlite'],
  ])('SQLite %s', (uri, filePath) => {
    expect(parseSqliteUri(uri).path).toBe(filePath);
  });

  it('opens SQLite read-only on mode=ro or when asked, and waits for locks', () => {
    expect(parseSqliteUri('sqlite:////tmp/x.db?mode=ro&timeout=2')).toEqual({ path: '/tmp/x.db', readOnly: true, busyTimeoutMs: 2000 });
    expect(parseSqliteUri('sqlite:////tmp/x.db', { readOnly: true }).readOnly).toBe(true);
  });

  it.each([
    ['postgresql://u@h:99999/db', parsePostgresUri, 'CONNECTION_INVALID_PORT_ERROR'],
    ['mysql://u@h:port/db', parseMysqlUri, 'CONNECTION_INVALID_PORT_ERROR'],
    ['postgresql://u@h/db?sslmode=sometimes', parsePostgresUri, 'GENERIC_DB_ENGINE_ERROR'],
    ['mysql:/h/db', parseMysqlUri, 'GENERIC_DB_ENGINE_ERROR'],
    ['sqlite://relative.db', parseSqliteUri, 'GENERIC_DB_ENGINE_ERROR'],
  ])('refuses %s', (uri, parse: (u: string) => unknown, errorType) => {
    expect(() => parse(uri)).toThrow(expect.objectContaining({ errorType }));
  });
});
