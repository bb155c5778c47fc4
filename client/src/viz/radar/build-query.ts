import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData, type QueryFormMetric } from '../shared/form-data';
import { buildBaseQuery, formMetrics } from '../shared/query-object';

/** Superset's radar buildQuery: the metrics (the spokes) per dimension group (one shape each), ordered by the
 * sort-by metric or else the first metric, largest first. */
export function buildRadarQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metrics = formMetrics(formData);
  const sortBy = formData.timeseries_limit_metric as QueryFormMetric | null | undefined;
  const orderby: Array<[QueryFormMetric, boolean]> = sortBy
    ? [[sortBy, formData.order_desc === false]]
    : metrics.length
      ? [[metrics[0], false]]
      : [];
  return [{ ...base, metrics, columns: ensureIsArray(formData.groupby), orderby }];
}
