import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

/** Superset's funnel buildQuery: one metric per stage (the dimension values), widest stage first when
 * sort_by_metric. */
export function buildFunnelQuery(formData: QueryFormData): ChartQueryInput[] {
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
