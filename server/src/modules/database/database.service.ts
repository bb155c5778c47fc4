/**
 * Database connections: list and read (limited to the databases the actor has data access in), create,
 * update and delete (Admin-only `can_write` on Database), testing a connection and the engines on offer.
 * Secrets are stored encrypted and masked in every answer; a masked value sent back keeps the stored one.
 */
import { Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { evictEngine, getConnection, getEngineSpec, listEngineSpecs, type EngineSpec } from '../../engines';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { buildListWhere, SortDirection, type ListArgs, type Page } from '../../platform/list-query';
import { encryptSecret } from '../../platform/secrets';
import { dbFor, withTransaction, type Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { dropViewMenu, ensurePermissionView, type RelatedUser, relatedUsers, type RelatedUsersArgs, renameViewMenuPrefix, schemaAccessView, userJoin } from '../security';
import { availableEngines } from './available-engines';
import type { DatabaseDependents } from './database-dependents';
import { DEFAULT_EXTRA, syncExtraFlags } from './database-extra';
import { pingDatabase, storeConnection, type StoredConnection } from './database-connection';
import { checkParameterTypes, invalidFieldsOf, networkProbes, validateFormParameters, type NetworkProbes, type ValidationFinding } from './database-parameters';
import { checkDatabaseFields, checkSecrets, fieldErrors, findEngine, requestedUri, type FieldErrors } from './database-input';
import { DATABASE_FILTERS, DATABASE_ORDERS } from './database.list-spec';
import { canSeeDatabase, databaseAccessView, databaseVisibility, unsafeConnectionMessage, visibilitySql } from './database.policy';
import { DATABASE_SELECT, loadDatabaseRow, loadVisibleDatabaseRow, rowConnectionUri, toDatabase, type DatabaseRow } from './database-row';
import { mergeUpdate } from './database-update';
import { Database as DatabaseEntity } from './database.entity';
import { DatabaseOrderField, type AvailableEngine, type Database, type DatabaseConnectionInput, type DatabaseInput, type DatabaseRelatedObjects } from './database.types';

export type DatabaseServiceConfig = Pick<Config, 'secretKey' | 'preventUnsafeDbConnections'> & {
  /** How long a connection test may take (Superset's TEST_DATABASE_CONNECTION_TIMEOUT: 30 s). */
  connectionTestTimeoutMs?: number;
};

const NAME_TAKEN = 'A database with the same name already exists.';

const finding = (message: string, errorType: string, extra: Record<string, unknown> = {}): ValidationFinding => ({
  message,
  errorType,
  level: errorType === 'CONNECTION_MISSING_PARAMETERS_ERROR' ? 'warning' : 'error',
  extra,
});

/** A connection that would not open on create/update: the engine's typed error, as Superset's 422. */
function connectionRefused(err: TesseraError): TesseraError {
  return new TesseraError(err.errorType, err.message, { code: 'UNPROCESSABLE', status: 422, level: err.level, extra: err.extra, cause: err });
}

export class DatabaseService {
  private readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: DatabaseServiceConfig,
    private readonly dependents: DatabaseDependents,
    private readonly probes: NetworkProbes = networkProbes,
  ) {
    this.timeoutMs = config.connectionTestTimeoutMs ?? 30_000;
  }

  db(ctx: RequestContext): Queryable {
    return dbFor(ctx, this.dataSource);
  }


  async list(ctx: RequestContext, args: ListArgs<DatabaseOrderField, number | null>): Promise<Page<Database>> {
    const actor = ctx.require('can_read', 'Database');
    if (!Number.isInteger(args.page) || args.page < 0) throw errors.badInput('page must be a non-negative integer');
    if (args.pageSize !== null && (!Number.isInteger(args.pageSize) || args.pageSize < 1)) throw errors.badInput('pageSize must be a positive integer');
    const db = this.db(ctx);
    const where = buildListWhere(DATABASE_FILTERS, args.filters, { userId: actor.user.id });
    const vis = visibilitySql(databaseVisibility(actor), where.params.length + 1);
    const predicate = `${where.sql} AND ${vis.sql}`;
    const params = [...where.params, ...vis.params];
    const orderSql = DATABASE_ORDERS[args.orderBy ?? DatabaseOrderField.DATABASE_NAME];
    const direction = args.orderDirection ?? SortDirection.ASC;
    const from = `FROM dbs d ${userJoin('cu', 'd.created_by_fk')}`;
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count ${from} WHERE ${predicate}`, params);
    const paging = args.pageSize === null ? '' : `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const rows: DatabaseRow[] = await db.query(
      `${DATABASE_SELECT} WHERE ${predicate} ORDER BY ${orderSql} ${direction} NULLS LAST, d.id ${direction} ${paging}`,
      args.pageSize === null ? params : [...params, args.pageSize, args.page * args.pageSize],
    );
    return { count, items: rows.map((r) => toDatabase(r, actor, this.config.secretKey)) };
  }

  /** One database; null when it does not exist or the actor has no data access in it. */
  async get(ctx: RequestContext, id: number): Promise<Database | null> {
    const actor = ctx.require('can_read', 'Database');
    const row = await this.visibleRow(this.db(ctx), actor, id);
    return row ? toDatabase(row, actor, this.config.secretKey) : null;
  }

  /** Charts on the database's datasets, their dashboards, and the SQL Lab tabs using it; 404 when not visible. */
  async relatedObjects(ctx: RequestContext, id: number): Promise<DatabaseRelatedObjects> {
    const actor = ctx.require('can_read', 'Database');
    const db = this.db(ctx);
    if (!(await this.visibleRow(db, actor, id))) throw errors.notFound();
    return this.dependents.relatedObjects(db, id);
  }

  /** A database with its connection details (masked), for editing it: needs `can_write` on Database. */
  async getForEdit(ctx: RequestContext, id: number): Promise<Database | null> {
    const actor = ctx.require('can_write', 'Database');
    const row = await this.visibleRow(this.db(ctx), actor, id);
    return row ? toDatabase(row, actor, this.config.secretKey) : null;
  }

  /** related/created_by and related/changed_by: the users a list can be filtered by. */
  relatedUsers(ctx: RequestContext, args: RelatedUsersArgs): Promise<{ count: number; items: RelatedUser[] }> {
    ctx.require('can_read', 'Database');
    return relatedUsers(this.db(ctx), args);
  }

  availableEngines(ctx: RequestContext): AvailableEngine[] {
    ctx.require('can_read', 'Database');
    return availableEngines(listEngineSpecs());
  }

  async create(ctx: RequestContext, input: DatabaseInput): Promise<Database> {
    const actor = ctx.require('can_write', 'Database');
    const fields: FieldErrors = {};
    checkDatabaseFields(input, 'create', fields);
    const uri = requestedUri(input, fields, true);
    const secrets = checkSecrets(input, fields);
    if (Object.keys(fields).length || !uri) throw fieldErrors(fields);
    const spec = this.safeEngine(actor, uri);
    const name = input.databaseName!.trim();
    if (await this.nameTaken(dbFor(ctx, this.dataSource), name, null)) throw errors.invalidFields({ database_name: [NAME_TAKEN] });
    const connection = storeConnection(uri, null, this.config.secretKey);
    await this.testOnSave(spec, connection.connectUri);

    const { extra, flags } = syncExtraFlags(
      secrets.extra ?? { ...DEFAULT_EXTRA },
      { allowMultiCatalog: input.allowMultiCatalog, disableDataPreview: input.disableDataPreview },
      { allowMultiCatalog: false, disableDataPreview: false },
    );
    const id = await withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const databases = em.getRepository(DatabaseEntity);
      // Checked again inside the transaction: two creates may race past the first check.
      if (await this.nameTaken(em, name, null)) throw errors.invalidFields({ database_name: [NAME_TAKEN] });
      if (input.uuid && (await databases.exists({ where: { uuid: input.uuid } }))) {
        throw errors.invalidFields({ uuid: ['A database with the same uuid already exists.'] });
      }
      const inserted = await databases.insert({
        // None sent: the column's default generates one.
        uuid: input.uuid ?? undefined,
        databaseName: name,
        sqlalchemyUri: connection.sqlalchemyUri,
        password: connection.password,
        configurationMethod: input.configurationMethod ?? 'sqlalchemy_form',
        cacheTimeout: input.cacheTimeout ?? null,
        exposeInSqllab: input.exposeInSqllab ?? true,
        allowRunAsync: input.allowRunAsync ?? false,
        allowCtas: input.allowCtas ?? false,
        allowCvas: input.allowCvas ?? false,
        allowDml: input.allowDml ?? false,
        allowFileUpload: input.allowFileUpload ?? false,
        allowMultiCatalog: flags.allowMultiCatalog,
        disableDataPreview: flags.disableDataPreview,
        forceCtasSchema: input.forceCtasSchema || null,
        impersonateUser: input.impersonateUser ?? false,
        extra: JSON.stringify(extra),
        encryptedExtra: this.encrypt(secrets.encryptedExtra ? JSON.stringify(secrets.encryptedExtra) : null),
        serverCert: this.encrypt(secrets.serverCert ?? null),
        isManagedExternally: input.isManagedExternally ?? false,
        externalUrl: input.externalUrl || null,
        createdByFk: actor.user.id,
        changedByFk: actor.user.id,
      });
      const created = inserted.identifiers[0].id as number;
      await ensurePermissionView(em, 'database_access', databaseAccessView({ id: created, name }));
      return created;
    });
    return toDatabase((await loadDatabaseRow(this.db(ctx), { id }))!, actor, this.config.secretKey);
  }

  /**
   * Partial update: what is not sent stays. A changed connection is tested first (outside the transaction:
   * connecting may take long) and its cached engine closed; the row is then locked and merged, and refused
   * if its connection changed meanwhile.
   */
  async update(ctx: RequestContext, id: number, input: DatabaseInput): Promise<Database> {
    const actor = ctx.require('can_write', 'Database');
    const current = await this.visibleRow(this.db(ctx), actor, id);
    if (!current) throw errors.notFound();
    const fields: FieldErrors = {};
    checkDatabaseFields(input, 'update', fields);
    const sendsUri = (input.configurationMethod === 'dynamic_form' && input.parameters) || (input.sqlalchemyUri !== undefined && input.sqlalchemyUri !== null);
    const uri = sendsUri ? requestedUri(input, fields, false) : null;
    const secrets = checkSecrets(input, fields);
    if (Object.keys(fields).length) throw fieldErrors(fields);
    const name = input.databaseName?.trim() || current.database_name;
    if (name !== current.database_name && (await this.nameTaken(dbFor(ctx, this.dataSource), name, id))) throw errors.invalidFields({ database_name: [NAME_TAKEN] });

    const key = this.config.secretKey;
    const oldUri = rowConnectionUri(current, key);
    const spec = this.safeEngine(actor, uri ?? current.sqlalchemy_uri);
    const connection: StoredConnection = uri ? storeConnection(uri, current, key) : { sqlalchemyUri: current.sqlalchemy_uri, password: current.password, connectUri: oldUri };
    // Engines connect from the URI alone, so only a changed URI or password needs a new test.
    if (connection.connectUri !== oldUri) await this.testOnSave(spec, connection.connectUri);

    await withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const databases = em.getRepository(DatabaseEntity);
      const locked = await databases.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw errors.notFound();
      if (locked.sqlalchemyUri !== current.sqlalchemy_uri || locked.password !== current.password) {
        throw new TesseraError('GENERIC_COMMAND_ERROR', 'The connection of this database was changed meanwhile; reload it and try again.', { code: 'UNPROCESSABLE' });
      }
      if (name !== locked.databaseName && (await this.nameTaken(em, name, id))) throw errors.invalidFields({ database_name: [NAME_TAKEN] });
      await databases.update(id, { ...mergeUpdate(locked, input, secrets, connection, key), changedByFk: actor.user.id });
      if (name !== locked.databaseName) {
        // Grants name the database: its view-menus follow the rename, then the datasets' stored names do.
        await renameViewMenuPrefix(em, `[${locked.databaseName}].`, `[${name}].`);
        await this.dependents.syncDatabaseName(em, id, name);
      }
    });
    if (connection.connectUri !== oldUri) await evictEngine(oldUri);
    return toDatabase((await loadDatabaseRow(this.db(ctx), { id }))!, actor, key);
  }

  /**
   * Makes sure the permission pairs of the database exist: its database_access, schema_access for every
   * schema the engine lists, and each dataset's datasource_access (Superset's sync_permissions).
   */
  async syncPermissions(ctx: RequestContext, id: number): Promise<void> {
    const actor = ctx.require('can_write', 'Database');
    const row = await this.visibleRow(this.db(ctx), actor, id);
    if (!row) throw errors.notFound();
    const spec = getEngineSpec(row.sqlalchemy_uri);
    let schemas: string[];
    try {
      schemas = await (await getConnection(rowConnectionUri(row, this.config.secretKey))).listSchemas();
    } catch (err) {
      throw err instanceof TesseraError ? err : spec.mapError(err);
    }
    await withTransaction(ctx, this.dataSource, async (tx) => {
      const db = this.db(tx);
      // The datasets first: syncing them locks their rows before any permission is written (dataset-store.ts).
      await this.dependents.syncDatabaseName(db, id, row.database_name);
      await ensurePermissionView(db, 'database_access', databaseAccessView({ id, name: row.database_name }));
      for (const schema of schemas) await ensurePermissionView(db, 'schema_access', schemaAccessView(row.database_name, schema));
    });
  }

  /** Refused while datasets or reports use the database; its cached engine connection is closed. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const actor = ctx.require('can_write', 'Database');
    const current = await this.visibleRow(this.db(ctx), actor, id);
    if (!current) throw errors.notFound();
    await withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const databases = em.getRepository(DatabaseEntity);
      // Locked first: a dataset being added meanwhile waits for this transaction instead of losing its database.
      if (!(await databases.findOne({ select: { id: true }, where: { id }, lock: { mode: 'pessimistic_write' } }))) throw errors.notFound();
      // What still uses the database (datasets, reports) is known by the modules above this one.
      const refusal = await this.dependents.deleteRefusal(em, id);
      if (refusal) throw new TesseraError('GENERIC_COMMAND_ERROR', refusal, { code: 'UNPROCESSABLE' });
      await databases.delete(id);
      await dropViewMenu(em, databaseAccessView({ id, name: current.database_name }));
    });
    await evictEngine(rowConnectionUri(current, this.config.secretKey));
  }

  /**
   * Opens the described connection and runs a trivial query: 'OK', or the engine's typed error. A masked
   * password stands for the one stored with the database named by `id` or `databaseName`.
   */
  async testConnection(ctx: RequestContext, input: DatabaseConnectionInput): Promise<{ message: string }> {
    const actor = ctx.require('can_write', 'Database');
    const fields: FieldErrors = {};
    const uri = requestedUri(input, fields, true);
    checkSecrets(input, fields);
    if (Object.keys(fields).length || !uri) throw fieldErrors(fields);
    const spec = this.safeEngine(actor, uri);
    const existing = await this.existingFor(ctx, actor, input);
    await pingDatabase(spec, storeConnection(uri, existing, this.config.secretKey).connectUri, this.timeoutMs);
    return { message: 'OK' };
  }

  /**
   * validate_parameters for a form-configured connection, in Superset's order: payload, field types,
   * missing fields, host and port, then the connection itself. Findings, or [] when it connects.
   */
  async validateParameters(ctx: RequestContext, input: DatabaseConnectionInput): Promise<ValidationFinding[]> {
    const actor = ctx.require('can_write', 'Database');
    const absent = ([['engine', input.engine], ['configuration_method', input.configurationMethod]] as const).filter(([, v]) => !v);
    if (absent.length) return absent.map(([field]) => finding('Missing data for required field.', 'INVALID_PAYLOAD_SCHEMA_ERROR', { invalid: [field] }));
    const spec = findEngine(input.engine!);
    if (!spec) {
      return [finding(`Engine "${input.engine}" is not a valid engine.`, 'GENERIC_DB_ENGINE_ERROR', { allowed: listEngineSpecs().map((s) => s.engine), provided: input.engine })];
    }
    if (!spec.parameters) return [finding(`Engine spec "${spec.engineName}" does not support being configured via individual parameters.`, 'GENERIC_DB_ENGINE_ERROR')];
    const typed = checkParameterTypes(spec.parameters.schema, input.parameters ?? {});
    if (typed.findings.length) return typed.findings;
    const findings = await validateFormParameters(spec.parameters, typed.params, this.probes);
    if (findings.length) return findings;
    let uri: string;
    try {
      uri = spec.parameters.buildUri(typed.params);
    } catch (err) {
      return [finding((err as Error).message, 'INVALID_PAYLOAD_SCHEMA_ERROR', { invalid: ['parameters'] })];
    }
    const refused = unsafeConnectionMessage(spec, actor, this.config.preventUnsafeDbConnections);
    if (refused) return [finding(refused, 'GENERIC_DB_ENGINE_ERROR')];
    const existing = await this.existingFor(ctx, actor, input);
    try {
      await pingDatabase(spec, storeConnection(uri, existing, this.config.secretKey).connectUri, this.timeoutMs);
    } catch (err) {
      if (!(err instanceof TesseraError)) throw err;
      const invalid = invalidFieldsOf(err.errorType);
      return [finding(err.message, err.errorType, { ...err.extra, ...(invalid ? { invalid } : {}) })];
    }
    return [];
  }

  /** The stored database a test or validation refers to, for its secrets; only one the actor can see. */
  async existingFor(ctx: RequestContext, actor: Actor, input: { id?: number | null; databaseName?: string | null }): Promise<DatabaseRow | null> {
    const row = await loadDatabaseRow(this.db(ctx), { id: input.id, name: input.id == null ? input.databaseName : null });
    return row && canSeeDatabase(actor, { id: row.id, name: row.database_name }) ? row : null;
  }

  /** The engine of a URI, refused (400 on sqlalchemy_uri) when PREVENT_UNSAFE_DB_CONNECTIONS applies. */
  safeEngine(actor: Actor, uri: string): EngineSpec {
    const refused = this.unsafeUriMessage(actor, uri);
    if (refused) throw fieldErrors({ sqlalchemy_uri: [refused] });
    return findEngine(uri)!;
  }

  /** Why a URI may not be connected to by this actor (unknown driver, PREVENT_UNSAFE_DB_CONNECTIONS), or null. */
  unsafeUriMessage(actor: Actor, uri: string): string | null {
    const spec = findEngine(uri);
    if (!spec) return `Could not load database driver: ${uri.split(':')[0]}`;
    return unsafeConnectionMessage(spec, actor, this.config.preventUnsafeDbConnections);
  }

  get connectionTimeoutMs(): number {
    return this.timeoutMs;
  }

  private async testOnSave(spec: EngineSpec, uri: string): Promise<void> {
    try {
      await pingDatabase(spec, uri, this.timeoutMs);
    } catch (err) {
      throw err instanceof TesseraError ? connectionRefused(err) : err;
    }
  }

  private visibleRow(db: Queryable, actor: Actor, id: number): Promise<DatabaseRow | null> {
    return loadVisibleDatabaseRow(db, actor, id);
  }

  private nameTaken(em: EntityManager, name: string, exceptId: number | null): Promise<boolean> {
    return em.exists(DatabaseEntity, { where: exceptId === null ? { databaseName: name } : { databaseName: name, id: Not(exceptId) } });
  }

  private encrypt(plain: string | null): string | null {
    return plain === null ? null : encryptSecret(plain, this.config.secretKey);
  }
}
