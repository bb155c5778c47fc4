/**
 * The dashboard list's filterable fields and sort orders (REST ref §6.3 search/order columns and §4.2
 * custom operators), over `dashboards d`. Custom operators that need the actor get it through
 * FilterContext.
 */
import {
  escapeLike,
  ListFilterOp,
  NUMBER_OPS,
  RELATION_MANY_OPS,
  RELATION_ONE_OPS,
  STRING_OPS,
  type FilterFieldSpec,
  type ListValue,
  listOperators,
} from '../../platform/list-query';
import { FAVORITE_CLASS_NAMES, favoritePredicate } from '../favorite';
import { userNameSql } from '../security';
import { taggedPredicate } from '../tag';
import { DashboardFilterField, DashboardOrderField } from './dashboard.types';

/** The list operators of this resource's own filters (Superset's custom filter classes). */
export const DashboardListOp = listOperators(['DASHBOARD_IS_FAVORITE', 'DASHBOARD_IS_CERTIFIED', 'TITLE_OR_SLUG', 'DASHBOARD_TAGS', 'DASHBOARD_TAG_ID', 'DASHBOARD_CREATED_BY_ME', 'DASHBOARD_HAS_CREATED_BY']);

const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

const favoriteSql = favoritePredicate(FAVORITE_CLASS_NAMES.dashboard, 'd.id');
const certifiedSql = `(d.certified_by IS NOT NULL AND d.certified_by <> '')`;
const taggedSql = (match: string) => taggedPredicate('dashboard', 'd.id', match);
const BOOLEAN_OPS = [ListFilterOp.EQ, ListFilterOp.NEQ];

export const DASHBOARD_FILTERS: Record<DashboardFilterField, FilterFieldSpec> = {
  [DashboardFilterField.ID]: {
    kind: 'integer',
    sql: 'd.id',
    ops: [...NUMBER_OPS, DashboardListOp.DASHBOARD_IS_FAVORITE, DashboardListOp.DASHBOARD_IS_CERTIFIED],
    custom: {
      [DashboardListOp.DASHBOARD_IS_FAVORITE]: (v, fc) => ({ sql: `${truthy(v) ? '' : 'NOT '}${favoriteSql}`, params: [fc.userId ?? -1] }),
      [DashboardListOp.DASHBOARD_IS_CERTIFIED]: (v) => ({ sql: truthy(v) ? certifiedSql : `NOT ${certifiedSql}`, params: [] }),
    },
  },
  [DashboardFilterField.UUID]: { kind: 'string', sql: 'd.uuid', ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN] },
  [DashboardFilterField.DASHBOARD_TITLE]: {
    kind: 'string',
    sql: 'd.dashboard_title',
    ops: [...STRING_OPS, DashboardListOp.TITLE_OR_SLUG],
    custom: {
      [DashboardListOp.TITLE_OR_SLUG]: (v) => {
        const text = String(v ?? '').trim();
        if (!text) return null;
        const p = `%${escapeLike(text.toLowerCase())}%`;
        return { sql: `(LOWER(COALESCE(d.dashboard_title, '')) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(d.slug, '')) LIKE ? ESCAPE '\\')`, params: [p, p] };
      },
    },
  },
  [DashboardFilterField.SLUG]: { kind: 'string', sql: 'd.slug', ops: STRING_OPS },
  [DashboardFilterField.PUBLISHED]: { kind: 'boolean', sql: 'd.published', ops: BOOLEAN_OPS },
  [DashboardFilterField.IS_MANAGED_EXTERNALLY]: { kind: 'boolean', sql: 'd.is_managed_externally', ops: BOOLEAN_OPS },
  [DashboardFilterField.OWNERS]: {
    kind: 'relation-many',
    memberSql: 'EXISTS (SELECT 1 FROM dashboard_user du WHERE du.dashboard_id = d.id AND du.user_id = ?)',
    ops: RELATION_MANY_OPS,
  },
  [DashboardFilterField.ROLES]: {
    kind: 'relation-many',
    memberSql: 'EXISTS (SELECT 1 FROM dashboard_roles dr WHERE dr.dashboard_id = d.id AND dr.role_id = ?)',
    ops: RELATION_MANY_OPS,
  },
  [DashboardFilterField.TAGS]: {
    kind: 'relation-many',
    memberSql: taggedSql('t.id = ?'),
    ops: [...RELATION_MANY_OPS, DashboardListOp.DASHBOARD_TAGS, DashboardListOp.DASHBOARD_TAG_ID],
    custom: {
      [DashboardListOp.DASHBOARD_TAGS]: (v) => ({ sql: taggedSql(`LOWER(t.name) LIKE ? ESCAPE '\\'`), params: [`%${escapeLike(String(v ?? '').toLowerCase())}%`] }),
      [DashboardListOp.DASHBOARD_TAG_ID]: (v) => ({ sql: taggedSql('t.id = ?'), params: [Number(v)] }),
    },
  },
  [DashboardFilterField.CREATED_BY]: {
    kind: 'relation-one',
    sql: 'd.created_by_fk',
    ops: [...RELATION_ONE_OPS, DashboardListOp.DASHBOARD_CREATED_BY_ME, DashboardListOp.DASHBOARD_HAS_CREATED_BY],
    custom: {
      [DashboardListOp.DASHBOARD_CREATED_BY_ME]: (_v, fc) => ({ sql: '(d.created_by_fk = ? OR d.changed_by_fk = ?)', params: [fc.userId ?? -1, fc.userId ?? -1] }),
      [DashboardListOp.DASHBOARD_HAS_CREATED_BY]: (v) => ({ sql: `d.created_by_fk IS ${truthy(v) ? 'NOT ' : ''}NULL`, params: [] }),
    },
  },
  [DashboardFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 'd.changed_by_fk', ops: RELATION_ONE_OPS },
};

/** ORDER BY expressions; every order ends with the id so pages are stable. */
export const DASHBOARD_ORDERS: Record<DashboardOrderField, string> = {
  [DashboardOrderField.DASHBOARD_TITLE]: 'd.dashboard_title',
  [DashboardOrderField.PUBLISHED]: 'd.published',
  [DashboardOrderField.CHANGED_ON]: 'd.changed_on',
  [DashboardOrderField.CREATED_ON]: 'd.created_on',
  [DashboardOrderField.CHANGED_BY_FIRST_NAME]: userNameSql('first_name', 'd.changed_by_fk'),
  [DashboardOrderField.CREATED_BY_FIRST_NAME]: userNameSql('first_name', 'd.created_by_fk'),
};
