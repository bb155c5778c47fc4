import { chartFormData, ensureIsArray, FormDataError, parseDatasourceKey, toOptionalInt } from './form-data';

const identity = { sliceId: 7, vizType: 'pie', datasourceId: 3, datasourceType: 'table' };

describe('chartFormData', () => {
  it('stamps the chart row over what params say', () => {
    expect(chartFormData({ viz_type: 'table', datasource: '9__table', metric: 'count' }, identity)).toEqual({
      viz_type: 'pie',
      datasource: '3__table',
      slice_id: 7,
      metric: 'count',
    });
  });

  it('accepts params stored as JSON text, and empty params', () => {
    expect(chartFormData('{"groupby":["gender"]}', identity)).toMatchObject({ groupby: ['gender'], viz_type: 'pie' });
    expect(chartFormData('', identity)).toMatchObject({ viz_type: 'pie', datasource: '3__table' });
    expect(chartFormData(null, identity)).toMatchObject({ viz_type: 'pie' });
  });

  it('keeps the datasource from params when the chart has none', () => {
    expect(chartFormData({ datasource: '4__table' }, { ...identity, datasourceId: null, datasourceType: null }).datasource).toBe(
      '4__table',
    );
  });

  it.each([
    ['invalid JSON text', '{nope'],
    ['a JSON array', [1, 2]],
    ['a number', 5],
  ])('rejects %s', (_name, params) => {
    expect(() => chartFormData(params, identity)).toThrow(FormDataError);
  });
});

describe('form data helpers', () => {
  it.each([
    ['3__table', { id: 3, type: 'table' }],
    ['12__query', { id: 12, type: 'query' }],
    ['table__3', null],
    ['', null],
  ])('parses the datasource key %j', (key, expected) => {
    expect(parseDatasourceKey(key)).toEqual(expected);
  });

  it.each([
    [100, 100],
    ['250', 250],
    [' 5 ', 5],
    [1.5, undefined],
    ['ten', undefined],
    [null, undefined],
  ])('reads %j as an optional integer', (value, expected) => {
    expect(toOptionalInt(value)).toBe(expected);
  });

  it('wraps scalars in arrays', () => {
    expect(ensureIsArray(undefined)).toEqual([]);
    expect(ensureIsArray('a')).toEqual(['a']);
    expect(ensureIsArray(['a'])).toEqual(['a']);
  });
});
