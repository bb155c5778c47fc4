// The timeseries family: line, bar, area, scatter, smooth and step charts share one query (x-axis, metrics,
// dimensions, post-processing) and one props shape, and differ in how series are drawn.
import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildTimeseriesQuery, migrateLegacyTimeseries } from './build-query';
import { timeseriesControlPanel } from './control-panel';
import { TIMESERIES_KINDS, type TimeseriesKind } from './kinds';
import { transformTimeseriesProps, type TimeseriesChartProps } from './transform-props';

function timeseriesPlugin(kind: TimeseriesKind): VizPlugin<TimeseriesChartProps> {
  return {
    name: kind.name,
    label: kind.label,
    gallery: kind.gallery,
    vizTypes: [kind.vizType, ...kind.legacyVizTypes],
    controlPanel: timeseriesControlPanel(kind),
    migrateFormData: migrateLegacyTimeseries,
    buildQuery: buildTimeseriesQuery,
    transformProps: (input) => transformTimeseriesProps(kind, input),
    // A point filters on its series' dimensions, or on its category of the x-axis column.
    crossFilter: { columns: (formData) => [...physicalColumns(formData.groupby), ...physicalColumns(formData.x_axis)] },
    standardizedSlots: { metrics: ['metrics'], columns: ['groupby'] },
    loadRenderer: () => import('./timeseries-chart'),
  };
}

export const timeseriesPlugins: ReadonlyArray<VizPlugin<TimeseriesChartProps>> = TIMESERIES_KINDS.map(timeseriesPlugin);
