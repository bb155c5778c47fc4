import type { ChartQueryInput } from '../../gql/graphql';
import type { QueryFormData } from '../shared/form-data';
import { buildTimeseriesQuery, migrateLegacyTimeseries } from '../timeseries/build-query';

export const QUERY_B_SUFFIX = '_b';

/** Query A's form data: the keys of query B (suffixed `_b`) removed (Superset's removeFormDataSuffix). */
export function queryAFormData(formData: QueryFormData): QueryFormData {
  const out: QueryFormData = { ...formData };
  for (const key of Object.keys(out)) if (key.endsWith(QUERY_B_SUFFIX)) delete out[key];
  return migrateLegacyTimeseries(out);
}

/** Query B's form data: each `<key>_b` in place of `<key>` (Superset's retainFormDataSuffix); the shared
 * keys (x-axis, time grain, time range) stay. */
export function queryBFormData(formData: QueryFormData): QueryFormData {
  const out: QueryFormData = { ...formData };
  for (const key of Object.keys(formData)) {
    if (!key.endsWith(QUERY_B_SUFFIX)) continue;
    out[key.slice(0, -QUERY_B_SUFFIX.length)] = formData[key];
    delete out[key];
  }
  // Query A's own settings must not leak into B when B leaves them unset; annotation layers are asked once, by A.
  delete out.annotation_layers;
  for (const key of ['series_limit', 'series_limit_metric', 'time_compare', 'comparison_type', 'resample_rule', 'resample_method']) {
    if (!(`${key}${QUERY_B_SUFFIX}` in formData)) delete out[key];
  }
  return migrateLegacyTimeseries(out);
}

/** Two timeseries queries sharing the x-axis, each with its own metrics, dimensions, filters and analytics. */
export function buildMixedTimeseriesQuery(formData: QueryFormData): ChartQueryInput[] {
  return [...buildTimeseriesQuery(queryAFormData(formData)), ...buildTimeseriesQuery(queryBFormData(formData))];
}
