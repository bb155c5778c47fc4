import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { compactOps, flattenOperator, type MaybeRule } from '../shared/post-processing';
import { buildBaseQuery, defaultOrderBy, formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';

export const categoriesOf = (formData: QueryFormData) => ensureIsArray(formData.groupby as QueryFormColumn[] | undefined);
export const breakdownsOf = (formData: QueryFormData) => ensureIsArray(formData.columns as QueryFormColumn[] | undefined);

/** Superset's categorical bar chart (dist_bar): the metrics per category (the dimensions) and breakdown (the
 * series), pivoted on the server to one column per (metric, breakdown value). */
export function buildBarQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metrics = formMetrics(formData);
  const categories = categoriesOf(formData);
  const breakdowns = breakdownsOf(formData);
  const query: ChartQueryInput = {
    ...base,
    metrics,
    columns: [...categories, ...breakdowns],
    orderby: defaultOrderBy(formData, metrics),
  };
  if (categories.length === 0 || metrics.length === 0) return [query];
  const labels = metrics.map(getMetricLabel);
  // With one metric, series are named by their breakdown value alone.
  const rename: MaybeRule =
    labels.length === 1 && breakdowns.length > 0
      ? { operation: 'rename', options: { columns: { [labels[0]]: null }, level: 0, inplace: true } }
      : undefined;
  const contribution: MaybeRule = formData.contribution === true ? { operation: 'contribution', options: { orientation: 'row' } } : undefined;
  query.postProcessing = compactOps([
    {
      operation: 'pivot',
      options: {
        index: categories.map(getColumnLabel),
        columns: breakdowns.map(getColumnLabel),
        aggregates: Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }])),
        drop_missing_columns: false,
      },
    },
    rename,
    contribution,
    flattenOperator(),
  ]);
  return [query];
}
