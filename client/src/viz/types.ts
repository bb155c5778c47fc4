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

/** State a chart keeps outside its form data that changes its query (Superset's ownState): the table's
 * server-side page, page size, sort and search. */
export interface OwnState {
  currentPage?: number;
  pageSize?: number;
  sortBy?: Array<{ key: string; desc: boolean }>;
  searchText?: string;
  searchColumn?: string;
}

export interface BuildQueryContext {
  ownState?: OwnState;
}

export interface VizRendererProps<P> {
  props: P;
  /** Called once the visualization is on screen (Highcharts drew it, or the table is shown). */
  onRendered: () => void;
  /** The chart's own state and how to change it; a host that re-queries on change passes both (charts that
   * page on the server need them). */
  ownState?: OwnState;
  setOwnState?: (state: OwnState) => void;
  /** Given by a host that cross-filters (a dashboard with cross-filters on): a click on a mark reports the
   * mark's values of the plugin's cross-filter columns, in their order, and the mark's label. */
  onMarkClick?: (values: unknown[], label: string) => void;
}

/** How a click on a chart becomes a cross-filter: the columns a mark's values belong to (physical columns
 * only; a mark of an adhoc SQL dimension cannot be filtered by name). */
export interface CrossFilterSpec {
  columns: (formData: QueryFormData) => string[];
}

/** A chart type's gallery label (spec 1 §9 "Chart labels": Deprecated weighs -0.1, Featured +0.1). */
export type VizLabel = 'deprecated' | 'featured';

export interface VizPlugin<P> {
  /** Display name, e.g. "Line Chart". */
  name: string;
  label?: VizLabel;
  /** The viz_type values this plugin renders (a current name plus legacy aliases). */
  vizTypes: readonly string[];
  controlPanel: ControlPanelConfig;
  /** Brings older saved form data to the shape the controls expect (Superset's legacy-chart migrations). */
  migrateFormData?: (formData: QueryFormData) => QueryFormData;
  buildQuery: (formData: QueryFormData, context?: BuildQueryContext) => ChartQueryInput[];
  transformProps: (input: ChartPropsInput) => P;
  /** Declared by the chart types whose marks can cross-filter a dashboard. */
  crossFilter?: CrossFilterSpec;
  loadRenderer: () => Promise<{ default: ComponentType<VizRendererProps<P>> }>;
}
