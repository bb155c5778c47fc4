import { shownAnswer } from './use-steady-query';

describe('the answer a list draws', () => {
  const previous = { page: 1 };
  const current = { page: 2 };

  it('is the current answer once it is there', () => {
    expect(shownAnswer({ data: current, previousData: previous, loading: false })).toBe(current);
  });

  it('keeps the previous answer while the next one is on its way', () => {
    expect(shownAnswer({ data: undefined, previousData: previous, loading: true })).toBe(previous);
  });

  it('is nothing on the first load (skeletons) and after a failed fetch', () => {
    expect(shownAnswer({ data: undefined, previousData: undefined, loading: true })).toBeUndefined();
    expect(shownAnswer({ data: undefined, previousData: previous, loading: false })).toBeUndefined();
  });
});
