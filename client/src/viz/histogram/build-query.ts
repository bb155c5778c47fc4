import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, toOptionalInt, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, getColumnLabel } from '../shared/query-object';

export const DEFAULT_BINS = 5;

export function histogramColumn(formData: QueryFormData): QueryFormColumn | undefined {
  return ensureIsArray(formData.column as QueryFormColumn | QueryFormColumn[] | undefined)[0];
}

export function histogramBins(formData: QueryFormData): number {
  const bins = toOptionalInt(formData.bins);
  return bins !== undefined && bins > 0 ? bins : DEFAULT_BINS;
}

/** Superset's histogram_v2 buildQuery: the raw values of one numeric column (with the group-by columns), binned
 * on the server by the `histogram` post-processing operation into one column per bin. */
export function buildHistogramQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const column = histogramColumn(formData);
  const groupby = ensureIsArray(formData.groupby);
  const query: ChartQueryInput = { ...base, metrics: [], columns: [...groupby, ...(column ? [column] : [])], orderby: [] };
  if (!column) return [query];
  query.postProcessing = [
    {
      operation: 'histogram',
      options: {
        column: getColumnLabel(column),
        groupby: groupby.map(getColumnLabel),
        bins: histogramBins(formData),
        cumulative: formData.cumulative === true,
        normalize: formData.normalize === true,
      },
    },
  ];
  return [query];
}

/** The legacy (nvd3) histogram's keys: all_columns_x, link_length, normalized, x/y_axis_label. */
export function migrateHistogramFormData(formData: QueryFormData): QueryFormData {
  if (formData.viz_type !== 'histogram') return formData;
  const migrated: QueryFormData = { ...formData };
  if (migrated.column === undefined && formData.all_columns_x !== undefined) {
    migrated.column = ensureIsArray(formData.all_columns_x as QueryFormColumn[])[0];
  }
  if (migrated.bins === undefined && formData.link_length !== undefined) migrated.bins = toOptionalInt(formData.link_length);
  if (migrated.normalize === undefined && formData.normalized !== undefined) migrated.normalize = formData.normalized === true;
  if (migrated.x_axis_title === undefined && typeof formData.x_axis_label === 'string') migrated.x_axis_title = formData.x_axis_label;
  if (migrated.y_axis_title === undefined && typeof formData.y_axis_label === 'string') migrated.y_axis_title = formData.y_axis_label;
  return migrated;
}
