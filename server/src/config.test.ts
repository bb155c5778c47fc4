import { ConfigError, loadConfig } from './config';

const cwd = '/nonexistent-dir-for-tests';

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 8088 with a generated secret', () => {
    const c = loadConfig({}, cwd);
    expect(c).toMatchObject({ port: 8088, databaseUrl: null, secretKeyGenerated: true, adminUsername: 'admin', adminPassword: 'admin', rowLimit: 50000, sqlMaxRow: 100000 });
    expect(c.dataDir).toBe(`${cwd}/data`);
  });

  it('reads the memory bounds in MB, cache bounds as bytes, and refuses values out of range', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ cacheMaxBytes: 64 * 2 ** 20, datasourceCacheMaxBytes: 16 * 2 ** 20, sqllabResultsMaxBytes: 1024 * 2 ** 20, duckdbMemoryLimitMb: 1024, pgliteSharedBuffersMb: 32 });
    const set = loadConfig({ CACHE_MAX_MB: '8', DATASOURCE_CACHE_MAX_MB: '2', DUCKDB_MEMORY_LIMIT_MB: '256', PGLITE_SHARED_BUFFERS_MB: '16' }, cwd);
    expect(set).toMatchObject({ cacheMaxBytes: 8 * 2 ** 20, datasourceCacheMaxBytes: 2 * 2 ** 20, duckdbMemoryLimitMb: 256, pgliteSharedBuffersMb: 16 });
    expect(() => loadConfig({ CACHE_MAX_MB: '0' }, cwd)).toThrow('CACHE_MAX_MB must be an integer between 1');
    expect(() => loadConfig({ DUCKDB_MEMORY_LIMIT_MB: '1GB' }, cwd)).toThrow('DUCKDB_MEMORY_LIMIT_MB must be an integer between 64');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '1' }, cwd)).toThrow('PGLITE_SHARED_BUFFERS_MB must be an integer between 8');
  });

  it('requires SECRET_KEY with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }, cwd)).toThrow('SECRET_KEY is required');
  });

  it('reports every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', FEATURE_FLAGS: '{"X": 1}', DATABASE_URL: 'mysql://x', ROW_LIMIT: '-5' }, cwd);
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT must be an integer');
      expect(problems).toContain('FEATURE_FLAGS.X must be true or false');
      expect(problems).toContain('DATABASE_URL must start with postgres');
      expect(problems).toContain('ROW_LIMIT must be an integer');
    }
  });

  it('refuses a known default secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'changeme', DATABASE_URL: 'postgresql://u@h/db' }, cwd)).toThrow('known default');
  });

  it('refuses unsafe database connections by default only in production', () => {
    expect(loadConfig({}, cwd).preventUnsafeDbConnections).toBe(false);
    const prod = { NODE_ENV: 'production', SECRET_KEY: 'a-long-production-secret' };
    expect(loadConfig(prod, cwd).preventUnsafeDbConnections).toBe(true);
    expect(loadConfig({ ...prod, PREVENT_UNSAFE_DB_CONNECTIONS: 'false' }, cwd).preventUnsafeDbConnections).toBe(false);
    expect(loadConfig({ PREVENT_UNSAFE_DB_CONNECTIONS: 'true' }, cwd).preventUnsafeDbConnections).toBe(true);
    expect(() => loadConfig({ PREVENT_UNSAFE_DB_CONNECTIONS: 'maybe' }, cwd)).toThrow('PREVENT_UNSAFE_DB_CONNECTIONS must be true or false');
  });

  it('merges feature flags over the defaults', () => {
    expect(loadConfig({ FEATURE_FLAGS: '{"DASHBOARD_RBAC": true}' }, cwd).featureFlags).toMatchObject({ DASHBOARD_RBAC: true, TAGGING_SYSTEM: true });
  });
});
