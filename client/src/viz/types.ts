// The contract every chart type implements: control panel -> buildQuery -> (server) -> transformProps -> render.
// buildQuery and transformProps are pure; the renderer is loaded on demand so Highcharts stays out of the
// first page load.
import type { ComponentType } from 'react';
import type { ChartDataQuery, ChartQueryInput } from '../gql/graphql';
import type { ControlPanelConfig } from './shared/control-panel';
import type { QueryFormData } from './shared/form-data';
import type { VerboseMap } from './shared/labels';
import type { StandardizedSlots } from './shared/standardized-controls';

type ChartQueryResult = ChartDataQuery['chartData']['queries'][number];
/** One query result as the viz plugins read it (a subset of the generated ChartQueryResult selection); the
 * label map (a flattened series name -> the labels it was built from) is there when the server sent it. */
export type ChartQueryResultData = Pick<ChartQueryResult, 'colnames' | 'coltypes' | 'data' | 'rowcount'> & Partial<Pick<ChartQueryResult, 'labelMap' | 'annotationData'>>;

/** Superset's GenericDataType codes carried in `coltypes`. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export interface ChartPropsInput {
  formData: QueryFormData;
  queriesData: ChartQueryResultData[];
  /** The dataset's verbose names, for the labels a person reads (headers, legends, tooltips); absent where the
   * host has no datasource metadata, and then keys are shown. */
  verboseMap?: VerboseMap;
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
   * columns the mark fixes, its value in each, and its label. */
  onMarkClick?: (mark: CrossFilterMark) => void;
}

/** A clicked mark as a cross-filter: one value per column (a slice's dimension values, a table cell, a
 * series' dimension values or an x-axis category), and the label its chip shows. */
export interface CrossFilterMark {
  columns: string[];
  values: unknown[];
  label: string;
}

/** How a chart type cross-filters: the columns its marks may filter on (physical columns only; a mark of an
 * adhoc SQL dimension cannot be filtered by name). A host drops a mark's other columns. */
export interface CrossFilterSpec {
  columns: (formData: QueryFormData) => string[];
}

/** A chart type's gallery label (spec 1 §9 "Chart labels": Deprecated weighs -0.1, Featured +0.1). */
export type VizLabel = 'deprecated' | 'featured';

/** The viz-type gallery's categories (Superset's), in the order its side bar lists them. */
export const VIZ_CATEGORIES = ['Evolution', 'Distribution', 'Correlation', 'Part of a Whole', 'Ranking', 'Table', 'KPI', 'Map', 'Flow'] as const;
export type VizCategory = (typeof VIZ_CATEGORIES)[number];

/** One shape of a gallery thumbnail: SVG path data in a 48 x 32 box, filled (the default) or stroked, in one
 * of three tones of the theme's primary colour (1 darkest). */
export interface ThumbnailShape {
  d: string;
  stroke?: boolean;
  tone?: 1 | 2 | 3;
}

/** How the viz-type gallery presents a chart type. */
export interface VizGalleryInfo {
  category: VizCategory;
  /** One or two sentences: what the chart shows and when to use it. */
  description: string;
  /** Search terms and the gallery's tag filters, e.g. 'Popular', 'Trend', 'Percentages'. */
  tags: readonly string[];
  /** The chart type's picture, drawn inline (no image is fetched). */
  thumbnail: readonly ThumbnailShape[];
}

export interface VizPlugin<P> {
  /** Display name, e.g. "Line Chart". */
  name: string;
  label?: VizLabel;
  gallery: VizGalleryInfo;
  /** The viz_type values this plugin renders (a current name plus legacy aliases). */
  vizTypes: readonly string[];
  controlPanel: ControlPanelConfig;
  /** Brings older saved form data to the shape the controls expect (Superset's legacy-chart migrations). */
  migrateFormData?: (formData: QueryFormData) => QueryFormData;
  buildQuery: (formData: QueryFormData, context?: BuildQueryContext) => ChartQueryInput[];
  transformProps: (input: ChartPropsInput) => P;
  /** Declared by the chart types whose marks can cross-filter a dashboard. */
  crossFilter?: CrossFilterSpec;
  /** The keys holding its metrics and dimension columns, which a change of chart type carries over. */
  standardizedSlots?: StandardizedSlots;
  loadRenderer: () => Promise<{ default: ComponentType<VizRendererProps<P>> }>;
}
