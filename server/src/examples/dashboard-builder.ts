/**
 * Example dashboards as declarations: rows of charts and markdown (optionally in top-level tabs), native
 * filters on the example's columns, cross-filters, filter bar orientation and auto-refresh. `buildExampleDashboard`
 * turns one into the position_json and json_metadata the dashboard stores, with deterministic component ids,
 * once the charts exist (their ids are only known then). Pure.
 */
import { DASHBOARD_VERSION, DASHBOARD_VERSION_KEY, GRID_ID, HEADER_ID, ROOT_ID, type Layout, type LayoutComponent } from '../modules/dashboard';

export type ExampleCell = { chart: string; width: number; height?: number } | { markdown: string; width: number; height?: number };

/** A row of cells, or a header line. */
export type ExampleRow = ExampleCell[] | { header: string };

export interface ExampleFilter {
  /** Part of the filter id: NATIVE_FILTER-<dashboard key>-<key>. */
  key: string;
  name: string;
  type: 'filter_select' | 'filter_time' | 'filter_range';
  /** The filtered column (not for time filters). */
  column?: string;
  multiSelect?: boolean;
  /** Keys of filters whose values narrow this one. */
  parents?: string[];
  description?: string;
}

export interface ExampleDashboard {
  /** Short name for ids, e.g. 'births'. */
  key: string;
  uuid: string;
  title: string;
  slug: string;
  /** Rows of the grid, or top-level tabs of rows. */
  rows?: ExampleRow[];
  tabs?: { title: string; rows: ExampleRow[] }[];
  filters?: ExampleFilter[];
  crossFilters?: boolean;
  filterBarOrientation?: 'VERTICAL' | 'HORIZONTAL';
  /** Seconds between automatic refreshes. */
  refreshFrequency?: number;
  colorScheme?: string;
}

export interface PlacedChart {
  id: number;
  uuid: string;
  sliceName: string;
}

export interface BuiltDashboard {
  layout: Layout;
  metadata: Record<string, unknown>;
  chartIds: number[];
}

const DEFAULT_HEIGHT = 50;

/** The layout, metadata and chart set of an example dashboard; throws when it names a chart that was not created. */
export function buildExampleDashboard(def: ExampleDashboard, chartOf: (uuid: string) => PlacedChart | undefined, datasetId: number): BuiltDashboard {
  const layout: Layout = { [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION };
  const chartIds: number[] = [];
  let n = 0;
  const nextId = (type: string) => `${type}-${def.key}-${++n}`;
  const add = (component: LayoutComponent) => {
    layout[component.id] = component;
    return component.id;
  };

  const rowsUnder = (rows: ExampleRow[], parents: string[]): string[] =>
    rows.map((row) => {
      if (!Array.isArray(row)) return add({ id: nextId('HEADER'), type: 'HEADER', children: [], parents, meta: { text: row.header, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' } });
      const rowId = nextId('ROW');
      const cellParents = [...parents, rowId];
      const children = row.map((cell) => {
        if ('markdown' in cell) return add({ id: nextId('MARKDOWN'), type: 'MARKDOWN', children: [], parents: cellParents, meta: { width: cell.width, height: cell.height ?? DEFAULT_HEIGHT, code: cell.markdown } });
        const chart = chartOf(cell.chart);
        if (!chart) throw new Error(`Example dashboard ${def.key} places chart ${cell.chart}, which does not exist`);
        chartIds.push(chart.id);
        return add({
          id: nextId('CHART'),
          type: 'CHART',
          children: [],
          parents: cellParents,
          meta: { width: cell.width, height: cell.height ?? DEFAULT_HEIGHT, chartId: chart.id, sliceName: chart.sliceName, uuid: chart.uuid },
        });
      });
      return add({ id: rowId, type: 'ROW', children, parents, meta: { background: 'BACKGROUND_TRANSPARENT' } });
    });

  const tabIds: string[] = [];
  if (def.tabs?.length) {
    const tabsId = 'TABS-' + def.key;
    add({ id: ROOT_ID, type: 'ROOT', children: [tabsId] });
    const tabs = def.tabs.map((tab) => {
      const tabId = nextId('TAB');
      tabIds.push(tabId);
      return add({ id: tabId, type: 'TAB', children: rowsUnder(tab.rows, [ROOT_ID, tabsId, tabId]), parents: [ROOT_ID, tabsId], meta: { text: tab.title, defaultText: 'Tab title', placeholder: 'Tab title' } });
    });
    add({ id: tabsId, type: 'TABS', children: tabs, parents: [ROOT_ID], meta: {} });
  } else {
    add({ id: ROOT_ID, type: 'ROOT', children: [GRID_ID] });
    add({ id: GRID_ID, type: 'GRID', children: rowsUnder(def.rows ?? [], [ROOT_ID, GRID_ID]), parents: [ROOT_ID], meta: {} });
  }
  add({ id: HEADER_ID, type: 'HEADER', children: [], meta: { text: def.title } });

  return { layout, metadata: exampleMetadata(def, chartIds, tabIds, datasetId), chartIds };
}

function exampleMetadata(def: ExampleDashboard, chartIds: number[], tabIds: string[], datasetId: number): Record<string, unknown> {
  const filterId = (key: string) => `NATIVE_FILTER-${def.key}-${key}`;
  const nativeFilters = (def.filters ?? []).map((f) => ({
    id: filterId(f.key),
    type: 'NATIVE_FILTER',
    name: f.name,
    filterType: f.type,
    targets: f.column ? [{ datasetId, column: { name: f.column } }] : [{}],
    controlValues:
      f.type === 'filter_select'
        ? { enableEmptyFilter: false, defaultToFirstItem: false, multiSelect: f.multiSelect ?? true, searchAllOptions: false, inverseSelection: false }
        : f.type === 'filter_range'
          ? { enableEmptyFilter: false }
          : {},
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: (f.parents ?? []).map(filterId),
    scope: { rootPath: [ROOT_ID], excluded: [] },
    chartsInScope: chartIds,
    tabsInScope: tabIds,
    description: f.description ?? '',
  }));
  const metadata: Record<string, unknown> = {
    native_filter_configuration: nativeFilters,
    cross_filters_enabled: def.crossFilters ?? false,
    filter_bar_orientation: def.filterBarOrientation ?? 'VERTICAL',
    refresh_frequency: def.refreshFrequency ?? 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    color_scheme: def.colorScheme ?? 'supersetColors',
    label_colors: {},
    shared_label_colors: [],
    map_label_colors: {},
    color_scheme_domain: [],
    default_filters: '{}',
  };
  if (def.crossFilters) {
    metadata.chart_configuration = Object.fromEntries(
      chartIds.map((id) => [String(id), { id, crossFilters: { scope: 'global', chartsInScope: chartIds.filter((other) => other !== id) } }]),
    );
    metadata.global_chart_configuration = { scope: { rootPath: [ROOT_ID], excluded: [] }, chartsInScope: chartIds };
  } else {
    metadata.chart_configuration = {};
  }
  return metadata;
}
