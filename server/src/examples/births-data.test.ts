import { duckdbEngineSpec, type EngineConnection, type EngineSpec } from '../engines';
import { birthRows, countBirthRows, DEFAULT_BIRTHS_SEED, FIRST_YEAR, generateBirthNames, LAST_YEAR, mulberry32, STATE_WEIGHTS } from './births-data';

// An order-sensitive digest of the whole table: any changed, missing or reordered value changes it.
const CHECKSUM_SQL = `SELECT COUNT(*) AS n, SUM(num) AS total,
  SUM(hash(ds, gender, name, num, state, num_boys, num_girls)) AS digest FROM birth_names`;

describe('mulberry32', () => {
  it('is a pure function of the seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 5 }, mulberry32(8))).not.toEqual(seqA);
  });
});

describe('birth_names rows', () => {
  const rows = [...birthRows()];

  it('has about 100,000 rows from 1965 to 2008', () => {
    expect(rows.length).toBe(countBirthRows());
    expect(rows.length).toBeGreaterThan(90_000);
    expect(rows.length).toBeLessThan(110_000);
    const years = new Set(rows.map((r) => r[0].getUTCFullYear()));
    expect(Math.min(...years)).toBe(FIRST_YEAR);
    expect(Math.max(...years)).toBe(LAST_YEAR);
  });

  it('keeps the columns consistent: Jan 1 dates, boy/girl, num split into num_boys/num_girls', () => {
    const states = STATE_WEIGHTS.map((s) => s[0]);
    const bad = rows.filter(
      ([ds, gender, name, num, state, boys, girls]) =>
        ds.getUTCMonth() !== 0 ||
        ds.getUTCDate() !== 1 ||
        ds.getUTCHours() !== 0 ||
        !['boy', 'girl'].includes(gender) ||
        !/^[A-Z][a-z]+$/.test(name) ||
        !Number.isInteger(num) ||
        num < 5 ||
        !states.includes(state) ||
        boys + girls !== num ||
        (gender === 'boy' ? girls : boys) !== 0,
    );
    expect(bad).toEqual([]);
  });

  it('includes California and other', () => {
    const states = new Set(rows.map((r) => r[4]));
    expect(states.has('CA')).toBe(true);
    expect(states.has('other')).toBe(true);
  });

  it('depends on the seed', () => {
    const first = (seed: number) => [...birthRows(seed)].slice(0, 50).map((r) => r[3]);
    expect(first(DEFAULT_BIRTHS_SEED)).toEqual(first(DEFAULT_BIRTHS_SEED));
    expect(first(1)).not.toEqual(first(DEFAULT_BIRTHS_SEED));
  });
});

describe('generateBirthNames', () => {
  const SAMPLE = { from: 1965, to: 1967 };

  async function generateInto(spec: EngineSpec, opts: { hideAppender?: boolean; years?: { from: number; to: number } } = {}) {
    const hideAppender = opts.hideAppender ?? false;
    const conn = await spec.connect('duckdb:///:memory:');
    const target: EngineConnection = hideAppender ? { ...conn, spec: conn.spec, query: conn.query.bind(conn), appendRows: undefined } : conn;
    const progress: [number, number][] = [];
    const result = await generateBirthNames(target, { years: opts.years, onProgress: (done, total) => progress.push([done, total]) });
    const checksum = (await conn.query(CHECKSUM_SQL)).rows[0];
    return { conn, result, progress, checksum };
  }

  it('writes identical content twice for the same seed, reporting progress up to the total', async () => {
    const a = await generateInto(duckdbEngineSpec);
    const b = await generateInto(duckdbEngineSpec);
    expect(a.result.rows).toBe(countBirthRows());
    expect(a.checksum).toEqual(b.checksum);
    expect(a.checksum.n).toBe(a.result.rows);
    expect(a.progress.at(-1)).toEqual([a.result.rows, a.result.rows]);
    expect(a.progress.map((p) => p[0])).toEqual([...a.progress.map((p) => p[0])].sort((x, y) => x - y));
    const columns = await a.conn.getColumns('main', 'birth_names');
    expect(columns.map((c) => [c.name, c.nativeType])).toEqual([
      ['ds', 'TIMESTAMP'],
      ['gender', 'VARCHAR'],
      ['name', 'VARCHAR'],
      ['num', 'BIGINT'],
      ['state', 'VARCHAR'],
      ['num_boys', 'BIGINT'],
      ['num_girls', 'BIGINT'],
    ]);
    await a.conn.close();
    await b.conn.close();
  });

  it('writes the same content through plain INSERTs when the engine has no appender', async () => {
    const fast = await generateInto(duckdbEngineSpec, { years: SAMPLE });
    const slow = await generateInto(duckdbEngineSpec, { years: SAMPLE, hideAppender: true });
    expect(slow.result.rows).toBe(countBirthRows(DEFAULT_BIRTHS_SEED, SAMPLE));
    expect(slow.checksum).toEqual(fast.checksum);
    await fast.conn.close();
    await slow.conn.close();
  });

  it('replaces an existing table', async () => {
    const conn = await duckdbEngineSpec.connect('duckdb:///:memory:');
    await generateBirthNames(conn, { seed: 1, years: SAMPLE });
    const { rows } = await generateBirthNames(conn, { seed: 1, years: SAMPLE });
    expect((await conn.query('SELECT COUNT(*) AS n FROM birth_names')).rows[0].n).toBe(rows);
    await conn.close();
  });
});
