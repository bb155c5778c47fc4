/**
 * The dataset list's filterable fields and sort orders (REST ref §6.4 search/order columns and §4.2 custom
 * operators), over `tables t`.
 */
import {
  ListFilterOp,
  NUMBER_OPS,
  RELATION_MANY_OPS,
  RELATION_ONE_OPS,
  STRING_OPS,
  type FilterFieldSpec,
  type ListValue,
  listOperators,
} from '../../platform/list-query';
import { databaseNameSql } from '../database';
import { userNameSql } from '../security';
import { DatasetFilterField, DatasetOrderField } from './dataset.types';

/** The list operators of this resource's own filters (Superset's custom filter classes). */
export const DatasetListOp = listOperators(['DATASET_IS_CERTIFIED', 'DATASET_IS_NULL_OR_EMPTY']);

const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

/** Physical datasets have no SQL; Superset treats an empty string the same way. */
const PHYSICAL_SQL = `(t.sql IS NULL OR TRIM(t.sql) = '')`;

export const DATASET_FILTERS: Record<DatasetFilterField, FilterFieldSpec> = {
  [DatasetFilterField.ID]: {
    kind: 'integer',
    sql: 't.id',
    ops: [...NUMBER_OPS, DatasetListOp.DATASET_IS_CERTIFIED],
    custom: {
      // Superset matches the text of `extra` (it is not guaranteed to be valid JSON).
      [DatasetListOp.DATASET_IS_CERTIFIED]: (v) => ({
        sql: truthy(v) ? `COALESCE(t.extra, '') LIKE '%"certification"%'` : `COALESCE(t.extra, '') NOT LIKE '%"certification"%'`,
        params: [],
      }),
    },
  },
  [DatasetFilterField.UUID]: { kind: 'string', sql: 't.uuid', ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN] },
  [DatasetFilterField.DATABASE]: { kind: 'relation-one', sql: 't.database_id', ops: RELATION_ONE_OPS },
  [DatasetFilterField.OWNERS]: {
    kind: 'relation-many',
    memberSql: 'EXISTS (SELECT 1 FROM sqlatable_user su WHERE su.table_id = t.id AND su.user_id = ?)',
    ops: RELATION_MANY_OPS,
  },
  [DatasetFilterField.CATALOG]: { kind: 'string', sql: 't.catalog', ops: STRING_OPS },
  [DatasetFilterField.SCHEMA]: { kind: 'string', sql: 't.schema', ops: STRING_OPS },
  [DatasetFilterField.SQL]: {
    kind: 'string',
    sql: 't.sql',
    ops: [...STRING_OPS, DatasetListOp.DATASET_IS_NULL_OR_EMPTY],
    custom: {
      [DatasetListOp.DATASET_IS_NULL_OR_EMPTY]: (v) => ({ sql: truthy(v) ? PHYSICAL_SQL : `NOT ${PHYSICAL_SQL}`, params: [] }),
    },
  },
  [DatasetFilterField.TABLE_NAME]: { kind: 'string', sql: 't.table_name', ops: STRING_OPS },
  [DatasetFilterField.CREATED_BY]: { kind: 'relation-one', sql: 't.created_by_fk', ops: RELATION_ONE_OPS },
  [DatasetFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 't.changed_by_fk', ops: RELATION_ONE_OPS },
};

/** ORDER BY expressions; the service appends the id so pages are stable. */
export const DATASET_ORDERS: Record<DatasetOrderField, string> = {
  [DatasetOrderField.TABLE_NAME]: 't.table_name',
  [DatasetOrderField.CATALOG]: 't.catalog',
  [DatasetOrderField.SCHEMA]: 't.schema',
  [DatasetOrderField.CHANGED_BY_FIRST_NAME]: userNameSql('first_name', 't.changed_by_fk'),
  [DatasetOrderField.CHANGED_ON]: 't.changed_on',
  [DatasetOrderField.CREATED_ON]: 't.created_on',
  [DatasetOrderField.DATABASE_DATABASE_NAME]: databaseNameSql('t.database_id'),
  [DatasetOrderField.ID]: 't.id',
};
