/** The tag list's filterable fields and orders (REST ref §6.9), over `tag t`. */
import { ListFilterOp, listOperators, NUMBER_OPS, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec, type ListValue } from '../../platform/list-query';
import { TagFilterField, TagOrderField } from './tag.types';

/** Superset's TagRestApi custom filter: `custom_tag` on `type`. */
export const TagListOp = listOperators(['CUSTOM_TAG']);

const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

export const TAG_FILTERS: Record<TagFilterField, FilterFieldSpec> = {
  [TagFilterField.ID]: { kind: 'integer', sql: 't.id', ops: NUMBER_OPS },
  [TagFilterField.NAME]: { kind: 'string', sql: 't.name', ops: STRING_OPS },
  [TagFilterField.TYPE]: {
    kind: 'string',
    sql: 't.type',
    ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN, TagListOp.CUSTOM_TAG],
    // `!t`: only the tags users created; `!f`: only the implicit ones (type:, owner:, favorited_by:).
    custom: { [TagListOp.CUSTOM_TAG]: (v) => ({ sql: truthy(v) ? `t.type = 'custom'` : `t.type <> 'custom'`, params: [] }) },
  },
  [TagFilterField.DESCRIPTION]: { kind: 'string', sql: 't.description', ops: STRING_OPS },
  [TagFilterField.CREATED_BY]: { kind: 'relation-one', sql: 't.created_by_fk', ops: RELATION_ONE_OPS },
  [TagFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 't.changed_by_fk', ops: RELATION_ONE_OPS },
};

export const TAG_ORDERS: Record<TagOrderField, string> = {
  [TagOrderField.ID]: 't.id',
  [TagOrderField.NAME]: 't.name',
  [TagOrderField.TYPE]: 't.type',
  [TagOrderField.DESCRIPTION]: 't.description',
  [TagOrderField.CHANGED_ON]: 't.changed_on',
  [TagOrderField.CREATED_ON]: 't.created_on',
};
