/**
 * Every setting, read from the environment (and a `.env` file when present), validated once at start.
 * A bad value stops the process with one clear line per problem; nothing else reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'admin';
const MB = 1024 * 1024;
/** Secrets that appear in documentation and must never protect a production install. */
const KNOWN_DEFAULT_SECRETS = new Set(['', 'secret', 'changeme', 'thisismyscretkey', 'CHANGE_ME_TO_A_COMPLEX_RANDOM_SECRET']);

export interface FeatureFlags {
  DASHBOARD_RBAC: boolean;
  TAGGING_SYSTEM: boolean;
  GLOBAL_ASYNC_QUERIES: boolean;
  ENABLE_TEMPLATE_PROCESSING: boolean;
  ALERT_REPORTS: boolean;
  SQLLAB_BACKEND_PERSISTENCE: boolean;
  /** User avatars (Superset's name for the switch): without a stored picture, /user/{id}/avatar.png draws the initials. */
  SLACK_ENABLE_AVATARS: boolean;
  /** Card thumbnails of charts and dashboards, taken by a headless Chromium (needs CHROMIUM_PATH or a chromium on PATH). */
  THUMBNAILS: boolean;
  [flag: string]: boolean;
}

const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  DASHBOARD_RBAC: false,
  TAGGING_SYSTEM: true,
  GLOBAL_ASYNC_QUERIES: false,
  ENABLE_TEMPLATE_PROCESSING: false,
  ALERT_REPORTS: true,
  SQLLAB_BACKEND_PERSISTENCE: true,
  SLACK_ENABLE_AVATARS: false,
  THUMBNAILS: true,
};

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite metadata database under dataDir. */
  databaseUrl: string | null;
  redisUrl: string | null;
  secretKey: string;
  /** True when SECRET_KEY was generated and stored in dataDir (embedded default only). */
  secretKeyGenerated: boolean;
  adminUsername: string;
  adminPassword: string;
  sqlMaxRow: number;
  rowLimit: number;
  samplesRowLimit: number;
  sqllabTimeoutSec: number;
  sqllabAsyncTimeLimitSec: number;
  webserverTimeoutSec: number;
  smtpUrl: string | null;
  featureFlags: FeatureFlags;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Where the built React app lives; served at `/`. */
  clientDist: string;
  /** Load the example data on first start. */
  loadExamples: boolean;
  /** LOAD_EXAMPLES=large: also generate the 10M-row events_10m, in the background once the server is up. */
  loadLargeExamples: boolean;
  /** Refuse connections that open the server's own files (SQLite, DuckDB) to non-admins. */
  preventUnsafeDbConnections: boolean;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  sessionTtlSec: number;
  /** Bytes the in-process results cache (chart data, database metadata lists) may hold (CACHE_MAX_MB). */
  cacheMaxBytes: number;
  /** Bytes the cache of loaded datasources (datasets with their columns and metrics) may hold. */
  datasourceCacheMaxBytes: number;
  /** Bytes the stored SQL Lab results (files under DATA_DIR/sqllab-results) may take on disk. */
  sqllabResultsMaxBytes: number;
  /** DuckDB's memory_limit, in MB, for every DuckDB database the server opens (the examples too). */
  duckdbMemoryLimitMb: number;
  /** shared_buffers of the embedded PGlite, in MB: its page cache, held in memory for the process's life. */
  pgliteSharedBuffersMb: number;
  /** Days the action log keeps its rows (LOG_RETENTION_DAYS); 0 keeps them forever. */
  logRetentionDays: number;
  /** The Chromium that takes thumbnails (CHROMIUM_PATH, else the first chromium on PATH); null: none. */
  chromiumPath: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses KEY=VALUE lines; values already in the environment win. */
export function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const e: Record<string, string | undefined> = { ...readDotEnv(path.join(cwd, '.env')), ...env };
  const problems: string[] = [];

  const int = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = e[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got '${raw}')`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, schemes: string[]): string | null => {
    const raw = e[name];
    if (!raw) return null;
    try {
      const u = new URL(raw);
      if (!schemes.includes(u.protocol.replace(/:$/, ''))) problems.push(`${name} must start with ${schemes.join(':// or ')}:// (got '${u.protocol}')`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const production = (e.NODE_ENV ?? '') === 'production';
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = (e[name] ?? '').trim().toLowerCase();
    if (raw === '') return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got '${e[name]}')`);
    return fallback;
  };
  const dataDir = path.resolve(cwd, e.DATA_DIR || './data');
  const databaseUrl = url('DATABASE_URL', ['postgres', 'postgresql']);
  const redisUrl = url('REDIS_URL', ['redis', 'rediss']);
  const smtpUrl = url('SMTP_URL', ['smtp', 'smtps']);

  let featureFlags = { ...DEFAULT_FEATURE_FLAGS };
  if (e.FEATURE_FLAGS) {
    try {
      const parsed: unknown = JSON.parse(e.FEATURE_FLAGS);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      for (const [k, v] of Object.entries(parsed)) {
        if (typeof v !== 'boolean') problems.push(`FEATURE_FLAGS.${k} must be true or false`);
        else featureFlags = { ...featureFlags, [k]: v };
      }
    } catch (err) {
      problems.push(`FEATURE_FLAGS must be a JSON object of booleans (${(err as Error).message})`);
    }
  }

  const logLevel = (e.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) problems.push(`LOG_LEVEL must be one of debug, info, warn, error`);

  let secretKey = e.SECRET_KEY ?? '';
  let secretKeyGenerated = false;
  const embedded = !databaseUrl;
  if (!secretKey) {
    if (embedded && !production) {
      secretKey = ''; // resolved below once the data dir exists
      secretKeyGenerated = true;
    } else {
      problems.push('SECRET_KEY is required when DATABASE_URL is set or NODE_ENV=production (use a long random string)');
    }
  } else if (production && (KNOWN_DEFAULT_SECRETS.has(secretKey) || secretKey.length < 16)) {
    problems.push('SECRET_KEY is a known default or shorter than 16 characters; refusing to start in production');
  }

  const config: Config = {
    production,
    port: int('PORT', 8088, 0, 65535),
    host: e.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl,
    secretKey,
    secretKeyGenerated,
    adminUsername: e.ADMIN_USERNAME || DEFAULT_ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    sqlMaxRow: int('SQL_MAX_ROW', 100_000, 1),
    rowLimit: int('ROW_LIMIT', 50_000, 1),
    samplesRowLimit: int('SAMPLES_ROW_LIMIT', 1_000, 1),
    sqllabTimeoutSec: int('SQLLAB_TIMEOUT', 30, 1),
    sqllabAsyncTimeLimitSec: int('SQLLAB_ASYNC_TIME_LIMIT_SEC', 21_600, 1),
    webserverTimeoutSec: int('WEBSERVER_TIMEOUT', 60, 1),
    smtpUrl,
    featureFlags,
    logLevel,
    clientDist: path.resolve(e.CLIENT_DIST || path.join(__dirname, ...upToRepoRoot(), 'client', 'dist')),
    loadExamples: (e.LOAD_EXAMPLES ?? 'true') !== 'false',
    loadLargeExamples: (e.LOAD_EXAMPLES ?? '').toLowerCase() === 'large',
    preventUnsafeDbConnections: bool('PREVENT_UNSAFE_DB_CONNECTIONS', production),
    accessTokenTtlSec: int('ACCESS_TOKEN_TTL_SEC', 15 * 60, 1),
    refreshTokenTtlSec: int('REFRESH_TOKEN_TTL_SEC', 30 * 24 * 3600, 1),
    sessionTtlSec: int('SESSION_TTL_SEC', 7 * 24 * 3600, 1),
    cacheMaxBytes: int('CACHE_MAX_MB', 64, 1, 1 << 20) * MB,
    datasourceCacheMaxBytes: int('DATASOURCE_CACHE_MAX_MB', 16, 1, 1 << 20) * MB,
    sqllabResultsMaxBytes: int('SQLLAB_RESULTS_MAX_MB', 1024, 1, 1 << 24) * MB,
    duckdbMemoryLimitMb: int('DUCKDB_MEMORY_LIMIT_MB', 1024, 64, 1 << 24),
    pgliteSharedBuffersMb: int('PGLITE_SHARED_BUFFERS_MB', 32, 8, 1 << 16),
    logRetentionDays: int('LOG_RETENTION_DAYS', 180, 0, 36_500),
    chromiumPath: e.CHROMIUM_PATH || findOnPath(['chromium', 'chromium-browser', 'google-chrome'], e.PATH ?? ''),
  };
  if (config.rowLimit > config.sqlMaxRow) problems.push(`ROW_LIMIT (${config.rowLimit}) cannot exceed SQL_MAX_ROW (${config.sqlMaxRow})`);
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The first of these executables found in PATH's folders, or null. */
function findOnPath(names: readonly string[], pathList: string): string | null {
  for (const name of names) {
    for (const dir of pathList.split(path.delimiter).filter(Boolean)) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

/** Relative hops from this file to the repo root, both from src/ (dev) and dist/server/src/ (built). */
function upToRepoRoot(): string[] {
  return __dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..', '..', '..'] : ['..', '..'];
}

/**
 * The embedded default keeps a generated SECRET_KEY in DATA_DIR so sessions and encrypted connection
 * passwords survive restarts without any setup.
 */
export function resolveGeneratedSecret(config: Config): Config {
  if (!config.secretKeyGenerated) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'secret_key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return { ...config, secretKey: readFileSync(file, 'utf8').trim() };
}
