import { restFailure } from '../test-support/rest-error';
import { parseQueryContext } from './chart-data.request';

const datasource = { id: 3, type: 'table' };

describe('parseQueryContext', () => {
  it('camel-cases a query context', () => {
    expect(
      parseQueryContext({
        datasource,
        force: true,
        result_format: 'json',
        result_type: 'full',
        form_data: { slice_id: 12 },
        queries: [
          {
            columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
            metrics: ['sum__num'],
            filters: [
              { col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 2000-01-01' },
              { col: 'state', op: 'IN', val: ['CA'], isExtra: false },
            ],
            extras: { where: 'num > 0', having: '', time_grain_sqla: 'P1Y', instant_time_comparison_range: 'x' },
            orderby: [['sum__num', false]],
            row_limit: 1000,
            row_offset: 0,
            series_columns: ['gender'],
            series_limit: 0,
            order_desc: true,
            time_range: 'No filter',
            granularity: 'ds',
            is_timeseries: false,
            annotation_layers: [],
            applied_time_extras: {},
            url_params: {},
            post_processing: [{ operation: 'flatten' }, null],
            time_offsets: ['1 year ago'],
          },
        ],
      }),
    ).toEqual({
      resultFormat: 'json',
      input: {
        datasource,
        force: true,
        resultType: 'FULL',
        formData: { slice_id: 12 },
        queries: [
          {
            columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
            metrics: ['sum__num'],
            filters: [
              { col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 2000-01-01' },
              { col: 'state', op: 'IN', val: ['CA'], isExtra: false },
            ],
            extras: { where: 'num > 0', having: '', timeGrainSqla: 'P1Y' },
            orderby: [['sum__num', false]],
            rowLimit: 1000,
            rowOffset: 0,
            seriesColumns: ['gender'],
            seriesLimit: 0,
            orderDesc: true,
            timeRange: 'No filter',
            granularity: 'ds',
            isTimeseries: false,
            annotationLayers: [],
            urlParams: {},
            postProcessing: [{ operation: 'flatten' }],
            timeOffsets: ['1 year ago'],
            appliedTimeExtras: {},
          },
        ],
      },
    });
  });

  it('reads the result format and a custom cache timeout', () => {
    expect(parseQueryContext({ datasource, queries: [{}], result_format: 'csv', custom_cache_timeout: 60 })).toEqual({
      resultFormat: 'csv',
      input: { datasource, force: false, resultType: 'FULL', queries: [{}], customCacheTimeout: 60 },
    });
    expect(parseQueryContext({ datasource, queries: [{}], result_format: 'xlsx', result_type: 'post_processed' })).toMatchObject({
      resultFormat: 'xlsx',
      input: { resultType: 'POST_PROCESSED' },
    });
  });

  it('maps the legacy field names and top-level where/having', () => {
    const { input } = parseQueryContext({
      datasource: { id: '3', type: 'table' },
      queries: [
        {
          groupby: ['gender'],
          granularity_sqla: 'ds',
          timeseries_limit: 5,
          timeseries_limit_metric: 'sum__num',
          where: 'num > 0',
          having: 'SUM(num) > 10',
        },
        { columns: ['state'], groupby: ['ignored'], extras: { where: 'kept' }, where: 'dropped' },
      ],
    });
    expect(input).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      resultType: 'FULL',
      queries: [
        {
          columns: ['gender'],
          granularity: 'ds',
          seriesLimit: 5,
          seriesLimitMetric: 'sum__num',
          extras: { where: 'num > 0', having: 'SUM(num) > 10' },
        },
        { columns: ['state'], extras: { where: 'kept' } },
      ],
    });
  });

  it.each<[string, unknown, string]>([
    ['a non-object body', [1], "{'_schema': ['Invalid input type.']}"],
    ['no datasource', { queries: [{}] }, "{'datasource': ['Missing data for required field.']}"],
    ['no queries', { datasource }, "{'queries': ['Missing data for required field.']}"],
    ['empty queries', { datasource, queries: [] }, "{'queries': ['Shorter than minimum length 1.']}"],
    [
      'a bad datasource',
      { datasource: { id: 'x', type: 'cube' }, queries: [{}] },
      "{'datasource': {'id': ['Not a valid integer.'], 'type': ['Must be one of: table, dataset, query, saved_query, view.']}}",
    ],
    [
      'an unsupported result type',
      { datasource, queries: [{}], result_type: 'everything' },
      "{'result_type': ['Must be one of: full, results, samples, query, columns, drill_detail, timegrains, post_processed.']}",
    ],
    ['an unsupported result format', { datasource, queries: [{}], result_format: 'pdf' }, "{'result_format': ['Must be one of: json, csv, xlsx.']}"],
    [
      'bad query fields',
      { datasource, queries: [{}, { row_limit: -1, row_offset: 'x', is_timeseries: 'perhaps', columns: 'a' }] },
      "{'queries': {1: {'columns': ['Not a valid list.'], 'row_limit': ['`row_limit` must be greater than or equal to 0'], 'row_offset': ['Not a valid integer.'], 'is_timeseries': ['Not a valid boolean.']}}}",
    ],
    [
      'a filter without an operator',
      { datasource, queries: [{ filters: [{ col: 'a', op: 'IN', val: [] }, { col: 'b' }] }] },
      "{'queries': {0: {'filters': {1: {'op': ['Missing data for required field.']}}}}}",
    ],
  ])('rejects %s', (_name, body, errors) => {
    expect(restFailure(() => parseQueryContext(body))).toEqual([400, { message: `Request is incorrect: ${errors}` }]);
  });
});
