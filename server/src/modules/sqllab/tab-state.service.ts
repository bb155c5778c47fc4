/**
 * SQL Lab tabs kept on the server (spec 2 §7 /tabstateview/ and /tableschemaview/, feature
 * SQLLAB_BACKEND_PERSISTENCE): a user's tabs, the one active tab, each tab's opened tables and latest run.
 * Only the owner sees or touches a tab: anyone else's tab is "not found", like a missing one, so the client
 * drops it quietly. Every write is one transaction.
 */
import type { Actor } from '../../platform/actor';
import { loadVisibleDatabaseRow } from '../database';
import { savedQueryExists } from '../saved-query';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { overlongFields } from '../../platform/field-length';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { parseJsonText } from '../../platform/json-text';
import { dbFor, withTransaction, type Queryable } from '../../platform/sql';
import { Query } from './query.entity';
import { TableSchema, TabState } from './tab-state.entity';
import { toSqlLabQuery } from './query.types';
import { editorFields, parseExtraJson, persistenceOff, tabPatchColumns } from './tab-state.policy';
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

type TabRow = TableRow<TabState>;
type TableSchemaRow = Pick<TableRow<TableSchema>, (typeof TABLE_SCHEMA_COLUMNS)[number]>;

const TAB_COLUMNS = tableColumns(TabState, 't');
const TABLE_SCHEMA_COLUMNS = ['id', 'tab_state_id', 'database_id', 'catalog', 'schema', 'table', 'description', 'expanded'] as const;
/** The columns a tab's table shows, as `table_schema` is read with no alias. */
const TABLE_SCHEMA_SELECT = tableColumns(TableSchema, 'table_schema', TABLE_SCHEMA_COLUMNS);

/** Superset's default label for a tab created without one. */
export const DEFAULT_TAB_LABEL = 'Untitled Query';

function toTableSchema(r: TableSchemaRow): SqlLabTableSchema {
  const description = parseJsonText(r.description);
  return Object.assign(new SqlLabTableSchema(), {
    id: r.id,
    tabId: r.tab_state_id,
    databaseId: r.database_id,
    catalog: r.catalog,
    schema: r.schema,
    table: r.table,
    expanded: r.expanded,
    description,
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

  private manager(ctx: RequestContext): EntityManager {
    return ctx.em ?? this.dataSource.manager;
  }

  async tabs(ctx: RequestContext): Promise<SqlLabTabs> {
    const actor = this.actorFor(ctx, 'can_get');
    const rows: TabRow[] = await dbFor(ctx, this.dataSource).query(`SELECT ${TAB_COLUMNS} FROM tab_state t WHERE t.user_id = $1 ORDER BY t.id`, [actor.user.id]);
    const tabs = await this.hydrate(ctx, rows);
    return { tabs, activeTabId: tabs.find((t) => t.active)?.id ?? null };
  }

  async tab(ctx: RequestContext, id: number): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_get');
    const row = await this.ownTab(dbFor(ctx, this.dataSource), actor.user.id, id);
    return (await this.hydrate(ctx, [row]))[0];
  }

  /** A new tab, which becomes the caller's only active tab. */
  async create(ctx: RequestContext, input: CreateSqlLabTabInput): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_post');
    if (input.extraJson) tabPatchColumns({ extraJson: input.extraJson }, null);
    requireFits({ label: input.label, catalog: input.catalog, schema: input.schema });
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.requireReferences(db, actor, input.databaseId, input.savedQueryId);
      await db.query(`UPDATE tab_state SET active = false WHERE user_id = $1 AND active`, [actor.user.id]);
      const [{ id }] = await db.query(
        `INSERT INTO tab_state (user_id, label, active, database_id, catalog, schema, sql, query_limit, template_params, hide_left_bar, autorun,
                                saved_query_id, extra_json, created_by_fk, changed_by_fk)
         VALUES ($1, $2, true, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $1, $1) RETURNING id`,
        [actor.user.id, input.label || DEFAULT_TAB_LABEL, input.databaseId ?? null, input.catalog ?? null, input.schema ?? null, input.sql ?? null,
          input.queryLimit ?? null, input.templateParams ?? null, input.hideLeftBar ?? false, input.autorun ?? false, input.savedQueryId ?? null,
          input.extraJson ?? null],
      );
      return (await this.hydrate(tx, [await this.ownTab(db, actor.user.id, id)]))[0];
    });
  }

  async update(ctx: RequestContext, id: number, patch: UpdateSqlLabTabInput): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_put');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      const row = await this.ownTab(db, actor.user.id, id, true);
      const columns = tabPatchColumns(patch, row.extra_json);
      requireFits({ label: patch.label, catalog: patch.catalog, schema: patch.schema });
      if (typeof columns.latest_query_id === 'string') await this.requireOwnQuery(db, actor.user.id, columns.latest_query_id);
      await this.requireReferences(db, actor, columns.database_id as number | null | undefined, columns.saved_query_id as number | null | undefined);
      const entries = Object.entries(columns);
      if (entries.length) {
        const sets = entries.map(([column], i) => `${column} = $${i + 1}`);
        await db.query(
          `UPDATE tab_state SET ${sets.join(', ')}, changed_by_fk = $${entries.length + 1}, changed_on = timezone('utc', now()) WHERE id = $${entries.length + 2}`,
          [...entries.map(([, v]) => v), actor.user.id, id],
        );
      }
      return (await this.hydrate(tx, [await this.ownTab(db, actor.user.id, id)]))[0];
    });
  }

  /** Sets the tab's latest run (the client id must be one of the caller's runs). */
  setLatestQuery(ctx: RequestContext, id: number, clientId: string | null): Promise<SqlLabTab> {
    return this.update(ctx, id, { latestQueryId: clientId });
  }

  async activate(ctx: RequestContext, id: number): Promise<SqlLabTab> {
    const actor = this.actorFor(ctx, 'can_activate');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTab(db, actor.user.id, id, true);
      await db.query(`UPDATE tab_state SET active = (id = $2) WHERE user_id = $1 AND (active OR id = $2)`, [actor.user.id, id]);
      return (await this.hydrate(tx, [await this.ownTab(db, actor.user.id, id)]))[0];
    });
  }

  /** Removes the tab and its tables; its runs stay in the query history. */
  async delete(ctx: RequestContext, id: number): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTab(db, actor.user.id, id, true);
      await db.query(`DELETE FROM table_schema WHERE tab_state_id = $1`, [id]);
      await db.query(`DELETE FROM tab_state WHERE id = $1`, [id]);
      return id;
    });
  }

  /** Moves one of the caller's runs (from browser storage) onto this tab. */
  async migrateQuery(ctx: RequestContext, id: number, clientId: string): Promise<number> {
    const actor = this.actorFor(ctx, 'can_migrate_query');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTab(db, actor.user.id, id, true);
      await this.requireOwnQuery(db, actor.user.id, clientId);
      await db.query(`UPDATE query SET sql_editor_id = $1, changed_on = timezone('utc', now()) WHERE client_id = $2 AND user_id = $3`, [String(id), clientId, actor.user.id]);
      return id;
    });
  }

  /** Deletes one of the tab's runs (the client's "remove query"). */
  async deleteQuery(ctx: RequestContext, id: number, clientId: string): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete_query');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTab(db, actor.user.id, id, true);
      await db.query(`UPDATE tab_state SET latest_query_id = NULL WHERE latest_query_id = $1 AND user_id = $2`, [clientId, actor.user.id]);
      await db.query(`DELETE FROM query WHERE client_id = $1 AND user_id = $2 AND sql_editor_id = $3`, [clientId, actor.user.id, String(id)]);
      return id;
    });
  }

  /** The database and saved query a tab names must exist (and the database be visible) before it is stored. */
  private async requireReferences(db: Queryable, actor: Actor, databaseId: number | null | undefined, savedQueryId: number | null | undefined): Promise<void> {
    if (databaseId != null && !(await loadVisibleDatabaseRow(db, actor, databaseId))) throw errors.notFound('Database not found', 'DATABASE_NOT_FOUND_ERROR');
    if (savedQueryId != null && !(await savedQueryExists(db, savedQueryId))) throw errors.notFound('Saved query not found');
  }

  /** Opens a table in a tab (replacing the same table opened before), expanded unless told otherwise. */
  async addTableSchema(ctx: RequestContext, input: AddTableSchemaInput): Promise<SqlLabTableSchema> {
    const actor = this.actorFor(ctx, 'can_post', 'TableSchemaView');
    if (!input.table) throw errors.badInput('table cannot be empty');
    requireFits({ catalog: input.catalog, schema: input.schema, table: input.table });
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTab(db, actor.user.id, input.tabId, true);
      if (!(await loadVisibleDatabaseRow(db, actor, input.databaseId))) throw errors.notFound('Database not found', 'DATABASE_NOT_FOUND_ERROR');
      const catalog = input.catalog ?? null;
      const schema = input.schema ?? null;
      await db.query(
        `DELETE FROM table_schema WHERE tab_state_id = $1 AND database_id = $2 AND catalog IS NOT DISTINCT FROM $3 AND schema IS NOT DISTINCT FROM $4 AND "table" = $5`,
        [input.tabId, input.databaseId, catalog, schema, input.table],
      );
      const [row]: TableSchemaRow[] = await db.query(
        `INSERT INTO table_schema (tab_state_id, database_id, catalog, schema, "table", description, expanded, created_by_fk, changed_by_fk)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${TABLE_SCHEMA_SELECT}`,
        [input.tabId, input.databaseId, catalog, schema, input.table, input.description === undefined ? null : JSON.stringify(input.description), input.expanded ?? true, actor.user.id],
      );
      return toTableSchema(row);
    });
  }

  async setTableSchemaExpanded(ctx: RequestContext, id: number, expanded: boolean): Promise<SqlLabTableSchema> {
    const actor = this.actorFor(ctx, 'can_expanded', 'TableSchemaView');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTableSchema(db, actor.user.id, id);
      await db.query(`UPDATE table_schema SET expanded = $1, changed_by_fk = $2, changed_on = timezone('utc', now()) WHERE id = $3`, [expanded, actor.user.id, id]);
      // (TypeORM answers an UPDATE with [rows, count], so the row is read back.)
      const [row]: TableSchemaRow[] = await db.query(`SELECT ${TABLE_SCHEMA_SELECT} FROM table_schema WHERE id = $1`, [id]);
      return toTableSchema(row);
    });
  }

  async deleteTableSchema(ctx: RequestContext, id: number): Promise<number> {
    const actor = this.actorFor(ctx, 'can_delete', 'TableSchemaView');
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.ownTableSchema(db, actor.user.id, id);
      await db.query(`DELETE FROM table_schema WHERE id = $1`, [id]);
      return id;
    });
  }

  private async ownTab(db: Queryable, userId: number, id: number, lock = false): Promise<TabRow> {
    const [row]: TabRow[] = await db.query(`SELECT ${TAB_COLUMNS} FROM tab_state t WHERE t.id = $1 AND t.user_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, userId]);
    if (!row) throw errors.notFound();
    return row;
  }

  private async ownTableSchema(db: Queryable, userId: number, id: number): Promise<void> {
    const found = await db.query(
      `SELECT s.id FROM table_schema s JOIN tab_state t ON t.id = s.tab_state_id WHERE s.id = $1 AND t.user_id = $2 FOR UPDATE OF s`,
      [id, userId],
    );
    if (!found.length) throw errors.notFound();
  }

  private async requireOwnQuery(db: Queryable, userId: number, clientId: string): Promise<void> {
    const found = await db.query(`SELECT 1 FROM query WHERE client_id = $1 AND user_id = $2`, [clientId, userId]);
    if (!found.length) throw errors.notFound('Query not found');
  }

  /** Tabs with their tables and latest runs: two more queries however many tabs there are. */
  private async hydrate(ctx: RequestContext, rows: TabRow[]): Promise<SqlLabTab[]> {
    if (!rows.length) return [];
    const db = dbFor(ctx, this.dataSource);
    const tables: TableSchemaRow[] = await db.query(
      `SELECT ${TABLE_SCHEMA_SELECT} FROM table_schema WHERE tab_state_id = ANY($1::int[]) ORDER BY id`,
      [rows.map((r) => r.id)],
    );
    const clientIds = rows.map((r) => r.latest_query_id).filter((x): x is string => !!x);
    const queries = clientIds.length
      ? await this.manager(ctx).getRepository(Query).find({ where: { clientId: In(clientIds) }, relations: { database: true, user: true } })
      : [];
    const byClientId = new Map(queries.map((q) => [q.clientId, toSqlLabQuery(q)]));
    return rows.map((r) => {
      const extra = parseExtraJson(r.extra_json);
      return Object.assign(new SqlLabTab(), {
        id: r.id,
        label: r.label,
        active: r.active,
        databaseId: r.database_id,
        catalog: r.catalog,
        schema: r.schema,
        sql: r.sql,
        queryLimit: r.query_limit,
        templateParams: r.template_params,
        hideLeftBar: r.hide_left_bar,
        autorun: r.autorun,
        savedQueryId: r.saved_query_id,
        latestQueryId: r.latest_query_id,
        latestQuery: (r.latest_query_id && byClientId.get(r.latest_query_id)) || null,
        tableSchemas: tables.filter((t) => t.tab_state_id === r.id).map(toTableSchema),
        extraJson: r.extra_json,
        extra,
        ...editorFields(extra),
        changedOn: r.changed_on,
      });
    });
  }
}
