/**
 * CSS templates (REST ref §6.18): reusable CSS a dashboard's CSS editor starts from. FAB's generic CRUD:
 * anyone holding can_read on CssTemplate reads every template, can_write changes any of them (templates have
 * no owners). Listed through the one list mechanism; every write is one transaction.
 */
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { readEntityPage } from '../../platform/entity-page';
import type { ListArgs } from '../../platform/list-query';
import { dbFor, withTransaction, givenValues } from '../../platform/sql';
import { relatedUsers, userEntitySummary, type RelatedUsersArgs } from '../security';
import { CssTemplate as CssTemplateEntity } from './css-template.entity';
import { CSS_TEMPLATE_FILTERS, CSS_TEMPLATE_ORDERS } from './css-template.list-spec';
import type { CssTemplate, CssTemplateInput, CssTemplateList, CssTemplateOrderField } from './css-template.types';

/** The template_name column's length. */
export const TEMPLATE_NAME_MAX = 250;

const RELATIONS = { createdBy: true, changedBy: true } as const;

function toCssTemplate(entity: CssTemplateEntity): CssTemplate {
  return {
    id: entity.id,
    uuid: entity.uuid,
    templateName: entity.templateName,
    css: entity.css,
    createdOn: entity.createdOn,
    changedOn: entity.changedOn,
    createdBy: userEntitySummary(entity.createdBy),
    changedBy: userEntitySummary(entity.changedBy),
  };
}

function validate(input: CssTemplateInput): void {
  if (typeof input.templateName === 'string' && input.templateName.length > TEMPLATE_NAME_MAX) {
    throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { template_name: [`Longer than maximum length ${TEMPLATE_NAME_MAX}.`] } });
  }
}

export class CssTemplateService {
  constructor(private readonly dataSource: DataSource) {}


  async list(ctx: RequestContext, args: ListArgs<CssTemplateOrderField>): Promise<CssTemplateList> {
    const actor = ctx.require('can_read', 'CssTemplate');
    const page = await readEntityPage(
      dbFor(ctx, this.dataSource),
      // FAB's CssTemplateRestApi has no base order: without one the templates come by id.
      { entity: CssTemplateEntity, from: 'css_templates', alias: 't', filters: CSS_TEMPLATE_FILTERS, orders: CSS_TEMPLATE_ORDERS, defaultOrder: 't.id', relations: RELATIONS },
      args,
      actor.user.id,
    );
    return { count: page.count, items: page.items.map(toCssTemplate) };
  }

  async get(ctx: RequestContext, id: number): Promise<CssTemplate | null> {
    ctx.require('can_read', 'CssTemplate');
    const found = await dbFor(ctx, this.dataSource).findOne(CssTemplateEntity, { where: { id }, relations: RELATIONS });
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
      await repo.update(id, { ...givenValues(values), changedByFk: actor.user.id });
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
