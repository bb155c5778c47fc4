/**
 * Changing datasets: create (from a table or from SQL), update (partial; columns and metrics upserted by id,
 * or replaced with `overrideColumns`), duplicate, get-or-create, refresh from the source, delete. Every
 * write runs in one metadata transaction; the analytics database is read before it starts, so no
 * transaction waits on an engine.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor, isUniqueViolation, withTransaction } from '../../platform/sql';
import { databaseNameOf, type DatabaseTarget, findEngine, loadDatabaseTarget } from '../database';
import { dropViewMenu, existingUserIds } from '../security';
import type { Actor } from '../../platform/actor';
import { parseJsonText } from '../../platform/json-text';
import { accessibleDatasetIds, canAccessDatabaseSchema } from './dataset-access';
import { DatasetColumn } from './dataset-column.entity';
import { planColumnSync, type SourceColumn } from './dataset-column-sync';
import { datasetsWithDatabase, isVirtualSql, toDataset, type DatasetWithDatabase } from './dataset-rows';
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
import { Dataset as DatasetEntity } from './dataset.entity';
import type { CreateDatasetInput, DuplicateDatasetInput, GetOrCreateDatasetInput, UpdateDatasetInput } from './dataset.inputs';
import { deleteRefusal, editRefusal, MANAGED_EXTERNALLY_MESSAGE, type DatasetPolicyTarget } from './dataset.policy';
import type { Dataset, DatasetSyncResult } from './dataset.types';
import { SqlMetric } from './sql-metric.entity';

type WriteConfig = Pick<Config, 'secretKey' | 'webserverTimeoutSec'>;

const badFields = (fields: FieldErrors) => errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });

function datasetName(database: DatabaseTarget, catalog: string | null, schema: string | null, table: string): string {
  return [database.databaseName, catalog, schema, table].filter(Boolean).join('.');
}

function forbidden(refusal: 'permission' | 'ownership'): TesseraError {
  return refusal === 'ownership' ? errors.forbidden('Changing this dataset is forbidden', 'MISSING_OWNERSHIP_ERROR') : errors.forbidden();
}

interface Loaded {
  dataset: DatasetEntity;
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
  private async load(em: EntityManager, actor: Actor, id: number, lock = false): Promise<Loaded> {
    const visible = await accessibleDatasetIds(em, actor);
    const dataset =
      visible === null || visible.includes(id) ? await em.findOne(DatasetEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
    if (!dataset) throw errors.notFound();
    const ownerIds = await ownerIdsOf(em, id);
    return { dataset, ownerIds, policy: { ownerIds, isManagedExternally: !!dataset.isManagedExternally, isVirtual: isVirtualSql(dataset.sql) } };
  }

  /**
   * The dataset a duplicate copies. Unknown (or not visible) is a validation failure, not a missing resource:
   * Superset's DuplicateDatasetCommand collects DatasetNotFoundError with the other invalid fields (422).
   */
  private async duplicateBase(em: EntityManager, actor: Actor, id: number): Promise<DatasetEntity> {
    try {
      return (await this.load(em, actor, id)).dataset;
    } catch (err) {
      if (err instanceof TesseraError && err.code === 'NOT_FOUND') throw fieldError('base_model_id', ['Dataset does not exist']);
      throw err;
    }
  }

  private async loadEditable(em: EntityManager, actor: Actor, id: number, lock = false): Promise<Loaded> {
    const loaded = await this.load(em, actor, id, lock);
    const refusal = editRefusal(actor, loaded.policy);
    if (refusal === 'managed-externally') throw new TesseraError('GENERIC_COMMAND_ERROR', MANAGED_EXTERNALLY_MESSAGE, { code: 'UNPROCESSABLE' });
    if (refusal) throw forbidden(refusal);
    return loaded;
  }

  /** The dataset (read in the caller's transaction, so it exists) with its database's URI. */
  private async oneWithDatabase(em: EntityManager, id: number): Promise<DatasetWithDatabase> {
    const [found] = await datasetsWithDatabase(em, 't.id = $1', [id]);
    if (!found) throw new Error(`Dataset ${id} is gone from its own transaction`);
    return found;
  }

  private async reread(em: EntityManager, id: number): Promise<Dataset> {
    return toDataset(await this.oneWithDatabase(em, id));
  }

  /**
   * Owners for a write: none given keeps `current` (or, on create, the creator alone); given ids must all
   * exist, and a non-admin always stays among them (REST ref §8.4).
   */
  private async owners(em: EntityManager, actor: Actor, requested: number[] | null | undefined, current: number[] | null): Promise<number[]> {
    if (requested === undefined || requested === null) return current ?? [actor.user.id];
    const unique = [...new Set(requested)];
    if ((await existingUserIds(em, unique)).length !== unique.length) throw fieldError('owners', ['Owners are invalid']);
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
      return await withTransaction(ctx, this.dataSource, async (_tx, em) => {
        const ownerIds = await this.owners(em, actor, input.owners, null);
        const id = await insertDataset(
          em,
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
        await setOwners(em, id, ownerIds, []);
        // Introspected columns can all be grouped and filtered by; Superset adds COUNT(*) as the default metric.
        for (const c of source) await insertColumn(em, id, { columnName: c.name, type: c.nativeType, isDttm: c.isDttm, groupby: true, filterable: true, isActive: true }, actor.user.id);
        await insertMetric(em, id, { metricName: 'count', verboseName: 'COUNT(*)', metricType: 'count', expression: 'COUNT(*)' }, actor.user.id);
        await syncPermissions(em, id, permNames(database.databaseName, input.tableName, id, schema, catalog), null);
        return this.reread(em, id);
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
      const { dataset } = await this.loadEditable(dbFor(ctx, this.dataSource), actor, id);
      source = await this.introspect(ctx, {
        databaseId: dataset.databaseId,
        sql: input.sql !== undefined ? input.sql : dataset.sql,
        tableName: input.tableName ?? dataset.tableName,
        schema: input.schema !== undefined ? input.schema : dataset.schema,
        catalog: input.catalog !== undefined ? input.catalog : dataset.catalog,
      });
    }

    try {
      return await withTransaction(ctx, this.dataSource, async (_tx, em) => {
        const { dataset, ownerIds } = await this.loadEditable(em, actor, id, true);
        await applyDatasetUpdate(em, actor, { dataset, ownerIds }, input, overrideColumns, (requested) => this.owners(em, actor, requested, ownerIds));
        if (source) await this.applySync(em, actor, id, source);
        return this.reread(em, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('table', [`Dataset ${input.tableName ?? ''} already exists`]);
      throw err;
    }
  }

  /** Applies a source sync to the stored columns (inside the caller's transaction). */
  private async applySync(em: EntityManager, actor: Actor, id: number, source: SourceColumn[]): Promise<DatasetSyncResult> {
    const { mainDttmCol, database } = await this.oneWithDatabase(em, id);
    const stored = await columnsOf(em, id);
    const spec = findEngine(database.sqlalchemyUri);
    const temporal = (type: string) => spec?.genericTypeOf(type) === 'TEMPORAL';
    const plan = planColumnSync(
      stored.map((c) => ({ id: c.id, columnName: c.columnName, type: c.type, isDttm: !!c.isDttm, expression: c.expression })),
      source,
      mainDttmCol,
      temporal,
    );
    await deleteChildren(em, DatasetColumn, plan.remove);
    for (const u of plan.update) await updateChild<DatasetColumn>(em, DatasetColumn, u.id, { type: u.type, isDttm: u.isDttm }, actor.user.id);
    for (const c of plan.insert) await insertColumn(em, id, { columnName: c.columnName, type: c.type, isDttm: c.isDttm, groupby: true, filterable: true, isActive: true }, actor.user.id);
    if (plan.mainDttmCol !== mainDttmCol) await updateDatasetRow(em, id, { mainDttmCol: plan.mainDttmCol }, actor.user.id);
    else await touchDataset(em, id, actor.user.id);
    return { added: plan.added, modified: plan.modified, removed: plan.removed };
  }

  /** Re-reads the source's columns and syncs them, keeping what people edited. */
  async refresh(ctx: RequestContext, id: number): Promise<{ dataset: Dataset; sync: DatasetSyncResult }> {
    const actor = ctx.require('can_write', 'Dataset');
    const { dataset } = await this.loadEditable(dbFor(ctx, this.dataSource), actor, id);
    const source = await this.introspect(ctx, { databaseId: dataset.databaseId, sql: dataset.sql, tableName: dataset.tableName, schema: dataset.schema, catalog: dataset.catalog });
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.loadEditable(em, actor, id, true);
      const sync = await this.applySync(em, actor, id, source);
      return { dataset: await this.reread(em, id), sync };
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.deleteMany(ctx, [id]);
  }

  /** All or nothing: any id missing (or invisible) is 404 for the batch, any not owned is 403. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    const actor = ctx.require('can_write', 'Dataset');
    const unique = [...new Set(ids)];
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const loaded: Loaded[] = [];
      for (const id of unique) loaded.push(await this.load(em, actor, id, true));
      for (const { policy } of loaded) {
        const refusal = deleteRefusal(actor, policy);
        if (refusal) throw forbidden(refusal);
      }
      for (const { dataset } of loaded) {
        await em.delete(DatasetEntity, dataset.id);
        // A deleted dataset's datasource_access pair goes with it (its view-menu names nothing any more).
        await dropViewMenu(em, dataset.perm);
      }
      return loaded.length;
    });
  }

  /** Deletes one column or metric of an editable dataset; 404 when it is not the dataset's. */
  async deleteChild(ctx: RequestContext, kind: 'column' | 'metric', datasetId: number, childId: number): Promise<void> {
    const actor = ctx.require('can_write', 'Dataset');
    await withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.loadEditable(em, actor, datasetId, true);
      const entity = kind === 'column' ? DatasetColumn : SqlMetric;
      if (!(await em.exists(entity, { where: { id: childId, datasetId } }))) throw errors.notFound();
      await deleteChildren(em, entity, [childId]);
      await touchDataset(em, datasetId, actor.user.id);
    });
  }

  /** A copy of a virtual dataset under a new name, with its columns and metrics, owned by the actor. */
  async duplicate(ctx: RequestContext, input: DuplicateDatasetInput): Promise<Dataset> {
    const actor = ctx.require('can_duplicate', 'Dataset');
    if (!input.tableName || input.tableName.length > 250) throw badFields({ table_name: ['Length must be between 1 and 250.'] });
    try {
      return await withTransaction(ctx, this.dataSource, async (_tx, em) => {
        const base = await this.duplicateBase(em, actor, input.baseModelId);
        if (!isVirtualSql(base.sql)) throw fieldError('datasource_type', ['Datasource type is invalid']);
        const key = { databaseId: base.databaseId, catalog: base.catalog, schema: base.schema, tableName: input.tableName };
        if (await nameTaken(em, key)) throw fieldError('table_name', [`Dataset ${input.tableName} already exists`]);
        const id = await insertDataset(
          em,
          {
            ...key,
            sql: base.sql,
            mainDttmCol: base.mainDttmCol,
            isManagedExternally: false,
            externalUrl: null,
            normalizeColumns: !!base.normalizeColumns,
            alwaysFilterMainDttm: !!base.alwaysFilterMainDttm,
            templateParams: base.templateParams,
            isSqllabView: true,
            description: base.description,
            uuid: null,
          },
          actor.user.id,
        );
        await setOwners(em, id, [actor.user.id], []);
        for (const c of await columnsOf(em, base.id)) {
          await insertColumn(em, id, {
            columnName: c.columnName, verboseName: c.verboseName, type: c.type, advancedDataType: c.advancedDataType, description: c.description,
            expression: c.expression, extra: parseJsonText(c.extra) ?? undefined, filterable: c.filterable, groupby: c.groupby,
            isActive: c.isActive ?? true, isDttm: c.isDttm, pythonDateFormat: c.pythonDateFormat,
          }, actor.user.id);
        }
        for (const m of await metricsOf(em, base.id)) {
          await insertMetric(em, id, {
            metricName: m.metricName, expression: m.expression, description: m.description, extra: parseJsonText(m.extra) ?? undefined,
            metricType: m.metricType, d3format: m.d3format, currency: m.currency ?? undefined, verboseName: m.verboseName, warningText: m.warningText,
          }, actor.user.id);
        }
        const databaseName = (await databaseNameOf(em, base.databaseId)) as string;
        await syncPermissions(em, id, permNames(databaseName, input.tableName, id, base.schema, base.catalog), null);
        return this.reread(em, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('table_name', [`Dataset ${input.tableName} already exists`]);
      throw err;
    }
  }

  /** The dataset of that name on that database, created (as a physical dataset) when missing. */
  async getOrCreate(ctx: RequestContext, input: GetOrCreateDatasetInput): Promise<{ dataset: Dataset; created: boolean }> {
    const actor = ctx.require('can_get_or_create_dataset', 'Dataset');
    const em = dbFor(ctx, this.dataSource);
    const visible = await accessibleDatasetIds(em, actor);
    const [found] = await datasetsWithDatabase(
      em,
      't.database_id = $1 AND t.catalog IS NOT DISTINCT FROM $2 AND t.schema IS NOT DISTINCT FROM $3 AND t.table_name = $4 ORDER BY t.id LIMIT 1',
      [input.databaseId, input.catalog || null, input.schema || null, input.tableName],
    );
    if (found && (visible === null || visible.includes(found.id))) return { dataset: toDataset(found), created: false };
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
