/**
 * `npm run examples -- [--large] [--force] [--database-url URL]`
 *
 * Without --database-url: generates the missing example tables into the embedded examples DuckDB under
 * DATA_DIR (with --large also the 10M-row events_10m) and registers their datasets and charts in the
 * metadata database, exactly as the server's first start does. The server must be stopped: it holds the
 * DuckDB file (this refuses clearly when it does) and, on the embedded default, the metadata files.
 *
 * With --database-url: loads the example tables into that database (e.g. a PostgreSQL for cross-engine
 * tests) through its engine; nothing is registered. The data is identical to the embedded examples.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { closeAllEngines, duckdbEngineSpec, type EngineConnection, getConnection } from './engines';
import { EXAMPLES, STANDARD_EXAMPLES } from './examples/catalog';
import { copyTable } from './examples/copy-table';
import { examplesUri, generateExamples, registerExamples } from './examples/examples.service';
import { openMetadataDb } from './platform/db';
import { createLogger, type Logger } from './platform/logger';
import { createProgressBar, type ProgressBar } from './platform/progress';
import { ENTITIES } from './modules';
import { maskUri } from './modules/database';

const USAGE = `Usage: npm run examples -- [--large] [--force] [--database-url URL]

  (no option)          generate the missing example tables into DATA_DIR/examples.duckdb and register
                       their datasets and charts (what the first start does)
  --large              also generate the 10,000,000-row events_10m table (a few seconds)
  --force              regenerate tables that already exist
  --database-url URL   load the example tables into another database instead, e.g.
                       postgresql://user:pass@127.0.0.1:5432/examples (nothing is registered)

Stop the Tessera server first, or start it with LOAD_EXAMPLES=large to generate events_10m in the
background while it runs.`;

export interface CliOptions {
  large: boolean;
  force: boolean;
  databaseUrl: string | null;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const opts: CliOptions = { large: false, force: false, databaseUrl: null, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--large') opts.large = true;
    else if (arg === '--force') opts.force = true;
    else if (arg === '--help' || arg === '-h') opts.help = true;
    else if (arg === '--database-url' && argv[i + 1] && !argv[i + 1].startsWith('--')) opts.databaseUrl = argv[++i];
    else if (arg.startsWith('--database-url=')) opts.databaseUrl = arg.slice('--database-url='.length);
    else throw new UsageError(arg === '--database-url' ? '--database-url needs a URL' : `Unknown option: ${arg}`);
  }
  return opts;
}

class UsageError extends Error {}

/** DuckDB allows one writing process per file: a running server holds the examples file. */
export function isFileLockError(err: unknown): boolean {
  const text = `${(err as Error)?.message ?? err} ${((err as Error)?.cause as Error)?.message ?? ''}`;
  return /could not set lock on file|conflicting lock is held/i.test(text);
}

async function loadEmbedded(opts: CliOptions, logger: Logger): Promise<void> {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  mkdirSync(config.dataDir, { recursive: true });
  const uri = examplesUri(config.dataDir);
  let conn: EngineConnection;
  try {
    conn = await getConnection(uri);
  } catch (err) {
    if (!isFileLockError(err)) throw err;
    throw new UsageError(
      `The examples database ${uri.replace(/^duckdb:\/\/\//, '')} is in use by another process, most likely a running Tessera server.\n` +
        'Stop the server and run this again, or restart the server with LOAD_EXAMPLES=large to generate events_10m in the background.',
    );
  }
  const wanted = opts.large ? EXAMPLES : STANDARD_EXAMPLES;
  const generated = await generateExamples(conn, wanted, { logger, force: opts.force });
  if (!generated.length) logger.info('Every example table already exists (use --force to regenerate).');
  const db = await openMetadataDb(config, logger, ENTITIES);
  try {
    const added = await registerExamples(db.dataSource, { uri, conn, adminUsername: config.adminUsername, logger });
    if (!added) logger.info('Every example dataset was already registered.');
  } finally {
    await db.close();
  }
}

async function loadInto(url: string, opts: CliOptions, logger: Logger): Promise<void> {
  const target = await getConnection(url);
  const wanted = opts.large ? EXAMPLES : STANDARD_EXAMPLES;
  if (target.spec === duckdbEngineSpec) {
    await generateExamples(target, wanted, { logger, force: opts.force });
    return;
  }
  const present = opts.force ? new Set<string>() : new Set((await target.listTables(defaultSchema(target, url))).map((t) => t.name));
  // A private in-memory DuckDB generates each table; it is dropped as soon as it is copied.
  const scratch = await duckdbEngineSpec.connect('duckdb:///:memory:');
  try {
    for (const example of wanted) {
      if (present.has(example.table)) {
        logger.info(`${example.table} already exists in the target (use --force to reload it)`);
        continue;
      }
      const started = Date.now();
      await example.generate(scratch);
      let bar = null as ProgressBar | null;
      const { rows } = await copyTable(scratch, target, example.table, {
        onProgress: (done, total) => {
          bar ??= createProgressBar(`${example.table} -> ${target.spec.engineName}`, total);
          bar.update(done);
        },
      });
      bar?.done();
      await scratch.query(`DROP TABLE ${scratch.spec.quoteIdentifier(example.table)}`);
      logger.info(`Loaded ${example.table}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await scratch.close();
  }
  logger.info(`Done. Connect ${maskUri(url)} as a database in Tessera to chart these tables.`);
}

/** Where an unqualified CREATE TABLE lands: 'public' on PostgreSQL, the database named in the URL on MySQL. */
function defaultSchema(conn: EngineConnection, url: string): string {
  return conn.spec.defaultSchema ?? decodeURIComponent(new URL(url).pathname.slice(1));
}

export async function main(argv: readonly string[]): Promise<number> {
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (opts.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const logger = createLogger('info');
  try {
    if (opts.databaseUrl) await loadInto(opts.databaseUrl, opts, logger);
    else await loadEmbedded(opts, logger);
    return 0;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof UsageError) process.stderr.write(`${err.message}\n`);
    else process.stderr.write(`Loading the examples failed: ${(err as Error)?.message ?? err}\n`);
    return 1;
  } finally {
    await closeAllEngines();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
