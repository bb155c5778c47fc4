import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';

export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;

/** The server's boxplot options for Superset's whisker choices. */
export function whiskerOptions(value: unknown): { whisker_type: string; percentiles?: [number, number] } {
  if (value === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const percentiles = typeof value === 'string' ? /^(\d+)\/(\d+) percentiles$/.exec(value) : null;
  if (percentiles) return { whisker_type: 'percentile', percentiles: [Number(percentiles[1]), Number(percentiles[2])] };
  return { whisker_type: 'tukey' };
}

/** Superset's box plot buildQuery: the metrics per (distribution column, dimension) group; the server's
 * `boxplot` operation then summarises each dimension group's distribution into q1/median/q3, whiskers and
 * outliers per metric. */
export function buildBoxPlotQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metrics = formMetrics(formData);
  const distribute = ensureIsArray(formData.columns);
  const groupby = ensureIsArray(formData.groupby);
  const query: ChartQueryInput = {
    ...base,
    metrics,
    columns: [...distribute, ...groupby],
    seriesColumns: groupby,
    orderby: [],
  };
  if (metrics.length === 0) return [query];
  query.postProcessing = [
    {
      operation: 'boxplot',
      options: { groupby: groupby.map(getColumnLabel), metrics: metrics.map(getMetricLabel), ...whiskerOptions(formData.whiskerOptions) },
    },
  ];
  return [query];
}
