/** Entity -> GraphQL type for layers and annotations, and the input checks both write paths share. */
import type { Actor } from '../../platform/actor';
import { errors } from '../../platform/errors';
import { lengthMessage } from '../../platform/field-length';
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
      this.add(field, lengthMessage(min, max));
    }
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: this.fields });
  }
}
