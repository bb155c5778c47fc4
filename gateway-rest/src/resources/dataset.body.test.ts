import { restFailure } from '../test-support/rest-error';
import { loadSchema, parseGetOrCreateBody, parseOverrideColumns, parseUpdateBody } from './dataset.body';

describe('dataset bodies', () => {
  it.each([
    [undefined, false],
    ['true', true],
    ['True', true],
    ['1', true],
    ['false', false],
    ['no', false],
  ])('override_columns=%s is %s', (raw, expected) => {
    expect(parseOverrideColumns(raw)).toBe(expected);
  });

  it('refuses an override_columns that is not a boolean word', () => {
    expect(restFailure(() => parseOverrideColumns('maybe'))).toEqual([400, { message: 'Invalid value for override_columns: maybe' }]);
  });

  it('requires get_or_create’s table name and database', () => {
    expect(restFailure(() => parseGetOrCreateBody({ schema: 'main' }))).toEqual([
      400,
      { message: { table_name: ['Missing data for required field.'], database_id: ['Missing data for required field.'] } },
    ]);
  });

  it('keeps null where the schema allows it and refuses it elsewhere', () => {
    expect(parseUpdateBody({ description: null, offset: null }).input).toEqual({ description: null, offset: null });
    expect(restFailure(() => parseUpdateBody({ filterable: true, columns: [{ column_name: 'a', groupby: null }] }))).toEqual([
      400,
      { message: { filterable: ['Unknown field.'], columns: { 0: { groupby: ['Field may not be null.'] } } } },
    ]);
  });

  it('reads lenient booleans and integers as marshmallow does', () => {
    expect(loadSchema({ a: { kind: 'boolean' }, b: { kind: 'integer' } }, { a: 'yes', b: '12' })).toEqual({ data: { a: true, b: 12 }, errors: null });
    expect(loadSchema({ a: { kind: 'boolean' } }, [])).toEqual({ data: {}, errors: { _schema: ['Invalid input type.'] } });
  });
});
