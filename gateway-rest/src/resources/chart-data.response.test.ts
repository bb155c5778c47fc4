import { queryResult as sampleQueryResult } from '../test-support/chart-fixtures';
import { restFailure } from '../test-support/rest-error';
import { serializeChartData } from './chart-data.response';

describe('serializeChartData', () => {
  it('answers full results in Superset shape', () => {
    expect(serializeChartData('FULL', [sampleQueryResult])).toEqual({
      result: [
        {
          cache_key: 'f2d7c0c1a3',
          cached_dttm: null,
          cache_timeout: 86400,
          applied_template_filters: [],
          annotation_data: {},
          error: null,
          is_cached: false,
          status: 'success',
          stacktrace: null,
          query: 'SELECT gender, SUM(num) AS "Births" FROM birth_names GROUP BY gender',
          rowcount: 2,
          sql_rowcount: 2,
          from_dttm: null,
          to_dttm: null,
          label_map: { gender: ['gender'], Births: ['Births'] },
          colnames: ['gender', 'Births'],
          indexnames: [0, 1],
          coltypes: [1, 0],
          data: [
            { gender: 'boy', Births: 1234 },
            { gender: 'girl', Births: 1012 },
          ],
          result_format: 'json',
          applied_filters: [{ column: 'state' }],
          rejected_filters: [],
        },
      ],
    });
  });

  it("carries a query's native annotation data as annotation_data, and {} without any", () => {
    const events = { columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'], records: [{ start_dttm: 0, end_dttm: 0, short_descr: 'Launch', long_descr: null, json_metadata: null }] };
    const [withLayer] = serializeChartData('FULL', [{ ...sampleQueryResult, annotationData: { Events: events } }]).result as Record<string, unknown>[];
    expect(withLayer.annotation_data).toEqual({ Events: events });
    const [without] = serializeChartData('FULL', [{ ...sampleQueryResult, annotationData: null }]).result as Record<string, unknown>[];
    expect(without.annotation_data).toEqual({});
  });

  it('answers only the data for result_type results', () => {
    expect(serializeChartData('RESULTS', [sampleQueryResult])).toEqual({
      result: [
        {
          data: sampleQueryResult.data,
          colnames: ['gender', 'Births'],
          coltypes: [1, 0],
          rowcount: 2,
          sql_rowcount: 2,
        },
      ],
    });
  });

  it('answers only the SQL for result_type query', () => {
    expect(serializeChartData('QUERY', [sampleQueryResult, sampleQueryResult]).result).toEqual([
      { query: sampleQueryResult.query, language: 'sql' },
      { query: sampleQueryResult.query, language: 'sql' },
    ]);
  });

  it('fails the whole request when any query failed', () => {
    const failed = { ...sampleQueryResult, status: 'failed', error: 'column "zip" does not exist', data: [] };
    expect(restFailure(() => serializeChartData('FULL', [sampleQueryResult, failed]))).toEqual([
      400,
      { message: 'Error: column "zip" does not exist' },
    ]);
  });
});
