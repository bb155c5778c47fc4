import { chartReducer, controlErrorsDisplay, initialChartState, runButtonLabel, UPDATE_STOPPED_MESSAGE, type ChartAction, type ChartState, type ChartQueryResponse } from './chart-state';

const formData = { viz_type: 'table', datasource: '1__table' };
const query: ChartQueryResponse = { status: 'success', rowcount: 1, colnames: ['a'], coltypes: [0], data: [{ a: 1 }], isCached: false };

const run = (actions: ChartAction[], from: ChartState = initialChartState) => actions.reduce(chartReducer, from);
const started = (runId: number): ChartAction => ({ type: 'updateStarted', runId, formData, at: 100 });

describe('chart status', () => {
  it('goes loading -> success -> rendered', () => {
    const loading = run([started(1)]);
    expect(loading).toMatchObject({ chartStatus: 'loading', chartUpdateStartTime: 100, chartUpdateEndTime: null, latestQueryFormData: formData });
    const success = chartReducer(loading, { type: 'updateSucceeded', runId: 1, queries: [query], at: 150 });
    expect(success).toMatchObject({ chartStatus: 'success', queriesResponse: [query], chartUpdateEndTime: 150 });
    expect(chartReducer(success, { type: 'renderingSucceeded', runId: 1, at: 160 })).toMatchObject({ chartStatus: 'rendered', lastRendered: 160 });
  });

  it('drops the results in hand when cleared, and the late answer of the run before', () => {
    const rendered = run([started(1), { type: 'updateSucceeded', runId: 1, queries: [query], at: 150 }, { type: 'renderingSucceeded', runId: 1, at: 160 }]);
    const cleared = chartReducer(rendered, { type: 'resultsCleared', runId: 2 });
    expect(cleared).toMatchObject({ chartStatus: null, queriesResponse: null, latestQueryFormData: formData });
    expect(controlErrorsDisplay(cleared, 1)).toBe('emptyState');
    expect(runButtonLabel(cleared)).toBe('Update chart');
    const loadingThenCleared = run([started(3), { type: 'resultsCleared', runId: 4 }]);
    expect(chartReducer(loadingThenCleared, { type: 'updateSucceeded', runId: 3, queries: [query], at: 170 })).toBe(loadingThenCleared);
  });

  it('stops a loading chart with the spec message', () => {
    expect(run([started(1), { type: 'updateStopped', runId: 1, at: 120 }])).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: UPDATE_STOPPED_MESSAGE,
      chartUpdateEndTime: 120,
    });
  });

  it.each([
    ['the first response error', 'Column "x" does not exist', 'Column "x" does not exist'],
    ['Network error. when there is none', null, 'Network error.'],
    ['Network error. for blank text', '  ', 'Network error.'],
  ])('an update failure shows %s', (_, message, alert) => {
    expect(run([started(1), { type: 'updateFailed', runId: 1, message, at: 130 }])).toMatchObject({ chartStatus: 'failed', chartAlert: alert });
  });

  it('a render failure reads "An error occurred while rendering the visualization"', () => {
    const state = run([started(1), { type: 'updateSucceeded', runId: 1, queries: [query], at: 1 }, { type: 'renderingFailed', runId: 1, error: new Error('boom') }]);
    expect(state.chartStatus).toBe('failed');
    expect(state.chartAlert).toBe('An error occurred while rendering the visualization: boom');
    expect(state.chartStackTrace).toContain('boom');
    expect(chartReducer(state, { type: 'datasourcesSet' })).toMatchObject({ chartStatus: null, chartAlert: null, chartStackTrace: null });
  });

  it('ignores the answer of a run that was superseded or stopped', () => {
    const second = run([started(1), started(2)]);
    expect(chartReducer(second, { type: 'updateSucceeded', runId: 1, queries: [query], at: 1 })).toBe(second);
    const stopped = run([started(3), { type: 'updateStopped', runId: 3, at: 1 }]);
    expect(chartReducer(stopped, { type: 'updateSucceeded', runId: 3, queries: [query], at: 2 })).toBe(stopped);
    expect(chartReducer(stopped, { type: 'updateFailed', runId: 3, message: 'x', at: 2 })).toBe(stopped);
  });

  it('a new run clears the previous alert and results', () => {
    const failed = run([started(1), { type: 'updateFailed', runId: 1, message: 'bad', at: 1 }]);
    expect(chartReducer(failed, started(2))).toMatchObject({ chartStatus: 'loading', chartAlert: null, queriesResponse: null, runId: 2 });
  });

  it('keeps a failed chart without stack trace when datasources are set', () => {
    const failed = run([started(1), { type: 'updateFailed', runId: 1, message: 'bad', at: 1 }]);
    expect(chartReducer(failed, { type: 'datasourcesSet' })).toBe(failed);
  });

  it('draws the results in hand again when only a render control changed', () => {
    const rendered = run([started(1), { type: 'updateSucceeded', runId: 1, queries: [query], at: 1 }, { type: 'renderingSucceeded', runId: 1, at: 2 }]);
    const changed = { ...formData, show_legend: false };
    expect(chartReducer(rendered, { type: 'formDataRerendered', runId: 1, formData: changed })).toMatchObject({
      chartStatus: 'success',
      latestQueryFormData: changed,
      queriesResponse: [query],
    });
    const loading = run([started(2)]);
    expect(chartReducer(loading, { type: 'formDataRerendered', runId: 2, formData: changed })).toBe(loading);
  });
});

describe('control errors in the chart area', () => {
  const rendered = run([started(1), { type: 'updateSucceeded', runId: 1, queries: [query], at: 150 }, { type: 'renderingSucceeded', runId: 1, at: 160 }]);
  const failed = run([started(1), { type: 'updateFailed', runId: 1, message: 'boom', at: 150 }]);
  const stopped = run([started(1), { type: 'updateStopped', runId: 1, at: 120 }]);

  it.each([
    ['a new chart without errors', initialChartState, 0, 'none'],
    ['a new chart missing required values (no banner before any run)', initialChartState, 2, 'emptyState'],
    ['a drawn chart whose control was cleared', rendered, 1, 'banner'],
    ['a drawn chart without errors', rendered, 0, 'none'],
    ['a run still loading when a control is cleared', run([started(1)]), 1, 'banner'],
    ['a failed run without results, then a control cleared', failed, 1, 'emptyState'],
    ['a stopped run, then a control cleared', stopped, 1, 'emptyState'],
  ] as const)('%s', (_name, state, errorCount, display) => {
    expect(controlErrorsDisplay(state, errorCount)).toBe(display);
  });

  it.each([
    ['before the first run', initialChartState, 'Create chart'],
    ['once a run started', run([started(1)]), 'Update chart'],
  ])('labels the run button %s', (_name, state, label) => {
    expect(runButtonLabel(state)).toBe(label);
  });
});
