import { duckdbEngineSpec as spec } from '.';
import { setDuckDBMemoryLimit } from './connection';

describe('DuckDB memory limit', () => {
  afterEach(() => setDuckDBMemoryLimit(null));

  const memoryLimit = async () => {
    const conn = await spec.connect('duckdb:///:memory:');
    try {
      const { rows } = await conn.query(`SELECT current_setting('memory_limit') AS m`);
      return rows[0].m;
    } finally {
      await conn.close();
    }
  };

  it('opens instances with the configured memory_limit (DUCKDB_MEMORY_LIMIT_MB)', async () => {
    setDuckDBMemoryLimit(256);
    expect(await memoryLimit()).toBe('256.0 MiB');
  });

  it("leaves DuckDB's own default when none is configured", async () => {
    expect(await memoryLimit()).not.toBe('256.0 MiB');
  });
});
