import { duckdbEngineSpec, type EngineConnection } from '../engines';
import { gaussian, hashBits, listLiteral, pick, slice, uniform, uniformInt, valuesTable, weighted, weightedIndex } from './generate-sql';

describe('SQL text', () => {
  it.each([
    ['pick', pick(['a', "b'c"], 'u'), "['a', 'b''c'][1 + CAST(floor(u * 2) AS INTEGER)]"],
    ['weighted', weighted([['x', 1], ['y', 3]], 'u'), "CASE WHEN u < 0.25 THEN 'x' ELSE 'y' END"],
    ['weighted (one choice)', weighted([['x', 1]], 'u'), "'x'"],
    ['listLiteral', listLiteral([1, 'two']), "[1, 'two']"],
    ['valuesTable', valuesTable('t', ['a', 'b'], [[1, null], [2, "it's"]]), "t(a, b) AS (VALUES\n    (1, NULL),\n    (2, 'it''s'))"],
  ])('%s', (_name, sql, expected) => {
    expect(sql).toBe(expected);
  });

  it('refuses what would make broken SQL', () => {
    expect(() => uniform(1.5, 1)).toThrow('seed must be a safe integer');
    expect(() => pick([], 'u')).toThrow();
    expect(() => weighted([], 'u')).toThrow();
    expect(() => valuesTable('t', ['a', 'b'], [[1]])).toThrow('a row has 1 values for 2 columns');
  });

  it('weightedIndex fills exactly `slots` entries in proportion (largest remainders)', () => {
    const sql = weightedIndex([1, 1, 1], 'u', 10);
    const table = JSON.parse(sql.slice(0, sql.indexOf(']') + 1)) as number[];
    expect(table).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
    const big = weightedIndex([21.7, 15, 12.5, 0.4], 'u');
    const counts = (JSON.parse(big.slice(0, big.indexOf(']') + 1)) as number[]).reduce((m, i) => m.set(i, (m.get(i) ?? 0) + 1), new Map<number, number>());
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(counts.get(3)).toBe(8);
  });
});

describe('random numbers in DuckDB', () => {
  let conn: EngineConnection;
  beforeAll(async () => {
    conn = await duckdbEngineSpec.connect('duckdb:///:memory:');
  });
  afterAll(() => conn.close());

  it('gives independent uniforms per salt (no correlation between columns) in [0, 1)', async () => {
    const { rows } = await conn.query(`SELECT MIN(a) AS lo, MAX(a) AS hi, AVG(a) AS mean, corr(a, b) AS ab, corr(a, c) AS ac
      FROM (SELECT ${uniform(9, 1)} AS a, ${uniform(9, 5)} AS b, ${uniform(10, 1)} AS c FROM range(200000) r(i))`);
    const r = rows[0] as Record<string, number>;
    expect(r.lo).toBeGreaterThanOrEqual(0);
    expect(r.hi).toBeLessThan(1);
    expect(Math.abs(r.mean - 0.5)).toBeLessThan(0.005);
    expect(Math.abs(r.ab)).toBeLessThan(0.01);
    expect(Math.abs(r.ac)).toBeLessThan(0.01);
  });

  it('slices three independent uniforms out of one hash', async () => {
    const { rows } = await conn.query(`SELECT AVG(s0) AS m0, AVG(s2) AS m2, corr(s0, s1) AS c01, corr(s1, s2) AS c12, MAX(s2) AS hi FROM (
      SELECT ${slice('h', 0)} AS s0, ${slice('h', 1)} AS s1, ${slice('h', 2)} AS s2 FROM (SELECT ${hashBits(4, 2)} AS h FROM range(200000) r(i)))`);
    const r = rows[0] as Record<string, number>;
    expect(Math.abs(r.m0 - 0.5)).toBeLessThan(0.005);
    expect(Math.abs(r.m2 - 0.5)).toBeLessThan(0.005);
    expect(Math.abs(r.c01)).toBeLessThan(0.01);
    expect(Math.abs(r.c12)).toBeLessThan(0.01);
    expect(r.hi).toBeLessThan(1);
  });

  it('draws integers in range, gaussians around 0, and weighted choices in proportion', async () => {
    const { rows } = await conn.query(`SELECT MIN(k) AS lo, MAX(k) AS hi, AVG(g) AS mean, stddev(g) AS sd,
      AVG(CASE WHEN w = 'y' THEN 1 ELSE 0 END) AS y_share
      FROM (SELECT ${uniformInt(3, 1, 5, 9)} AS k, ${gaussian(3, 2)} AS g, u_w, ${weighted([['x', 1], ['y', 3]], 'u_w')} AS w
        FROM (SELECT i, ${uniform(3, 7)} AS u_w FROM range(100000) r(i)))`);
    const r = rows[0] as Record<string, number>;
    expect([r.lo, r.hi]).toEqual([5, 9]);
    expect(Math.abs(r.mean)).toBeLessThan(0.02);
    expect(r.sd).toBeGreaterThan(0.9);
    expect(r.sd).toBeLessThan(1.1);
    expect(Math.abs(r.y_share - 0.75)).toBeLessThan(0.01);
  });
});
