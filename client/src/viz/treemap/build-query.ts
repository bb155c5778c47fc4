import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData, type QueryFormMetric } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

/** Superset's treemap_v2 buildQuery: one metric per hierarchy path, largest first when sort_by_metric. */
export function buildTreemapQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metric = formData.metric;
  return [
    {
      ...base,
      metrics: metric ? [metric] : [],
      columns: ensureIsArray(formData.groupby),
      orderby: formData.sort_by_metric !== false && metric ? [[metric, false]] : [],
    },
  ];
}

/** The legacy treemap saved a metrics list; the first one is the tile size. */
export function migrateTreemapFormData(formData: QueryFormData): QueryFormData {
  if (formData.metric !== undefined || formData.metrics === undefined) return formData;
  return { ...formData, metric: ensureIsArray(formData.metrics as QueryFormMetric[])[0] };
}
