import { RestError } from './errors';
import { loadOrThrow, loadSchema, type Schema } from './marshmallow-schema';

const SCHEMA: Schema = {
  slice_name: { kind: 'string', required: true, length: [1, 250] },
  datasource_id: { kind: 'integer', required: true },
  owners: { kind: 'integer-list' },
};

describe('loadSchema', () => {
  it('loads a valid body', () => {
    expect(loadSchema(SCHEMA, { slice_name: 'x', datasource_id: '3', owners: [1] })).toEqual({ data: { slice_name: 'x', datasource_id: 3, owners: [1] }, errors: null });
  });

  it.each<[string, unknown, Record<string, unknown>]>([
    ['Object members as field names', { slice_name: 'x', datasource_id: 1, constructor: 1, toString: 'x', hasOwnProperty: null }, { constructor: ['Unknown field.'], toString: ['Unknown field.'], hasOwnProperty: ['Unknown field.'] }],
    ['an own __proto__ key', JSON.parse('{"slice_name": "x", "datasource_id": 1, "__proto__": {"polluted": true}}'), JSON.parse('{"__proto__": ["Unknown field."]}')],
    ['a required field only inherited, not sent', Object.assign(Object.create({ slice_name: 'x' }), { datasource_id: 1 }), { slice_name: ['Missing data for required field.'] }],
    ['objects where scalars belong', { slice_name: { toString: 1 }, datasource_id: { valueOf: 1 }, owners: [{}] }, { slice_name: ['Not a valid string.'], datasource_id: ['Not a valid integer.'], owners: { 0: ['Not a valid integer.'] } }],
    ['numbers JSON cannot hold', { slice_name: 'x', datasource_id: Infinity, owners: [NaN] }, { datasource_id: ['Not a valid integer.'], owners: { 0: ['Not a valid integer.'] } }],
  ])('reports %s field by field', (_name, body, errors) => {
    const loaded = loadSchema(SCHEMA, body);
    expect(loaded.errors).toEqual(errors);
    expect(Object.getPrototypeOf(loaded.data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([null, [], 'x', 5])('refuses a body that is not an object (%j)', (body) => {
    expect(() => loadOrThrow(SCHEMA, body)).toThrow(RestError);
    expect(loadSchema(SCHEMA, body).errors).toEqual({ _schema: ['Invalid input type.'] });
  });
});
