/** Entity -> GraphQL type for layers and annotations, the input checks both write paths share, and the paged read. */
import { In, type EntityManager, type EntityTarget, type FindOptionsRelations, type FindOptionsWhere } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { errors } from '../../platform/errors';
import { buildListWhere, normalisePage, SortDirection, type FilterFieldSpec, type ListArgs, type Page } from '../../platform/list-query';
import type { Queryable } from '../../platform/sql';
import { userEntitySummary } from '../security';
import type { Annotation as AnnotationEntity, AnnotationLayer as AnnotationLayerEntity } from './annotation.entity';
import { annotationAbilities } from './annotation.policy';
import type { Annotation, AnnotationLayer } from './annotation.types';

export const AUDIT_RELATIONS = { createdBy: true, changedBy: true } as const;

export function toAnnotationLayer(actor: Actor, entity: AnnotationLayerEntity): AnnotationLayer {
  return {
    id: entity.id,
    uuid: entity.uuid,
    name: entity.name,
    descr: entity.descr,
    createdOn: entity.createdOn,
    changedOn: entity.changedOn,
    createdBy: userEntitySummary(entity.createdBy),
    changedBy: userEntitySummary(entity.changedBy),
    abilities: annotationAbilities(actor),
  };
}

export function toAnnotation(actor: Actor, entity: AnnotationEntity, layerName: string): Annotation {
  return {
    id: entity.id,
    layerId: entity.layerId,
    layerName,
    shortDescr: entity.shortDescr,
    longDescr: entity.longDescr,
    startDttm: entity.startDttm,
    endDttm: entity.endDttm,
    jsonMetadata: entity.jsonMetadata,
    createdOn: entity.createdOn,
    changedOn: entity.changedOn,
    createdBy: userEntitySummary(entity.createdBy),
    changedBy: userEntitySummary(entity.changedBy),
    abilities: annotationAbilities(actor),
  };
}

/** Field-keyed schema messages (REST 400 `{"message": {field: [...]}}`), marshmallow's words. */
export class FieldProblems {
  private readonly fields: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  /** A required text: present, not null, and within the column's length. */
  text(field: string, value: string | null | undefined, [min, max]: [number, number], required: boolean): void {
    if (value === undefined) {
      if (required) this.add(field, 'Missing data for required field.');
    } else if (value === null) {
      if (required) this.add(field, 'Field may not be null.');
    } else if (value.length < min || value.length > max) {
      this.add(field, `Length must be between ${min} and ${max}.`);
    }
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: this.fields });
  }
}

/** Only the fields the input gives (an update leaves the others as they are). */
export const givenValues = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** What a paged list reads: its table under an alias, the filter and order declarations, and fixed conditions. */
export interface PagedQuery<E extends { id: number }, O extends string> {
  entity: EntityTarget<E>;
  from: string;
  alias: string;
  filters: Record<string, FilterFieldSpec>;
  orders: Record<O, string>;
  /** A fixed condition with `$1`.. placeholders, AND-ed before the filters (the layer of an annotation list). */
  scope?: { sql: string; params: unknown[] };
  defaultOrder: string;
  relations: FindOptionsRelations<E>;
}

/** One page: the matching ids ordered and paged in SQL, then the entities with their relations, in that order. */
export async function readPage<E extends { id: number }, O extends string>(db: Queryable, em: EntityManager, q: PagedQuery<E, O>, args: ListArgs<O>, userId: number): Promise<Page<E>> {
  const { offset, limit } = normalisePage(args.page, args.pageSize);
  const scopeParams = q.scope?.params ?? [];
  const where = buildListWhere(q.filters, args.filters, { userId }, scopeParams.length + 1);
  const condition = q.scope ? `(${q.scope.sql}) AND ${where.sql}` : where.sql;
  const params = [...scopeParams, ...where.params];
  const order = args.orderBy ? `${q.orders[args.orderBy]} ${args.orderDirection ?? SortDirection.ASC} NULLS LAST, ${q.alias}.id` : q.defaultOrder;
  const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM ${q.from} ${q.alias} WHERE ${condition}`, params);
  const ids: { id: number }[] = await db.query(
    `SELECT ${q.alias}.id FROM ${q.from} ${q.alias} WHERE ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  if (!ids.length) return { count, items: [] };
  const found = await em.find(q.entity, { where: { id: In(ids.map((r) => r.id)) } as FindOptionsWhere<E>, relations: q.relations });
  const byId = new Map(found.map((e) => [e.id, e]));
  return { count, items: ids.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : [])) };
}
