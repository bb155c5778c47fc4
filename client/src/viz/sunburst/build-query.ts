import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData, type QueryFormMetric } from '../shared/form-data';
import { buildBaseQuery, getMetricLabel } from '../shared/query-object';

function sunburstMetrics(formData: QueryFormData): QueryFormMetric[] {
  const metrics = [formData.metric, formData.secondary_metric as QueryFormMetric | undefined].filter((m): m is QueryFormMetric => Boolean(m));
  const labels = new Set<string>();
  return metrics.filter((metric) => !labels.has(getMetricLabel(metric)) && labels.add(getMetricLabel(metric)));
}

/** Superset's sunburst_v2 buildQuery: the metric (and the colour metric) per hierarchy path, largest first
 * when sort_by_metric. */
export function buildSunburstQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metric = formData.metric;
  return [
    {
      ...base,
      metrics: sunburstMetrics(formData),
      columns: ensureIsArray(formData.columns),
      orderby: formData.sort_by_metric !== false && metric ? [[metric, false]] : [],
    },
  ];
}

/** The legacy sunburst kept its hierarchy in groupby. */
export function migrateSunburstFormData(formData: QueryFormData): QueryFormData {
  if (formData.columns !== undefined || formData.groupby === undefined) return formData;
  return { ...formData, columns: formData.groupby };
}
