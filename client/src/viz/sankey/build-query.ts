import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

const single = (value: unknown) => ensureIsArray(value as QueryFormColumn | QueryFormColumn[] | undefined)[0];
export const sankeySource = (formData: QueryFormData) => single(formData.source);
export const sankeyTarget = (formData: QueryFormData) => single(formData.target);

/** Superset's sankey_v2 buildQuery: the metric per (source, target) link, heaviest first when sort_by_metric. */
export function buildSankeyQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metric = formData.metric;
  return [
    {
      ...base,
      metrics: metric ? [metric] : [],
      columns: [sankeySource(formData), sankeyTarget(formData)].filter((c): c is QueryFormColumn => Boolean(c)),
      orderby: formData.sort_by_metric !== false && metric ? [[metric, false]] : [],
    },
  ];
}

/** The legacy sankey kept source and target as the two groupby columns. */
export function migrateSankeyFormData(formData: QueryFormData): QueryFormData {
  if (formData.source !== undefined || formData.target !== undefined) return formData;
  const [source, target] = ensureIsArray(formData.groupby);
  return source === undefined ? formData : { ...formData, source, target };
}
