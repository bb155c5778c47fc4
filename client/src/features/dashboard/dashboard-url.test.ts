import { forceParam, standaloneLevel, withParam } from './dashboard-url';

describe('dashboard address parameters', () => {
  it.each([
    ['?force=true', true],
    ['?force=false', false],
    ['?force=1', false],
    ['', false],
  ])('force in %p is %p', (search, expected) => {
    expect(forceParam(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ['?standalone=2', 2],
    ['?standalone=4', 0],
    ['?standalone=x', 0],
  ])('standalone in %p is level %p', (search, expected) => {
    expect(standaloneLevel(new URLSearchParams(search))).toBe(expected);
  });

  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam('?a=1&force=true', 'force', null)).toBe('?a=1');
    expect(withParam('', 'native_filters_key', 'k')).toBe('?native_filters_key=k');
  });
});
