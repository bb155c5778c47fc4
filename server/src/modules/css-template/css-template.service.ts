/**
 * CSS templates (REST ref §6.18): reusable CSS a dashboard's CSS editor starts from. FAB's generic CRUD:
 * anyone holding can_read on CssTemplate reads every template, can_write changes any of them (templates have
 * no owners). Listed through the one list mechanism; every write is one transaction.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { buildListWhere, normalisePage, SortDirection, type ListArgs } from '../../platform/list-query';
import { dbFor, withTransaction } from '../../platform/sql';
import { relatedUsers, type RelatedUsersArgs, type User } from '../security';
import { CssTemplate as CssTemplateEntity } from './css-template.entity';
import { CSS_TEMPLATE_FILTERS, CSS_TEMPLATE_ORDERS } from './css-template.list-spec';
import type { CssTemplate, CssTemplateInput, CssTemplateList, CssTemplateOrderField } from './css-template.types';

/** The template_name column's length. */
export const TEMPLATE_NAME_MAX = 250;

const RELATIONS = { createdBy: true, changedBy: true } as const;

const summary = (user: User | null | undefined) => (user ? { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName } : null);

function toCssTemplate(entity: CssTemplateEntity): CssTemplate {
  return {
    id: entity.id,
    uuid: entity.uuid,
    templateName: entity.templateName,
    css: entity.css,
    createdOn: entity.createdOn,
    changedOn: entity.changedOn,
    createdBy: summary(entity.createdBy),
    changedBy: summary(entity.changedBy),
  };
}

function validate(input: CssTemplateInput): void {
  if (typeof input.templateName === 'string' && input.templateName.length > TEMPLATE_NAME_MAX) {
    throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { template_name: [`Longer than maximum length ${TEMPLATE_NAME_MAX}.`] } });
  }
}

export class CssTemplateService {
  constructor(private readonly dataSource: DataSource) {}

  private manager(ctx: RequestContext): EntityManager {
    return ctx.em ?? this.dataSource.manager;
  }

  async list(ctx: RequestContext, args: ListArgs<CssTemplateOrderField>): Promise<CssTemplateList> {
    const actor = ctx.require('can_read', 'CssTemplate');
    const db = dbFor(ctx, this.dataSource);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(CSS_TEMPLATE_FILTERS, args.filters, { userId: actor.user.id });
    // FAB's CssTemplateRestApi has no base order: without one the templates come by id.
    const order = args.orderBy ? `${CSS_TEMPLATE_ORDERS[args.orderBy]} ${args.orderDirection ?? SortDirection.ASC} NULLS LAST, t.id` : 't.id';
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM css_templates t WHERE ${where.sql}`, where.params);
    const ids: { id: number }[] = await db.query(
      `SELECT t.id FROM css_templates t WHERE ${where.sql} ORDER BY ${order} LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, limit, offset],
    );
    if (!ids.length) return { count, items: [] };
    const found = await this.manager(ctx).find(CssTemplateEntity, { where: { id: In(ids.map((r) => r.id)) }, relations: RELATIONS });
    const byId = new Map(found.map((t) => [t.id, t]));
    return { count, items: ids.flatMap((r) => (byId.has(r.id) ? [toCssTemplate(byId.get(r.id)!)] : [])) };
  }

  async get(ctx: RequestContext, id: number): Promise<CssTemplate | null> {
    ctx.require('can_read', 'CssTemplate');
    const found = await this.manager(ctx).findOne(CssTemplateEntity, { where: { id }, relations: RELATIONS });
    return found ? toCssTemplate(found) : null;
  }

  async create(ctx: RequestContext, input: CssTemplateInput): Promise<CssTemplate> {
    const actor = ctx.require('can_write', 'CssTemplate');
    validate(input);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(CssTemplateEntity);
      const { id } = await repo.save(repo.create({ templateName: input.templateName ?? null, css: input.css ?? null, createdByFk: actor.user.id, changedByFk: actor.user.id }));
      return toCssTemplate(await repo.findOneOrFail({ where: { id }, relations: RELATIONS }));
    });
  }

  async update(ctx: RequestContext, id: number, input: CssTemplateInput): Promise<CssTemplate> {
    const actor = ctx.require('can_write', 'CssTemplate');
    validate(input);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(CssTemplateEntity);
      if (!(await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }))) throw errors.notFound();
      const values = { templateName: input.templateName, css: input.css };
      await repo.update(id, { ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)), changedByFk: actor.user.id });
      return toCssTemplate(await repo.findOneOrFail({ where: { id }, relations: RELATIONS }));
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<number> {
    await this.deleteMany(ctx, [id]);
    return id;
  }

  /** All or nothing: any id not found makes the whole batch 404. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    ctx.require('can_write', 'CssTemplate');
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(CssTemplateEntity);
      const found = await repo.find({ select: { id: true }, where: { id: In(unique) }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== unique.length) throw errors.notFound();
      await repo.delete({ id: In(unique) });
      return unique.length;
    });
  }

  /** The user pickers of the list (related/created_by, related/changed_by). */
  async relatedUsers(ctx: RequestContext, args: RelatedUsersArgs) {
    ctx.require('can_read', 'CssTemplate');
    return relatedUsers(dbFor(ctx, this.dataSource), args);
  }
}
