// The explore screen (spec 1 §2): header, then three columns — the dataset pane, the control panel with
// 'Update chart', and the chart area with the data pane under it. Holds the form data being edited, the saved
// chart it came from, and the chart's run state; the pieces it draws are in their own files.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Skeleton, Stack, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOG_EVENTS, logEvent } from '../../app/event-logger';
import { useAppConfig } from '../../app/app-config';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../app/toasts';
import { ExploreDatasourceDocument, UpdateChartPropertiesDocument, type ExploreChartFieldsFragment } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import { prepareFormDataQuery, type PreparedChart } from '../../viz/prepare-chart';
import { getViz, type RegisteredViz } from '../../viz/registry';
import { controlErrorsText, panelControls, validateControls } from '../../viz/shared/control-panel';
import { parseDatasourceKey, type QueryFormData } from '../../viz/shared/form-data';
import { readVerboseMap } from '../../viz/shared/labels';
import type { StandardizedControls } from '../../viz/shared/standardized-controls';
import type { OwnState } from '../../viz/types';
import { ChartChangesModal } from './chart-changes-modal';
import { ChartPane } from './chart-pane';
import { runButtonLabel, type ChartStatus } from './chart-state';
import { copyToClipboard } from '../../components/clipboard';
import { useLatestCallback } from '../../components/use-latest-callback';
import { DataPane } from './data-pane';
import { DatasetPane, type ExploreDatasource } from './dataset-pane';
import { EmbedCodeModal } from './embed-code-modal';
import { ExploreControlPanel } from './explore-control-panel';
import { explorePanel } from './explore-panel';
import { ExploreHeader } from './explore-header';
import { sameFormData, startingFormData, swapDatasource, switchVizType } from './explore-model';
import type { ExploreBootstrap } from './explore-first-run';
import { diffFormData, onlyRenderControlsChanged } from './form-data-diff';
import { PropertiesModal } from './properties-modal';
import { SaveModal, type SavedChart } from './save-modal';
import { SwapDatasetModal } from './swap-dataset-modal';
import { ViewQueryModal } from './view-query-modal';
import { useChartDownloads } from './use-chart-downloads';
import { useRunInSqlLab } from './use-run-in-sqllab';
import { useChartFavorite } from './use-chart-favorite';
import { useChartRunner } from './use-chart-runner';
import { useExploreAddress } from './use-explore-address';

// Below the app header (56 px) and the page padding (2 × 16 px).
const SCREEN_HEIGHT = 'calc(100vh - 56px - 32px)';
const DATASET_PANE_WIDTH = 280;
// Spec 1 §9 "Control widths": 240 and 320; the panel holds the wider one.
const CONTROL_PANEL_WIDTH = 340;
const DATA_PANE_HEIGHT = 300;
const ADDRESS_SYNC_DELAY_MS = 1000;

// The Edit Dataset modal carries the SQL editor: loaded only when opened.
const DatasetEditModal = lazy(() => import('../datasets/dataset-edit-modal').then((module) => ({ default: module.DatasetEditModal })));

// The longest the panes wait for the first chart (one whose renderer never reports back must not hide them).
const PANES_WAIT_MS = 2000;

/**
 * Whether the dataset pane and the control panel (the bulk of the screen's first render) are mounted. They
 * mount once the first chart has settled (drawn, failed or stopped), so its request, its renderer's load and
 * its drawing do not wait for them; at once when the first run sent no query (`mountNow`); and after
 * PANES_WAIT_MS at the latest. They stay mounted.
 */
function usePanesMounted(chartStatus: ChartStatus | null): { mounted: boolean; mountNow: () => void } {
  const [mounted, setMounted] = useState(false);
  const mountNow = useCallback(() => startTransition(() => setMounted(true)), []);
  const settled = chartStatus === 'rendered' || chartStatus === 'failed' || chartStatus === 'stopped';
  useEffect(() => {
    if (mounted) return undefined;
    if (settled) {
      mountNow();
      return undefined;
    }
    const timer = window.setTimeout(mountNow, PANES_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [settled, mounted, mountNow]);
  return { mounted, mountNow };
}

type Modal = 'save' | 'properties' | 'swap' | 'editDataset' | 'changes' | 'viewQuery' | { embed: string } | null;

export function ExploreScreen({ bootstrap, force }: { bootstrap: ExploreBootstrap; force: boolean }) {
  const start = useMemo(() => startingFormData(bootstrap.formData, bootstrap.slice ?? null, bootstrap.dataset ?? null), [bootstrap]);
  const sliceId = bootstrap.slice?.id ?? null;
  useEffect(() => {
    if (sliceId !== null) logEvent(LOG_EVENTS.mountExplorer, { slice_id: sliceId });
  }, [sliceId]);
  if ('error' in start) return <Box c="red">{start.error}</Box>;
  return <ExploreWorkspace bootstrap={bootstrap} force={force} initialViz={start.viz} initialFormData={start.formData} />;
}

function ExploreWorkspace({ bootstrap, force, initialViz, initialFormData }: { bootstrap: ExploreBootstrap; force: boolean; initialViz: RegisteredViz; initialFormData: QueryFormData }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [viz, setViz] = useState(initialViz);
  const [formData, setFormData] = useState(initialFormData);
  const [chart, setChart] = useState<ExploreChartFieldsFragment | null>(bootstrap.slice ?? null);
  const [savedFormData, setSavedFormData] = useState<QueryFormData | null>(bootstrap.slice ? initialFormData : null);
  const [sliceName, setSliceName] = useState(bootstrap.slice?.sliceName ?? '');
  const [datasource, setDatasource] = useState<ExploreDatasource | null>(bootstrap.dataset ?? null);
  const [modal, setModal] = useState<Modal>(null);
  // Collapsed at first as in Superset; a person's choice is kept for their next charts.
  const [dataPaneOpen, setDataPaneOpen] = useLocalStorage({ key: 'tessera.explore.dataPaneOpen', defaultValue: false, getInitialValueInEffect: false });
  const chartContainer = useRef<HTMLDivElement>(null);
  const runner = useChartRunner();
  const favorite = useChartFavorite(chart?.id ?? null, Boolean(bootstrap.slice?.isFavorite));
  const address = useExploreAddress();
  const [renameChart] = useMutation(UpdateChartPropertiesDocument);

  const panel = useMemo(() => explorePanel(viz), [viz]);
  const controls = useMemo(() => panelControls(panel), [panel]);
  const { sqlMaxRow } = useAppConfig();
  const errors = useMemo(() => validateControls(panel, formData, { maxRowLimit: sqlMaxRow }), [panel, formData, sqlMaxRow]);
  const lastRun = runner.state.latestQueryFormData;
  const { mounted: panesMounted, mountNow: mountPanes } = usePanesMounted(runner.state.chartStatus);
  const stale = lastRun !== null && !sameFormData(formData, lastRun);
  const savedDatasetName = chart?.datasource?.nameText ?? null;
  const changes = useMemo(
    () =>
      (savedFormData ? diffFormData(savedFormData, formData, controls) : []).map((change) =>
        // Datasets by name rather than by key.
        change.key === 'datasource' ? { ...change, before: savedDatasetName ?? change.before, after: datasource?.name ?? change.after } : change,
      ),
    [savedFormData, formData, controls, savedDatasetName, datasource],
  );
  const datasourceRef = parseDatasourceKey(formData.datasource);
  const verboseMap = useMemo(() => readVerboseMap(datasource?.verboseMap), [datasource]);
  // The chart's own state (a server-paged table's page, sort and search): a new run starts from the first page;
  // a change of it re-runs the last run's form data with it.
  const [ownState, setOwnState] = useState<OwnState>({});
  const lastInput = useMemo(() => {
    if (!lastRun) return null;
    // The last run's own type builds its query (the type on screen may have changed since).
    const prepared = prepareFormDataQuery(getViz(String(lastRun.viz_type)) ?? viz, lastRun, { force, ownState });
    return prepared.kind === 'ready' ? prepared.input : null;
  }, [viz, lastRun, force, ownState]);

  const run = useCallback(
    (next: QueryFormData = formData, forceRun = force, state: OwnState = {}, runViz: RegisteredViz = viz): PreparedChart['kind'] => {
      setOwnState(state);
      const prepared = prepareFormDataQuery(runViz, next, { force: forceRun, ownState: state });
      if (prepared.kind === 'failed') runner.fail(next, prepared.message);
      if (prepared.kind === 'ready') runner.run(next, prepared.input);
      return prepared.kind;
    },
    [viz, formData, force, runner],
  );
  const changeOwnState = useCallback((state: OwnState) => lastRun && run(lastRun, false, state), [lastRun, run]);

  // The address follows the controls (after a pause in editing), so a reload keeps the chart being built. A new
  // chart keeps its dataset address until something is changed.
  useEffect(() => {
    if (!chart && sameFormData(formData, initialFormData)) return undefined;
    const timer = window.setTimeout(() => void address.syncAddress(formData, savedFormData, chart?.id ?? null), ADDRESS_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [formData, savedFormData, chart, address, initialFormData]);

  // Open with the chart drawn, as Superset does, when the controls allow a query.
  const ranOnce = useRef(false);
  useEffect(() => {
    if (ranOnce.current) return;
    ranOnce.current = true;
    if (bootstrap.message) addWarningToast(bootstrap.message);
    // The chart view mounted by the run loads the renderer's module while the query runs.
    if (run(initialFormData, force) !== 'ready') mountPanes();
  }, [run, initialFormData, force, bootstrap.message, mountPanes]);

  // Ctrl+Enter (Cmd+Enter) runs the query from anywhere on the screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && errors.length === 0) {
        event.preventDefault();
        run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run, errors.length]);

  const onControlChange = useLatestCallback((name: string, value: unknown) => {
    const next = { ...formData, [name]: value };
    setFormData(next);
    // A control that only changes the drawing re-draws the results in hand.
    if (lastRun && (runner.state.chartStatus === 'rendered' || runner.state.chartStatus === 'success') && onlyRenderControlsChanged(lastRun, next, controls)) {
      runner.rerender(next);
    }
  });

  // The metrics and dimensions carried from type to type, for kinds the type on screen has no control of.
  const carriedControls = useRef<StandardizedControls | null>(null);
  const onVizTypeChange = useLatestCallback((vizType: string) => {
    const switched = switchVizType(formData, vizType, datasource, carriedControls.current);
    if (!switched) return;
    carriedControls.current = switched.carried;
    setViz(switched.viz);
    setFormData(switched.formData);
    // The results in hand were asked for by the old type: the new type draws from its own query, or shows
    // what it still needs.
    if (run(switched.formData, force, {}, switched.viz) === 'invalid') runner.clear();
  });
  const onEditDataset = useCallback(() => setModal('editDataset'), []);
  const onSwapDataset = useCallback(() => setModal('swap'), []);

  const onSwap = async (dataset: { id: number; tableName: string }) => {
    const next = swapDatasource(formData, dataset.id);
    try {
      const { data } = await client.query({ query: ExploreDatasourceDocument, variables: { datasourceKey: next.datasource }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('The dataset could not be loaded.');
      setDatasource(data.datasourceMetadata);
      setFormData(next);
      runner.datasourcesSet();
      setModal(null);
      addSuccessToast('Successfully changed dataset!');
    } catch (error) {
      addDangerToast(updateFailureMessage(responseErrorsOf(error)));
    }
  };

  const refetchDatasource = async () => {
    const { data } = await client.query({ query: ExploreDatasourceDocument, variables: { datasourceKey: formData.datasource }, fetchPolicy: 'network-only' });
    if (data) setDatasource(data.datasourceMetadata);
  };

  const onSaved = (saved: SavedChart, goToDashboard: boolean) => {
    const next = { ...formData, slice_id: saved.chart.id };
    setChart(saved.chart);
    setSliceName(saved.chart.sliceName);
    setFormData(next);
    setSavedFormData(next);
    favorite.reset(saved.chart.id, saved.chart.id === chart?.id ? Boolean(favorite.starred) : false);
    setModal(null);
    if (goToDashboard && saved.dashboard) navigate(`/dashboard/${saved.dashboard.id}/`);
  };

  const onRename = async (name: string) => {
    if (!chart?.abilities.canEdit) {
      setSliceName(name);
      return;
    }
    try {
      const result = await renameChart({ variables: { id: chart.id, input: { sliceName: name } } });
      if (result.data) {
        setChart(result.data.updateChart);
        setSliceName(result.data.updateChart.sliceName);
      }
    } catch (error) {
      addDangerToast(`Sorry, there was an error saving this chart: ${updateFailureMessage(responseErrorsOf(error))}`);
    }
  };

  const share = async (then: (url: string) => void) => {
    const result = await address.shareUrl(formData);
    if ('error' in result) addDangerToast(result.error);
    else then(result.url);
  };

  const download = useChartDownloads({ name: sliceName || datasource?.name || 'chart', input: lastInput, results: runner.state.queriesResponse, chartContainer });
  const viewQueryInput = useMemo(() => {
    const prepared = prepareFormDataQuery(viz, formData);
    return prepared.kind === 'ready' ? prepared.input : null;
  }, [viz, formData]);

  const runInSqlLab = useRunInSqlLab({
    input: viewQueryInput,
    database: datasource?.database ?? null,
    catalog: datasource?.catalog ?? null,
    schema: datasource?.schema ?? null,
    name: sliceName || datasource?.name || 'Untitled chart',
  });
  const canDownload = !chart || chart.abilities.canDownload;

  const canOverwrite = Boolean(chart?.abilities.canOverwrite);
  const errorText = controlErrorsText(errors);

  return (
    <Stack gap="sm" h={SCREEN_HEIGHT} data-testid="explore-screen">
      <ExploreHeader
        sliceName={sliceName}
        canEditName={!chart || chart.abilities.canEdit}
        onRename={(name) => void onRename(name)}
        altered={changes.length > 0}
        onShowChanges={() => setModal('changes')}
        certifiedBy={chart?.certifiedBy ?? null}
        certificationDetails={chart?.certificationDetails ?? null}
        starred={favorite.starred}
        onToggleStar={() => void favorite.toggle()}
        canShare={!chart || chart.abilities.canShare}
        onCopyPermalink={() => void share((url) => void copyToClipboard(url))}
        onEmbedCode={() => void share((url) => setModal({ embed: url }))}
        onEditProperties={chart ? () => setModal('properties') : null}
        canDownload={canDownload}
        onDownload={(format) => void download(format)}
        onViewQuery={() => setModal('viewQuery')}
        onRunInSqlLab={runInSqlLab}
        onSave={() => setModal('save')}
        canSave={Boolean(datasourceRef) && (!chart || chart.abilities.canSaveAs || canOverwrite)}
      />
      <div style={{ display: 'flex', gap: 12, flex: 1, minHeight: 0 }}>
        <Box w={DATASET_PANE_WIDTH} style={{ flexShrink: 0, minHeight: 0 }}>
          {panesMounted ? (
            <DatasetPane
              datasource={datasource}
              fallbackName={chart?.datasource?.nameText ?? formData.datasource}
              onEditDataset={onEditDataset}
              onSwapDataset={onSwapDataset}
            />
          ) : (
            <Skeleton h="100%" />
          )}
        </Box>
        <Stack w={CONTROL_PANEL_WIDTH} gap="xs" style={{ flexShrink: 0, minHeight: 0 }}>
          <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} pr={4}>
            {panesMounted ? (
              <ExploreControlPanel viz={viz} formData={formData} datasource={datasource} errors={errors} onVizTypeChange={onVizTypeChange} onControlChange={onControlChange} />
            ) : (
              <Skeleton h="100%" />
            )}
          </Box>
          <Tooltip label={errorText || 'Ctrl+Enter'} multiline style={{ whiteSpace: 'pre-line' }}>
            <Button fullWidth variant={stale || lastRun === null ? 'filled' : 'default'} disabled={errors.length > 0} onClick={() => run()} data-testid="update-chart">
              {runButtonLabel(runner.state)}
            </Button>
          </Tooltip>
        </Stack>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          <ChartPane
            viz={viz}
            chart={runner.state}
            stale={stale}
            errors={errors}
            force={force}
            height={dataPaneOpen ? `calc(100% - ${DATA_PANE_HEIGHT}px)` : 'calc(100% - 36px)'}
            containerRef={chartContainer}
            onStop={runner.stop}
            onRun={() => run()}
            onRendered={runner.onRendered}
            onRenderFailed={runner.onRenderFailed}
            ownState={ownState}
            onOwnStateChange={changeOwnState}
            verboseMap={verboseMap}
          />
          <Box h={dataPaneOpen ? DATA_PANE_HEIGHT - 12 : 24} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
            <Button size="compact-xs" variant="subtle" onClick={() => setDataPaneOpen((open) => !open)} data-testid="data-pane-toggle">
              {dataPaneOpen ? 'Hide data' : 'Show data'}
            </Button>
            {dataPaneOpen && (
              <DataPane
                results={runner.state.queriesResponse}
                resultsLoading={runner.state.chartStatus === 'loading'}
                datasource={datasourceRef}
                canDownload={canDownload}
                onDownload={(format) => void download(format)}
                onViewQuery={() => setModal('viewQuery')}
                height={DATA_PANE_HEIGHT - 40}
              />
            )}
          </Box>
        </Stack>
      </div>
      {modal === 'save' && datasourceRef && (
        <SaveModal
          chart={chart ? { id: chart.id, sliceName: chart.sliceName, canOverwrite } : null}
          sliceName={sliceName}
          formData={formData}
          query={viewQueryInput}
          datasource={datasourceRef}
          onSaved={onSaved}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'properties' && chart && (
        <PropertiesModal
          chart={chart}
          onSaved={(updated) => {
            setChart(updated);
            setSliceName(updated.sliceName);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'swap' && <SwapDatasetModal currentDatasetId={datasourceRef?.id ?? null} onProceed={(dataset) => void onSwap(dataset)} onClose={() => setModal(null)} />}
      {modal === 'editDataset' && datasourceRef && (
        <Suspense fallback={null}>
          <DatasetEditModal datasetId={datasourceRef.id} onSaved={() => void refetchDatasource()} onClose={() => setModal(null)} />
        </Suspense>
      )}
      {modal === 'changes' && <ChartChangesModal changes={changes} onClose={() => setModal(null)} />}
      {modal === 'viewQuery' && viewQueryInput && <ViewQueryModal input={viewQueryInput} onClose={() => setModal(null)} />}
      {modal !== null && typeof modal === 'object' && <EmbedCodeModal url={modal.embed} onClose={() => setModal(null)} />}
    </Stack>
  );
}
