// The arithmetic of a resizable split (pure): where a pointer puts the separator, and where a key moves it.
// Keys follow the WAI-ARIA window splitter pattern: arrows along the split's axis move it, Shift moves it
// further, Home and End send it to its bounds.

/** How a split lays out its two panes: side by side (`row`) or one over the other (`column`). */
export type SplitDirection = 'row' | 'column';

export interface SplitBounds {
  /** Least and largest share of the first pane, in percent. */
  min: number;
  max: number;
}

export const KEY_STEP_PERCENT = 2;
export const LARGE_KEY_STEP_PERCENT = 10;

export function clampSplit(percent: number, bounds: SplitBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(percent * 10) / 10));
}

/** The first pane's share when the separator is dragged to `pointer` in a container spanning `start`…`start + size`. */
export function percentAt(pointer: number, start: number, size: number, bounds: SplitBounds): number {
  if (size <= 0) return bounds.min;
  return clampSplit(((pointer - start) / size) * 100, bounds);
}

/** The first pane's share after a key press on the separator; null when the key does not move it. */
export function percentAfterKey(key: string, shiftKey: boolean, percent: number, direction: SplitDirection, bounds: SplitBounds): number | null {
  const step = shiftKey ? LARGE_KEY_STEP_PERCENT : KEY_STEP_PERCENT;
  const [back, forward] = direction === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case back:
      return clampSplit(percent - step, bounds);
    case forward:
      return clampSplit(percent + step, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}
