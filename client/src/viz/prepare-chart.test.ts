import { NETWORK_ERROR, failedQueryMessage, renderFailureMessage, updateFailureMessage } from './chart-errors';
import { MISSING_DATASET, prepareChart } from './prepare-chart';
import { registeredVizTypes } from './registry';

const chart = { sliceId: 5, vizType: 'echarts_timeseries_line', datasourceId: 2, datasourceType: 'table' };

describe('prepareChart', () => {
  it('builds the chartData input from saved params with control defaults applied', () => {
    const prepared = prepareChart({ x_axis: 'ds', metrics: ['count'] }, chart, { force: true });
    expect(prepared.kind).toBe('ready');
    if (prepared.kind !== 'ready') return;
    expect(prepared.formData).toMatchObject({ time_range: 'No filter', time_grain_sqla: 'P1D', row_limit: 10000, slice_id: 5 });
    expect(prepared.input).toMatchObject({
      datasource: { id: 2, type: 'table' },
      force: true,
      resultType: 'FULL',
      formData: prepared.formData,
    });
    expect(prepared.input.queries).toHaveLength(1);
    expect(prepared.input.queries[0]).toMatchObject({ rowLimit: 10000, timeRange: 'No filter' });
  });

  it('renders legacy line charts through the timeseries plugin', () => {
    const prepared = prepareChart({ granularity_sqla: 'ds', metrics: ['count'] }, { ...chart, vizType: 'line' });
    expect(prepared.kind).toBe('ready');
  });

  it('reports validation errors instead of querying', () => {
    const prepared = prepareChart({ metrics: [] }, chart);
    expect(prepared.kind).toBe('invalid');
    if (prepared.kind !== 'invalid') return;
    expect(prepared.errors.map((error) => `${error.label} ${error.message}`)).toEqual([
      'X-axis cannot be empty',
      'Metrics cannot be empty',
    ]);
  });

  it.each([
    ['an unknown chart type', {}, { ...chart, vizType: 'no_such_chart' }, renderFailureMessage('Unknown chart type "no_such_chart"')],
    ['unreadable params', '{', chart, renderFailureMessage('The chart parameters are not valid JSON.')],
    ['no dataset', {}, { ...chart, datasourceId: null, datasourceType: null }, MISSING_DATASET],
  ])('fails for %s', (_name, params, identity, message) => {
    expect(prepareChart(params, identity)).toEqual({ kind: 'failed', message });
  });

  it('registers the example charts\' types: table, line and pie', () => {
    expect(registeredVizTypes()).toEqual(expect.arrayContaining(['echarts_timeseries_line', 'line', 'pie', 'table']));
  });
});

describe('chart error texts', () => {
  it.each([
    ['the first response error', [{ message: '' }, { message: 'column "x" does not exist' }], 'column "x" does not exist'],
    ['no response errors', [], NETWORK_ERROR],
    ['no response', undefined, NETWORK_ERROR],
  ])('an update failure shows %s', (_name, errors, text) => {
    expect(updateFailureMessage(errors)).toBe(text);
  });

  it('prefixes render failures', () => {
    expect(renderFailureMessage(new Error('boom'))).toBe('An error occurred while rendering the visualization: boom');
  });

  it.each([
    ['a successful result', [{ status: 'success', error: null }], null],
    ['a failed result with its error', [{ status: 'failed', error: 'syntax error' }], 'syntax error'],
    ['a timed-out result', [{ status: 'timed_out', error: null }], 'Query timeout'],
  ])('reads %s', (_name, queries, message) => {
    expect(failedQueryMessage(queries)).toBe(message);
  });
});
