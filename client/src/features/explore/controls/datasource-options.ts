// Options derived from the datasource and the form (Superset's mapStateToProps), as pure functions.
import { panelControls, type ChoicesSource, type ChoiceValue, type ControlConfig, type ControlPanelConfig } from '../../../viz/shared/control-panel';
import { ensureIsArray, type QueryFormData, type QueryFormMetric } from '../../../viz/shared/form-data';
import { formMetrics, getMetricLabel } from '../../../viz/shared/query-object';
import { newSimpleMetric } from './adhoc';
import type { DraggedItem } from './drag-data';
import type { ControlDatasource, ControlDatasourceColumn } from './types';

export const columnLabel = (column: ControlDatasourceColumn) => column.verboseName || column.columnName;

export const isTemporal = (column: ControlDatasourceColumn) => column.isDttm === true || column.typeGeneric === 2;

export function columnsFor(datasource: ControlDatasource | null, source: ChoicesSource | undefined): ControlDatasourceColumn[] {
  const columns = [...(datasource?.columns ?? [])];
  if (source === 'temporalColumns') return columns.filter(isTemporal);
  if (source === 'numericColumns') return columns.filter((column) => column.typeGeneric === 0);
  return columns.filter((column) => column.groupby !== false);
}

/** An ordering as Superset's order_by_choices store it: Python's json.dumps([name, asc]), a space after the comma. */
export function orderByValue(column: string, asc: boolean): string {
  return `[${JSON.stringify(column)}, ${asc}]`;
}

/** The choices of a control, resolved against the datasource and the form. */
export function resolveChoices(
  config: ControlConfig,
  datasource: ControlDatasource | null,
): ReadonlyArray<readonly [ChoiceValue, string]> | undefined {
  switch (config.choicesFrom) {
    case 'columns':
    case 'temporalColumns':
    case 'numericColumns':
      return columnsFor(datasource, config.choicesFrom).map((column) => [column.columnName, columnLabel(column)] as const);
    case 'savedMetrics':
      return (datasource?.metrics ?? []).map((metric) => [metric.metricName, metric.verboseName || metric.metricName] as const);
    case 'orderByColumns':
      return columnsFor(datasource, 'columns').flatMap((column) =>
        [true, false].map((asc) => [orderByValue(column.columnName, asc), `${columnLabel(column)} [${asc ? 'asc' : 'desc'}]`] as const),
      );
    case 'timeGrains': {
      const grains = datasource?.timeGrainSqla ?? [];
      return grains.length ? grains.map(([duration, name]) => [duration, name] as const) : config.choices;
    }
    default:
      return config.choices;
  }
}

/** Metrics a sort-by control offers: the form's metrics first, then saved metrics not already among them. */
export function sortByOptions(formData: QueryFormData, datasource: ControlDatasource | null): QueryFormMetric[] {
  const chosen = formMetrics(formData);
  const labels = new Set(chosen.map(getMetricLabel));
  const saved = (datasource?.metrics ?? []).map((metric) => metric.metricName).filter((name) => !labels.has(name));
  return [...chosen, ...saved];
}

/** The value a datasource gives a control with `defaultFrom` (the main temporal column, else the first one). */
export function datasourceDefault(config: ControlConfig, datasource: ControlDatasource | null): unknown {
  if (config.defaultFrom !== 'mainDttmCol' || !datasource) return undefined;
  if (datasource.mainDttmCol) return datasource.mainDttmCol;
  return datasource.columns.find(isTemporal)?.columnName;
}

/** Fills controls with a datasource default (`defaultFrom`) the form leaves empty, e.g. the x-axis of a new
 * line chart gets the dataset's main temporal column. Values that are set stay. */
export function applyDatasourceDefaults(panel: ControlPanelConfig, formData: QueryFormData, datasource: ControlDatasource | null): QueryFormData {
  const filled: QueryFormData = { ...formData };
  for (const control of panelControls(panel)) {
    const current = filled[control.name];
    if (current !== undefined && current !== null && current !== '') continue;
    const value = datasourceDefault(control, datasource);
    if (value !== undefined) filled[control.name] = value;
  }
  return filled;
}

/** The metric a dataset-pane drop adds: the saved metric, or an aggregate of the column (SUM of numbers, COUNT
 * of anything else). */
export function metricFromDrop(item: DraggedItem, datasource: ControlDatasource | null): QueryFormMetric | null {
  if (item.kind === 'metric') return item.name;
  const column = datasource?.columns.find((candidate) => candidate.columnName === item.name);
  if (!column) return null;
  return newSimpleMetric(column.columnName, column.typeGeneric === 0 ? 'SUM' : 'COUNT', column.type);
}

export { ensureIsArray };
