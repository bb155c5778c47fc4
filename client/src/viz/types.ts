// The contract every chart type implements: control panel -> buildQuery -> (server) -> transformProps -> render.
// buildQuery and transformProps are pure; the renderer is loaded on demand so Highcharts stays out of the
// first page load.
import type { ComponentType } from 'react';
import type { ChartDataQuery, ChartQueryInput } from '../gql/graphql';
import type { ControlPanelConfig } from './shared/control-panel';
import type { QueryFormData } from './shared/form-data';

/** One query result as the viz plugins read it (a subset of the generated ChartQueryResult selection). */
export type ChartQueryResultData = Pick<ChartDataQuery['chartData']['queries'][number], 'colnames' | 'coltypes' | 'data' | 'rowcount'>;

/** Superset's GenericDataType codes carried in `coltypes`. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export interface ChartPropsInput {
  formData: QueryFormData;
  queriesData: ChartQueryResultData[];
}

export interface VizRendererProps<P> {
  props: P;
  /** Called once the visualization is on screen (Highcharts drew it, or the table is shown). */
  onRendered: () => void;
}

export interface VizPlugin<P> {
  /** Display name, e.g. "Line Chart". */
  name: string;
  /** The viz_type values this plugin renders (a current name plus legacy aliases). */
  vizTypes: readonly string[];
  controlPanel: ControlPanelConfig;
  /** Brings older saved form data to the shape the controls expect (Superset's legacy-chart migrations). */
  migrateFormData?: (formData: QueryFormData) => QueryFormData;
  buildQuery: (formData: QueryFormData) => ChartQueryInput[];
  transformProps: (input: ChartPropsInput) => P;
  loadRenderer: () => Promise<{ default: ComponentType<VizRendererProps<P>> }>;
}
