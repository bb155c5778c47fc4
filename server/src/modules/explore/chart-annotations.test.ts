import 'reflect-metadata';
import { chartLayerRefs, layerQueryContext } from './chart-annotations';
import { ChartResultType, type ChartDataInput, type ChartQueryInput } from './chart-data.types';

const axis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
const saved = {
  datasource: { id: 3, type: 'table' },
  force: false,
  resultType: ChartResultType.FULL,
  formData: { slice_id: 9 },
  queries: [
    { columns: [axis, 'gender'], metrics: ['sum__num'], timeRange: 'No filter', extras: { timeGrainSqla: 'P1Y' }, annotationLayers: [{ name: 'nested', sourceType: 'line', value: 9 }] },
    { columns: ['gender'], metrics: ['count'] },
  ],
} as ChartDataInput;
const viewed: ChartQueryInput = { columns: [{ ...axis, timeGrain: 'P1M' }], metrics: ['count'], timeRange: 'Last year' };

describe("a chart layer's query", () => {
  it("keeps the saved chart's own time range and grain without overrides, runs only its first query and none of its layers", () => {
    const input = layerQueryContext(saved, {}, viewed, true);
    expect(input.queries).toHaveLength(1);
    expect(input.queries[0]).toMatchObject({ timeRange: 'No filter', extras: { timeGrainSqla: 'P1Y' }, annotationLayers: null, columns: [axis, 'gender'] });
    expect(input).toMatchObject({ force: true, datasource: { id: 3, type: 'table' }, formData: { slice_id: 9 } });
  });

  it("takes the viewed query's time range and grain for null overrides, bounding an x-axis chart on its axis", () => {
    const [query] = layerQueryContext(saved, { time_range: null, time_grain_sqla: null, granularity: null }, viewed, false).queries;
    expect(query.timeRange).toBe('Last year');
    expect(query.filters).toEqual([{ col: { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds' }, op: 'TEMPORAL_RANGE', val: 'Last year' }]);
    expect(query.extras?.timeGrainSqla).toBe('P1M');
    expect(query.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', timeGrain: 'P1M' });
  });

  it('uses an override given as a value, rewriting the temporal filters the chart has', () => {
    const filtered = { ...saved, queries: [{ ...saved.queries[0], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }] }] } as ChartDataInput;
    const [query] = layerQueryContext(filtered, { time_range: '2000 : 2002' }, viewed, false).queries;
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000 : 2002' }]);
    // A viewed query without a time range passes 'No filter' down.
    expect(layerQueryContext(saved, { time_range: null }, { metrics: ['count'] }, false).queries[0].timeRange).toBe('No filter');
  });

  it('reads the layers drawn from saved charts, a value that names no chart kept to report it', () => {
    expect(
      chartLayerRefs([
        { name: 'Series', sourceType: 'line', value: '12', overrides: { time_range: null } },
        { name: 'Rows', sourceType: 'table', value: 'first' },
        { name: 'Native', sourceType: 'NATIVE', value: 1 },
        { name: 'Formula', sourceType: '', value: 'x' },
        'junk',
      ]),
    ).toEqual([
      { chartId: 12, name: 'Series', overrides: { time_range: null } },
      { chartId: null, name: 'Rows', overrides: {} },
    ]);
  });
});
