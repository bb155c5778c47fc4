/**
 * Every registered engine declares every fact the rest of the server reads from its spec, with a value
 * the code using it can work with: an engine folder added to the registry with a fact missing or unusable
 * fails here, before any request reaches it. (README, "Adding an engine".)
 */
import { Parser } from 'node-sql-parser';
import { TesseraError } from '../platform/errors';
import { enginesUnderTest } from '../test-support/engine-databases';
import { PORTABLE_COLUMN_TYPES, type EngineSpec } from './engine-spec';
import { getEngineSpec, listEngineSpecs, uriScheme } from './registry';
import { POSTGRES_LEXICAL_RULES } from './sql-dialect';
import { isTimeGrain } from './time-grains';

const SPECS = listEngineSpecs().map((spec) => [spec.engine, spec] as [string, EngineSpec]);
const parser = new Parser();

describe.each(SPECS)('the %s engine spec', (engine, spec) => {
  it('is found by its key, its display name and each of its URI schemes', () => {
    expect(engine).toMatch(/^[a-z][a-z0-9]*$/);
    expect(spec.engineName.trim()).not.toBe('');
    expect(getEngineSpec(engine)).toBe(spec);
    expect(getEngineSpec(spec.engineName)).toBe(spec);
    expect(spec.uriSchemes).toContain(engine);
    for (const scheme of spec.uriSchemes) expect(getEngineSpec(`${scheme}://x`)).toBe(spec);
  });

  it("declares Superset's connection facts: driver, URI placeholder, parameters form", () => {
    expect(spec.driver).toMatch(/^[a-z0-9_]+$/);
    expect(spec.uriSchemes).toContain(uriScheme(spec.sqlalchemyUriPlaceholder));
    if (spec.parameters) {
      expect(spec.parameters.sqlalchemyUriPlaceholder).toBe(spec.sqlalchemyUriPlaceholder);
      const properties = Object.keys((spec.parameters.schema as { properties?: object }).properties ?? {});
      for (const field of spec.parameters.required) expect(properties).toContain(field);
      expect(spec.parameters.defaultPort).toEqual(expect.any(Number));
    }
    for (const flag of [spec.opensLocalFiles, spec.supportsCatalogs, spec.supportsCostEstimate, spec.allowsJoins, spec.allowsSubqueries]) {
      expect(typeof flag).toBe('boolean');
    }
    expect(spec.defaultSchema === null || typeof spec.defaultSchema === 'string').toBe(true);
  });

  it("declares every lexical rule of its SQL dialect", () => {
    const { lexical } = spec.sqlDialect;
    expect(Object.keys(lexical).sort()).toEqual(Object.keys(POSTGRES_LEXICAL_RULES).sort());
    for (const value of Object.values(lexical)) expect(typeof value).toBe('boolean');
  });

  it('names parser grammars that exist', () => {
    const { parserDatabases } = spec.sqlDialect;
    for (const database of parserDatabases) expect(() => parser.astify('SELECT 1', { database })).not.toThrow();
  });

  it('says how the read-only check and the row limit treat its statements', () => {
    const { pragmas, readsFilesInFrom, valuesTakeLimit } = spec.sqlDialect;
    for (const flag of [pragmas, readsFilesInFrom, valuesTakeLimit]) expect(typeof flag).toBe('boolean');
  });

  it('has a validator that EXPLAINs at least SELECT, or none', () => {
    if (spec.validator) expect(spec.validator.explainable.has('SELECT')).toBe(true);
    else expect(spec.validator).toBeNull();
  });

  it('writes every time grain it offers', () => {
    expect(spec.timeGrains.length).toBeGreaterThan(0);
    for (const grain of spec.timeGrains) {
      expect(isTimeGrain(grain)).toBe(true);
      expect(spec.timeGrainExpression('col_x', grain)).toContain('col_x');
    }
  });

  it('writes SQL without a connection: quoting, literals, placeholders, LIMIT, select_star, DDL types', () => {
    expect(spec.quoteIdentifier('a')).not.toBe('a');
    expect(spec.quoteTable({ name: 't' })).toBe(spec.quoteIdentifier('t'));
    expect(spec.renderLiteral("it's")).toContain("it''s");
    expect(spec.placeholder(1)).toMatch(/^[?$:@]/);
    expect(spec.applyLimit('SELECT 1', 5)).toMatch(/LIMIT 5/);
    expect(spec.selectStar({ name: 't' }, null, 5)).toMatch(/^SELECT \*\nFROM .+\nLIMIT 5$/);
    for (const type of PORTABLE_COLUMN_TYPES) expect(spec.columnTypeSql(type)).toMatch(/\S/);
    expect(spec.genericTypeOf('INTEGER')).toBe('NUMERIC');
  });

  it('turns a driver error into a TesseraError', () => {
    expect(spec.mapError(new Error('something failed'))).toBeInstanceOf(TesseraError);
  });

  it('runs in the engine tests (test-support/engine-databases.ts)', () => {
    expect(enginesUnderTest().map((e) => e.spec)).toContain(spec);
  });
});
