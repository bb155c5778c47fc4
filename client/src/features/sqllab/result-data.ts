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

/** The width of `text` in pixels, in the grid's font for a column header, a header's type line or a cell. */
export type TextMeasure = (text: string, font: 'header' | 'type' | 'cell') => number;

/** Average glyph widths of the grid's fonts: the stand-in where no canvas measures text. */
export const estimateTextWidth: TextMeasure = (text, font) => text.length * (font === 'header' ? 8.4 : font === 'type' ? 6.6 : 7.5);

const MIN_WIDTH = 60;
/** A column sized to its content stops here; a person can still widen it. */
export const MAX_AUTO_WIDTH = 400;
const CELL_PADDING = 16;
/** Room for the header's resize handle beside the name. */
const HANDLE_ROOM = 10;
const SAMPLE_ROWS = 200;

/** Column widths fitting the header and the first rows' text, bounded so one long value cannot take the screen. */
export function columnWidths(columns: readonly ResultColumn[], rows: readonly Record<string, unknown>[], measure: TextMeasure = estimateTextWidth): number[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return columns.map((column) => {
    let content = Math.max(measure(column.name, 'header') + HANDLE_ROOM, measure(column.type ?? '', 'type'));
    for (const row of sample) content = Math.max(content, measure(cellText(row[column.name]), 'cell'));
    return Math.ceil(Math.min(MAX_AUTO_WIDTH, Math.max(MIN_WIDTH, content + CELL_PADDING)));
  });
}

export const COLUMN_WIDTH_BOUNDS = { min: 40, max: 1600 };
const COLUMN_KEY_STEP = 16;

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(COLUMN_WIDTH_BOUNDS.max, Math.max(COLUMN_WIDTH_BOUNDS.min, width)));
}

/** A column's width after a key press on its resize handle; null when the key does not resize. */
export function columnWidthAfterKey(key: string, shiftKey: boolean, width: number): number | null {
  const step = shiftKey ? COLUMN_KEY_STEP * 4 : COLUMN_KEY_STEP;
  if (key === 'ArrowLeft') return clampColumnWidth(width - step);
  if (key === 'ArrowRight') return clampColumnWidth(width + step);
  return null;
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
