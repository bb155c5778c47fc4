/**
 * Example content: the `examples` DuckDB database under DATA_DIR (tables generated deterministically, with
 * a progress bar), registered as the database named `examples`, one dataset per example table with its
 * columns and metrics, saved charts and a dashboard of them, owned by the admin.
 *
 * First start generates the standard examples (a second or two, while the metadata database starts) and
 * registers everything whose table exists; the 10M-row `events_10m` is left to `npm run examples --
 * --large` or, with LOAD_EXAMPLES=large, to a background job started once the server listens.
 * Idempotent: a table that exists is not regenerated, and a dataset that is registered (found by uuid)
 * is left alone with its charts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { getConnection, type EngineConnection } from '../engines';
import type { Logger } from '../platform/logger';
import { createProgressBar, type ProgressBar } from '../platform/progress';
import { Chart } from '../modules/chart';
import { Dashboard } from '../modules/dashboard';
import { Database, databaseAccessView } from '../modules/database';
import { Dataset, DatasetColumn, permNames, SqlMetric, syncPermissions } from '../modules/dataset';
import { ensurePermissionView, User } from '../modules/security';
import { LARGE_EXAMPLES, STANDARD_EXAMPLES, EXAMPLES } from './catalog';
import { exampleQueryContext } from './chart-builders';
import { buildExampleDashboard, type PlacedChart } from './dashboard-builder';
import type { ExampleDataset } from './example-dataset';

/** The uuid Superset's example bundles use for the `examples` database (REST ref §9). */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
export const EXAMPLES_FILE = 'examples.duckdb';
export const EXAMPLES_SCHEMA = 'main';

export function examplesUri(dataDir: string): string {
  return `duckdb:///${path.resolve(dataDir, EXAMPLES_FILE)}`;
}

export async function existingTables(conn: EngineConnection): Promise<Set<string>> {
  return new Set((await conn.listTables(EXAMPLES_SCHEMA)).map((t) => t.name));
}

/**
 * Generates the examples whose table is missing (all of them with `force`), one progress bar each.
 * Returns the keys of the examples generated.
 */
export async function generateExamples(
  conn: EngineConnection,
  examples: readonly ExampleDataset[],
  opts: { logger: Logger; signal?: AbortSignal; force?: boolean },
): Promise<string[]> {
  const tables = await existingTables(conn);
  const generated: string[] = [];
  for (const example of examples) {
    if (!opts.force && tables.has(example.table)) continue;
    if (opts.signal?.aborted) break;
    const started = Date.now();
    let bar = null as ProgressBar | null;
    const { rows } = await example.generate(conn, {
      signal: opts.signal,
      onProgress: (done, total) => {
        bar ??= createProgressBar(example.table, total);
        bar.update(done);
      },
    });
    bar?.done();
    opts.logger.info(`Example table ${example.table}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    generated.push(example.key);
  }
  return generated;
}

/**
 * Registers the `examples` database and, for every example whose table exists, its dataset and charts,
 * in one transaction. Returns the number of datasets registered now.
 */
export async function registerExamples(
  dataSource: DataSource,
  opts: { uri: string; conn: EngineConnection; adminUsername: string; logger: Logger; examples?: readonly ExampleDataset[] },
): Promise<number> {
  const tables = await existingTables(opts.conn);
  const present = (opts.examples ?? EXAMPLES).filter((e) => tables.has(e.table));
  // Introspection talks to DuckDB, not the metadata database: do it before the transaction opens.
  const columns = new Map(await Promise.all(present.map(async (e) => [e.key, await opts.conn.getColumns(EXAMPLES_SCHEMA, e.table)] as const)));
  const registered = await dataSource.transaction(async (em) => {
    const admin = await em.getRepository(User).findOne({ where: { username: opts.adminUsername } });
    const database = await ensureExamplesDatabase(em, opts.uri);
    const names: string[] = [];
    for (const example of present) {
      if (await em.getRepository(Dataset).exists({ where: { uuid: example.uuid } })) continue;
      const dataset = await createDataset(em, database, example, columns.get(example.key) ?? [], admin);
      const charts = await createCharts(em, dataset, example, admin);
      const dashboard = await createDashboard(em, dataset, example, charts, admin);
      names.push(`${example.table} (${example.charts.length} charts${dashboard ? `, dashboard '${dashboard}'` : ''})`);
    }
    return names;
  });
  if (registered.length) opts.logger.info(`Registered example datasets: ${registered.join(', ')}`);
  return registered.length;
}

export interface ExamplesBootstrap {
  /** Starts generating and registering the large examples, without waiting; a no-op unless asked for. */
  startBackground(): void;
  /** Stops the background job between chunks and waits for it (before the engines close). */
  stop(): Promise<void>;
}

export interface ExampleTables {
  uri: string;
  conn: EngineConnection;
}

/**
 * Generates the missing standard example tables in DATA_DIR/examples.duckdb. Needs no metadata database,
 * so the server runs it while the metadata database starts.
 */
export async function generateExampleTables(opts: { dataDir: string; logger: Logger; examples?: readonly ExampleDataset[] }): Promise<ExampleTables> {
  const uri = examplesUri(opts.dataDir);
  // With DATABASE_URL nothing else has created DATA_DIR yet.
  mkdirSync(opts.dataDir, { recursive: true });
  const firstStart = !existsSync(path.resolve(opts.dataDir, EXAMPLES_FILE));
  const conn = await getConnection(uri);
  if (firstStart) opts.logger.info('Generating the example data (first start)...');
  await generateExamples(conn, opts.examples ?? STANDARD_EXAMPLES, { logger: opts.logger });
  return { uri, conn };
}

export interface BootstrapOptions {
  dataSource: DataSource;
  dataDir: string;
  adminUsername: string;
  logger: Logger;
  /** Also generate the large examples, in the background once the server is up (LOAD_EXAMPLES=large). */
  large?: boolean;
  /** The examples generated at start; all the standard ones by default (tests may ask for fewer). */
  examples?: readonly ExampleDataset[];
  /** Tables already generated by `generateExampleTables` (the server overlaps that with its metadata start). */
  tables?: ExampleTables;
}

/** Generates what is missing (unless `tables` says it is done) and registers every example whose table exists. */
export async function bootstrapExamples(opts: BootstrapOptions): Promise<ExamplesBootstrap> {
  const { uri, conn } = opts.tables ?? (await generateExampleTables(opts));
  // Every example whose table exists, the large ones too once generated (CLI or an earlier background run).
  await registerExamples(opts.dataSource, { uri, conn, adminUsername: opts.adminUsername, logger: opts.logger });
  return opts.large ? backgroundLoader(opts.dataSource, uri, conn, opts) : { startBackground: () => undefined, stop: async () => undefined };
}

function backgroundLoader(dataSource: DataSource, uri: string, conn: EngineConnection, opts: BootstrapOptions): ExamplesBootstrap {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  return {
    startBackground() {
      if (running) return;
      running = (async () => {
        try {
          const generated = await generateExamples(conn, LARGE_EXAMPLES, { logger: opts.logger, signal: abort.signal });
          if (generated.length && !abort.signal.aborted) {
            await registerExamples(dataSource, { uri, conn, adminUsername: opts.adminUsername, logger: opts.logger, examples: LARGE_EXAMPLES });
          }
        } catch (err) {
          // A stop request ends the job by design; anything else is worth a line, not a crash.
          if (!abort.signal.aborted) opts.logger.error(`Generating the large examples failed: ${(err as Error).message}`);
        }
      })();
    },
    async stop() {
      abort.abort();
      await running;
    },
  };
}

async function ensureExamplesDatabase(em: EntityManager, uri: string): Promise<Database> {
  const repo = em.getRepository(Database);
  const found = await repo.findOne({ where: { uuid: EXAMPLES_DATABASE_UUID } });
  if (found) {
    // DATA_DIR may have moved since the last start: the file is always the one under the current DATA_DIR.
    if (found.sqlalchemyUri !== uri) await repo.update(found.id, { sqlalchemyUri: uri });
    return found;
  }
  const created = await repo.save(
    repo.create({
      uuid: EXAMPLES_DATABASE_UUID,
      databaseName: 'examples',
      sqlalchemyUri: uri,
      exposeInSqllab: true,
      allowRunAsync: false,
      allowCtas: false,
      allowCvas: false,
      allowDml: false,
      allowFileUpload: false,
      allowMultiCatalog: false,
      disableDataPreview: false,
      extra: JSON.stringify({ allows_virtual_table_explore: true }),
    }),
  );
  await ensurePermissionView(em, 'database_access', databaseAccessView({ id: created.id, name: created.databaseName }));
  return created;
}

async function createDataset(
  em: EntityManager,
  database: Database,
  example: ExampleDataset,
  columns: Awaited<ReturnType<EngineConnection['getColumns']>>,
  admin: User | null,
): Promise<Dataset> {
  const repo = em.getRepository(Dataset);
  const dataset = await repo.save(
    repo.create({
      uuid: example.uuid,
      tableName: example.table,
      databaseId: database.id,
      schema: EXAMPLES_SCHEMA,
      mainDttmCol: example.mainDttmCol,
      filterSelectEnabled: true,
      description: example.description,
      createdByFk: admin?.id ?? null,
      changedByFk: admin?.id ?? null,
      owners: admin ? [admin] : [],
    }),
  );
  // The permission names embed the id, known only once the row exists; like any dataset, an example gets
  // its datasource_access/schema_access pairs so an admin can grant it to a role.
  const names = permNames(database.databaseName, example.table, dataset.id, EXAMPLES_SCHEMA, null);
  await syncPermissions(em, dataset.id, names, null);
  Object.assign(dataset, { perm: names.perm, schemaPerm: names.schemaPerm });

  const columnRepo = em.getRepository(DatasetColumn);
  await columnRepo.save([
    ...columns.map((c) =>
      columnRepo.create({ datasetId: dataset.id, columnName: c.name, type: c.nativeType, isDttm: c.isDttm, groupby: true, filterable: true, isActive: true }),
    ),
    ...(example.calculatedColumns ?? []).map((c) =>
      columnRepo.create({
        datasetId: dataset.id,
        columnName: c.columnName,
        expression: c.expression,
        type: c.type,
        isDttm: false,
        groupby: true,
        filterable: true,
        isActive: true,
      }),
    ),
  ]);
  const metricRepo = em.getRepository(SqlMetric);
  await metricRepo.save(
    example.metrics.map((m) =>
      metricRepo.create({
        datasetId: dataset.id,
        metricName: m.metricName,
        expression: m.expression,
        verboseName: m.verboseName ?? null,
        metricType: m.metricType ?? null,
        d3format: m.d3format ?? null,
      }),
    ),
  );
  return dataset;
}

async function createCharts(em: EntityManager, dataset: Dataset, example: ExampleDataset, admin: User | null): Promise<Map<string, PlacedChart>> {
  const repo = em.getRepository(Chart);
  const created = new Map<string, PlacedChart>();
  for (const def of example.charts) {
    const chart = await repo.save(
      repo.create({
        uuid: def.uuid,
        sliceName: def.sliceName,
        vizType: def.vizType,
        description: def.description,
        datasourceId: dataset.id,
        datasourceType: 'table',
        datasourceName: `${EXAMPLES_SCHEMA}.${dataset.tableName}`,
        params: JSON.stringify({ ...def.params, datasource: `${dataset.id}__table` }),
        perm: dataset.perm,
        schemaPerm: dataset.schemaPerm,
        createdByFk: admin?.id ?? null,
        changedByFk: admin?.id ?? null,
        lastSavedAt: new Date(),
        lastSavedByFk: admin?.id ?? null,
        owners: admin ? [admin] : [],
      }),
    );
    // Form data and query context carry the chart's own id (slice_id), known only once it exists.
    await repo.update(chart.id, {
      params: JSON.stringify({ ...def.params, datasource: `${dataset.id}__table`, slice_id: chart.id }),
      queryContext: JSON.stringify(exampleQueryContext(dataset.id, chart.id, def)),
    });
    created.set(def.uuid, { id: chart.id, uuid: def.uuid, sliceName: def.sliceName });
  }
  return created;
}

/**
 * The example's dashboard over the charts just created, published and owned by the admin. A slug some
 * other dashboard already took is left off rather than failing the registration. Returns its title.
 */
async function createDashboard(em: EntityManager, dataset: Dataset, example: ExampleDataset, charts: Map<string, PlacedChart>, admin: User | null): Promise<string | null> {
  const def = example.dashboard;
  if (!def) return null;
  const repo = em.getRepository(Dashboard);
  if (await repo.existsBy({ uuid: def.uuid })) return null;
  const built = buildExampleDashboard(def, (uuid) => charts.get(uuid), dataset.id);
  const slugTaken = await repo.existsBy({ slug: def.slug });
  await repo.save(
    repo.create({
      uuid: def.uuid,
      dashboardTitle: def.title,
      slug: slugTaken ? null : def.slug,
      published: true,
      positionJson: JSON.stringify(built.layout),
      jsonMetadata: JSON.stringify(built.metadata),
      createdByFk: admin?.id ?? null,
      changedByFk: admin?.id ?? null,
      owners: admin ? [admin] : [],
      charts: built.chartIds.map((id) => ({ id }) as Chart),
    }),
  );
  return def.title;
}
