import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, getColumnLabel, withTimeGrain } from '../shared/query-object';

/** The dimensions of the pivot, rows and columns, each once; temporal ones (per temporal_columns_lookup) are
 * bucketed by the time grain. */
export function pivotColumns(formData: QueryFormData): QueryFormColumn[] {
  const seen = new Set<string>();
  const columns = [
    ...ensureIsArray(formData.groupbyColumns as QueryFormColumn[]),
    ...ensureIsArray(formData.groupbyRows as QueryFormColumn[]),
  ].filter((column) => {
    const label = getColumnLabel(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  return withTimeGrain(columns, formData);
}

/** Superset's pivot table buildQuery: every row/column dimension grouped, the metrics aggregated; the pivot
 * happens in the browser. A sort-by metric orders (and with the row limit, chooses) the groups. */
export function buildPivotTableQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const sortMetric = formData.series_limit_metric ?? formData.timeseries_limit_metric;
  return [
    {
      ...base,
      columns: pivotColumns(formData),
      orderby: sortMetric ? [[sortMetric, formData.order_desc === false]] : [],
    },
  ];
}
