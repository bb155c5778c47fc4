import { convertLegacyFilters, datasourceOf, mergeUrlParams, permalinkStateErrors, pyJsonDumps, sliceFormData } from './explore-state';

describe('sliceFormData', () => {
  const chart = { id: 9, params: { viz_type: 'pie', metric: 'count', datasource: '1__table' }, vizType: 'line', datasourceId: 3, datasourceType: 'table', cacheTimeout: null };

  it("injects the chart's identity over its saved params", () => {
    expect(sliceFormData(chart)).toEqual({ viz_type: 'line', metric: 'count', datasource: '3__table', slice_id: 9 });
  });

  it('adds a cache timeout when the chart has one', () => {
    expect(sliceFormData({ ...chart, cacheTimeout: 60 })).toMatchObject({ cache_timeout: 60 });
  });

  it('turns legacy since/until into a time range', () => {
    const out = sliceFormData({ ...chart, params: { since: '2020-01-01', until: 'now' } });
    expect(out.time_range).toBe('2020-01-01 : now');
    expect(out).not.toHaveProperty('since');
    expect(out).not.toHaveProperty('until');
  });
});

describe('datasourceOf', () => {
  it.each([
    [{ datasource: '3__table' }, {}, { id: 3, type: 'table' }],
    [{ datasource: '3__table' }, { id: 8, type: 'table' }, { id: 3, type: 'table' }],
    [{}, { id: 8, type: 'table' }, { id: 8, type: 'table' }],
    [{}, { id: 8 }, { id: 8, type: 'table' }],
    [{ datasource: 'None__table' }, { id: 8 }, null],
    [{}, {}, null],
  ])('%j with %j -> %j', (formData, fallback, expected) => {
    expect(datasourceOf(formData, fallback)).toEqual(expected);
  });
});

describe('mergeUrlParams', () => {
  it('adds the pairs to url_params, keeping existing ones, skipping form_data and r', () => {
    expect(mergeUrlParams({ url_params: { a: '1' } }, [['b', '2'], ['form_data', '{}'], ['r', '5'], ['a', '3']])).toEqual({ url_params: { a: '3', b: '2' } });
  });

  it('always leaves an url_params object', () => {
    expect(mergeUrlParams({ viz_type: 'table' }, null)).toEqual({ viz_type: 'table', url_params: {} });
  });
});

describe('permalinkStateErrors', () => {
  it.each([
    [{ datasource: '1__table' }, undefined, null],
    [{ datasource: '1__table' }, [['a', 'b']], null],
    [undefined, undefined, { formData: ['Missing data for required field.'] }],
    ['text', undefined, { formData: ['Not a valid mapping type.'] }],
    [{}, 'x', { urlParams: ['Not a valid list.'] }],
    [{}, [['a', 'b'], ['only-one']], { urlParams: { 1: ['Not a valid tuple.'] } }],
  ])('%j / %j', (formData, urlParams, expected) => {
    expect(permalinkStateErrors(formData, urlParams)).toEqual(expected);
  });
});

describe('convertLegacyFilters', () => {
  // filterOptionName values computed with Python: md5(json.dumps(filter, sort_keys=True)).
  it('turns where / filters / having_filters into adhoc filters, named as Superset names them', () => {
    const out = convertLegacyFilters({
      viz_type: 'table',
      where: 'num > 10',
      filters: [{ col: 'gender', op: 'in', val: ['boy', 'girl'] }, null],
      having: '',
      having_filters: [{ col: 'name', op: '==', val: 'é', isExtra: true }],
    });
    expect(out).toEqual({
      viz_type: 'table',
      adhoc_filters: [
        { clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'num > 10', filterOptionName: '7ad0c094fa26af4bf318a7fac5e58bb5' },
        { clause: 'WHERE', expressionType: 'SIMPLE', comparator: ['boy', 'girl'], operator: 'in', subject: 'gender', filterOptionName: 'a1f0c54d5fadd26884f2293aca0ff2e6' },
        { clause: 'HAVING', expressionType: 'SIMPLE', comparator: 'é', operator: '==', subject: 'name', isExtra: true, filterOptionName: 'f223e9fa2137551de6a7f30438f9306b' },
      ],
    });
  });

  it('keeps existing adhoc filters and still drops the legacy keys', () => {
    const adhoc = [{ clause: 'WHERE', expressionType: 'SQL', sqlExpression: '1 = 1' }];
    expect(convertLegacyFilters({ adhoc_filters: adhoc, where: 'x', filters: [] })).toEqual({ adhoc_filters: adhoc });
  });

  it('gives form data without any filters an empty list', () => {
    expect(convertLegacyFilters({ viz_type: 'pie' })).toEqual({ viz_type: 'pie', adhoc_filters: [] });
  });
});

describe('pyJsonDumps', () => {
  it("writes JSON as Python's json.dumps(sort_keys=True) does", () => {
    expect(pyJsonDumps({ b: [1, 'x'], a: { d: null, c: true } })).toBe('{"a": {"c": true, "d": null}, "b": [1, "x"]}');
    expect(pyJsonDumps('café ☕')).toBe('"caf\\u00e9 \\u2615"');
  });
});
