import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '../shared/form-data';
import { buildBaseQuery, getMetricLabel } from '../shared/query-object';

export const worldMapEntity = (formData: QueryFormData) => ensureIsArray(formData.entity as QueryFormColumn | undefined)[0];

/** The colour metric, then the bubble-size metric (secondary_metric) when it is another one. */
export function worldMapMetrics(formData: QueryFormData): QueryFormMetric[] {
  const metric = formData.metric;
  const secondary = formData.secondary_metric as QueryFormMetric | null | undefined;
  const metrics: QueryFormMetric[] = metric ? [metric] : [];
  if (secondary && (!metric || getMetricLabel(secondary) !== getMetricLabel(metric))) metrics.push(secondary);
  return metrics;
}

/** Superset's world map buildQuery: the metric (and bubble size metric) per country, largest first when
 * sort_by_metric. */
export function buildWorldMapQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const entity = worldMapEntity(formData);
  const metric = formData.metric;
  return [
    {
      ...base,
      metrics: worldMapMetrics(formData),
      columns: entity ? [entity] : [],
      orderby: formData.sort_by_metric !== false && metric ? [[metric, false]] : [],
    },
  ];
}
