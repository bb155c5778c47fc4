import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';
import { parseOrderByCols, tableQueryMode } from './table-form';

/** Superset's table buildQuery: raw mode selects columns as they are; aggregate mode groups by the dimensions
 * and sorts by the sort-by metric, else by the first metric descending. */
export function buildTableQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  if (tableQueryMode(formData) === 'raw') {
    return [
      {
        ...base,
        metrics: [],
        columns: ensureIsArray(formData.all_columns),
        orderby: parseOrderByCols(formData.order_by_cols).orderby,
      },
    ];
  }
  const metrics = base.metrics ?? [];
  const sortByMetric = ensureIsArray(formData.timeseries_limit_metric)[0];
  let orderby: unknown[] = [];
  if (sortByMetric) orderby = [[sortByMetric, formData.order_desc === false]];
  else if (metrics.length > 0) orderby = [[metrics[0], false]];
  return [{ ...base, columns: ensureIsArray(formData.groupby), orderby }];
}
