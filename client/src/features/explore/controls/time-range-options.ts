// The time range picker's frames (Superset's DateFilterControl) as pure functions between a `time_range`
// string and the picker's state. Only the picker's own shapes are read here; evaluating a range to dates is
// the server's (semantic/time-range.ts).

export type TimeRangeFrame = 'No filter' | 'Last' | 'Previous' | 'Current' | 'Custom' | 'Advanced';
export const TIME_RANGE_FRAMES: readonly TimeRangeFrame[] = ['No filter', 'Last', 'Previous', 'Current', 'Custom', 'Advanced'];

export const NO_FILTER = 'No filter';
export const LAST_OPTIONS = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const PREVIOUS_OPTIONS = ['previous calendar week', 'previous calendar month', 'previous calendar year'] as const;
export const CURRENT_OPTIONS = ['Current day', 'Current week', 'Current month', 'Current quarter', 'Current year'] as const;

export const RELATIVE_GRAINS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type RelativeGrain = (typeof RELATIVE_GRAINS)[number];

export const OPTION_LABELS: Record<string, string> = {
  'Last day': 'Last day',
  'Last week': 'Last week',
  'Last month': 'Last month',
  'Last quarter': 'Last quarter',
  'Last year': 'Last year',
  'previous calendar week': 'Previous calendar week',
  'previous calendar month': 'Previous calendar month',
  'previous calendar year': 'Previous calendar year',
  'Current day': 'Current day',
  'Current week': 'Current week',
  'Current month': 'Current month',
  'Current quarter': 'Current quarter',
  'Current year': 'Current year',
};

/** One end of a custom range: a specific datetime, now/today, or N grains before (start) / after (end) the
 * anchor. */
export interface CustomBound {
  mode: 'specific' | 'relative' | 'now' | 'today';
  /** 'YYYY-MM-DDTHH:mm:ss' for 'specific'. */
  date: string;
  amount: number;
  grain: RelativeGrain;
}

export interface CustomRange {
  since: CustomBound;
  until: CustomBound;
  /** What relative ends count from: 'now' or a specific datetime. */
  anchor: string;
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/;
const RELATIVE = /^DATEADD\(DATETIME\("([^"]+)"\),\s*(-?\d+),\s*(\w+)\)$/i;

export function guessFrame(timeRange: string | null | undefined): TimeRangeFrame {
  const value = (timeRange ?? '').trim();
  if (!value || value === NO_FILTER) return 'No filter';
  if ((LAST_OPTIONS as readonly string[]).includes(value)) return 'Last';
  if ((PREVIOUS_OPTIONS as readonly string[]).includes(value)) return 'Previous';
  if ((CURRENT_OPTIONS as readonly string[]).includes(value)) return 'Current';
  return parseCustomRange(value) ? 'Custom' : 'Advanced';
}

/** 'since : until' -> [since, until]; a value without the separator is all since. */
export function splitRange(timeRange: string): [string, string] {
  const at = timeRange.indexOf(' : ');
  return at < 0 ? [timeRange.trim(), ''] : [timeRange.slice(0, at).trim(), timeRange.slice(at + 3).trim()];
}

export function joinRange(since: string, until: string): string {
  return `${since.trim()} : ${until.trim()}`;
}

function boundToString(bound: CustomBound, anchor: string, direction: -1 | 1): string {
  switch (bound.mode) {
    case 'now':
      return 'now';
    case 'today':
      return 'today';
    case 'specific':
      return bound.date;
    case 'relative':
      return `DATEADD(DATETIME("${anchor}"), ${direction * Math.abs(Math.trunc(bound.amount))}, ${bound.grain})`;
  }
}

export function customRangeToString(custom: CustomRange): string {
  return joinRange(boundToString(custom.since, custom.anchor, -1), boundToString(custom.until, custom.anchor, 1));
}

const DEFAULT_BOUND: CustomBound = { mode: 'relative', date: '', amount: 7, grain: 'day' };

function parseBound(text: string): { bound: CustomBound; anchor?: string } | null {
  if (text === 'now' || text === 'today') return { bound: { ...DEFAULT_BOUND, mode: text } };
  if (ISO_DATETIME.test(text)) return { bound: { ...DEFAULT_BOUND, mode: 'specific', date: text } };
  const relative = RELATIVE.exec(text);
  if (relative && (RELATIVE_GRAINS as readonly string[]).includes(relative[3].toLowerCase())) {
    return {
      bound: { ...DEFAULT_BOUND, mode: 'relative', amount: Math.abs(Number(relative[2])), grain: relative[3].toLowerCase() as RelativeGrain },
      anchor: relative[1],
    };
  }
  return null;
}

/** The custom-frame state of a range the picker wrote, or null when the range is anything else. */
export function parseCustomRange(timeRange: string): CustomRange | null {
  if (!timeRange.includes(' : ')) return null;
  const [sinceText, untilText] = splitRange(timeRange);
  const since = parseBound(sinceText);
  const until = parseBound(untilText);
  if (!since || !until) return null;
  if (since.anchor && until.anchor && since.anchor !== until.anchor) return null;
  return { since: since.bound, until: until.bound, anchor: since.anchor ?? until.anchor ?? 'now' };
}

export function defaultCustomRange(): CustomRange {
  return { since: { ...DEFAULT_BOUND }, until: { ...DEFAULT_BOUND, mode: 'now', amount: 0 }, anchor: 'now' };
}

/** The text shown on the control: the option's label, or the range itself. */
export function timeRangeLabel(timeRange: string | null | undefined): string {
  const value = (timeRange ?? '').trim();
  if (!value) return NO_FILTER;
  return OPTION_LABELS[value] ?? value;
}
