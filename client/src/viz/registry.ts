// The chart types the client can render, looked up by viz_type. Each plugin's renderer is bound to its
// transformProps here, behind a dynamic import, so callers handle every chart type through one shape.
import { createElement, useMemo, type ComponentType } from 'react';
import type { ChartQueryInput } from '../gql/graphql';
import { piePlugin } from './pie';
import { applyControlDefaults, validateControls, type ControlError, type ControlPanelConfig } from './shared/control-panel';
import type { QueryFormData } from './shared/form-data';
import { tablePlugin } from './table';
import { timeseriesLinePlugin } from './timeseries-line';
import type { ChartPropsInput, VizPlugin } from './types';

export interface BoundChartProps {
  input: ChartPropsInput;
  onRendered: () => void;
}

export interface RegisteredViz {
  name: string;
  vizTypes: readonly string[];
  controlPanel: ControlPanelConfig;
  /** Legacy migration, then control defaults for keys the saved form data leaves out. */
  prepareFormData: (formData: QueryFormData) => QueryFormData;
  validate: (formData: QueryFormData) => ControlError[];
  buildQuery: (formData: QueryFormData) => ChartQueryInput[];
  /** Loads the renderer chunk; the component runs transformProps and draws the chart. */
  loadChart: () => Promise<{ default: ComponentType<BoundChartProps> }>;
}

function register<P>(plugin: VizPlugin<P>): RegisteredViz {
  return {
    name: plugin.name,
    vizTypes: plugin.vizTypes,
    controlPanel: plugin.controlPanel,
    prepareFormData: (formData) =>
      applyControlDefaults(plugin.controlPanel, plugin.migrateFormData ? plugin.migrateFormData(formData) : formData),
    validate: (formData) => validateControls(plugin.controlPanel, formData),
    buildQuery: plugin.buildQuery,
    loadChart: async () => {
      const { default: Renderer } = await plugin.loadRenderer();
      function BoundChart({ input, onRendered }: BoundChartProps) {
        // transformProps runs during render so a failure surfaces in the chart's error boundary as a
        // render failure, the way Superset reports it.
        const props = useMemo(() => plugin.transformProps(input), [input]);
        return createElement(Renderer, { props, onRendered });
      }
      BoundChart.displayName = `Chart(${plugin.name})`;
      return { default: BoundChart };
    },
  };
}

const REGISTRY: ReadonlyArray<RegisteredViz> = [register(tablePlugin), register(timeseriesLinePlugin), register(piePlugin)];

const BY_VIZ_TYPE = new Map(REGISTRY.flatMap((viz) => viz.vizTypes.map((vizType) => [vizType, viz] as const)));

export function getViz(vizType: string): RegisteredViz | undefined {
  return BY_VIZ_TYPE.get(vizType);
}

export function registeredVizTypes(): string[] {
  return [...BY_VIZ_TYPE.keys()];
}
