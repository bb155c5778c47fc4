// The chart types the client can render, looked up by viz_type. Each chart type is a folder exporting its
// plugin(s) from index.ts; adding a type is adding the folder and one entry to PLUGINS. Each plugin's renderer
// is bound to its transformProps here, behind a dynamic import, so callers handle every type through one shape.
import { createElement, useMemo, type ComponentType } from 'react';
import { loadOnce } from '../components/load-once';
import type { ChartQueryInput } from '../gql/graphql';
import { barPlugin } from './bar';
import { bigNumberPlugin, bigNumberTotalPlugin } from './big-number';
import { boxPlotPlugin } from './box-plot';
import { bubblePlugin } from './bubble';
import { funnelPlugin } from './funnel';
import { gaugePlugin } from './gauge';
import { heatmapPlugin } from './heatmap';
import { histogramPlugin } from './histogram';
import { mixedTimeseriesPlugin } from './mixed-timeseries';
import { piePlugin } from './pie';
import { pivotTablePlugin } from './pivot-table';
import { radarPlugin } from './radar';
import { sankeyPlugin } from './sankey';
import { applyControlDefaults, validateControls, type ControlError, type ControlPanelConfig } from './shared/control-panel';
import type { QueryFormData } from './shared/form-data';
import { NO_STANDARDIZED_SLOTS, type StandardizedSlots } from './shared/standardized-controls';
import { sunburstPlugin } from './sunburst';
import { tablePlugin } from './table';
import { timeseriesPlugins } from './timeseries';
import { treemapPlugin } from './treemap';
import { wordCloudPlugin } from './word-cloud';
import { worldMapPlugin } from './world-map';
import type { BuildQueryContext, ChartPropsInput, CrossFilterMark, CrossFilterSpec, OwnState, VizGalleryInfo, VizLabel, VizPlugin } from './types';

export interface BoundChartProps {
  input: ChartPropsInput;
  onRendered: () => void;
  ownState?: OwnState;
  setOwnState?: (state: OwnState) => void;
  onMarkClick?: (mark: CrossFilterMark) => void;
}

export interface RegisteredViz {
  name: string;
  label: VizLabel | null;
  gallery: VizGalleryInfo;
  vizTypes: readonly string[];
  controlPanel: ControlPanelConfig;
  /** Legacy migration, then control defaults for keys the saved form data leaves out. */
  prepareFormData: (formData: QueryFormData) => QueryFormData;
  validate: (formData: QueryFormData) => ControlError[];
  /** The chart's queries; `context.ownState` carries state such as the table's server-side page. */
  buildQuery: (formData: QueryFormData, context?: BuildQueryContext) => ChartQueryInput[];
  /** Set when a click on the chart can cross-filter a dashboard. */
  crossFilter: CrossFilterSpec | null;
  /** Where its metrics and dimension columns live (carried over when the chart type changes). */
  standardizedSlots: StandardizedSlots;
  /** Loads the renderer chunk (once; later calls share the load, a failed load is tried again); the component runs
   * transformProps and draws the chart. */
  loadChart: () => Promise<ComponentType<BoundChartProps>>;
  /** The renderer once its load finished, else null: a host draws a loaded chart in the same render. */
  loadedChart: () => ComponentType<BoundChartProps> | null;
}

function register<P>(plugin: VizPlugin<P>): RegisteredViz {
  // One load per plugin, shared by every chart of the type; readable at once when in (ChartView draws then).
  const loadChart = loadOnce(async () => {
    const { default: Renderer } = await plugin.loadRenderer();
    function BoundChart({ input, onRendered, ownState, setOwnState, onMarkClick }: BoundChartProps) {
      // transformProps runs during render so a failure surfaces in the chart's error boundary as a
      // render failure, the way Superset reports it.
      const props = useMemo(() => plugin.transformProps(input), [input]);
      return createElement(Renderer, { props, onRendered, ownState, setOwnState, onMarkClick });
    }
    BoundChart.displayName = `Chart(${plugin.name})`;
    return BoundChart as ComponentType<BoundChartProps>;
  });
  return {
    name: plugin.name,
    label: plugin.label ?? null,
    gallery: plugin.gallery,
    vizTypes: plugin.vizTypes,
    controlPanel: plugin.controlPanel,
    prepareFormData: (formData) =>
      applyControlDefaults(plugin.controlPanel, plugin.migrateFormData ? plugin.migrateFormData(formData) : formData),
    validate: (formData) => validateControls(plugin.controlPanel, formData),
    buildQuery: plugin.buildQuery,
    crossFilter: plugin.crossFilter ?? null,
    standardizedSlots: plugin.standardizedSlots ?? NO_STANDARDIZED_SLOTS,
    loadChart,
    loadedChart: loadChart.loaded,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin is typed by its own props
const PLUGINS: ReadonlyArray<VizPlugin<any>> = [
  tablePlugin,
  pivotTablePlugin,
  bigNumberPlugin,
  bigNumberTotalPlugin,
  piePlugin,
  ...timeseriesPlugins,
  mixedTimeseriesPlugin,
  barPlugin,
  histogramPlugin,
  boxPlotPlugin,
  bubblePlugin,
  heatmapPlugin,
  treemapPlugin,
  sunburstPlugin,
  funnelPlugin,
  gaugePlugin,
  radarPlugin,
  wordCloudPlugin,
  sankeyPlugin,
  worldMapPlugin,
];

const REGISTRY: ReadonlyArray<RegisteredViz> = PLUGINS.map((plugin) => register(plugin));

const BY_VIZ_TYPE = new Map(REGISTRY.flatMap((viz) => viz.vizTypes.map((vizType) => [vizType, viz] as const)));

export function getViz(vizType: string): RegisteredViz | undefined {
  return BY_VIZ_TYPE.get(vizType);
}

export function registeredVizTypes(): string[] {
  return [...BY_VIZ_TYPE.keys()];
}

/** Every chart type once, by its current viz_type (the first of its vizTypes), for pickers and galleries. */
export function registeredVizs(): ReadonlyArray<RegisteredViz> {
  return REGISTRY;
}
