/**
 * Saved queries (spec 2 §3, REST ref §6.6): a user's own saved SQL, listed through the one list
 * mechanism, created, edited (partially), deleted one by one or in bulk, with the Schedule dialog's
 * schedule_info kept in extra_json. Every read filters on the owner, so another user's query is simply
 * not found; every write runs in one transaction.
 */
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { buildListWhere, escapeLike, normalisePage, SortDirection, type ListArgs } from '../../platform/list-query';
import { dbFor, withTransaction, type Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { loadVisibleDatabaseRow, relatedDatabaseOptions } from '../database';
import { accessibleDatabaseIds } from '../dataset';
import { deleteFavorites } from '../favorite';
import { relatedUsers } from '../security';
import { deleteTagLinks, tagsOfObjects } from '../tag';
import { validateSavedQueryFields } from './saved-query.policy';
import { SavedQuery as SavedQueryEntity } from './saved-query.entity';
import { SAVED_QUERY_COLUMNS, SAVED_QUERY_FROM, toSavedQuery, type SavedQueryRow } from './saved-query.rows';
import { SAVED_QUERY_FAVORITE_CLASS, SAVED_QUERY_FILTERS, SAVED_QUERY_ORDERS } from './saved-query.list-spec';
import {
  SavedQueryDistinctColumn,
  SavedQueryOrderField,
  type CreateSavedQueryInput,
  type SavedQuery,
  type SavedQueryList,
  type SavedQueryTag,
  type SqlLabDistinctList,
  type SqlLabRelatedList,
  type UpdateSavedQueryInput,
} from './saved-query.types';

export interface RelatedArgs {
  filter?: string | null;
  page: number;
  pageSize: number;
  includeIds?: number[] | null;
}

/** Tag type codes as Superset's API dumps them (enum by value). */
const TAG_TYPE_CODES: Record<string, number> = { custom: 1, type: 2, owner: 3, favorited_by: 4 };

/** The fields an edit may change: each is the SavedQuery property of the same name. */
const EDITABLE = ['dbId', 'label', 'description', 'catalog', 'schema', 'sql', 'templateParameters', 'extraJson'] as const satisfies readonly (keyof UpdateSavedQueryInput &
  keyof SavedQueryEntity)[];

export class SavedQueryService {
  constructor(private readonly dataSource: DataSource) {}

  db(ctx: RequestContext): Queryable {
    return dbFor(ctx, this.dataSource);
  }

  async list(ctx: RequestContext, args: ListArgs<SavedQueryOrderField>): Promise<SavedQueryList> {
    const actor = ctx.require('can_read', 'SavedQuery');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(SAVED_QUERY_FILTERS, args.filters, { userId: actor.user.id });
    const params = [...where.params, actor.user.id];
    const predicate = `${where.sql} AND s.user_id = $${params.length}`;
    // Superset's list view sorts by last change, newest first, unless told otherwise.
    const orderSql = SAVED_QUERY_ORDERS[args.orderBy ?? SavedQueryOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM ${SAVED_QUERY_FROM} WHERE ${predicate}`, params);
    const rows: SavedQueryRow[] = await db.query(
      `SELECT ${SAVED_QUERY_COLUMNS} FROM ${SAVED_QUERY_FROM} WHERE ${predicate}
        ORDER BY ${orderSql} ${direction} NULLS LAST, s.id ${direction} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const tags = await this.tagsOf(db, rows.map((r) => r.id));
    return { count, items: rows.map((r) => toSavedQuery(r, actor, tags.get(r.id))) };
  }

  /** One of the caller's saved queries; null when missing or someone else's. */
  async get(ctx: RequestContext, id: number): Promise<SavedQuery | null> {
    const actor = ctx.require('can_read', 'SavedQuery');
    const db = this.db(ctx);
    const row = await this.ownRow(db, actor, id);
    return row ? toSavedQuery(row, actor, (await this.tagsOf(db, [id])).get(id)) : null;
  }

  async create(ctx: RequestContext, input: CreateSavedQueryInput): Promise<SavedQuery> {
    const actor = ctx.require('can_write', 'SavedQuery');
    this.validate(input);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      await this.requireDatabase(em, actor, input.dbId);
      const userId = actor.user.id;
      const { identifiers } = await em.getRepository(SavedQueryEntity).insert({
        userId,
        dbId: input.dbId,
        label: input.label ?? null,
        description: input.description ?? null,
        catalog: input.catalog ?? null,
        schema: input.schema ?? null,
        sql: input.sql ?? null,
        templateParameters: input.templateParameters ?? null,
        extraJson: input.extraJson ?? null,
        createdByFk: userId,
        changedByFk: userId,
      });
      return toSavedQuery((await this.ownRow(em, actor, identifiers[0].id as number))!, actor);
    });
  }

  async update(ctx: RequestContext, id: number, input: UpdateSavedQueryInput): Promise<SavedQuery> {
    const actor = ctx.require('can_write', 'SavedQuery');
    this.validate(input);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(SavedQueryEntity);
      if (!(await repo.findOne({ select: { id: true }, where: { id, userId: actor.user.id }, lock: { mode: 'pessimistic_write' } }))) throw errors.notFound();
      if (input.dbId === null) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { db_id: ['Field may not be null.'] } });
      if (input.dbId !== undefined) await this.requireDatabase(em, actor, input.dbId);
      const values = Object.fromEntries(EDITABLE.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
      // Always written, so saving with no change still stamps changed_on and changed_by.
      await repo.update(id, { ...values, changedByFk: actor.user.id });
      return toSavedQuery((await this.ownRow(em, actor, id))!, actor, (await this.tagsOf(em, [id])).get(id));
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<number> {
    await this.deleteMany(ctx, [id]);
    return id;
  }

  /** All or nothing: an id that is missing or someone else's makes the whole batch 404. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    const actor = ctx.require('can_write', 'SavedQuery');
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(SavedQueryEntity);
      const found = await repo.find({ select: { id: true }, where: { id: In(unique), userId: actor.user.id }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== unique.length) throw errors.notFound();
      // Stars and tags point at saved queries without a foreign key; they go with the query.
      await deleteFavorites(em, SAVED_QUERY_FAVORITE_CLASS, unique);
      await deleteTagLinks(em, 'query', unique);
      await repo.delete({ id: In(unique) });
      return unique.length;
    });
  }

  /** Databases to filter the list by: those the caller has data access in, by name prefix. */
  async relatedDatabases(ctx: RequestContext, args: RelatedArgs): Promise<SqlLabRelatedList> {
    const actor = ctx.require('can_read', 'SavedQuery');
    const db = this.db(ctx);
    return relatedDatabaseOptions(db, await accessibleDatabaseIds(db, actor), args);
  }

  async relatedUsers(ctx: RequestContext, args: RelatedArgs): Promise<SqlLabRelatedList> {
    ctx.require('can_read', 'SavedQuery');
    return relatedUsers(this.db(ctx), args);
  }

  /** Distinct schemas or catalogs of the caller's saved queries (prefix match, sorted). */
  async distinct(ctx: RequestContext, column: SavedQueryDistinctColumn, args: RelatedArgs): Promise<SqlLabDistinctList> {
    const actor = ctx.require('can_read', 'SavedQuery');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const col = column === SavedQueryDistinctColumn.CATALOG ? 's.catalog' : 's.schema';
    const where = `${col} IS NOT NULL AND LOWER(${col}) LIKE $1 ESCAPE '\\' AND s.user_id = $2`;
    const params = [`${escapeLike((args.filter ?? '').toLowerCase())}%`, actor.user.id];
    const [{ count }] = await db.query(`SELECT COUNT(DISTINCT ${col})::int AS count FROM saved_query s WHERE ${where}`, params);
    const rows: { v: string }[] = await db.query(`SELECT DISTINCT ${col} AS v FROM saved_query s WHERE ${where} ORDER BY v LIMIT $3 OFFSET $4`, [...params, limit, offset]);
    return { count, items: rows.map((r) => r.v) };
  }

  /** The caller's row with its database's and users' names, as a list page reads it (one round trip, one mapping). */
  async ownRow(db: Queryable, actor: Actor, id: number): Promise<SavedQueryRow | null> {
    const [row]: SavedQueryRow[] = await db.query(`SELECT ${SAVED_QUERY_COLUMNS} FROM ${SAVED_QUERY_FROM} WHERE s.id = $1 AND s.user_id = $2`, [id, actor.user.id]);
    return row ?? null;
  }

  private validate(input: CreateSavedQueryInput | UpdateSavedQueryInput): void {
    const invalid = validateSavedQueryFields(input);
    if (invalid) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: invalid });
  }

  /** A database the actor may see: one they have no data access in does not exist for them. */
  private async requireDatabase(db: Queryable, actor: Actor, id: number): Promise<void> {
    if (!(await loadVisibleDatabaseRow(db, actor, id))) throw errors.invalidFields({ db_id: ['Database does not exist'] });
  }

  private async tagsOf(db: Queryable, ids: number[]): Promise<Map<number, SavedQueryTag[]>> {
    const map = new Map<number, SavedQueryTag[]>();
    if (!ids.length) return map;
    for (const r of await tagsOfObjects(db, 'query', ids)) map.set(r.objectId, [...(map.get(r.objectId) ?? []), { id: r.id, name: r.name, type: TAG_TYPE_CODES[r.type] ?? 1 }]);
    return map;
  }
}
