// The dashboard screen (spec 1 §2): header, native filter bar (vertical or horizontal), and the layout with a
// chart holder per chart. The route is `/dashboard/<id or slug>/` (also under /superset/), or a permalink
// `/superset/dashboard/p/<key>/` restoring its filters, cross-filters, tabs and anchor.
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Center, Drawer, Loader } from '@mantine/core';
import { readVerboseMap } from '../../viz/shared/labels';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LOG_EVENTS, logEvent } from '../../app/event-logger';
import { cspNonce } from '../../app/csp-nonce';
import { firstErrorMessage } from '../../app/graphql-errors';
import { useLatestCallback } from '../../components/use-latest-callback';
import { DashboardPageDocument, DashboardPermalinkStateDocument, type DashboardPageQuery } from '../../gql/graphql';
import { getViz } from '../../viz/registry';
import { prepareChart, prepareFormDataQuery } from '../../viz/prepare-chart';
import type { CrossFilterMark } from '../../viz/types';
import { ChartHolder } from './chart-holder';
import { activeCrossFilters, crossFilterOnChart, crossFilterTargets, isSelected, markSelection, withCrossFilters } from './cross-filters';
import { useDashboardConfig } from './config/use-dashboard-config';
import { DashboardHeader } from './dashboard-header';
import { dashboardChrome, focusedChartParam, forceParam, readDataMaskMap, standaloneLevel, withParam } from './dashboard-url';
import { startAutoRefresh } from './auto-refresh';
import { DashboardLayout } from './layout/dashboard-layout';
import { activeTabList, chartComponentId, chartIdOf, completeLayout, selectedTabs, tabPathTo, visibleChartIds, type LayoutComponent } from './layout/layout-model';
import { applyExtraFormData, emptyDataMask, type DataMaskMap } from './native-filters/data-mask';
import { FilterBar } from './native-filters/filter-bar';
import { filterValueLabel, type IndicatorSource } from './native-filters/filter-indicators';
import { chartsInScope, extraFormDataByChart, isNativeFilter } from './native-filters/filter-scope';
import { columnMapping, extraFormDataOnDataset } from './native-filters/filter-targets';
import { useNativeFilters } from './native-filters/use-native-filters';
import { useDashboardData, type ChartRequest } from './use-dashboard-data';
import { useDashboardDownload } from './use-dashboard-download';
import { useDashboardPermalink } from './use-dashboard-permalink';
import { useFocusedChart } from './use-focused-chart';
import { useDashboardLabelColors } from './use-label-colors';
import { useLazyCharts } from './use-lazy-charts';
import { DashboardEditCanvas } from './edit/dashboard-edit-canvas';
import { EditControls } from './edit/edit-controls';
import { OverwriteConfirmModal, SaveAsModal, UnsavedChangesGuard } from './edit/save-modals';
import { asDashboardChart, useDashboardEditor } from './edit/use-dashboard-editor';
import { VersionHistoryDrawer } from './history/version-history-drawer';

type Dashboard = NonNullable<DashboardPageQuery['dashboard']>;

interface RestoredState {
  dataMask: DataMaskMap | null;
  activeTabs: string[];
  anchor: string | null;
}

function DashboardView({ dashboard, restored }: { dashboard: Dashboard; restored: RestoredState }) {
  useEffect(() => logEvent(LOG_EVENTS.mountDashboard, { dashboard_id: dashboard.id }), [dashboard.id]);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const standalone = standaloneLevel(searchParams);
  const chrome = dashboardChrome(searchParams);
  const metadata = dashboard.metadata;
  const filters = metadata.nativeFilterConfiguration;
  const viewLayout = useMemo(() => completeLayout(dashboard.position, dashboard.charts), [dashboard.position, dashboard.charts]);
  const editor = useDashboardEditor({
    dashboardId: dashboard.id,
    layout: viewLayout,
    position: dashboard.position,
    changedOn: String(dashboard.changedOn),
    canEdit: dashboard.abilities.canEdit,
    startEditing: searchParams.get('edit') === 'true',
  });
  const [savingAs, setSavingAs] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const layout = editor.editing ? editor.layout : viewLayout;
  const chartsById = useMemo(
    () => new Map([...[...editor.addedCharts.values()].map((chart) => [chart.id, asDashboardChart(chart)] as const), ...dashboard.charts.map((chart) => [chart.id, chart] as const)]),
    [dashboard.charts, editor.addedCharts],
  );
  const allChartIds = useMemo(() => dashboard.charts.map((chart) => chart.id), [dashboard.charts]);
  // Which dataset each chart queries: a filter across datasets filters each chart on its dataset's column.
  const datasetOf = useCallback(
    (chartId: number) => {
      const datasource = chartsById.get(chartId)?.datasource;
      return datasource && datasource.type === 'table' ? datasource.id : null;
    },
    [chartsById],
  );
  const mapping = useMemo(() => columnMapping(filters), [filters]);
  useDashboardLabelColors(dashboard.id, metadata.mapLabelColors, dashboard.abilities.canEdit);

  // The selected tabs: a permalink's, else the ones leading to the address's anchor or focused chart, else each
  // first tab.
  const anchor = restored.anchor ?? (location.hash ? decodeURIComponent(location.hash.slice(1)) : null);
  const [activeTabs, setActiveTabs] = useState<string[]>(() => {
    const focused = focusedChartParam(searchParams);
    const focusedComponent = focused === null ? null : chartComponentId(layout, focused);
    return [...restored.activeTabs, ...(anchor ? tabPathTo(layout, anchor) : []), ...(focusedComponent ? tabPathTo(layout, focusedComponent) : [])];
  });
  const selection = useMemo(() => selectedTabs(layout, activeTabs), [layout, activeTabs]);
  const onSelectTab = useCallback(
    (tabsId: string, tabId: string) => {
      setActiveTabs(activeTabList({ ...selectedTabs(layout, activeTabs), [tabsId]: tabId }));
      navigate({ search: location.search, hash: tabId }, { replace: true, preventScrollReset: true });
    },
    [layout, activeTabs, navigate, location.search],
  );

  const nativeFilters = useNativeFilters(dashboard.id, filters, restored.dataMask);
  const config = useDashboardConfig({ dashboard, layout, appliedMask: nativeFilters.applied, resetMask: nativeFilters.reset });
  const [filterBarOpen, setFilterBarOpen] = useState(() => !dashboardChrome(searchParams).filterBarCollapsed);
  // On a phone the grid stacks and the filter bar is a drawer.
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`) ?? false;
  const [filterDrawerOpen, setFilterDrawerOpen] = useState(false);

  // Each visible chart's form data with its filters and cross-filters folded in, then its query; a chart placed
  // in an unsaved edit is asked for on its own (use-dashboard-data.ts).
  const savedChartIds = useMemo(() => new Set(dashboard.charts.map((chart) => chart.id)), [dashboard.charts]);
  const visible = useMemo(() => visibleChartIds(layout, selection).filter((id) => chartsById.has(id)), [layout, selection, chartsById]);
  const targetsOf = useCallback(
    (emitterId: number) => crossFilterTargets(emitterId, metadata.chartConfiguration, metadata.globalChartConfiguration, layout, allChartIds),
    [metadata.chartConfiguration, metadata.globalChartConfiguration, layout, allChartIds],
  );
  const extraByChart = useMemo(() => {
    const native = extraFormDataByChart(filters, layout, nativeFilters.applied, allChartIds, datasetOf);
    return metadata.crossFiltersEnabled ? withCrossFilters(native, nativeFilters.applied, targetsOf, mapping, datasetOf) : native;
  }, [filters, layout, nativeFilters.applied, allChartIds, datasetOf, metadata.crossFiltersEnabled, targetsOf, mapping]);
  const lazy = useLazyCharts();
  const requests = useMemo<ChartRequest[]>(() => {
    if (!nativeFilters.ready) return [];
    return visible.filter(lazy.isNear).map((chartId) => {
      const chart = chartsById.get(chartId)!;
      const extra = extraByChart.get(chartId) ?? {};
      const colors = { ...(metadata.colorScheme ? { color_scheme: metadata.colorScheme } : {}), ...(metadata.labelColors && Object.keys(metadata.labelColors as object).length ? { label_colors: metadata.labelColors } : {}) };
      const params = { ...(chart.formData as object), ...colors, dashboardId: dashboard.id };
      const prepared = prepareChart(params, { sliceId: chart.id, vizType: chart.vizType, datasourceId: chart.datasource?.id ?? null, datasourceType: chart.datasource?.type ?? null });
      const standalone = !savedChartIds.has(chartId);
      if (prepared.kind === 'failed' || Object.keys(extra).length === 0) return { chartId, prepared, standalone };
      return { chartId, prepared: prepareFormDataQuery(prepared.viz, applyExtraFormData(prepared.formData, extra)), standalone };
    });
  }, [nativeFilters.ready, visible, lazy.isNear, chartsById, savedChartIds, extraByChart, metadata.colorScheme, metadata.labelColors, dashboard.id]);
  const [forceFirst] = useState(() => forceParam(searchParams));
  const data = useDashboardData(dashboard.id, requests, forceFirst);

  // Auto-refresh: the dashboard's interval, changeable for this visit; the charts shown at each tick.
  const [refreshFrequency, setRefreshFrequency] = useState(metadata.refreshFrequency);
  const shownCharts = useRef<number[]>([]);
  shownCharts.current = requests.map((request) => request.chartId);
  const refreshCharts = data.refresh;
  useEffect(
    () => startAutoRefresh(() => shownCharts.current, { frequency: refreshFrequency, immune: metadata.timedRefreshImmuneSlices, stagger: metadata.staggerRefresh, staggerTime: metadata.staggerTime }, refreshCharts),
    [refreshFrequency, metadata.timedRefreshImmuneSlices, metadata.staggerRefresh, metadata.staggerTime, refreshCharts],
  );

  // Every filter and cross-filter holding a value, with the charts it applies to, for the charts' indicators.
  const indicatorSources = useMemo<IndicatorSource[]>(() => {
    const native = filters.filter(isNativeFilter).map((filter) => {
      const mask = nativeFilters.applied[filter.id] ?? emptyDataMask(filter.id);
      const maskFor = (chartId: number) => {
        const extra = extraFormDataOnDataset(filter, mask.extraFormData ?? {}, datasetOf(chartId));
        return extra && { ...mask, extraFormData: extra };
      };
      return { id: filter.id, name: filter.name, value: filterValueLabel(filter.filterType, mask.filterState?.value), mask, maskFor, chartsInScope: chartsInScope(filter, layout), crossFilter: false };
    });
    const cross = metadata.crossFiltersEnabled
      ? activeCrossFilters(nativeFilters.applied).map(({ chartId, mask }) => ({
          id: String(chartId),
          name: chartsById.get(chartId)?.sliceName ?? `Chart ${chartId}`,
          value: typeof mask.filterState?.label === 'string' ? mask.filterState.label : '',
          mask,
          chartsInScope: targetsOf(chartId),
          crossFilter: true,
          maskFor: (target: number) => ({ ...mask, extraFormData: crossFilterOnChart(mask, chartId, target, mapping, datasetOf) }),
        }))
      : [];
    return [...cross, ...native];
  }, [filters, nativeFilters.applied, layout, metadata.crossFiltersEnabled, chartsById, targetsOf, datasetOf, mapping]);

  const permalinkState = useMemo(
    () => ({ dataMask: nativeFilters.applied, activeTabs: activeTabList(selection), anchor: location.hash ? location.hash.slice(1) : null, urlParams: [...searchParams.entries()].filter(([key]) => key !== 'native_filters_key') }),
    [nativeFilters.applied, selection, location.hash, searchParams],
  );
  const permalink = useDashboardPermalink(dashboard.id, dashboard.dashboardTitle, permalinkState);
  const gridRef = useRef<HTMLDivElement>(null);
  const downloads = useDashboardDownload(gridRef, dashboard.dashboardTitle, lazy.releaseAll);
  const anchorComponent = restored.anchor ? layout[restored.anchor] : undefined;
  const anchorChart = typeof anchorComponent === 'object' && anchorComponent.type === 'CHART' ? chartIdOf(anchorComponent) : null;
  const focusedChart = useFocusedChart(gridRef, nativeFilters.ready && !editor.editing, anchorChart);

  // One handler for every chart (memoised holders): it reads the dashboard's state as it is at the click.
  const onMarkClick = useLatestCallback((chartId: number, mark: CrossFilterMark) => {
    const chart = chartsById.get(chartId);
    const crossFilter = chart ? getViz(chart.vizType)?.crossFilter : null;
    const formData = data.slots[chartId]?.formData;
    if (!chart || !crossFilter || !formData) return;
    const selection = markSelection(mark, crossFilter.columns(formData));
    if (!selection) return;
    // A second click on the selected mark clears the chart's cross-filter, as in Superset.
    nativeFilters.setCrossFilter(chart.id, isSelected(nativeFilters.applied[String(chart.id)], selection) ? null : selection);
  });
  const refreshChart = useCallback((chartId: number) => data.refresh([chartId]), [data.refresh]);
  const shareChart = useLatestCallback((how: 'copy' | 'email', chart: { componentId: string; title: string }) => void (how === 'copy' ? permalink.copy(chart) : permalink.email(chart)));

  const verboseMaps = useMemo(() => new Map(dashboard.datasets.map((dataset) => [dataset.id, readVerboseMap(dataset.verboseMap)])), [dashboard.datasets]);
  const renderChart = useCallback(
    (component: LayoutComponent, height: number) => {
      const chartId = chartIdOf(component);
      const chart = chartId !== null ? chartsById.get(chartId) : undefined;
      const viz = chart ? (getViz(chart.vizType) ?? null) : null;
      const crossFilters = Boolean(metadata.crossFiltersEnabled && chart && viz?.crossFilter);
      const sliceName = typeof component.meta?.sliceName === 'string' ? component.meta.sliceName : '';
      const titleOverride = typeof component.meta?.sliceNameOverride === 'string' ? component.meta.sliceNameOverride : undefined;
      return (
        <ChartHolder
          holderRef={chartId !== null ? lazy.refFor(chartId) : undefined}
          chart={chart}
          sliceName={sliceName}
          titleOverride={titleOverride}
          dashboardId={dashboard.id}
          viz={viz}
          slot={chartId !== null ? data.slots[chartId] : undefined}
          height={height}
          abilities={dashboard.abilities}
          onRefresh={refreshChart}
          onMarkClick={crossFilters ? onMarkClick : undefined}
          indicatorSources={indicatorSources}
          focused={chartId !== null && chartId === focusedChart}
          hideControls={chrome.hideChartControls}
          componentId={component.id}
          onShare={shareChart}
          verboseMap={chart ? verboseMaps.get(chart.datasource?.id ?? -1) : undefined}
        />
      );
    },
    [chartsById, metadata.crossFiltersEnabled, data.slots, refreshChart, onMarkClick, dashboard.id, dashboard.abilities, indicatorSources, lazy.refFor, focusedChart, chrome.hideChartControls, shareChart, verboseMaps],
  );

  const crossFilterChips = indicatorSources.filter((source) => source.crossFilter).map((source) => ({ chartId: Number(source.id), chartName: source.name, label: source.value }));
  const horizontal = metadata.filterBarOrientation === 'HORIZONTAL';
  const hasFilterBar = filters.length > 0 || metadata.crossFiltersEnabled || dashboard.abilities.canEdit;
  const temporalColumnsOf = useCallback(
    (datasetId: number | null) => dashboard.datasets.find((dataset) => dataset.id === datasetId)?.columns.filter((column) => column.isDttm).map((column) => column.columnName) ?? [],
    [dashboard.datasets],
  );
  const filterBar = hasFilterBar && !chrome.hideFilterBar && (
    <FilterBar
      dashboardId={dashboard.id}
      filters={filters}
      pending={nativeFilters.pending}
      dirty={nativeFilters.dirty}
      orientation={horizontal && !phone ? 'HORIZONTAL' : 'VERTICAL'}
      crossFilters={crossFilterChips}
      temporalColumnsOf={temporalColumnsOf}
      onChange={nativeFilters.setValue}
      onApply={nativeFilters.apply}
      onClearAll={nativeFilters.clearAll}
      onRemoveCrossFilter={(chartId) => nativeFilters.setCrossFilter(chartId, null)}
      onCollapse={phone ? () => setFilterDrawerOpen(false) : horizontal ? undefined : () => setFilterBarOpen(false)}
      settings={config.filterBarSettings}
    />
  );

  useEffect(() => {
    document.title = dashboard.dashboardTitle;
  }, [dashboard.dashboardTitle]);

  return (
    <Box data-testid="dashboard-page" data-dashboard-id={dashboard.id} data-standalone={standalone || undefined} className="dashboard" style={chrome.hideNav ? FULL_SCREEN_STYLE : PAGE_STYLE}>
      {(config.cssPreview ?? dashboard.css) && <style data-testid="dashboard-css" nonce={cspNonce}>{scopeCss(config.cssPreview ?? dashboard.css ?? '')}</style>}
      {config.modals}
      {!chrome.hideTitle && (
        <DashboardHeader
          dashboard={dashboard}
          onRefresh={() => data.refresh()}
          onCopyPermalink={() => void permalink.copy()}
          onEmailPermalink={() => void permalink.email()}
          onDownload={editor.editing ? undefined : (format) => void downloads.download(format)}
          downloading={downloads.downloading}
          onShowFilters={filterBar && !phone && !horizontal && !filterBarOpen ? () => setFilterBarOpen(true) : undefined}
          refreshFrequency={refreshFrequency}
          onRefreshFrequency={setRefreshFrequency}
          fullScreen={standalone > 0}
          onToggleFullScreen={() => navigate({ search: withParam(location.search, 'standalone', standalone > 0 ? null : '1'), hash: location.hash }, { preventScrollReset: true })}
          onEditProperties={config.onEditProperties}
          onEditCss={config.onEditCss}
          onEdit={dashboard.abilities.canEdit && !editor.editing && !phone ? editor.start : undefined}
          editControls={editor.editing ? <EditControls editor={editor} /> : undefined}
          onSaveAs={dashboard.abilities.canEdit ? () => setSavingAs(true) : undefined}
          onShowHistory={editor.editing ? undefined : () => setHistoryOpen(true)}
        />
      )}
      {editor.conflict && <OverwriteConfirmModal conflict={editor.conflict} saving={editor.saving} onConfirm={() => void editor.confirmOverwrite()} onCancel={editor.cancelOverwrite} />}
      {historyOpen && <VersionHistoryDrawer dashboardId={dashboard.id} changedOn={String(dashboard.changedOn)} canRestore={dashboard.abilities.canEdit} onClose={() => setHistoryOpen(false)} />}
      {savingAs && <SaveAsModal dashboardId={dashboard.id} title={dashboard.dashboardTitle} layout={layout} onClose={() => setSavingAs(false)} />}
      <UnsavedChangesGuard when={editor.unsaved} />
      {phone && filterBar && (
        <>
          <Box px="md" pt="sm">
            <Button variant="default" size="xs" onClick={() => setFilterDrawerOpen(true)} data-testid="filter-drawer-open">
              {`Filters${crossFilterChips.length > 0 ? ` (${crossFilterChips.length} cross-filter${crossFilterChips.length === 1 ? '' : 's'})` : ''}`}
            </Button>
          </Box>
          <Drawer opened={filterDrawerOpen} onClose={() => setFilterDrawerOpen(false)} withCloseButton={false} padding={0} size="85%" data-testid="filter-drawer">
            {filterBar}
          </Drawer>
        </>
      )}
      {editor.editing ? (
        <DashboardEditCanvas editor={editor} selection={selection} onSelectTab={onSelectTab} renderChart={renderChart} />
      ) : (
        <>
          {!phone && horizontal && filterBar}
          <Box style={{ display: 'flex', alignItems: 'stretch', flex: 1 }}>
            {!phone && !horizontal && filterBarOpen && filterBar}
            <Box ref={gridRef} p="md" style={{ flex: 1, minWidth: 0 }} data-testid="dashboard-grid">
              {!nativeFilters.ready ? (
                <Center py="xl">
                  <Loader aria-label="Loading" />
                </Center>
              ) : (
                <DashboardLayout layout={layout} selection={selection} onSelectTab={onSelectTab} renderChart={renderChart} stacked={phone} hideTabs={chrome.hideTabs} />
              )}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}

/** Below the phone breakpoint (768 px) the dashboard stacks (issue 11 §10). */
const PHONE_MAX_WIDTH = 767;

// The page fills the window below the nav however short the dashboard, the filter bar down to the bottom.
const PAGE_STYLE = { margin: 'calc(-1 * var(--mantine-spacing-md))', minHeight: 'calc(100dvh - 56px)', display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' } as const;
/** Full screen (standalone): the dashboard over the whole window, the app's nav hidden under it. The window
 * still scrolls (not an overflowing box of its own), so charts near the fold are found as on the page. */
const FULL_SCREEN_STYLE = { position: 'absolute', top: 0, left: 0, right: 0, minHeight: '100dvh', zIndex: 150, display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' } as const;

/** Dashboard CSS applies inside the dashboard only: each rule is prefixed with the page's class. */
export function scopeCss(css: string): string {
  return css.replace(/(^|})\s*([^{}@]+)\{/g, (_, close: string, selectors: string) => `${close}\n${selectors.split(',').map((selector) => `.dashboard ${selector.trim()}`).join(', ')} {`);
}

function LoadedDashboard({ idOrSlug, restored }: { idOrSlug: string; restored: RestoredState }) {
  const { data, loading, error } = useQuery(DashboardPageDocument, { variables: { idOrSlug } });
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  if (error || !data?.dashboard)
    return (
      <Alert color="red" title="This dashboard cannot be shown" data-testid="dashboard-error">
        {error ? firstErrorMessage(error) : 'Dashboard not found.'}
      </Alert>
    );
  return <DashboardView key={data.dashboard.id} dashboard={data.dashboard} restored={restored} />;
}

const NOTHING_RESTORED: RestoredState = { dataMask: null, activeTabs: [], anchor: null };

export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  return <LoadedDashboard key={idOrSlug} idOrSlug={idOrSlug} restored={NOTHING_RESTORED} />;
}

export function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const { data, loading, error } = useQuery(DashboardPermalinkStateDocument, { variables: { key } });
  const restored = useMemo<RestoredState>(() => {
    const state = data?.dashboardPermalink.state;
    return { dataMask: state?.dataMask ? readDataMaskMap(state.dataMask) : null, activeTabs: state?.activeTabs ?? [], anchor: state?.anchor ?? null };
  }, [data]);
  if (loading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  if (error || !data)
    return (
      <Alert color="red" title="This permalink cannot be opened" data-testid="dashboard-error">
        {error ? firstErrorMessage(error) : 'Permalink not found.'}
      </Alert>
    );
  return <LoadedDashboard idOrSlug={String(data.dashboardPermalink.dashboardId)} restored={restored} />;
}
