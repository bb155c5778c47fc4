import { refreshBatches, startAutoRefresh } from './auto-refresh';

describe('auto-refresh batches', () => {
  it('staggers the charts over max(interval × 0.2, stagger time), immune charts left out', () => {
    // 10 s: the window is the 5000 ms default; 3 charts are 2500 ms apart.
    expect(refreshBatches([1, 2, 3, 4], { frequency: 10, immune: [3] })).toEqual([
      { delayMs: 0, chartIds: [1] },
      { delayMs: 2500, chartIds: [2] },
      { delayMs: 5000, chartIds: [4] },
    ]);
    // 5 minutes: the window is 60 s.
    expect(refreshBatches([1, 2, 3], { frequency: 300, immune: [], stagger: true, staggerTime: 1000 }).map((b) => b.delayMs)).toEqual([0, 30000, 60000]);
    // A longer stagger time than the interval's share wins.
    expect(refreshBatches([1, 2], { frequency: 10, immune: [], staggerTime: 8000 }).map((b) => b.delayMs)).toEqual([0, 8000]);
  });

  it('sends every chart in one batch without stagger, and nothing when all are immune', () => {
    expect(refreshBatches([1, 2, 3], { frequency: 10, immune: [], stagger: false })).toEqual([{ delayMs: 0, chartIds: [1, 2, 3] }]);
    expect(refreshBatches([1], { frequency: 10, immune: [] })).toEqual([{ delayMs: 0, chartIds: [1] }]);
    expect(refreshBatches([1, 2], { frequency: 10, immune: [1, 2] })).toEqual([]);
  });
});

describe('auto-refresh scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes every interval, staggered, and stops cleanly', () => {
    const calls: number[][] = [];
    const stop = startAutoRefresh(() => [1, 2], { frequency: 10, immune: [] }, (ids) => calls.push(ids));
    jest.advanceTimersByTime(9999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([[1]]);
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual([[1], [2]]);
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual([[1], [2], [1]]);
    stop();
    jest.advanceTimersByTime(60000);
    expect(calls).toEqual([[1], [2], [1]]);
  });

  it('does nothing when off', () => {
    const refresh = jest.fn();
    startAutoRefresh(() => [1], { frequency: 0, immune: [] }, refresh);
    jest.advanceTimersByTime(100000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
