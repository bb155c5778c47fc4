/**
 * The saved-query list's filterable fields and orders (REST ref §6.6 search/order columns, §4.2 custom
 * operators), over `saved_query s` joined with `dbs d`.
 */
import { escapeLike, NUMBER_OPS, RELATION_MANY_OPS, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec, type ListValue, listOperators } from '../../platform/list-query';
import { favoritePredicate } from '../favorite';
import { taggedPredicate } from '../tag';
import { SavedQueryFilterField, SavedQueryOrderField } from './saved-query.types';

/** The list operators of this resource's own filters (Superset's custom filter classes). */
export const SavedQueryListOp = listOperators(['SAVED_QUERY_IS_FAV', 'ALL_TEXT', 'SAVED_QUERY_TAGS', 'SAVED_QUERY_TAG_ID']);

const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

/** Favourites of saved queries are stored with class_name 'query', as Superset stores them. */
export const SAVED_QUERY_FAVORITE_CLASS = 'query';
const favoriteSql = favoritePredicate(SAVED_QUERY_FAVORITE_CLASS, 's.id');
const taggedSql = (match: string) => taggedPredicate('query', 's.id', match);

export const SAVED_QUERY_FILTERS: Record<SavedQueryFilterField, FilterFieldSpec> = {
  [SavedQueryFilterField.ID]: {
    kind: 'integer',
    sql: 's.id',
    ops: [...NUMBER_OPS, SavedQueryListOp.SAVED_QUERY_IS_FAV],
    custom: {
      [SavedQueryListOp.SAVED_QUERY_IS_FAV]: (v, fc) => ({ sql: `${truthy(v) ? '' : 'NOT '}${favoriteSql}`, params: [fc.userId ?? -1] }),
    },
  },
  [SavedQueryFilterField.DATABASE]: { kind: 'relation-one', sql: 's.db_id', ops: RELATION_ONE_OPS },
  [SavedQueryFilterField.LABEL]: {
    kind: 'string',
    sql: 's.label',
    ops: [...STRING_OPS, SavedQueryListOp.ALL_TEXT],
    custom: {
      // Superset's SavedQueryAllTextFilter: schema, label, description and sql; empty text filters nothing.
      [SavedQueryListOp.ALL_TEXT]: (v) => {
        const text = String(v ?? '').trim();
        if (!text) return null;
        const p = `%${escapeLike(text.toLowerCase())}%`;
        const like = (col: string) => `LOWER(COALESCE(${col}, '')) LIKE ? ESCAPE '\\'`;
        return { sql: `(${like('s.schema')} OR ${like('s.label')} OR ${like('s.description')} OR ${like('s.sql')})`, params: [p, p, p, p] };
      },
    },
  },
  [SavedQueryFilterField.CATALOG]: { kind: 'string', sql: 's.catalog', ops: STRING_OPS },
  [SavedQueryFilterField.SCHEMA]: { kind: 'string', sql: 's.schema', ops: STRING_OPS },
  [SavedQueryFilterField.CREATED_BY]: { kind: 'relation-one', sql: 's.created_by_fk', ops: RELATION_ONE_OPS },
  [SavedQueryFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 's.changed_by_fk', ops: RELATION_ONE_OPS },
  [SavedQueryFilterField.TAGS]: {
    kind: 'relation-many',
    memberSql: taggedSql('t.id = ?'),
    ops: [...RELATION_MANY_OPS, SavedQueryListOp.SAVED_QUERY_TAGS, SavedQueryListOp.SAVED_QUERY_TAG_ID],
    custom: {
      [SavedQueryListOp.SAVED_QUERY_TAGS]: (v) => ({ sql: taggedSql(`LOWER(t.name) LIKE ? ESCAPE '\\'`), params: [`%${escapeLike(String(v ?? '').toLowerCase())}%`] }),
      [SavedQueryListOp.SAVED_QUERY_TAG_ID]: (v) => ({ sql: taggedSql('t.id = ?'), params: [Number(v)] }),
    },
  },
};

export const SAVED_QUERY_ORDERS: Record<SavedQueryOrderField, string> = {
  [SavedQueryOrderField.CATALOG]: 's.catalog',
  [SavedQueryOrderField.SCHEMA]: 's.schema',
  [SavedQueryOrderField.LABEL]: 's.label',
  [SavedQueryOrderField.DESCRIPTION]: 's.description',
  [SavedQueryOrderField.SQL]: 's.sql',
  [SavedQueryOrderField.ROWS]: 's.rows',
  [SavedQueryOrderField.CREATED_BY_FIRST_NAME]: 'cu.first_name',
  [SavedQueryOrderField.DATABASE_DATABASE_NAME]: 'd.database_name',
  [SavedQueryOrderField.CREATED_ON]: 's.created_on',
  [SavedQueryOrderField.CHANGED_ON]: 's.changed_on',
  [SavedQueryOrderField.LAST_RUN]: 's.last_run',
};
