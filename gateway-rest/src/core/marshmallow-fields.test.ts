import { parseDateTimeField } from './marshmallow-fields';

describe('parseDateTimeField (marshmallow DateTime, iso)', () => {
  it.each<[unknown, string | undefined]>([
    ['2024-03-01T12:30:00', '2024-03-01T12:30:00.000Z'],
    ['2024-03-01 12:30', '2024-03-01T12:30:00.000Z'],
    ['2024-03-01T12:30:05.123456', '2024-03-01T12:30:05.123Z'],
    ['2024-03-01T12:30:00Z', '2024-03-01T12:30:00.000Z'],
    ['2024-03-01T12:30:00+02:00', '2024-03-01T10:30:00.000Z'],
    ['2024-03-01T12:30:00-0130', '2024-03-01T14:00:00.000Z'],
    ['0050-01-01T00:00:00', '0050-01-01T00:00:00.000Z'],
    ['2024-02-30T00:00:00', undefined],
    ['2024-03-01T25:00:00', undefined],
    ['2024-03-01', undefined],
    ['yesterday', undefined],
    [1709251200000, undefined],
    [{ date: '2024-03-01' }, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseDateTimeField(value)).toBe(expected);
  });
});
