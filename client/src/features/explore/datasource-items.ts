// The dataset pane's lists: search over columns and metrics (name and label), temporal columns first as in
// Superset, and the tooltip lines of each item (spec 1 §2: column type, column name, label, description,
// metric name). Pure, so it is unit-tested.
import type { ExploreDatasourceColumnFragment, ExploreDatasourceMetricFragment } from '../../gql/graphql';

export type PaneColumn = ExploreDatasourceColumnFragment;
export type PaneMetric = ExploreDatasourceMetricFragment;

function matches(term: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}

const byLabel = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

export function filterColumns(columns: readonly PaneColumn[], term: string): PaneColumn[] {
  return columns
    .filter((column) => matches(term, column.columnName, column.verboseName))
    .sort((a, b) => Number(b.isDttm) - Number(a.isDttm) || byLabel(a.verboseName || a.columnName, b.verboseName || b.columnName));
}

export function filterMetrics(metrics: readonly PaneMetric[], term: string): PaneMetric[] {
  return metrics
    .filter((metric) => matches(term, metric.metricName, metric.verboseName))
    .sort((a, b) => byLabel(a.verboseName || a.metricName, b.verboseName || b.metricName));
}

export interface TooltipLine {
  label: string;
  value: string;
}

export function columnTooltip(column: PaneColumn): TooltipLine[] {
  const lines: TooltipLine[] = [];
  if (column.type) lines.push({ label: 'Column type', value: column.type });
  lines.push({ label: 'Column name', value: column.columnName });
  if (column.verboseName) lines.push({ label: 'Label', value: column.verboseName });
  if (column.description) lines.push({ label: 'Description', value: column.description });
  return lines;
}

export function metricTooltip(metric: PaneMetric): TooltipLine[] {
  const lines: TooltipLine[] = [{ label: 'Metric name', value: metric.metricName }];
  if (metric.verboseName) lines.push({ label: 'Label', value: metric.verboseName });
  if (metric.description) lines.push({ label: 'Description', value: metric.description });
  return lines;
}

/** 'Certified by %s', with the details on the next line when there are any. */
export function certificationText(certifiedBy: string | null | undefined, details?: string | null): string | null {
  if (!certifiedBy) return null;
  return details ? `Certified by ${certifiedBy}\n${details}` : `Certified by ${certifiedBy}`;
}
