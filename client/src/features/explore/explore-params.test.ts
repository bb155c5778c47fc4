import { parseBooleanParam, parseSliceId } from './explore-params';

describe('explore URL parameters', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
  ])('reads slice_id %j as %j', (value, id) => {
    expect(parseSliceId(value)).toBe(id);
  });

  it.each([
    [null, false],
    ['false', false],
    ['FALSE', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['', true],
  ])('reads the boolean %j as %j', (value, flag) => {
    expect(parseBooleanParam(value)).toBe(flag);
  });
});
