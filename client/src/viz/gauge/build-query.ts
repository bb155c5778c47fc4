import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

/** Superset's gauge buildQuery: one metric per dimension group (one pointer each), largest first when
 * sort_by_metric. */
export function buildGaugeQuery(formData: QueryFormData): ChartQueryInput[] {
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
