import { TIME_GRAINS } from '../time-grains';
import { duckdbEngineSpec as spec, parseDuckDBUri } from '.';

describe('DuckDB dialect', () => {
  it.each([
    ['plain', '"plain"'],
    ['with space', '"with space"'],
    ['quo"te', '"quo""te"'],
  ])('quotes identifier %s', (name, quoted) => {
    expect(spec.quoteIdentifier(name)).toBe(quoted);
  });

  it('quotes tables by their present parts', () => {
    expect(spec.quoteTable({ name: 't' })).toBe('"t"');
    expect(spec.quoteTable({ schema: 'main', name: 't' })).toBe('"main"."t"');
    expect(spec.quoteTable({ catalog: 'c', schema: 's', name: 't' })).toBe('"c"."s"."t"');
  });

  it.each([
    [null, 'NULL'],
    [undefined, 'NULL'],
    [true, 'TRUE'],
    [false, 'FALSE'],
    [42, '42'],
    [-1.5, '-1.5'],
    [12345678901234567890n, '12345678901234567890'],
    ["it's", "'it''s'"],
    [new Date(Date.UTC(2000, 0, 2, 3, 4, 5, 6)), "TIMESTAMP '2000-01-02 03:04:05.006'"],
  ])('renders %p as %s', (value, literal) => {
    expect(spec.renderLiteral(value)).toBe(literal);
  });

  it.each([[Number.NaN], [Infinity], [{}], [new Date(Number.NaN)]])('refuses to render %p', (value) => {
    expect(() => spec.renderLiteral(value)).toThrow();
  });

  it('numbers placeholders $1, $2, ...', () => {
    expect([1, 2, 10].map(spec.placeholder)).toEqual(['$1', '$2', '$10']);
  });

  it.each([
    [10, null, 'SELECT 1\nLIMIT 10'],
    [10, 5, 'SELECT 1\nLIMIT 10\nOFFSET 5'],
    [null, null, 'SELECT 1'],
    [0, 0, 'SELECT 1\nLIMIT 0'],
  ])('applies limit %p offset %p', (limit, offset, sql) => {
    expect(spec.applyLimit('SELECT 1', limit, offset)).toBe(sql);
  });

  it('refuses a limit that is not a non-negative integer', () => {
    expect(() => spec.applyLimit('SELECT 1', -1)).toThrow('Row limit must be a non-negative integer');
    expect(() => spec.applyLimit('SELECT 1', 1.5)).toThrow('Row limit must be a non-negative integer');
  });

  it('writes the grain expression around any column SQL, $ signs included', () => {
    expect(spec.timeGrainExpression('"a$1"', 'P1D')).toBe(`DATE_TRUNC('day', "a$1")`);
    expect(spec.timeGrainExpression('(ds)', '1969-12-28T00:00:00Z/P1W')).toBe(`DATE_TRUNC('week', (ds) + INTERVAL 1 DAY) - INTERVAL 1 DAY`);
  });

  it('supports every grain', () => {
    expect([...spec.timeGrains]).toEqual(TIME_GRAINS.map((g) => g.duration));
  });
});

describe('parseDuckDBUri', () => {
  it.each([
    ['duckdb:///:memory:', ':memory:', false],
    ['duckdb://', ':memory:', false],
    ['duckdb:///tmp/x.duckdb', '/tmp/x.duckdb', false],
    ['duckdb:////tmp/x.duckdb', '/tmp/x.duckdb', false],
    ['duckdb:///tmp/my%20data.duckdb?access_mode=read_only', '/tmp/my data.duckdb', true],
    ['DUCKDB:///tmp/x.duckdb?access_mode=READ_ONLY', '/tmp/x.duckdb', true],
  ])('%s', (uri, path, readOnly) => {
    expect(parseDuckDBUri(uri)).toMatchObject({ path, readOnly });
  });

  it('opens read-only when the options ask', () => {
    expect(parseDuckDBUri('duckdb:///tmp/x.duckdb', { readOnly: true, poolSize: 2, threads: 1 })).toEqual({ path: '/tmp/x.duckdb', readOnly: true, poolSize: 2, threads: 1 });
  });

  it.each(['postgresql://x', 'duckdb:relative.duckdb', 'duckdb:///tmp/x?access_mode=sometimes'])('refuses %s', (uri) => {
    expect(() => parseDuckDBUri(uri)).toThrow();
  });
});
