import { type EngineSpec, getEngineSpec, listEngineSpecs } from '../../engines';
import { availableEngines, toAvailableEngine, uriDriver } from './available-engines';

/** Just what the mapping reads of a spec; a registered engine keeps its own driver and URI example. */
function fakeSpec(engine: string, engineName: string, form: boolean): EngineSpec {
  const registered = listEngineSpecs().find((s) => s.engine === engine);
  return {
    engine,
    engineName,
    driver: registered?.driver ?? engine,
    sqlalchemyUriPlaceholder: form ? `${engine}://...` : registered?.sqlalchemyUriPlaceholder,
    opensLocalFiles: !form,
    supportsCatalogs: engine === 'postgresql',
    parameters: form
      ? { schema: { type: 'object' }, required: ['host'], defaultPort: 1, sqlalchemyUriPlaceholder: `${engine}://...`, buildUri: () => '', parseUri: () => ({}) }
      : null,
  } as unknown as EngineSpec;
}

describe('available engines', () => {
  it('lists preferred engines first in the configured order, then the rest by name', () => {
    const specs = [
      fakeSpec('duckdb', 'DuckDB', false),
      fakeSpec('mysql', 'MySQL', true),
      fakeSpec('clickhouse', 'ClickHouse', true),
      fakeSpec('sqlite', 'SQLite', false),
      fakeSpec('postgresql', 'PostgreSQL', true),
    ];
    expect(availableEngines(specs).map((e) => [e.name, e.preferred])).toEqual([
      ['PostgreSQL', true],
      ['MySQL', true],
      ['SQLite', true],
      ['ClickHouse', false],
      ['DuckDB', false],
    ]);
  });

  it("describes a form engine with its parameters and Superset's driver name", () => {
    const pg = toAvailableEngine(fakeSpec('postgresql', 'PostgreSQL', true));
    expect(pg).toMatchObject({
      engine: 'postgresql',
      availableDrivers: ['psycopg2'],
      defaultDriver: 'psycopg2',
      sqlalchemyUriPlaceholder: 'postgresql://...',
      parameters: { type: 'object' },
      requiredParameters: ['host'],
      defaultPort: 1,
      opensLocalFiles: false,
      engineInformation: { supportsFileUpload: true, disableSshTunneling: true, supportsDynamicCatalog: true, supportsOauth2: false },
    });
  });

  it('gives URI-only engines a file URI placeholder and no parameters', () => {
    expect(toAvailableEngine(fakeSpec('duckdb', 'DuckDB', false))).toMatchObject({
      parameters: null,
      requiredParameters: [],
      sqlalchemyUriPlaceholder: 'duckdb:////absolute/path/to/file.duckdb',
      opensLocalFiles: true,
    });
  });

  it('offers every registered engine, DuckDB among them', () => {
    const names = availableEngines(listEngineSpecs()).map((e) => e.engine);
    expect(names).toContain('duckdb');
    expect(new Set(names).size).toBe(listEngineSpecs().length);
  });

  it('reads the driver from the URI scheme, else the default one', () => {
    const duck = getEngineSpec('duckdb');
    expect(uriDriver(duck, 'duckdb:///x.duckdb')).toBe('duckdb_engine');
    expect(uriDriver(duck, 'postgresql+pg8000://u@h/db')).toBe('pg8000');
    expect(uriDriver(null, 'trino://h')).toBeNull();
  });
});
