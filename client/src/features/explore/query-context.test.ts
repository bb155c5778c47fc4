import { toQueryContext } from './query-context';

describe('toQueryContext', () => {
  it("writes the chart's query in Superset's names, with the saved form data", () => {
    const formData = { viz_type: 'line', datasource: '3__table', metrics: ['count'] };
    const context = toQueryContext(
      {
        datasource: { id: 3, type: 'table' },
        force: true,
        resultType: 'FULL',
        queries: [
          {
            resultType: 'SAMPLES',
            columns: ['gender'],
            metrics: ['count'],
            filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week', isExtra: false }],
            extras: { timeGrainSqla: 'P1D', where: "state = 'CA'", having: null },
            orderby: [['count', false]],
            rowLimit: 100,
            seriesLimitMetric: 'count',
            timeRange: 'Last week',
            isTimeseries: true,
            postProcessing: [{ operation: 'pivot', options: { index: ['__timestamp'] } }],
            annotationLayers: [{ name: 'Launches', sourceType: 'NATIVE', value: 1 }],
            urlParams: { a: '1' },
            appliedTimeExtras: {},
            timeShift: null,
          },
        ],
      },
      formData,
    );
    expect(context).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      queries: [
        {
          result_type: 'samples',
          columns: ['gender'],
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week', isExtra: false }],
          extras: { time_grain_sqla: 'P1D', where: "state = 'CA'" },
          orderby: [['count', false]],
          row_limit: 100,
          series_limit_metric: 'count',
          time_range: 'Last week',
          is_timeseries: true,
          post_processing: [{ operation: 'pivot', options: { index: ['__timestamp'] } }],
          annotation_layers: [{ name: 'Launches', sourceType: 'NATIVE', value: 1 }],
          url_params: { a: '1' },
          applied_time_extras: {},
        },
      ],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    });
  });
});
