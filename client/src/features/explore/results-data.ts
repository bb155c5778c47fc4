// The data pane's table logic (Results and Samples tabs): cell text, search, copy-to-clipboard text, JSON
// detection for the cell content modal, and the file names of downloads. Pure, so it is unit-tested.

export interface ResultsData {
  colnames: readonly string[];
  /** 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN */
  coltypes: readonly number[];
  rows: ReadonlyArray<Record<string, unknown>>;
}

const TEMPORAL = 2;

export function toResultsData(result: { colnames: readonly string[]; coltypes: readonly number[]; data: unknown } | null | undefined): ResultsData {
  if (!result) return { colnames: [], coltypes: [], rows: [] };
  const rows = Array.isArray(result.data) ? (result.data.filter((row) => row && typeof row === 'object') as Array<Record<string, unknown>>) : [];
  return { colnames: result.colnames, coltypes: result.coltypes, rows };
}

/** A temporal value arrives as epoch milliseconds; shown as ISO date-time in UTC, without a zero time part. */
export function formatTemporal(value: number): string {
  const iso = new Date(value).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', '').replace('Z', '');
}

export function cellText(value: unknown, coltype?: number): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === TEMPORAL && typeof value === 'number' && Number.isFinite(value)) return formatTemporal(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows with any cell containing the term (case-insensitive), as shown. */
export function searchRows(data: ResultsData, term: string): ReadonlyArray<Record<string, unknown>> {
  const needle = term.trim().toLowerCase();
  if (!needle) return data.rows;
  return data.rows.filter((row) =>
    data.colnames.some((name, index) => cellText(row[name], data.coltypes[index]).toLowerCase().includes(needle)),
  );
}

/** Tab-separated text with a header line, as spreadsheets paste it. */
export function rowsToClipboardText(colnames: readonly string[], coltypes: readonly number[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  const lines = [colnames.map(clean).join('\t')];
  for (const row of rows) lines.push(colnames.map((name, index) => clean(row[name] === null || row[name] === undefined ? '' : cellText(row[name], coltypes[index]))).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** A value worth opening in the JSON viewer: an object, or text that parses as a JSON object or array. */
export function parseJsonCell(value: unknown): unknown {
  if (value !== null && typeof value === 'object') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!(text.startsWith('{') && text.endsWith('}')) && !(text.startsWith('[') && text.endsWith(']'))) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Superset's download names: <chart or dataset name>_<YYYYMMDD_HHMMSS>.<ext>. */
export function downloadFileName(baseName: string, extension: string, now: Date): string {
  const safe = baseName.trim().replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'chart';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${safe}_${stamp}.${extension}`;
}

/** '1 row' / 'N rows' with thousands separators. */
export function rowCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
}
