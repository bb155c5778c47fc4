import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

export const wordColumn = (formData: QueryFormData) => ensureIsArray(formData.series as QueryFormColumn | undefined)[0];

/** Superset's word cloud buildQuery: the metric per word (the series column), heaviest first when
 * sort_by_metric so a row limit keeps the biggest words. */
export function buildWordCloudQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metric = formData.metric;
  const column = wordColumn(formData);
  return [
    {
      ...base,
      metrics: metric ? [metric] : [],
      columns: column ? [column] : [],
      orderby: formData.sort_by_metric !== false && metric ? [[metric, false]] : [],
    },
  ];
}
