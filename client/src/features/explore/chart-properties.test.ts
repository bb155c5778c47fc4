import { propertiesFormFrom, toUpdateChartInput, validateProperties } from './chart-properties';

describe('chart properties form', () => {
  const chart = { sliceName: 'Births', description: null, cacheTimeout: 60, certifiedBy: 'Data', certificationDetails: 'ok', owners: [{ id: 1 }, { id: 4 }] };

  it('starts from the saved chart', () => {
    expect(propertiesFormFrom(chart)).toEqual({ sliceName: 'Births', description: '', cacheTimeout: '60', certifiedBy: 'Data', certificationDetails: 'ok', owners: [1, 4] });
    expect(propertiesFormFrom({ ...chart, cacheTimeout: null }).cacheTimeout).toBe('');
  });

  it.each([
    [{ sliceName: ' ' }, { sliceName: 'Name cannot be empty' }],
    [{ cacheTimeout: '1.5' }, { cacheTimeout: 'Cache timeout is expected to be an integer' }],
    [{ cacheTimeout: 'abc' }, { cacheTimeout: 'Cache timeout is expected to be an integer' }],
    [{ cacheTimeout: '' }, {}],
    [{ cacheTimeout: ' 300 ' }, {}],
  ])('validates %j', (patch, errors) => {
    expect(validateProperties({ ...propertiesFormFrom(chart), ...patch })).toEqual(errors);
  });

  it('sends nulls for empty texts and drops details without a certifier', () => {
    expect(toUpdateChartInput({ ...propertiesFormFrom(chart), description: '  ', cacheTimeout: '' })).toEqual({
      sliceName: 'Births', description: null, cacheTimeout: null, certifiedBy: 'Data', certificationDetails: 'ok', owners: [1, 4],
    });
    expect(toUpdateChartInput({ ...propertiesFormFrom(chart), certifiedBy: '' })).toMatchObject({ certifiedBy: null, certificationDetails: null });
    expect(toUpdateChartInput({ ...propertiesFormFrom(chart), cacheTimeout: '0' }).cacheTimeout).toBe(0);
  });
});
