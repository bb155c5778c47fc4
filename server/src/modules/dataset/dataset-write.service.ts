/**
 * Changing datasets: create (from a table or from SQL), update (partial; columns and metrics upserted by id,
 * or replaced with `overrideColumns`), duplicate, get-or-create, refresh from the source, delete. Every
 * write runs in one metadata transaction; the analytics database is read before it starts, so no
 * transaction waits on an engine.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor, isUniqueViolation, withTransaction, type Queryable } from '../../platform/sql';
import { databaseNameOf, type DatabaseTarget, databaseUriSql, findEngine, loadDatabaseTarget } from '../database';
import { dropViewMenu, existingUserIds } from '../security';
import type { Actor } from '../../platform/actor';
import { parseJsonText } from '../../platform/json-text';
import { canAccessDatabaseSchema } from './dataset-access';
import { planColumnSync, type SourceColumn } from './dataset-column-sync';
import { DATASET_COLUMNS, isVirtualSql, toDataset, type DatasetRow } from './dataset-rows';
import { checkDatasetSql, fieldError, introspectQuery, introspectTable } from './dataset-source';
import {
  columnsOf,
  deleteChildren,
  insertColumn,
  insertDataset,
  insertMetric,
  metricsOf,
  nameTaken,
  ownerIdsOf,
  permNames,
  setOwners,
  syncPermissions,
  touchDataset,
  updateChild,
  updateDatasetRow,
} from './dataset-store';
import { applyDatasetUpdate } from './dataset-update';
import { validateCreateInput, validateUpdateInput, type FieldErrors } from './dataset-validation';
import type { CreateDatasetInput, DuplicateDatasetInput, GetOrCreateDatasetInput, UpdateDatasetInput } from './dataset.inputs';
import { deleteRefusal, editRefusal, MANAGED_EXTERNALLY_MESSAGE, type DatasetPolicyTarget } from './dataset.policy';
import { datasetVisibility } from './dataset.service';
import type { Dataset, DatasetSyncResult } from './dataset.types';

type WriteConfig = Pick<Config, 'secretKey' | 'webserverTimeoutSec'>;

const badFields = (fields: FieldErrors) => errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });

function datasetName(database: DatabaseTarget, catalog: string | null, schema: string | null, table: string): string {
  return [database.databaseName, catalog, schema, table].filter(Boolean).join('.');
}

function forbidden(refusal: 'permission' | 'ownership'): TesseraError {
  return refusal === 'ownership' ? errors.forbidden('Changing this dataset is forbidden', 'MISSING_OWNERSHIP_ERROR') : errors.forbidden();
}

interface Loaded {
  row: DatasetRow;
  ownerIds: number[];
  policy: DatasetPolicyTarget;
}

export class DatasetWriteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WriteConfig,
  ) {}

  private get sourceOptions() {
    return { secretKey: this.config.secretKey, timeoutMs: this.config.webserverTimeoutSec * 1000 };
  }

  /** A visible dataset (404 otherwise), locked for the rest of the transaction when `lock`. */
  private async load(db: Queryable, actor: Actor, id: number, lock = false): Promise<Loaded> {
    const vis = await datasetVisibility(db, actor, 2);
    const [row]: DatasetRow[] = await db.query(`SELECT ${DATASET_COLUMNS} FROM tables t WHERE t.id = $1 AND ${vis.sql}${lock ? ' FOR UPDATE' : ''}`, [id, ...vis.params]);
    if (!row) throw errors.notFound();
    const ownerIds = await ownerIdsOf(db, id);
    return { row, ownerIds, policy: { ownerIds, isManagedExternally: !!row.is_managed_externally, isVirtual: isVirtualSql(row.sql) } };
  }

  /**
   * The dataset a duplicate copies. Unknown (or not visible) is a validation failure, not a missing resource:
   * Superset's DuplicateDatasetCommand collects DatasetNotFoundError with the other invalid fields (422).
   */
  private async duplicateBase(db: Queryable, actor: Actor, id: number): Promise<DatasetRow> {
    try {
      return (await this.load(db, actor, id)).row;
    } catch (err) {
      if (err instanceof TesseraError && err.code === 'NOT_FOUND') throw fieldError('base_model_id', ['Dataset does not exist']);
      throw err;
    }
  }

  private async loadEditable(db: Queryable, actor: Actor, id: number, lock = false): Promise<Loaded> {
    const loaded = await this.load(db, actor, id, lock);
    const refusal = editRefusal(actor, loaded.policy);
    if (refusal === 'managed-externally') throw new TesseraError('GENERIC_COMMAND_ERROR', MANAGED_EXTERNALLY_MESSAGE, { code: 'UNPROCESSABLE' });
    if (refusal) throw forbidden(refusal);
    return loaded;
  }

  private async reread(db: Queryable, id: number): Promise<Dataset> {
    const [row]: DatasetRow[] = await db.query(`SELECT ${DATASET_COLUMNS} FROM tables t WHERE t.id = $1`, [id]);
    return toDataset(row);
  }

  /**
   * Owners for a write: none given keeps `current` (or, on create, the creator alone); given ids must all
   * exist, and a non-admin always stays among them (REST ref §8.4).
   */
  private async owners(db: Queryable, actor: Actor, requested: number[] | null | undefined, current: number[] | null): Promise<number[]> {
    if (requested === undefined || requested === null) return current ?? [actor.user.id];
    const unique = [...new Set(requested)];
    if ((await existingUserIds(db, unique)).length !== unique.length) throw fieldError('owners', ['Owners are invalid']);
    return actor.isAdmin || unique.includes(actor.user.id) ? unique : [...unique, actor.user.id];
  }

  private async database(ctx: RequestContext, actor: Actor, databaseId: number, schema: string | null, catalog: string | null): Promise<DatabaseTarget> {
    const database = await loadDatabaseTarget(dbFor(ctx, this.dataSource), databaseId);
    if (!database) throw fieldError('database', ['Database does not exist'], 'DATABASE_NOT_FOUND_ERROR');
    if (!canAccessDatabaseSchema(actor, { id: database.id, name: database.databaseName }, schema, catalog)) {
      throw errors.forbidden(`This endpoint requires the database ${database.databaseName}, schema or \`all_database_access\` permission`, 'DATABASE_SECURITY_ACCESS_ERROR');
    }
    return database;
  }

  private introspect(ctx: RequestContext, d: { databaseId: number; sql: string | null; tableName: string; schema: string | null; catalog: string | null }): Promise<SourceColumn[]> {
    const db = dbFor(ctx, this.dataSource);
    return isVirtualSql(d.sql)
      ? introspectQuery(db, d.databaseId, d.sql as string, this.sourceOptions)
      : introspectTable(db, d.databaseId, { name: d.tableName, schema: d.schema, catalog: d.catalog }, this.sourceOptions);
  }

  async create(ctx: RequestContext, input: CreateDatasetInput): Promise<Dataset> {
    const actor = ctx.require('can_write', 'Dataset');
    return this.createFor(ctx, actor, input);
  }

  private async createFor(ctx: RequestContext, actor: Actor, input: CreateDatasetInput): Promise<Dataset> {
    const invalid = validateCreateInput(input);
    if (invalid) throw badFields(invalid);
    const catalog = input.catalog || null;
    const schema = input.schema || null;
    const sql = isVirtualSql(input.sql) ? checkDatasetSql(input.sql as string) : null;
    const database = await this.database(ctx, actor, input.databaseId, schema, catalog);
    const key = { databaseId: database.id, catalog, schema, tableName: input.tableName };
    const exists = () => fieldError('table', [`Dataset ${datasetName(database, catalog, schema, input.tableName)} already exists`]);
    if (await nameTaken(dbFor(ctx, this.dataSource), key)) throw exists();
    const source = await this.introspect(ctx, { ...key, sql });

    try {
      return await withTransaction(ctx, this.dataSource, async (tx) => {
        const db = dbFor(tx, this.dataSource);
        const ownerIds = await this.owners(db, actor, input.owners, null);
        const id = await insertDataset(
          db,
          {
            ...key,
            sql,
            mainDttmCol: source.find((c) => c.isDttm)?.name ?? null,
            isManagedExternally: !!input.isManagedExternally,
            externalUrl: input.externalUrl ?? null,
            normalizeColumns: !!input.normalizeColumns,
            alwaysFilterMainDttm: !!input.alwaysFilterMainDttm,
            templateParams: input.templateParams ?? null,
            isSqllabView: false,
            description: null,
            uuid: input.uuid ?? null,
          },
          actor.user.id,
        );
        await setOwners(db, id, ownerIds);
        // Introspected columns can all be grouped and filtered by; Superset adds COUNT(*) as the default metric.
        for (const c of source) await insertColumn(db, id, { columnName: c.name, type: c.nativeType, isDttm: c.isDttm, groupby: true, filterable: true, isActive: true }, actor.user.id);
        await insertMetric(db, id, { metricName: 'count', verboseName: 'COUNT(*)', metricType: 'count', expression: 'COUNT(*)' }, actor.user.id);
        await syncPermissions(db, id, permNames(database.databaseName, input.tableName, id, schema, catalog), null);
        return this.reread(db, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw exists();
      throw err;
    }
  }

  async update(ctx: RequestContext, id: number, input: UpdateDatasetInput, overrideColumns: boolean): Promise<Dataset> {
    const actor = ctx.require('can_write', 'Dataset');
    const invalid = validateUpdateInput(input);
    if (invalid) throw badFields(invalid);
    if (isVirtualSql(input.sql)) input.sql = checkDatasetSql(input.sql as string);

    // With override_columns the source is read after the update (Superset refreshes): read it first, outside the transaction.
    let source: SourceColumn[] | null = null;
    if (overrideColumns) {
      const { row } = await this.loadEditable(dbFor(ctx, this.dataSource), actor, id);
      source = await this.introspect(ctx, {
        databaseId: row.database_id,
        sql: input.sql !== undefined ? input.sql : row.sql,
        tableName: input.tableName ?? row.table_name,
        schema: input.schema !== undefined ? input.schema : row.schema,
        catalog: input.catalog !== undefined ? input.catalog : row.catalog,
      });
    }

    try {
      return await withTransaction(ctx, this.dataSource, async (tx) => {
        const db = dbFor(tx, this.dataSource);
        const { row, ownerIds } = await this.loadEditable(db, actor, id, true);
        await applyDatasetUpdate(db, actor, row, input, overrideColumns, (requested) => this.owners(db, actor, requested, ownerIds));
        if (source) await this.applySync(db, actor, id, source);
        return this.reread(db, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('table', [`Dataset ${input.tableName ?? ''} already exists`]);
      throw err;
    }
  }

  /** Applies a source sync to the stored columns (inside the caller's transaction). */
  private async applySync(db: Queryable, actor: Actor, id: number, source: SourceColumn[]): Promise<DatasetSyncResult> {
    const [{ main_dttm_col: mainDttmCol, database_uri: uri }] = await db.query(
      `SELECT t.main_dttm_col, ${databaseUriSql('t.database_id')} AS database_uri FROM tables t WHERE t.id = $1`,
      [id],
    );
    const stored = await columnsOf(db, id);
    const spec = findEngine(uri);
    const temporal = (type: string) => spec?.genericTypeOf(type) === 'TEMPORAL';
    const plan = planColumnSync(
      stored.map((c) => ({ id: c.id, columnName: c.column_name, type: c.type, isDttm: !!c.is_dttm, expression: c.expression })),
      source,
      mainDttmCol,
      temporal,
    );
    await deleteChildren(db, 'table_columns', plan.remove);
    for (const u of plan.update) await updateChild(db, 'table_columns', u.id, { type: u.type, is_dttm: u.isDttm }, actor.user.id);
    for (const c of plan.insert) await insertColumn(db, id, { columnName: c.columnName, type: c.type, isDttm: c.isDttm, groupby: true, filterable: true, isActive: true }, actor.user.id);
    if (plan.mainDttmCol !== mainDttmCol) await updateDatasetRow(db, id, { main_dttm_col: plan.mainDttmCol }, actor.user.id);
    else await touchDataset(db, id, actor.user.id);
    return { added: plan.added, modified: plan.modified, removed: plan.removed };
  }

  /** Re-reads the source's columns and syncs them, keeping what people edited. */
  async refresh(ctx: RequestContext, id: number): Promise<{ dataset: Dataset; sync: DatasetSyncResult }> {
    const actor = ctx.require('can_write', 'Dataset');
    const { row } = await this.loadEditable(dbFor(ctx, this.dataSource), actor, id);
    const source = await this.introspect(ctx, { databaseId: row.database_id, sql: row.sql, tableName: row.table_name, schema: row.schema, catalog: row.catalog });
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.loadEditable(db, actor, id, true);
      const sync = await this.applySync(db, actor, id, source);
      return { dataset: await this.reread(db, id), sync };
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.deleteMany(ctx, [id]);
  }

  /** All or nothing: any id missing (or invisible) is 404 for the batch, any not owned is 403. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    const actor = ctx.require('can_write', 'Dataset');
    const unique = [...new Set(ids)];
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      const loaded: Loaded[] = [];
      for (const id of unique) loaded.push(await this.load(db, actor, id, true));
      for (const { policy } of loaded) {
        const refusal = deleteRefusal(actor, policy);
        if (refusal) throw forbidden(refusal);
      }
      for (const { row } of loaded) {
        await db.query(`DELETE FROM tables WHERE id = $1`, [row.id]);
        // A deleted dataset's datasource_access pair goes with it (its view-menu names nothing any more).
        await dropViewMenu(db, row.perm);
      }
      return loaded.length;
    });
  }

  /** Deletes one column or metric of an editable dataset; 404 when it is not the dataset's. */
  async deleteChild(ctx: RequestContext, kind: 'column' | 'metric', datasetId: number, childId: number): Promise<void> {
    const actor = ctx.require('can_write', 'Dataset');
    await withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.loadEditable(db, actor, datasetId, true);
      const table = kind === 'column' ? 'table_columns' : 'sql_metrics';
      // (TypeORM answers a DELETE with [rows, count], so existence is read first.)
      const found = await db.query(`SELECT id FROM ${table} WHERE id = $1 AND table_id = $2`, [childId, datasetId]);
      if (!found.length) throw errors.notFound();
      await deleteChildren(db, table, [childId]);
      await touchDataset(db, datasetId, actor.user.id);
    });
  }

  /** A copy of a virtual dataset under a new name, with its columns and metrics, owned by the actor. */
  async duplicate(ctx: RequestContext, input: DuplicateDatasetInput): Promise<Dataset> {
    const actor = ctx.require('can_duplicate', 'Dataset');
    if (!input.tableName || input.tableName.length > 250) throw badFields({ table_name: ['Length must be between 1 and 250.'] });
    try {
      return await withTransaction(ctx, this.dataSource, async (tx) => {
        const db = dbFor(tx, this.dataSource);
        const base = await this.duplicateBase(db, actor, input.baseModelId);
        if (!isVirtualSql(base.sql)) throw fieldError('datasource_type', ['Datasource type is invalid']);
        const key = { databaseId: base.database_id, catalog: base.catalog, schema: base.schema, tableName: input.tableName };
        if (await nameTaken(db, key)) throw fieldError('table_name', [`Dataset ${input.tableName} already exists`]);
        const id = await insertDataset(
          db,
          {
            ...key,
            sql: base.sql,
            mainDttmCol: base.main_dttm_col,
            isManagedExternally: false,
            externalUrl: null,
            normalizeColumns: !!base.normalize_columns,
            alwaysFilterMainDttm: !!base.always_filter_main_dttm,
            templateParams: base.template_params,
            isSqllabView: true,
            description: base.description,
            uuid: null,
          },
          actor.user.id,
        );
        await setOwners(db, id, [actor.user.id]);
        for (const c of await columnsOf(db, base.id)) {
          await insertColumn(db, id, {
            columnName: c.column_name, verboseName: c.verbose_name, type: c.type, advancedDataType: c.advanced_data_type, description: c.description,
            expression: c.expression, extra: parseJsonText(c.extra) ?? undefined, filterable: c.filterable, groupby: c.groupby,
            isActive: c.is_active ?? true, isDttm: c.is_dttm, pythonDateFormat: c.python_date_format,
          }, actor.user.id);
        }
        for (const m of await metricsOf(db, base.id)) {
          await insertMetric(db, id, {
            metricName: m.metric_name, expression: m.expression, description: m.description, extra: parseJsonText(m.extra) ?? undefined,
            metricType: m.metric_type, d3format: m.d3format, currency: m.currency ?? undefined, verboseName: m.verbose_name, warningText: m.warning_text,
          }, actor.user.id);
        }
        const databaseName = (await databaseNameOf(db, base.database_id)) as string;
        await syncPermissions(db, id, permNames(databaseName, input.tableName, id, base.schema, base.catalog), null);
        return this.reread(db, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('table_name', [`Dataset ${input.tableName} already exists`]);
      throw err;
    }
  }

  /** The dataset of that name on that database, created (as a physical dataset) when missing. */
  async getOrCreate(ctx: RequestContext, input: GetOrCreateDatasetInput): Promise<{ dataset: Dataset; created: boolean }> {
    const actor = ctx.require('can_get_or_create_dataset', 'Dataset');
    const db = dbFor(ctx, this.dataSource);
    const vis = await datasetVisibility(db, actor, 5);
    const [found]: DatasetRow[] = await db.query(
      `SELECT ${DATASET_COLUMNS} FROM tables t WHERE t.database_id = $1 AND t.catalog IS NOT DISTINCT FROM $2 AND t.schema IS NOT DISTINCT FROM $3
          AND t.table_name = $4 AND ${vis.sql}`,
      [input.databaseId, input.catalog || null, input.schema || null, input.tableName, ...vis.params],
    );
    if (found) return { dataset: toDataset(found), created: false };
    const dataset = await this.createFor(ctx, actor, {
      databaseId: input.databaseId,
      tableName: input.tableName,
      catalog: input.catalog,
      schema: input.schema,
      templateParams: input.templateParams,
      alwaysFilterMainDttm: input.alwaysFilterMainDttm,
      normalizeColumns: input.normalizeColumns,
    });
    return { dataset, created: true };
  }
}
