// Draws one chart from its form data and query results, tracking Superset's chart status: loading -> success
// (data in hand) -> rendered (drawn), or failed (update or render failure), or stopped (the person stopped the
// update). The status is exposed on the container as data-status for tests and for whoever waits on a chart
// being drawn (reports, thumbnails).
import { Alert, Button } from '@mantine/core';
import { Component, useCallback, useEffect, useMemo, useReducer, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { renderFailureMessage } from './chart-errors';
import { ChartLoading } from './chart-loading';
import type { BoundChartProps, RegisteredViz } from './registry';
import type { QueryFormData } from './shared/form-data';
import type { VerboseMap } from './shared/labels';
import type { ChartPropsInput, ChartQueryResultData, CrossFilterMark, OwnState } from './types';

export type ChartStatus = 'loading' | 'success' | 'stopped' | 'rendered' | 'failed';

/**
 * The chart type's renderer, or null while its module loads, and the load's failure. Not React.lazy: a chart
 * that suspended is revealed on React's Suspense fallback throttle (about 300 ms after the spinner showed), which
 * held every first drawing back although its data and module were in hand.
 */
function useChartRenderer(viz: RegisteredViz | null): { Chart: ComponentType<BoundChartProps> | null; loadError: { viz: RegisteredViz; error: unknown } | null } {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [loadError, setLoadError] = useState<{ viz: RegisteredViz; error: unknown } | null>(null);
  useEffect(() => {
    if (!viz || viz.loadedChart()) return undefined;
    let live = true;
    viz.loadChart().then(
      () => live && loadedNow(),
      (error: unknown) => live && setLoadError({ viz, error }),
    );
    return () => {
      live = false;
    };
  }, [viz]);
  return { Chart: viz?.loadedChart() ?? null, loadError: loadError && loadError.viz === viz ? loadError : null };
}

// Each new props input gets a fresh renderer (and Highcharts instance), so "rendered" always refers to the
// data on screen; a WeakMap gives every input object a stable key without keeping it alive.
const inputKeys = new WeakMap<object, number>();
let lastInputKey = 0;
function inputKey(input: object): number {
  let key = inputKeys.get(input);
  if (key === undefined) {
    lastInputKey += 1;
    key = lastInputKey;
    inputKeys.set(input, key);
  }
  return key;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

class RenderErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ChartViewProps {
  viz: RegisteredViz | null;
  formData: QueryFormData | null;
  queriesData: ChartQueryResultData[] | null;
  loading: boolean;
  /** An update failure (or a chart that could not be prepared), shown instead of the chart. */
  errorMessage: string | null;
  height: number | string;
  /** Shown instead of the chart when the person stopped the update ('Updating chart was stopped'). */
  stoppedMessage?: string | null;
  /** Offers a Stop button beside the spinner while loading. */
  onStop?: () => void;
  /** Told when the chart is drawn, or fails to draw (the error as thrown). */
  onRendered?: () => void;
  onRenderFailed?: (error: unknown) => void;
  containerRef?: Ref<HTMLDivElement>;
  /** The chart's own state and its setter, for charts that re-query on it (server-paged tables). */
  ownState?: OwnState;
  setOwnState?: (state: OwnState) => void;
  /** A cross-filtering host's click handler (see VizRendererProps.onMarkClick). */
  onMarkClick?: (mark: CrossFilterMark) => void;
  /** The dataset's verbose names, given by a host that has its metadata (explore). */
  verboseMap?: VerboseMap;
}

export function ChartView({
  viz,
  formData,
  queriesData,
  loading,
  errorMessage,
  height,
  stoppedMessage = null,
  onStop,
  onRendered: onRenderedProp,
  onRenderFailed,
  containerRef,
  ownState,
  setOwnState,
  onMarkClick,
  verboseMap,
}: ChartViewProps) {
  const input = useMemo<ChartPropsInput | null>(
    () => (formData && queriesData ? { formData, queriesData, verboseMap } : null),
    [formData, queriesData, verboseMap],
  );
  const [renderedInput, setRenderedInput] = useState<ChartPropsInput | null>(null);
  const [renderError, setRenderError] = useState<{ input: ChartPropsInput; message: string } | null>(null);

  const onRendered = useCallback(() => {
    setRenderedInput(input);
    onRenderedProp?.();
  }, [input, onRenderedProp]);
  const onError = useCallback(
    (error: unknown) => {
      if (input) setRenderError({ input, message: renderFailureMessage(error) });
      onRenderFailed?.(error);
    },
    [input, onRenderFailed],
  );

  const { Chart, loadError } = useChartRenderer(viz);
  // A renderer that could not load is a render failure, as a chart that threw while drawing.
  useEffect(() => {
    if (loadError) onRenderFailed?.(loadError.error);
  }, [loadError, onRenderFailed]);
  const failure =
    errorMessage ?? (loadError && input ? renderFailureMessage(loadError.error) : null) ?? (renderError && renderError.input === input ? renderError.message : null);
  let status: ChartStatus;
  if (loading) status = 'loading';
  else if (stoppedMessage) status = 'stopped';
  else if (failure) status = 'failed';
  else if (input && renderedInput === input) status = 'rendered';
  else status = input ? 'success' : 'loading';

  return (
    <div ref={containerRef} data-testid="chart-container" data-status={status} style={{ height, position: 'relative' }}>
      {status === 'loading' && (
        <ChartLoading>
          {onStop && (
            <Button size="xs" variant="default" onClick={onStop} data-testid="chart-stop">
              Stop
            </Button>
          )}
        </ChartLoading>
      )}
      {status === 'stopped' && (
        <Alert color="yellow" variant="light" data-testid="chart-stopped">
          {stoppedMessage}
        </Alert>
      )}
      {status === 'failed' && failure && (
        <Alert color="red" variant="light" style={{ whiteSpace: 'pre-line' }} data-testid="chart-error">
          {failure}
        </Alert>
      )}
      {status === 'success' && viz && !Chart && <ChartLoading />}
      {!loading && !stoppedMessage && !errorMessage && input && Chart && (
        <RenderErrorBoundary key={inputKey(input)} onError={onError}>
          <Chart input={input} onRendered={onRendered} ownState={ownState} setOwnState={setOwnState} onMarkClick={onMarkClick} />
        </RenderErrorBoundary>
      )}
    </div>
  );
}
