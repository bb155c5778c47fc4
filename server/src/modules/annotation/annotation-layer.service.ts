/**
 * Annotation layers (REST ref §6, AnnotationLayerRestApi): FAB's generic CRUD with Superset's commands' rules.
 * can_read on Annotation reads every layer, can_write changes any of them (layers have no owners). Names are
 * unique (a unique index holds it under concurrent saves); a layer that still has annotations is not deleted.
 * Every write is one transaction.
 */
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { readEntityPage } from '../../platform/entity-page';
import type { ListArgs } from '../../platform/list-query';
import { dbFor, isUniqueViolation, withTransaction, givenValues } from '../../platform/sql';
import { relatedUsers, type RelatedUsersArgs } from '../security';
import { Annotation as AnnotationEntity, AnnotationLayer as AnnotationLayerEntity } from './annotation.entity';
import { ANNOTATION_LAYER_FILTERS, ANNOTATION_LAYER_ORDERS } from './annotation.list-spec';
import { AUDIT_RELATIONS, FieldProblems, toAnnotationLayer } from './annotation.mapping';
import { ANNOTATION_VIEW_MENU } from './annotation.policy';
import type { AnnotationLayer, AnnotationLayerInput, AnnotationLayerList, AnnotationLayerOrderField } from './annotation.types';

/** The name column's length. */
export const LAYER_NAME_MAX = 250;

export const LAYER_NAME_TAKEN = 'Name must be unique';
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';

function validate(input: AnnotationLayerInput, creating: boolean): void {
  const problems = new FieldProblems();
  problems.text('name', input.name, [1, LAYER_NAME_MAX], creating);
  // The PUT schema's name is optional but, when given, a text.
  if (!creating && input.name === null) problems.add('name', 'Field may not be null.');
  problems.throwIfAny();
}

const nameTaken = () => errors.invalidFields({ name: [LAYER_NAME_TAKEN] }, 'Annotation layer parameters are invalid.');

export class AnnotationLayerService {
  constructor(private readonly dataSource: DataSource) {}


  async list(ctx: RequestContext, args: ListArgs<AnnotationLayerOrderField>): Promise<AnnotationLayerList> {
    const actor = ctx.require('can_read', ANNOTATION_VIEW_MENU);
    const page = await readEntityPage(
      dbFor(ctx, this.dataSource),
      {
        entity: AnnotationLayerEntity,
        from: 'annotation_layer',
        alias: 'l',
        filters: ANNOTATION_LAYER_FILTERS,
        orders: ANNOTATION_LAYER_ORDERS,
        // FAB's AnnotationLayerRestApi has no base order: without one the layers come by id.
        defaultOrder: 'l.id',
        relations: AUDIT_RELATIONS,
      },
      args,
      actor.user.id,
    );
    return { count: page.count, items: page.items.map((layer) => toAnnotationLayer(actor, layer)) };
  }

  async get(ctx: RequestContext, id: number): Promise<AnnotationLayer | null> {
    const actor = ctx.require('can_read', ANNOTATION_VIEW_MENU);
    const found = await dbFor(ctx, this.dataSource).findOne(AnnotationLayerEntity, { where: { id }, relations: AUDIT_RELATIONS });
    return found ? toAnnotationLayer(actor, found) : null;
  }

  async create(ctx: RequestContext, input: AnnotationLayerInput): Promise<AnnotationLayer> {
    const actor = ctx.require('can_write', ANNOTATION_VIEW_MENU);
    validate(input, true);
    return this.saving(() =>
      withTransaction(ctx, this.dataSource, async (_tx, em) => {
        const repo = em.getRepository(AnnotationLayerEntity);
        if (await repo.exists({ where: { name: input.name! } })) throw nameTaken();
        const { id } = await repo.save(repo.create({ name: input.name!, descr: input.descr ?? null, createdByFk: actor.user.id, changedByFk: actor.user.id }));
        return toAnnotationLayer(actor, await repo.findOneOrFail({ where: { id }, relations: AUDIT_RELATIONS }));
      }),
    );
  }

  /** A partial update: omitted fields stay as they are. */
  async update(ctx: RequestContext, id: number, input: AnnotationLayerInput): Promise<AnnotationLayer> {
    const actor = ctx.require('can_write', ANNOTATION_VIEW_MENU);
    validate(input, false);
    return this.saving(() =>
      withTransaction(ctx, this.dataSource, async (_tx, em) => {
        const repo = em.getRepository(AnnotationLayerEntity);
        if (!(await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }))) throw errors.notFound();
        const holder = input.name ? await repo.findOne({ select: { id: true }, where: { name: input.name } }) : null;
        if (holder && holder.id !== id) throw nameTaken();
        await repo.update(id, { ...givenValues({ name: input.name ?? undefined, descr: input.descr }), changedByFk: actor.user.id });
        return toAnnotationLayer(actor, await repo.findOneOrFail({ where: { id }, relations: AUDIT_RELATIONS }));
      }),
    );
  }

  async delete(ctx: RequestContext, id: number): Promise<number> {
    await this.deleteMany(ctx, [id]);
    return id;
  }

  /**
   * All or nothing: any id not found makes the whole batch 404, and any layer that still has annotations
   * refuses it (Superset's AnnotationLayerDeleteIntegrityError). The layers are locked first, so an
   * annotation added meanwhile (which locks its layer) is either seen or waits and then finds no layer.
   */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    ctx.require('can_write', ANNOTATION_VIEW_MENU);
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(AnnotationLayerEntity);
      const found = await repo.find({ select: { id: true }, where: { id: In(unique) }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== unique.length) throw errors.notFound();
      if (await em.getRepository(AnnotationEntity).exists({ where: { layerId: In(unique) } })) {
        throw new TesseraError('GENERIC_COMMAND_ERROR', LAYER_HAS_ANNOTATIONS, { code: 'UNPROCESSABLE' });
      }
      await repo.delete({ id: In(unique) });
      return unique.length;
    });
  }

  /** The user pickers of the list (related/created_by, related/changed_by). */
  async relatedUsers(ctx: RequestContext, args: RelatedUsersArgs) {
    ctx.require('can_read', ANNOTATION_VIEW_MENU);
    return relatedUsers(dbFor(ctx, this.dataSource), args);
  }

  /** Two saves of one new name at once: the unique index refuses the second, in the same words. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }
}
