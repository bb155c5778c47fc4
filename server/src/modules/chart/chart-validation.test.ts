import { isQueryContextOnly, jsonTextOf, validateCreateChart, validateUpdateChart } from './chart-validation';
import type { CreateChartInput } from './chart.inputs';

const valid: CreateChartInput = { sliceName: 'Births', datasourceId: 1, datasourceType: 'table' };

describe('validateCreateChart', () => {
  it.each<[string, Partial<CreateChartInput>, Record<string, string[]> | null]>([
    ['accepts the minimal body', {}, null],
    ['accepts form data as an object or as JSON text', { params: { viz_type: 'line' }, queryContext: '{"queries": []}' }, null],
    ['requires slice_name', { sliceName: undefined }, { slice_name: ['Missing data for required field.'] }],
    ['refuses an empty name', { sliceName: '' }, { slice_name: ['Length must be between 1 and 250.'] }],
    ['refuses a name over 250 characters', { sliceName: 'x'.repeat(251) }, { slice_name: ['Length must be between 1 and 250.'] }],
    ['requires the datasource', { datasourceId: undefined, datasourceType: undefined }, { datasource_id: ['Missing data for required field.'], datasource_type: ['Missing data for required field.'] }],
    ['refuses an unknown datasource type', { datasourceType: 'cube' }, { datasource_type: ['Must be one of: table, dataset, query, saved_query, view, sl_table.'] }],
    ['refuses params that are not JSON', { params: '{viz_type:' }, { params: ['JSON not valid'] }],
    ['refuses a query context that is not JSON', { queryContext: 'nope' }, { query_context: ['JSON not valid'] }],
    ['limits viz_type to 250 characters', { vizType: 'v'.repeat(251) }, { viz_type: ['Longer than maximum length 250.'] }],
    ['refuses a malformed uuid', { uuid: 'abc' }, { uuid: ['Not a valid UUID.'] }],
  ])('%s', (_title, change, expected) => {
    expect(validateCreateChart({ ...valid, ...change } as CreateChartInput)).toEqual(expected);
  });
});

describe('validateUpdateChart', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]> | null]>([
    ['accepts an empty update', {}, null],
    ['accepts a rename', { sliceName: 'New' }, null],
    ['refuses a null name', { sliceName: null }, { slice_name: ['Field may not be null.'] }],
    ['accepts a dataset swap with its type', { datasourceId: 4, datasourceType: 'table' }, null],
  ])('%s', (_title, input, expected) => {
    expect(validateUpdateChart(input)).toEqual(expected);
  });
});

describe('jsonTextOf', () => {
  it('keeps JSON text, serialises objects, passes null and undefined through', () => {
    expect(jsonTextOf('{"a":1}')).toEqual({ text: '{"a":1}' });
    expect(jsonTextOf({ a: 1 })).toEqual({ text: '{"a":1}' });
    expect(jsonTextOf(null)).toEqual({ text: null });
    expect(jsonTextOf('')).toEqual({ text: null });
    expect(jsonTextOf(undefined)).toEqual({});
    expect(jsonTextOf('{')).toEqual({ error: 'JSON not valid' });
  });
});

describe('isQueryContextOnly', () => {
  it.each([
    [{ queryContext: {} }, true],
    [{ queryContext: {}, queryContextGeneration: true }, true],
    [{ queryContext: {}, sliceName: 'x' }, false],
    [{}, false],
    [{ queryContext: {}, description: undefined }, true],
  ])('%j -> %s', (input, expected) => {
    expect(isQueryContextOnly(input)).toBe(expected);
  });
});
