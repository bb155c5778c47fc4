/**
 * The database list's filterable fields and sort orders (REST ref §6.5 search/order columns and the
 * `upload_is_enabled` operator of §4.2), over `dbs d`.
 */
import { ListFilterOp, NUMBER_OPS, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec, type ListValue, listOperators } from '../../platform/list-query';
import { DatabaseFilterField, DatabaseOrderField } from './database.types';

/** The list operators of this resource's own filters (Superset's custom filter classes). */
export const DatabaseListOp = listOperators(['UPLOAD_IS_ENABLED']);

const BOOLEAN_OPS = [ListFilterOp.EQ, ListFilterOp.NEQ];
const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

export const DATABASE_FILTERS: Record<DatabaseFilterField, FilterFieldSpec> = {
  [DatabaseFilterField.ID]: { kind: 'integer', sql: 'd.id', ops: NUMBER_OPS },
  [DatabaseFilterField.UUID]: { kind: 'string', sql: 'd.uuid', ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN] },
  [DatabaseFilterField.DATABASE_NAME]: { kind: 'string', sql: 'd.database_name', ops: STRING_OPS },
  [DatabaseFilterField.EXPOSE_IN_SQLLAB]: { kind: 'boolean', sql: 'd.expose_in_sqllab', ops: BOOLEAN_OPS },
  [DatabaseFilterField.ALLOW_FILE_UPLOAD]: {
    kind: 'boolean',
    sql: 'd.allow_file_upload',
    ops: [...BOOLEAN_OPS, DatabaseListOp.UPLOAD_IS_ENABLED],
    custom: {
      // Superset's DatabaseUploadEnabledFilter comes down to the flag (its schema clause is always true).
      [DatabaseListOp.UPLOAD_IS_ENABLED]: (v) => ({
        sql: truthy(v) ? 'd.allow_file_upload' : 'NOT d.allow_file_upload',
        params: [],
      }),
    },
  },
  [DatabaseFilterField.ALLOW_DML]: { kind: 'boolean', sql: 'd.allow_dml', ops: BOOLEAN_OPS },
  [DatabaseFilterField.ALLOW_RUN_ASYNC]: { kind: 'boolean', sql: 'd.allow_run_async', ops: BOOLEAN_OPS },
  [DatabaseFilterField.CREATED_BY]: { kind: 'relation-one', sql: 'd.created_by_fk', ops: RELATION_ONE_OPS },
  [DatabaseFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 'd.changed_by_fk', ops: RELATION_ONE_OPS },
};

/** ORDER BY expressions; the service appends the id so pages are stable. */
export const DATABASE_ORDERS: Record<DatabaseOrderField, string> = {
  [DatabaseOrderField.DATABASE_NAME]: 'd.database_name',
  [DatabaseOrderField.ALLOW_FILE_UPLOAD]: 'd.allow_file_upload',
  [DatabaseOrderField.ALLOW_DML]: 'd.allow_dml',
  [DatabaseOrderField.ALLOW_RUN_ASYNC]: 'd.allow_run_async',
  [DatabaseOrderField.EXPOSE_IN_SQLLAB]: 'd.expose_in_sqllab',
  [DatabaseOrderField.CHANGED_ON]: 'd.changed_on',
  [DatabaseOrderField.CREATED_ON]: 'd.created_on',
  [DatabaseOrderField.CREATED_BY_FIRST_NAME]: 'cu.first_name',
};
