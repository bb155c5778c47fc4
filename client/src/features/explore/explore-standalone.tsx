// ?standalone=1 (the embed code's iframe): only the chart, filling the window, drawn from the same state the
// explore screen opens with.
import { useEffect, useMemo } from 'react';
import { prepareFormDataQuery } from '../../viz/prepare-chart';
import { controlErrorsText } from '../../viz/shared/control-panel';
import { ChartView } from '../../viz/chart-view';
import { startingFormData } from './explore-model';
import type { ExploreBootstrap } from './explore-first-run';
import { useChartRunner } from './use-chart-runner';

export function ExploreStandalone({ bootstrap, force }: { bootstrap: ExploreBootstrap; force: boolean }) {
  const start = useMemo(() => startingFormData(bootstrap.formData, bootstrap.slice ?? null, bootstrap.dataset ?? null), [bootstrap]);
  const runner = useChartRunner();
  const prepared = useMemo(() => ('error' in start ? null : prepareFormDataQuery(start.viz, start.formData, { force, ownState: {} })), [start, force]);
  const { run } = runner;

  useEffect(() => {
    if (prepared?.kind === 'ready') run(prepared.formData, prepared.input);
  }, [prepared, run]);

  const failure = 'error' in start ? start.error : prepared?.kind === 'failed' ? prepared.message : prepared?.kind === 'invalid' ? controlErrorsText(prepared.errors) : null;
  const state = runner.state;
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 300, background: 'var(--mantine-color-body)', padding: 8 }} data-testid="explore-standalone">
      <ChartView
        viz={'error' in start ? null : start.viz}
        formData={state.latestQueryFormData}
        queriesData={state.chartStatus === 'loading' ? null : state.queriesResponse}
        loading={state.chartStatus === 'loading' || (state.chartStatus === null && !failure)}
        errorMessage={failure ?? (state.chartStatus === 'failed' && !state.chartStackTrace ? state.chartAlert : null)}
        height="100%"
        onRendered={runner.onRendered}
        onRenderFailed={runner.onRenderFailed}
      />
    </div>
  );
}
