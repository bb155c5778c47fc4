/**
 * The annotation layer list (over `annotation_layer l`) and a layer's annotation list (over `annotation a`):
 * their filterable fields and orders (REST ref §6).
 */
import { escapeLike, listOperators, RELATION_ONE_OPS, STRING_OPS, type CustomFilter, type FilterFieldSpec } from '../../platform/list-query';
import { userNameSql } from '../security';
import { AnnotationFilterField, AnnotationLayerFilterField, AnnotationLayerOrderField, AnnotationOrderField } from './annotation.types';

export const AnnotationListOp = listOperators(['ANNOTATION_LAYER_ALL_TEXT', 'ANNOTATION_ALL_TEXT']);

/** Either text column contains the value, case-insensitively; empty text filters nothing. */
function eitherContains(first: string, second: string): CustomFilter {
  return (value) => {
    const text = String(value ?? '').trim();
    if (!text) return null;
    const p = `%${escapeLike(text.toLowerCase())}%`;
    return { sql: `(LOWER(COALESCE(${first}, '')) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(${second}, '')) LIKE ? ESCAPE '\\')`, params: [p, p] };
  };
}

export const ANNOTATION_LAYER_FILTERS: Record<AnnotationLayerFilterField, FilterFieldSpec> = {
  [AnnotationLayerFilterField.NAME]: {
    kind: 'string',
    sql: 'l.name',
    ops: [...STRING_OPS, AnnotationListOp.ANNOTATION_LAYER_ALL_TEXT],
    // Superset's AnnotationLayerAllTextFilter: the name or the description.
    custom: { [AnnotationListOp.ANNOTATION_LAYER_ALL_TEXT]: eitherContains('l.name', 'l.descr') },
  },
  [AnnotationLayerFilterField.CREATED_BY]: { kind: 'relation-one', sql: 'l.created_by_fk', ops: RELATION_ONE_OPS },
  [AnnotationLayerFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 'l.changed_by_fk', ops: RELATION_ONE_OPS },
};

export const ANNOTATION_LAYER_ORDERS: Record<AnnotationLayerOrderField, string> = {
  [AnnotationLayerOrderField.NAME]: 'l.name',
  [AnnotationLayerOrderField.DESCR]: 'l.descr',
  [AnnotationLayerOrderField.CREATED_BY_FIRST_NAME]: userNameSql('first_name', 'l.created_by_fk'),
  [AnnotationLayerOrderField.CHANGED_BY_FIRST_NAME]: userNameSql('first_name', 'l.changed_by_fk'),
  [AnnotationLayerOrderField.CHANGED_ON]: 'l.changed_on',
  [AnnotationLayerOrderField.CREATED_ON]: 'l.created_on',
};

export const ANNOTATION_FILTERS: Record<AnnotationFilterField, FilterFieldSpec> = {
  [AnnotationFilterField.SHORT_DESCR]: {
    kind: 'string',
    sql: 'a.short_descr',
    ops: [...STRING_OPS, AnnotationListOp.ANNOTATION_ALL_TEXT],
    // Superset's AnnotationAllTextFilter: the short or the long description.
    custom: { [AnnotationListOp.ANNOTATION_ALL_TEXT]: eitherContains('a.short_descr', 'a.long_descr') },
  },
};

export const ANNOTATION_ORDERS: Record<AnnotationOrderField, string> = {
  [AnnotationOrderField.SHORT_DESCR]: 'a.short_descr',
  [AnnotationOrderField.LONG_DESCR]: 'a.long_descr',
  [AnnotationOrderField.START_DTTM]: 'a.start_dttm',
  [AnnotationOrderField.END_DTTM]: 'a.end_dttm',
  [AnnotationOrderField.CREATED_BY_FIRST_NAME]: userNameSql('first_name', 'a.created_by_fk'),
  [AnnotationOrderField.CHANGED_BY_FIRST_NAME]: userNameSql('first_name', 'a.changed_by_fk'),
  [AnnotationOrderField.CHANGED_ON]: 'a.changed_on',
};
