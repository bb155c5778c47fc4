import { validateCreateInput, validateUpdateInput } from './dataset-validation';

describe('validateCreateInput', () => {
  it.each([
    ['an empty table name', { databaseId: 1, tableName: '' }, { table_name: ['Length must be between 1 and 250.'] }],
    ['a table name over 250 characters', { databaseId: 1, tableName: 'x'.repeat(251) }, { table_name: ['Length must be between 1 and 250.'] }],
    ['a malformed uuid', { databaseId: 1, tableName: 't', uuid: 'not-a-uuid' }, { uuid: ['Not a valid UUID.'] }],
    ['a valid input', { databaseId: 1, tableName: 't', schema: 'public', uuid: '3b0c1c8e-7f4c-4a8e-9f5e-6f0d1b2c3a01' }, null],
  ])('%s', (_title, input, expected) => {
    expect(validateCreateInput(input)).toEqual(expected);
  });
});

describe('validateUpdateInput', () => {
  it.each([
    ['nothing given', {}, null],
    ['a long fetch values predicate', { fetchValuesPredicate: 'x'.repeat(1001) }, { fetch_values_predicate: ['Longer than maximum length 1000.'] }],
    ['extra that is not an object', { extra: [1, 2] }, { extra: ['JSON not valid'] }],
    ['a column without a name', { columns: [{ columnName: 'ok' }, { columnName: '' }] }, { columns: { 1: { column_name: ['Length must be between 1 and 255.'] } } }],
    ['a metric without an expression and a long d3 format', { metrics: [{ metricName: 'm', expression: ' ', d3format: 'x'.repeat(129) }] }, {
      metrics: { 0: { expression: ['Missing data for required field.'], d3format: ['Longer than maximum length 128.'] } },
    }],
    ['a currency that is not {symbol, symbolPosition}', { metrics: [{ metricName: 'm', expression: 'SUM(x)', currency: { code: 'EUR' } }] }, {
      metrics: { 0: { currency: ['Invalid currency: expected {symbol, symbolPosition}'] } },
    }],
  ])('%s', (_title, input, expected) => {
    expect(validateUpdateInput(input)).toEqual(expected);
  });
});
