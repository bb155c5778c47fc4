// Pure helpers over a run's result set: cell text, column widths, clipboard text, and the notice that says what
// limited the rows (spec: limitingFactor QUERY, DROPDOWN, QUERY_AND_DROPDOWN, NOT_LIMITED).
export interface ResultColumn {
  name: string;
  type?: string | null;
  isDttm?: boolean;
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const CHAR_PX = 7.5;
const MIN_WIDTH = 80;
const MAX_WIDTH = 360;
const SAMPLE_ROWS = 200;

/** Column widths from the header and the first rows' text, bounded so one long value cannot take the screen. */
export function columnWidths(columns: readonly ResultColumn[], rows: readonly Record<string, unknown>[]): number[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return columns.map((column) => {
    let longest = Math.max(column.name.length, (column.type ?? '').length);
    for (const row of sample) longest = Math.max(longest, cellText(row[column.name]).length);
    return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest * CHAR_PX + 24)));
  });
}

/** Tab-separated text with a header line, as spreadsheets paste it. */
export function resultsAsTsv(columns: readonly ResultColumn[], rows: readonly Record<string, unknown>[]): string {
  const clean = (text: string) => text.replace(/[\t\n\r]+/g, ' ');
  const lines = [columns.map((c) => clean(c.name)).join('\t')];
  for (const row of rows) lines.push(columns.map((c) => clean(row[c.name] === null || row[c.name] === undefined ? '' : cellText(row[c.name]))).join('\t'));
  return lines.join('\n');
}

export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** The notice under the row count when rows were cut; null when the result is complete. */
export function limitNotice(factor: LimitingFactor, rows: number, limit: number | null, displayLimitReached = false): string | null {
  const count = rows.toLocaleString('en-US');
  if (displayLimitReached) {
    return `The number of rows displayed is limited to ${count} by the configuration DISPLAY_MAX_ROW. Please add additional limits/filters or download to csv to see more rows up to the ${limit?.toLocaleString('en-US') ?? count} limit.`;
  }
  switch (factor) {
    case 'QUERY':
      return `The number of rows displayed is limited to ${count} by the query`;
    case 'DROPDOWN':
      return `The number of rows displayed is limited to ${count} by the limit dropdown.`;
    case 'QUERY_AND_DROPDOWN':
      return `The number of rows displayed is limited to ${count} by the query and limit dropdown.`;
    default:
      return null;
  }
}

export function rowCountLabel(rows: number): string {
  return `${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'}`;
}
