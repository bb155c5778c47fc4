import { LOADING_TICK_MS, subscribeLoadingTick, waitingAt } from './chart-loading';

describe('chart loading indicator', () => {
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds and steps its dots on with them', () => {
    expect(waitingAt(10_000, 10_000)).toEqual({ seconds: 0, step: 0 });
    expect(waitingAt(10_000, 10_999)).toEqual({ seconds: 0, step: 0 });
    expect(waitingAt(10_000, 11_000)).toEqual({ seconds: 1, step: 1 });
    expect(waitingAt(10_000, 13_000)).toEqual({ seconds: 3, step: 0 });
    // A tick from before the chart started waiting (the shared clock's last value) counts as no wait.
    expect(waitingAt(10_000, 4_000)).toEqual({ seconds: 0, step: 0 });
  });

  it('wakes every waiting chart from one interval, which stops after the last one leaves', () => {
    jest.useFakeTimers();
    const setSpy = jest.spyOn(global, 'setInterval');
    const clearSpy = jest.spyOn(global, 'clearInterval');
    const ticks = [0, 0, 0];
    const leave = ticks.map((_, i) => subscribeLoadingTick(() => (ticks[i] += 1)));
    expect(setSpy).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(3 * LOADING_TICK_MS);
    expect(ticks).toEqual([3, 3, 3]);

    leave[0]();
    leave[1]();
    expect(clearSpy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(LOADING_TICK_MS);
    expect(ticks).toEqual([3, 3, 4]);
    leave[2]();
    expect(clearSpy).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5 * LOADING_TICK_MS);
    expect(ticks).toEqual([3, 3, 4]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
