import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, getColumnLabel, getMetricLabel } from '../shared/query-object';

export const heatmapX = (formData: QueryFormData) => ensureIsArray(formData.x_axis as QueryFormColumn | undefined)[0];
export const heatmapY = (formData: QueryFormData) => ensureIsArray(formData.groupby as QueryFormColumn | QueryFormColumn[] | undefined)[0];

/** Superset's heatmap_v2 buildQuery: the metric per (x, y) cell, largest cells first so a row limit keeps
 * them, and each cell's `rank` (within its column, row or the whole heatmap, per normalize_across) for
 * the normalised colouring. */
export function buildHeatmapQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const x = heatmapX(formData);
  const y = heatmapY(formData);
  const metric = formData.metric;
  const query: ChartQueryInput = {
    ...base,
    metrics: metric ? [metric] : [],
    columns: [x, y].filter((column): column is QueryFormColumn => Boolean(column)),
    orderby: metric ? [[metric, false]] : [],
  };
  if (!metric || !x || !y) return [query];
  const across = formData.normalize_across;
  const groupBy = across === 'x' ? getColumnLabel(x) : across === 'y' ? getColumnLabel(y) : undefined;
  query.postProcessing = [
    { operation: 'rank', options: { metric: getMetricLabel(metric), ...(groupBy ? { group_by: groupBy } : {}) } },
  ];
  return [query];
}

/** The legacy heatmap's all_columns_x / all_columns_y. */
export function migrateHeatmapFormData(formData: QueryFormData): QueryFormData {
  if (formData.viz_type !== 'heatmap') return formData;
  const migrated: QueryFormData = { ...formData };
  if (migrated.x_axis === undefined && formData.all_columns_x !== undefined) migrated.x_axis = ensureIsArray(formData.all_columns_x as QueryFormColumn)[0];
  if (migrated.groupby === undefined && formData.all_columns_y !== undefined) migrated.groupby = ensureIsArray(formData.all_columns_y as QueryFormColumn).slice(0, 1);
  return migrated;
}
