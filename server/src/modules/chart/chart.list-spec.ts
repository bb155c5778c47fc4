/**
 * The chart list's filterable fields and sort orders (REST ref §6.1 search/order columns and §4.2 custom
 * operators), over `slices c`. Custom operators that need the actor get it through FilterContext. Other
 * modules' tables are reached through their predicates: favourites, tags, datasets, users, and dashboards
 * (which sit above charts, so their predicate comes through ChartDashboardsPort at request time).
 */
import {
  DATE_OPS,
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
import { datasetNameMatchSql } from '../dataset';
import { FAVORITE_CLASS_NAMES, favoritePredicate } from '../favorite';
import { userNameSql } from '../security';
import { taggedPredicate } from '../tag';
import type { ChartDashboards } from './chart-dependents';
import { ChartFilterField, ChartOrderField } from './chart.types';

/** The list operators of this resource's own filters (Superset's custom filter classes). */
export const ChartListOp = listOperators(['CHART_IS_FAVORITE', 'CHART_IS_CERTIFIED', 'CHART_OWNED_CREATED_FAVORED_BY_ME', 'CHART_ALL_TEXT', 'CHART_CREATED_BY_ME', 'CHART_HAS_CREATED_BY', 'CHART_TAGS', 'CHART_TAG_ID']);

const truthy = (v: ListValue) => v === true || v === 'true' || v === 1;

const favoriteSql = favoritePredicate(FAVORITE_CLASS_NAMES.chart, 'c.id');
const taggedSql = (match: string) => taggedPredicate('chart', 'c.id', match);

export const chartFilters = (dashboards: Pick<ChartDashboards, 'chartOnDashboardSql'>): Record<ChartFilterField, FilterFieldSpec> => ({
  [ChartFilterField.ID]: {
    kind: 'integer',
    sql: 'c.id',
    ops: [
      ...NUMBER_OPS,
      ChartListOp.CHART_IS_FAVORITE,
      ChartListOp.CHART_IS_CERTIFIED,
      ChartListOp.CHART_OWNED_CREATED_FAVORED_BY_ME,
    ],
    custom: {
      [ChartListOp.CHART_IS_FAVORITE]: (v, fc) => ({ sql: `${truthy(v) ? '' : 'NOT '}${favoriteSql}`, params: [fc.userId ?? -1] }),
      [ChartListOp.CHART_IS_CERTIFIED]: (v) => ({ sql: truthy(v) ? `c.certified_by IS NOT NULL AND c.certified_by <> ''` : `(c.certified_by IS NULL OR c.certified_by = '')`, params: [] }),
      [ChartListOp.CHART_OWNED_CREATED_FAVORED_BY_ME]: (_v, fc) => ({
        sql: `(EXISTS (SELECT 1 FROM slice_user su WHERE su.slice_id = c.id AND su.user_id = ?) OR c.created_by_fk = ? OR c.changed_by_fk = ? OR ${favoriteSql})`,
        params: Array(4).fill(fc.userId ?? -1),
      }),
    },
  },
  [ChartFilterField.UUID]: { kind: 'string', sql: 'c.uuid', ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN] },
  [ChartFilterField.SLICE_NAME]: {
    kind: 'string',
    sql: 'c.slice_name',
    ops: [...STRING_OPS, ChartListOp.CHART_ALL_TEXT],
    custom: {
      [ChartListOp.CHART_ALL_TEXT]: (v) => {
        const text = String(v ?? '').trim();
        if (!text) return null;
        const p = `%${escapeLike(text.toLowerCase())}%`;
        return {
          sql: `(LOWER(c.slice_name) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(c.description, '')) LIKE ? ESCAPE '\\' OR LOWER(c.viz_type) LIKE ? ESCAPE '\\'
                 OR (c.datasource_type IN ('table', 'dataset') AND ${datasetNameMatchSql('c.datasource_id')}))`,
          params: [p, p, p, p],
        };
      },
    },
  },
  [ChartFilterField.VIZ_TYPE]: { kind: 'string', sql: 'c.viz_type', ops: STRING_OPS },
  [ChartFilterField.DESCRIPTION]: { kind: 'string', sql: 'c.description', ops: STRING_OPS },
  [ChartFilterField.DATASOURCE_ID]: { kind: 'integer', sql: 'c.datasource_id', ops: NUMBER_OPS },
  [ChartFilterField.DATASOURCE_NAME]: { kind: 'string', sql: 'c.datasource_name', ops: STRING_OPS },
  [ChartFilterField.DATASOURCE_TYPE]: { kind: 'string', sql: 'c.datasource_type', ops: STRING_OPS },
  [ChartFilterField.OWNERS]: {
    kind: 'relation-many',
    memberSql: 'EXISTS (SELECT 1 FROM slice_user su WHERE su.slice_id = c.id AND su.user_id = ?)',
    ops: RELATION_MANY_OPS,
  },
  [ChartFilterField.DASHBOARDS]: {
    kind: 'relation-many',
    memberSql: dashboards.chartOnDashboardSql('c.id'),
    ops: RELATION_MANY_OPS,
  },
  [ChartFilterField.CREATED_BY]: {
    kind: 'relation-one',
    sql: 'c.created_by_fk',
    ops: [...RELATION_ONE_OPS, ChartListOp.CHART_CREATED_BY_ME, ChartListOp.CHART_HAS_CREATED_BY],
    custom: {
      [ChartListOp.CHART_CREATED_BY_ME]: (_v, fc) => ({ sql: '(c.created_by_fk = ? OR c.changed_by_fk = ?)', params: [fc.userId ?? -1, fc.userId ?? -1] }),
      [ChartListOp.CHART_HAS_CREATED_BY]: (v) => ({ sql: `c.created_by_fk IS ${truthy(v) ? 'NOT ' : ''}NULL`, params: [] }),
    },
  },
  [ChartFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 'c.changed_by_fk', ops: RELATION_ONE_OPS },
  [ChartFilterField.LAST_SAVED_AT]: { kind: 'date', sql: 'c.last_saved_at', ops: DATE_OPS },
  [ChartFilterField.LAST_SAVED_BY]: { kind: 'relation-one', sql: 'c.last_saved_by_fk', ops: RELATION_ONE_OPS },
  [ChartFilterField.TAGS]: {
    kind: 'relation-many',
    memberSql: taggedSql('t.id = ?'),
    ops: [...RELATION_MANY_OPS, ChartListOp.CHART_TAGS, ChartListOp.CHART_TAG_ID],
    custom: {
      [ChartListOp.CHART_TAGS]: (v) => ({ sql: taggedSql(`LOWER(t.name) LIKE ? ESCAPE '\\'`), params: [`%${escapeLike(String(v ?? '').toLowerCase())}%`] }),
      [ChartListOp.CHART_TAG_ID]: (v) => ({ sql: taggedSql('t.id = ?'), params: [Number(v)] }),
    },
  },
});

/** ORDER BY expressions; every order ends with the id so pages are stable. */
export const CHART_ORDERS: Record<ChartOrderField, string> = {
  [ChartOrderField.SLICE_NAME]: 'c.slice_name',
  [ChartOrderField.VIZ_TYPE]: 'c.viz_type',
  [ChartOrderField.DATASOURCE_ID]: 'c.datasource_id',
  [ChartOrderField.DATASOURCE_NAME]: 'c.datasource_name',
  [ChartOrderField.CHANGED_ON]: 'c.changed_on',
  [ChartOrderField.CREATED_ON]: 'c.created_on',
  [ChartOrderField.LAST_SAVED_AT]: 'c.last_saved_at',
  [ChartOrderField.CHANGED_BY_FIRST_NAME]: userNameSql('first_name', 'c.changed_by_fk'),
  [ChartOrderField.LAST_SAVED_BY_ID]: 'c.last_saved_by_fk',
  [ChartOrderField.LAST_SAVED_BY_FIRST_NAME]: userNameSql('first_name', 'c.last_saved_by_fk'),
  [ChartOrderField.LAST_SAVED_BY_LAST_NAME]: userNameSql('last_name', 'c.last_saved_by_fk'),
};
