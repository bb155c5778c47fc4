// The explore controls: render a chart type's control panel (viz/<type>/control-panel.ts) against the form
// data and the datasource.
//
// Usage (explore page):
//   <ControlPanelSections panel={plugin.controlPanel} formData={formData} datasource={datasourceMetadata}
//     errors={validateControls(plugin.controlPanel, formData)}
//     onChange={(name, value, renderOnly) => ...} />
//   `renderOnly` is true for render-trigger controls (formats, colours, legend...): redraw from the data
//   already fetched, no new query. `datasource` is the datasourceMetadata query result (ControlDatasource is a
//   structural subset of it), or null while it loads.
//   applyDatasourceDefaults(panel, formData, datasource) fills the x-axis / time column of a new chart with
//   the dataset's main temporal column.
//
// Drag and drop from the dataset pane: on dragstart call
//   setDragItem(event.dataTransfer, { kind: 'column', name: column.columnName })   // MIME COLUMN_DRAG_TYPE
//   setDragItem(event.dataTransfer, { kind: 'metric', name: metric.metricName })   // MIME METRIC_DRAG_TYPE
// i.e. 'application/x-tessera-column' / 'application/x-tessera-metric' with JSON {"name": ...}. Metrics
// controls take metrics and columns, column controls and the filter control take columns.
export { ControlField } from './control-field';
export { ControlPanelSections, type ControlPanelSectionsProps } from './control-panel-sections';
export type { ControlDatasource, ControlDatasourceColumn, ControlDatasourceMetric, ControlProps } from './types';
export { COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE, setDragItem, readDragItem, acceptsDrag, type DraggedItem } from './drag-data';
export { applyDatasourceDefaults, resolveChoices } from './datasource-options';
export { filterLabel, defaultMetricLabel, getMetricLabel, getColumnLabel, FILTER_OPERATORS } from './adhoc';
export { TimeRangePicker } from './time-range-control';
export { timeRangeLabel } from './time-range-options';
export { splitPastedText } from './select-values';
