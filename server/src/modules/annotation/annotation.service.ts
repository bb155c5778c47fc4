/**
 * The annotations of a layer (REST ref §6, AnnotationRestApi under /annotation_layer/{pk}/annotation/), with
 * Superset's commands' rules: a short description unique within its layer, an end not before the start.
 * Every write locks its layer's row first, so writes to one layer (and the layer's deletion) take turns and
 * the uniqueness check holds under concurrent saves. Also the native annotation data charts overlay.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { jsonTextInput } from '../../platform/json-text';
import { readEntityPage } from '../../platform/entity-page';
import type { ListArgs } from '../../platform/list-query';
import { dbFor, withTransaction, givenValues } from '../../platform/sql';
import { Annotation as AnnotationEntity, AnnotationLayer as AnnotationLayerEntity } from './annotation.entity';
import { ANNOTATION_FILTERS, ANNOTATION_ORDERS } from './annotation.list-spec';
import { AUDIT_RELATIONS, FieldProblems, toAnnotation } from './annotation.mapping';
import { ANNOTATION_VIEW_MENU } from './annotation.policy';
import type { Annotation, AnnotationInput, AnnotationList, AnnotationOrderField } from './annotation.types';

/** The short_descr column's length. */
export const SHORT_DESCR_MAX = 500;

export const SHORT_DESCR_TAKEN = 'Short description must be unique for this layer';
export const END_BEFORE_START = 'End date must be after start date';
export const LAYER_NOT_FOUND = 'Annotation layer not found.';

/** The add schema requires the short description and both dates; the edit schema takes any of them, non-null. */
function validate(input: AnnotationInput, creating: boolean): void {
  const problems = new FieldProblems();
  problems.text('short_descr', input.shortDescr, [1, SHORT_DESCR_MAX], creating);
  for (const [field, value] of [
    ['start_dttm', input.startDttm],
    ['end_dttm', input.endDttm],
  ] as const) {
    if (creating && value === undefined) problems.add(field, 'Missing data for required field.');
    else if (value === null) problems.add(field, 'Field may not be null.');
    else if (value !== undefined && Number.isNaN(value.getTime())) problems.add(field, 'Not a valid datetime.');
  }
  if (!creating && input.shortDescr === null) problems.add('short_descr', 'Field may not be null.');
  const metadata = jsonTextInput(input.jsonMetadata);
  if (!metadata.ok) problems.add('json_metadata', metadata.message);
  problems.throwIfAny();
}

/** One native layer's annotations as Superset's chart data carries them: its columns and records. */
export interface NativeAnnotationRecords {
  columns: string[];
  records: Array<{ start_dttm: number | null; end_dttm: number | null; short_descr: string | null; long_descr: string | null; json_metadata: string | null }>;
}

const RECORD_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

export class AnnotationService {
  constructor(private readonly dataSource: DataSource) {}


  /** A layer's annotations (a layer that does not exist has none, as Superset's filtered list answers). */
  async list(ctx: RequestContext, layerId: number, args: ListArgs<AnnotationOrderField>): Promise<AnnotationList> {
    const actor = ctx.require('can_read', ANNOTATION_VIEW_MENU);
    const page = await readEntityPage(
      dbFor(ctx, this.dataSource),
      {
        entity: AnnotationEntity,
        from: 'annotation',
        alias: 'a',
        filters: ANNOTATION_FILTERS,
        orders: ANNOTATION_ORDERS,
        scope: { sql: 'a.layer_id = $1', params: [layerId] },
        defaultOrder: 'a.id',
        relations: { ...AUDIT_RELATIONS, layer: true },
      },
      args,
      actor.user.id,
    );
    return { count: page.count, items: page.items.map((a) => toAnnotation(actor, a, a.layer?.name ?? '')) };
  }

  /** An annotation of this layer; one of another layer is not found here. */
  async get(ctx: RequestContext, layerId: number, id: number): Promise<Annotation | null> {
    const actor = ctx.require('can_read', ANNOTATION_VIEW_MENU);
    const found = await dbFor(ctx, this.dataSource).findOne(AnnotationEntity, { where: { id, layerId }, relations: { ...AUDIT_RELATIONS, layer: true } });
    return found ? toAnnotation(actor, found, found.layer?.name ?? '') : null;
  }

  async create(ctx: RequestContext, layerId: number, input: AnnotationInput): Promise<Annotation> {
    const actor = ctx.require('can_write', ANNOTATION_VIEW_MENU);
    validate(input, true);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const layer = await em.getRepository(AnnotationLayerEntity).findOne({ where: { id: layerId }, lock: { mode: 'pessimistic_write' } });
      // Superset answers a missing layer on create with 400 and its command's text.
      if (!layer) throw errors.badInput(LAYER_NOT_FOUND, 'GENERIC_COMMAND_ERROR');
      const repo = em.getRepository(AnnotationEntity);
      await this.checkRules(em, layerId, null, input.shortDescr!, input.startDttm!, input.endDttm!);
      const { id } = await repo.save(
        repo.create({
          layerId,
          shortDescr: input.shortDescr!,
          longDescr: input.longDescr ?? null,
          startDttm: input.startDttm!,
          endDttm: input.endDttm!,
          jsonMetadata: input.jsonMetadata ?? null,
          createdByFk: actor.user.id,
          changedByFk: actor.user.id,
        }),
      );
      return toAnnotation(actor, await repo.findOneOrFail({ where: { id }, relations: AUDIT_RELATIONS }), layer.name);
    });
  }

  /** A partial update: omitted fields stay as they are; the dates are checked as they will be stored. */
  async update(ctx: RequestContext, layerId: number, id: number, input: AnnotationInput): Promise<Annotation> {
    const actor = ctx.require('can_write', ANNOTATION_VIEW_MENU);
    validate(input, false);
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const layer = await em.getRepository(AnnotationLayerEntity).findOne({ where: { id: layerId }, lock: { mode: 'pessimistic_write' } });
      const repo = em.getRepository(AnnotationEntity);
      const current = layer ? await repo.findOne({ where: { id, layerId } }) : null;
      if (!layer || !current) throw errors.notFound();
      await this.checkRules(em, layerId, id, input.shortDescr ?? null, input.startDttm ?? current.startDttm, input.endDttm ?? current.endDttm);
      const values = givenValues({
        shortDescr: input.shortDescr ?? undefined,
        longDescr: input.longDescr,
        startDttm: input.startDttm ?? undefined,
        endDttm: input.endDttm ?? undefined,
        jsonMetadata: input.jsonMetadata,
      });
      await repo.update(id, { ...values, changedByFk: actor.user.id });
      return toAnnotation(actor, await repo.findOneOrFail({ where: { id }, relations: AUDIT_RELATIONS }), layer.name);
    });
  }

  async delete(ctx: RequestContext, layerId: number, id: number): Promise<number> {
    await this.deleteMany(ctx, layerId, [id]);
    return id;
  }

  /** All or nothing: an id that is not an annotation of this layer makes the whole batch 404. */
  async deleteMany(ctx: RequestContext, layerId: number, ids: number[]): Promise<number> {
    ctx.require('can_write', ANNOTATION_VIEW_MENU);
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(AnnotationEntity);
      const found = await repo.find({ select: { id: true }, where: { id: In(unique), layerId }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== unique.length) throw errors.notFound();
      await repo.delete({ id: In(unique) });
      return unique.length;
    });
  }

  /**
   * The annotations of native layers that overlap [from, to) (an open end where null), keyed by layer id,
   * for the chart data a chart overlays them from. No Annotation permission is asked: whoever may read the
   * chart sees its annotations, as in Superset.
   */
  async nativeRecords(ctx: RequestContext, layerIds: readonly number[], from: number | null, to: number | null): Promise<Map<number, NativeAnnotationRecords>> {
    const byLayer = new Map<number, NativeAnnotationRecords>();
    const ids = [...new Set(layerIds)];
    if (!ids.length) return byLayer;
    for (const id of ids) byLayer.set(id, { columns: RECORD_COLUMNS, records: [] });
    const qb = dbFor(ctx, this.dataSource).getRepository(AnnotationEntity).createQueryBuilder('a').where('a.layerId IN (:...ids)', { ids });
    if (to !== null) qb.andWhere('(a.startDttm IS NULL OR a.startDttm < :to)', { to: new Date(to) });
    if (from !== null) qb.andWhere('(COALESCE(a.endDttm, a.startDttm) IS NULL OR COALESCE(a.endDttm, a.startDttm) >= :from)', { from: new Date(from) });
    const rows = await qb.orderBy('a.startDttm', 'ASC').addOrderBy('a.id', 'ASC').getMany();
    for (const a of rows) {
      byLayer.get(a.layerId)?.records.push({
        start_dttm: a.startDttm?.getTime() ?? null,
        end_dttm: a.endDttm?.getTime() ?? null,
        short_descr: a.shortDescr,
        long_descr: a.longDescr,
        json_metadata: a.jsonMetadata,
      });
    }
    return byLayer;
  }

  /** Superset's command checks (422): the short description unique within the layer, the end not before the start. */
  private async checkRules(em: EntityManager, layerId: number, selfId: number | null, shortDescr: string | null, start: Date | null, end: Date | null): Promise<void> {
    const fields: Record<string, string[]> = {};
    if (shortDescr !== null) {
      const holder = await em.getRepository(AnnotationEntity).findOne({ select: { id: true }, where: { layerId, shortDescr } });
      if (holder && holder.id !== selfId) fields.short_descr = [SHORT_DESCR_TAKEN];
    }
    if (start && end && end.getTime() < start.getTime()) fields.start_dttm = [END_BEFORE_START];
    if (Object.keys(fields).length) throw errors.invalidFields(fields, 'Annotation parameters are invalid.');
  }
}
