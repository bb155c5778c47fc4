// Tab names and tab order (spec 2 §2): "Untitled Query N" with N one above the highest existing number, "Copy of"
// a tab's name, and next/previous with wraparound.
export const UNTITLED_QUERY_PREFIX = 'Untitled Query';
/** The built-in name of a tab that never got one (e.g. a saved query without a label). */
export const DEFAULT_TAB_NAME = 'Untitled query';

const UNTITLED_PATTERN = new RegExp(`^${UNTITLED_QUERY_PREFIX} (\\d+)$`);

export function newTabName(existingNames: readonly string[]): string {
  const highest = existingNames.reduce((max, name) => {
    const match = UNTITLED_PATTERN.exec(name.trim());
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `${UNTITLED_QUERY_PREFIX} ${highest + 1}`;
}

export function copyTabName(name: string): string {
  return `Copy of ${name}`;
}

/** The index `step` tabs away from `current`, wrapping around at both ends. */
export function wrappedTabIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  return (((current + step) % count) + count) % count;
}

/** The tab to show after `closedId` closes: the previously active one still open, else its neighbour. */
export function tabAfterClose(order: readonly string[], history: readonly string[], closedId: string): string | null {
  const remaining = order.filter((id) => id !== closedId);
  if (remaining.length === 0) return null;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    if (history[i] !== closedId && remaining.includes(history[i])) return history[i];
  }
  const index = order.indexOf(closedId);
  return remaining[Math.min(Math.max(index, 0), remaining.length - 1)];
}
