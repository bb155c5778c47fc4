import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeAllEngines, evictEngine, getConnection, getEngineSpec, listEngineSpecs, uriScheme } from './registry';

describe('engine registry', () => {
  it.each([
    ['duckdb', 'duckdb'],
    ['DuckDB', 'duckdb'],
    ['duckdb:///tmp/x.duckdb', 'duckdb'],
    ['duckdb:///:memory:', 'duckdb'],
    ['postgresql://u@h/db', 'postgresql'],
    ['postgresql+psycopg2://u@h/db', 'postgresql'],
    ['postgres://u@h/db', 'postgresql'],
    ['mysql://u@h/db', 'mysql'],
    ['mysql+mysqldb://u@h/db', 'mysql'],
    ['mysql+pymysql://u@h/db', 'mysql'],
    ['mariadb://u@h/db', 'mysql'],
    ['sqlite://', 'sqlite'],
    ['sqlite:////tmp/x.db', 'sqlite'],
    ['SQLite', 'sqlite'],
  ])('finds the spec for %s', (key, engine) => {
    expect(getEngineSpec(key).engine).toBe(engine);
  });

  it('names the supported engines when none matches', () => {
    expect(() => getEngineSpec('oracle://scott@db')).toThrow('No engine is available for "oracle". Supported engines: DuckDB, PostgreSQL, MySQL, SQLite.');
  });

  it.each([
    ['postgresql+psycopg2://u@h/db', 'postgresql'],
    ['mysql+pymysql://u@h/db', 'mysql'],
    ['duckdb:///x', 'duckdb'],
    ['not a uri', null],
  ])('reads the scheme of %s', (uri, scheme) => {
    expect(uriScheme(uri)).toBe(scheme);
  });

  it('lists every spec with a unique engine key', () => {
    const keys = listEngineSpecs().map((s) => s.engine);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(['duckdb', 'postgresql', 'mysql', 'sqlite']);
  });

  describe('connection cache', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'tessera-registry-'));
    });
    afterAll(async () => {
      await closeAllEngines();
      rmSync(dir, { recursive: true, force: true });
    });

    it('shares one connection per URI until evicted or closed', async () => {
      const uri = `duckdb://${path.join(dir, 'cache.duckdb')}`;
      const first = await getConnection(uri);
      expect(await getConnection(uri)).toBe(first);
      await first.query('CREATE TABLE t AS SELECT 1 AS a');
      await evictEngine(uri);
      const second = await getConnection(uri);
      expect(second).not.toBe(first);
      expect((await second.query('SELECT a FROM t')).rows).toEqual([{ a: 1 }]);
      await closeAllEngines();
      const third = await getConnection(uri);
      expect(third).not.toBe(second);
    });

    it('forgets a connection that failed to open, so a later call can retry', async () => {
      const uri = `duckdb://${path.join(dir, 'missing-dir', 'x.duckdb')}?access_mode=read_only`;
      await expect(getConnection(uri)).rejects.toThrow();
      await expect(getConnection(uri)).rejects.toThrow();
    });
  });
});
