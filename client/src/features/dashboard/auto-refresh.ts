// The dashboard's auto-refresh (spec 1 §3 refresh_frequency, §9 "Dashboard refresh"): every interval the
// charts — minus timed_refresh_immune_slices — are asked again, bypassing the cache. With stagger (the default,
// as Superset's) they are spread over max(interval × 0.2, stagger_time or 5000 ms), spaced by that time
// divided by (number of charts − 1); charts due at the same moment go in one request.

/** Superset's refresh interval choices, in seconds. */
export const REFRESH_FREQUENCIES: ReadonlyArray<readonly [number, string]> = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

export const DEFAULT_STAGGER_MS = 5000;

export interface RefreshOptions {
  /** Seconds between refreshes; 0 is off. */
  frequency: number;
  immune: readonly number[];
  stagger?: boolean | null;
  staggerTime?: number | null;
}

export interface RefreshBatch {
  delayMs: number;
  chartIds: number[];
}

export function refreshFrequencyLabel(seconds: number): string {
  return REFRESH_FREQUENCIES.find(([value]) => value === seconds)?.[1] ?? `${seconds} seconds`;
}

/** The batches one refresh sends, in order of their delay from the refresh's start. */
export function refreshBatches(chartIds: readonly number[], options: RefreshOptions): RefreshBatch[] {
  const due = chartIds.filter((id) => !options.immune.includes(id));
  if (due.length === 0) return [];
  const window = Math.max(options.frequency * 1000 * 0.2, options.staggerTime || DEFAULT_STAGGER_MS);
  const spacing = options.stagger !== false && due.length > 1 ? window / (due.length - 1) : 0;
  const batches = new Map<number, number[]>();
  due.forEach((id, index) => {
    const delayMs = Math.round(spacing * index);
    batches.set(delayMs, [...(batches.get(delayMs) ?? []), id]);
  });
  return [...batches].map(([delayMs, ids]) => ({ delayMs, chartIds: ids }));
}

/** Runs the refreshes until the returned stop is called; `chartIds` is read at each refresh (what is shown then). */
export function startAutoRefresh(chartIds: () => readonly number[], options: RefreshOptions, refresh: (chartIds: number[]) => void): () => void {
  if (options.frequency <= 0) return () => {};
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const interval = setInterval(() => {
    for (const batch of refreshBatches(chartIds(), options)) {
      if (batch.delayMs === 0) {
        refresh(batch.chartIds);
        continue;
      }
      const timer = setTimeout(() => {
        pending.delete(timer);
        refresh(batch.chartIds);
      }, batch.delayMs);
      pending.add(timer);
    }
  }, options.frequency * 1000);
  return () => {
    clearInterval(interval);
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  };
}
