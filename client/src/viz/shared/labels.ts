// What a person reads for a metric or a column: the dataset's verbose name ("Births") rather than its key
// (`sum__num`). The key stays in form data, in the query and in the result's column names; only what is shown
// (metric chips, table headers, legends, tooltips) goes through here. Superset's datasource verbose_map.

import type { QueryFormMetric } from './form-data';
import { getMetricLabel } from './query-object';

/** {metric or column key: verbose name}, as the datasource metadata carries it. */
export type VerboseMap = Readonly<Record<string, string>>;

/** The datasource's verbose map (a JSON value) with only string labels kept. */
export function readVerboseMap(value: unknown): VerboseMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The label shown for a metric or column key: its verbose name when the dataset gives one, else the key. */
export function verboseLabel(key: string, verboseMap: VerboseMap | null | undefined): string {
  return (verboseMap && Object.hasOwn(verboseMap, key) ? verboseMap[key] : '') || key;
}

/** A metric of the form as a person reads it: a saved metric by its verbose name, an adhoc one by its label. */
export function metricDisplayLabel(metric: QueryFormMetric, verboseMap: VerboseMap | null | undefined): string {
  return verboseLabel(getMetricLabel(metric), verboseMap);
}

/** A series name built from a metric label ('sum__num', 'sum__num, boy', 'sum__num__1 year ago') with the metric
 * part shown by its verbose name; other names (dimension values) as they are. */
export function metricSeriesLabel(name: string, metricLabels: readonly string[], verboseMap: VerboseMap | null | undefined): string {
  for (const metric of metricLabels) {
    const shown = verboseLabel(metric, verboseMap);
    if (shown === metric) continue;
    if (name === metric) return shown;
    if (name.startsWith(`${metric}, `) || name.startsWith(`${metric}__`)) return `${shown}${name.slice(metric.length)}`;
  }
  return name;
}
