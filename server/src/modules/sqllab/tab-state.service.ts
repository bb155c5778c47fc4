/**
 * SQL Lab tabs kept on the server (spec 2 §7 /tabstateview/ and /tableschemaview/, feature
 * SQLLAB_BACKEND_PERSISTENCE): a user's tabs, the one active tab, each tab's opened tables and latest run.
 * Only the owner sees or touches a tab: anyone else's tab is "not found", like a missing one, so the client
 * drops it quietly. Every write is one transaction.
 */
import type { Actor } from '../../platform/actor';
import { loadVisibleDatabaseRow } from '../database';
import { savedQueryExists } from '../saved-query';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { overlongFields } from '../../platform/field-length';
import { parseJsonText } from '../../platform/json-text';
import { dbFor, KEEP_CHANGED_ON, withTransaction } from '../../platform/sql';
import { Query } from './query.entity';
import { TableSchema, TabState } from './tab-state.entity';
import { toSqlLabQuery } from './query.types';
import { editorFields, parseExtraJson, persistenceOff, tabPatchValues } from './tab-state.policy';
import {
  SqlLabTab,
  SqlLabTableSchema,
  type AddTableSchemaInput,
  type CreateSqlLabTabInput,
  type SqlLabTabs,
  type UpdateSqlLabTabInput,
} from './tab-state.types';

/** Tabs and their tables keep names in varchar(256) columns. */
function requireFits(values: Record<string, string | null | undefined>): void {
  const fields = overlongFields(values, 256);
  if (fields) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });
}

/** Superset's default label for a tab created without one. */
export const DEFAULT_TAB_LABEL = 'Untitled Query';

function toTableSchema(t: TableSchema): SqlLabTableSchema {
  return Object.assign(new SqlLabTableSchema(), {
    id: t.id,
    tabId: t.tabStateId,
    databaseId: t.databaseId,
    catalog: t.catalog,
    schema: t.schema,
    table: t.table,
    expanded: t.expanded,
    description: parseJsonText(t.description),
  });
}

export class TabStateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'featureFlags'>,
  ) {}

  /** The actor holding `permission` on `view`, once persistence is known to be on. */
  private actorFor(ctx: RequestContext, permission: string, view = 'TabStateView') {
    if (!this.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE) throw persistenceOff();
    return ctx.require(permission, view);
  }


  async tabs(ctx: RequestContext): Promise<SqlLabTabs> {
    const actor = this.actorFor(ctx, 'can_get');
    const em = dbFor(ctx, this.dataSource);
    const tabs = await this.hydrate(em, await em.getRepository(TabState).find({ where: { userId: actor.user.id }, order: { id: 'ASC' } }));
    return { tabs, activeTabId: tabs.find((t) => t.active)?.id ?? null };
  }

  async tab(ctx: RequestContext, id: number): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_get');
    const em = dbFor(ctx, this.dataSource);
    return (await this.hydrate(em, [await this.ownTab(em, actor.user.id, id)]))[0];
  }

  /** A new tab, which becomes the caller's only active tab. */
  async create(ctx: RequestContext, input: CreateSqlLabTabInput): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_post');
    if (input.extraJson) tabPatchValues({ extraJson: input.extraJson }, null);
    requireFits({ label: input.label, catalog: input.catalog, schema: input.schema });
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const tabs = em.getRepository(TabState);
      const userId = actor.user.id;
      await this.requireReferences(em, actor, input.databaseId, input.savedQueryId);
      await tabs.createQueryBuilder().update().set({ active: false, changedOn: KEEP_CHANGED_ON }).where({ userId, active: true }).execute();
      const { identifiers } = await tabs.insert({
        userId,
        label: input.label || DEFAULT_TAB_LABEL,
        active: true,
        databaseId: input.databaseId ?? null,
        catalog: input.catalog ?? null,
        schema: input.schema ?? null,
        sql: input.sql ?? null,
        queryLimit: input.queryLimit ?? null,
        templateParams: input.templateParams ?? null,
        hideLeftBar: input.hideLeftBar ?? false,
        autorun: input.autorun ?? false,
        savedQueryId: input.savedQueryId ?? null,
        extraJson: input.extraJson ?? null,
        createdByFk: userId,
        changedByFk: userId,
      });
      return (await this.hydrate(em, [await this.ownTab(em, userId, identifiers[0].id as number)]))[0];
    });
  }

  async update(ctx: RequestContext, id: number, patch: UpdateSqlLabTabInput): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_put');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const tab = await this.ownTab(em, actor.user.id, id, true);
      const values = tabPatchValues(patch, tab.extraJson);
      requireFits({ label: patch.label, catalog: patch.catalog, schema: patch.schema });
      if (typeof values.latestQueryId === 'string') await this.requireOwnQuery(em, actor.user.id, values.latestQueryId);
      await this.requireReferences(em, actor, values.databaseId, values.savedQueryId);
      if (Object.keys(values).length) await em.getRepository(TabState).update(id, { ...values, changedByFk: actor.user.id });
      return (await this.hydrate(em, [await this.ownTab(em, actor.user.id, id)]))[0];
    });
  }

  /** Sets the tab's latest run (the client id must be one of the caller's runs). */
  setLatestQuery(ctx: RequestContext, id: number, clientId: string | null): Promise<SqlLabTab> {
    return this.update(ctx, id, { latestQueryId: clientId });
  }

  async activate(ctx: RequestContext, id: number): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_activate');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.ownTab(em, actor.user.id, id, true);
      // One statement: this tab becomes the active one, the one active before (if another) stops being it.
      await em
        .getRepository(TabState)
        .createQueryBuilder()
        .update()
        .set({ active: () => 'id = :id', changedOn: KEEP_CHANGED_ON })
        .where('user_id = :userId AND (active OR id = :id)', { userId: actor.user.id, id })
        .execute();
      return (await this.hydrate(em, [await this.ownTab(em, actor.user.id, id)]))[0];
    });
  }

  /** Removes the tab and its tables; its runs stay in the query history. */
  async delete(ctx: RequestContext, id: number): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.ownTab(em, actor.user.id, id, true);
      await em.getRepository(TableSchema).delete({ tabStateId: id });
      await em.getRepository(TabState).delete({ id });
      return id;
    });
  }

  /** Moves one of the caller's runs (from browser storage) onto this tab. */
  async migrateQuery(ctx: RequestContext, id: number, clientId: string): Promise<number> {
    const actor = this.actorFor(ctx, 'can_migrate_query');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.ownTab(em, actor.user.id, id, true);
      await this.requireOwnQuery(em, actor.user.id, clientId);
      await em.getRepository(Query).update({ clientId, userId: actor.user.id }, { sqlEditorId: String(id) });
      return id;
    });
  }

  /** Deletes one of the tab's runs (the client's "remove query"). */
  async deleteQuery(ctx: RequestContext, id: number, clientId: string): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete_query');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const userId = actor.user.id;
      await this.ownTab(em, userId, id, true);
      await em.getRepository(TabState).createQueryBuilder().update().set({ latestQueryId: null, changedOn: KEEP_CHANGED_ON }).where({ latestQueryId: clientId, userId }).execute();
      await em.getRepository(Query).delete({ clientId, userId, sqlEditorId: String(id) });
      return id;
    });
  }

  /** The database and saved query a tab names must exist (and the database be visible) before it is stored. */
  private async requireReferences(em: EntityManager, actor: Actor, databaseId: number | null | undefined, savedQueryId: number | null | undefined): Promise<void> {
    if (databaseId != null && !(await loadVisibleDatabaseRow(em, actor, databaseId))) throw errors.notFound('Database not found', 'DATABASE_NOT_FOUND_ERROR');
    if (savedQueryId != null && !(await savedQueryExists(em, savedQueryId))) throw errors.notFound('Saved query not found');
  }

  /** Opens a table in a tab (replacing the same table opened before), expanded unless told otherwise. */
  async addTableSchema(ctx: RequestContext, input: AddTableSchemaInput): Promise<SqlLabTableSchema> {
    const actor = this.actorFor(ctx, 'can_post', 'TableSchemaView');
    if (!input.table) throw errors.badInput('table cannot be empty');
    requireFits({ catalog: input.catalog, schema: input.schema, table: input.table });
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.ownTab(em, actor.user.id, input.tabId, true);
      if (!(await loadVisibleDatabaseRow(em, actor, input.databaseId))) throw errors.notFound('Database not found', 'DATABASE_NOT_FOUND_ERROR');
      const catalog = input.catalog ?? null;
      const schema = input.schema ?? null;
      const tables = em.getRepository(TableSchema);
      // A null catalog or schema matches a null one (IS NOT DISTINCT FROM).
      await tables.delete({ tabStateId: input.tabId, databaseId: input.databaseId, catalog: catalog ?? IsNull(), schema: schema ?? IsNull(), table: input.table });
      const saved = await tables.save(
        tables.create({
          tabStateId: input.tabId,
          databaseId: input.databaseId,
          catalog,
          schema,
          table: input.table,
          description: input.description === undefined ? null : JSON.stringify(input.description),
          expanded: input.expanded ?? true,
          createdByFk: actor.user.id,
          changedByFk: actor.user.id,
        }),
      );
      return toTableSchema(saved);
    });
  }

  async setTableSchemaExpanded(ctx: RequestContext, id: number, expanded: boolean): Promise<SqlLabTableSchema> {
    const actor = this.actorFor(ctx, 'can_expanded', 'TableSchemaView');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const table = await this.ownTableSchema(em, actor.user.id, id);
      await em.getRepository(TableSchema).update(id, { expanded, changedByFk: actor.user.id });
      return toTableSchema({ ...table, expanded });
    });
  }

  async deleteTableSchema(ctx: RequestContext, id: number): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete', 'TableSchemaView');
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.ownTableSchema(em, actor.user.id, id);
      await em.getRepository(TableSchema).delete({ id });
      return id;
    });
  }

  /** The caller's tab, locked until the transaction ends when `lock`; anyone else's is not found. */
  private async ownTab(em: EntityManager, userId: number, id: number, lock = false): Promise<TabState> {
    const found = await em.getRepository(TabState).findOne({ where: { id, userId }, ...(lock ? { lock: { mode: 'pessimistic_write' } } : {}) });
    if (!found) throw errors.notFound();
    return found;
  }

  /** A table opened in one of the caller's tabs, locked until the transaction ends (the tab is not). */
  private async ownTableSchema(em: EntityManager, userId: number, id: number): Promise<TableSchema> {
    const found = await em
      .getRepository(TableSchema)
      .createQueryBuilder('s')
      .innerJoin('s.tabState', 't')
      .where('s.id = :id AND t.user_id = :userId', { id, userId })
      .setLock('pessimistic_write', undefined, ['s'])
      .getOne();
    if (!found) throw errors.notFound();
    return found;
  }

  private async requireOwnQuery(em: EntityManager, userId: number, clientId: string): Promise<void> {
    if (!(await em.getRepository(Query).existsBy({ clientId, userId }))) throw errors.notFound('Query not found');
  }

  /** Tabs with their tables and latest runs: two more queries however many tabs there are. */
  private async hydrate(em: EntityManager, found: TabState[]): Promise<SqlLabTab[]> {
    if (!found.length) return [];
    const tables = await em.getRepository(TableSchema).find({ where: { tabStateId: In(found.map((t) => t.id)) }, order: { id: 'ASC' } });
    const clientIds = found.map((t) => t.latestQueryId).filter((x): x is string => !!x);
    const queries = clientIds.length ? await em.getRepository(Query).find({ where: { clientId: In(clientIds) }, relations: { database: true, user: true } }) : [];
    const byClientId = new Map(queries.map((q) => [q.clientId, toSqlLabQuery(q)]));
    return found.map((t) => {
      const extra = parseExtraJson(t.extraJson);
      return Object.assign(new SqlLabTab(), {
        id: t.id,
        label: t.label,
        active: t.active,
        databaseId: t.databaseId,
        catalog: t.catalog,
        schema: t.schema,
        sql: t.sql,
        queryLimit: t.queryLimit,
        templateParams: t.templateParams,
        hideLeftBar: t.hideLeftBar,
        autorun: t.autorun,
        savedQueryId: t.savedQueryId,
        latestQueryId: t.latestQueryId,
        latestQuery: (t.latestQueryId && byClientId.get(t.latestQueryId)) || null,
        tableSchemas: tables.filter((s) => s.tabStateId === t.id).map(toTableSchema),
        extraJson: t.extraJson,
        extra,
        ...editorFields(extra),
        changedOn: t.changedOn,
      });
    });
  }
}
