import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, toOptionalInt, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, getMetricLabel, withTimeGrain } from '../shared/query-object';
import type { BuildQueryContext } from '../types';
import { parseOrderByCols, percentMetricsOf, tableQueryMode } from './table-form';

export const DEFAULT_SERVER_PAGE_LENGTH = 10;

/** Superset's table buildQuery. Raw mode selects columns as they are; aggregate mode groups by the dimensions
 * (percentage metrics become shares of their column on the server) and sorts by the sort-by metric, else by
 * the first metric descending. Server paging asks for one page plus a row count; totals are a second query
 * without dimensions. Query order: rows, [row count], [totals]. */
export function buildTableQuery(formData: QueryFormData, context: BuildQueryContext = {}): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const ownState = context.ownState ?? {};
  let query: ChartQueryInput;
  if (tableQueryMode(formData) === 'raw') {
    query = {
      ...base,
      metrics: [],
      columns: withTimeGrain(ensureIsArray(formData.all_columns), formData),
      orderby: parseOrderByCols(formData.order_by_cols).orderby,
    };
  } else {
    const metrics = base.metrics ?? [];
    const percentMetrics = percentMetricsOf(formData);
    const labels = new Set(metrics.map((m) => getMetricLabel(m as never)));
    const allMetrics = [...metrics, ...percentMetrics.filter((m) => !labels.has(getMetricLabel(m)))];
    const sortByMetric = ensureIsArray(formData.timeseries_limit_metric)[0];
    let orderby: unknown[] = [];
    if (sortByMetric) orderby = [[sortByMetric, formData.order_desc === false]];
    else if (allMetrics.length > 0) orderby = [[allMetrics[0], false]];
    query = { ...base, metrics: allMetrics, columns: withTimeGrain(ensureIsArray(formData.groupby), formData), orderby };
    if (percentMetrics.length) {
      const percentLabels = percentMetrics.map(getMetricLabel);
      query.postProcessing = [
        { operation: 'contribution', options: { columns: percentLabels, rename_columns: percentLabels.map((label) => `%${label}`) } },
      ];
    }
  }
  const queries: ChartQueryInput[] = [];
  if (formData.server_pagination === true) {
    const pageSize = ownState.pageSize ?? toOptionalInt(formData.server_page_length) ?? DEFAULT_SERVER_PAGE_LENGTH;
    if (ownState.sortBy?.length) query.orderby = ownState.sortBy.map(({ key, desc }) => [key, !desc]);
    if (ownState.searchText && ownState.searchColumn) {
      query.filters = [...(query.filters ?? []), { col: ownState.searchColumn, op: 'ILIKE', val: `%${ownState.searchText}%` }];
    }
    const unpaged = { ...query };
    query = { ...query, rowLimit: pageSize, rowOffset: (ownState.currentPage ?? 0) * pageSize };
    queries.push(query, { ...unpaged, isRowcount: true, postProcessing: [], orderby: [] });
  } else {
    queries.push(query);
  }
  if (formData.show_totals === true && tableQueryMode(formData) === 'aggregate') {
    queries.push({ ...query, columns: [], rowLimit: 0, rowOffset: 0, postProcessing: [], orderby: [], orderDesc: null });
  }
  return queries;
}
