/**
 * First-start example content: the `examples` DuckDB database under DATA_DIR (generated deterministically,
 * with a progress bar), registered as the database named `examples`, the `birth_names` dataset with its
 * columns and metrics, and saved charts owned by the admin. Idempotent: a second start finds everything and
 * returns at once; anything missing (e.g. a deleted chart) is not recreated unless its dataset is new.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { getConnection } from '../engines/registry';
import type { EngineConnection } from '../engines/engine-spec';
import type { Logger } from '../platform/logger';
import { createProgressBar, type ProgressBar } from '../platform/progress';
import { Chart } from '../modules/chart/chart.entity';
import { Database } from '../modules/database/database.entity';
import { DatasetColumn } from '../modules/dataset/dataset-column.entity';
import { Dataset } from '../modules/dataset/dataset.entity';
import { SqlMetric } from '../modules/dataset/sql-metric.entity';
import { User } from '../modules/security/user.entity';
import { generateBirthNames } from './births-data';
import { BIRTH_NAMES_CHARTS, exampleQueryContext } from './birth-names.charts';

/** The uuid Superset's example bundles use for the `examples` database (REST ref §9). */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
export const BIRTH_NAMES_DATASET_UUID = '3b0c1c8e-7f4c-4a8e-9f5e-6f0d1b2c3a01';
export const EXAMPLES_FILE = 'examples.duckdb';

export function examplesUri(dataDir: string): string {
  return `duckdb:///${path.resolve(dataDir, EXAMPLES_FILE)}`;
}

async function hasTable(conn: EngineConnection, table: string): Promise<boolean> {
  const tables = await conn.listTables('main');
  return tables.some((t) => t.name === table);
}

export async function bootstrapExamples(opts: { dataSource: DataSource; dataDir: string; adminUsername: string; logger: Logger }): Promise<void> {
  const { dataSource, logger } = opts;
  const uri = examplesUri(opts.dataDir);
  // With DATABASE_URL nothing else has created DATA_DIR yet.
  mkdirSync(opts.dataDir, { recursive: true });
  const fileExisted = existsSync(path.resolve(opts.dataDir, EXAMPLES_FILE));
  const conn = await getConnection(uri);

  if (!fileExisted || !(await hasTable(conn, 'birth_names'))) {
    logger.info('Generating the example data (first start)...');
    const started = Date.now();
    let bar = null as ProgressBar | null;
    const { rows } = await generateBirthNames(conn, {
      onProgress: (done, total) => {
        bar ??= createProgressBar('birth_names', total);
        bar.update(done);
      },
    });
    bar?.done();
    logger.info(`Example table birth_names: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  await dataSource.transaction(async (em) => {
    const admin = await em.getRepository(User).findOne({ where: { username: opts.adminUsername } });
    const database = await ensureExamplesDatabase(em, uri);
    const existing = await em.getRepository(Dataset).findOne({ where: { uuid: BIRTH_NAMES_DATASET_UUID } });
    if (existing) return;
    const dataset = await createBirthNamesDataset(em, database, conn, admin);
    await createCharts(em, dataset, admin);
    logger.info(`Registered the examples database, the birth_names dataset and ${BIRTH_NAMES_CHARTS.length} charts`);
  });
}

async function ensureExamplesDatabase(em: EntityManager, uri: string): Promise<Database> {
  const repo = em.getRepository(Database);
  const found = await repo.findOne({ where: { uuid: EXAMPLES_DATABASE_UUID } });
  if (found) {
    // DATA_DIR may have moved since the last start: the file is always the one under the current DATA_DIR.
    if (found.sqlalchemyUri !== uri) await repo.update(found.id, { sqlalchemyUri: uri });
    return found;
  }
  return repo.save(
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
}

async function createBirthNamesDataset(em: EntityManager, database: Database, conn: EngineConnection, admin: User | null): Promise<Dataset> {
  const repo = em.getRepository(Dataset);
  const dataset = await repo.save(
    repo.create({
      uuid: BIRTH_NAMES_DATASET_UUID,
      tableName: 'birth_names',
      databaseId: database.id,
      schema: 'main',
      mainDttmCol: 'ds',
      filterSelectEnabled: true,
      description: 'Births by name, gender and state, 1965–2008 (generated deterministically)',
      perm: `[examples].[birth_names](id:${database.id})`,
      schemaPerm: '[examples].[main]',
      createdByFk: admin?.id ?? null,
      changedByFk: admin?.id ?? null,
      owners: admin ? [admin] : [],
    }),
  );
  await repo.update(dataset.id, { perm: `[examples].[birth_names](id:${dataset.id})` });

  const columns = await conn.getColumns('main', 'birth_names');
  const columnRepo = em.getRepository(DatasetColumn);
  await columnRepo.save([
    ...columns.map((c) =>
      columnRepo.create({
        datasetId: dataset.id,
        columnName: c.name,
        type: c.nativeType,
        isDttm: c.isDttm,
        groupby: true,
        filterable: true,
        isActive: true,
      }),
    ),
    columnRepo.create({
      datasetId: dataset.id,
      columnName: 'num_california',
      expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END",
      type: 'BIGINT',
      isDttm: false,
      groupby: true,
      filterable: true,
      isActive: true,
    }),
  ]);
  const metricRepo = em.getRepository(SqlMetric);
  await metricRepo.save([
    metricRepo.create({ datasetId: dataset.id, metricName: 'count', expression: 'COUNT(*)', verboseName: 'COUNT(*)', metricType: 'count' }),
    metricRepo.create({ datasetId: dataset.id, metricName: 'sum__num', expression: 'SUM(num)', verboseName: 'Births', metricType: 'sum' }),
  ]);
  return dataset;
}

async function createCharts(em: EntityManager, dataset: Dataset, admin: User | null): Promise<void> {
  const repo = em.getRepository(Chart);
  for (const def of BIRTH_NAMES_CHARTS) {
    const chart = await repo.save(
      repo.create({
        uuid: def.uuid,
        sliceName: def.sliceName,
        vizType: def.vizType,
        description: def.description,
        datasourceId: dataset.id,
        datasourceType: 'table',
        datasourceName: `main.${dataset.tableName}`,
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
    await repo.update(chart.id, {
      params: JSON.stringify({ ...def.params, datasource: `${dataset.id}__table`, slice_id: chart.id }),
      queryContext: JSON.stringify(exampleQueryContext(dataset.id, chart.id, def)),
    });
  }
}
