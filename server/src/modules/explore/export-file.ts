/**
 * Chart results as files (Superset's CSV and Excel exports): one query -> the file itself, several ->
 * a ZIP of query_1.csv, query_2.csv, ... Headers use the dataset's verbose names. CSV is UTF-8 with a
 * BOM (Superset's utf-8-sig default), temporal values are written as pandas writes datetimes, and text
 * that a spreadsheet would run as a formula is defused with a leading quote (CSV injection).
 */
import { Workbook } from 'exceljs';
import { GENERIC_TYPE_CODES } from '../../engines';
import { downloadFile } from '../../platform/download-file';
import type { ExportFile } from '../../platform/export-file';
import { zip } from './zip';

export interface TabularResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
}

const BOM = '\uFEFF';
const FORMULA_START = /^(?:"{2}|\s+)(?=[-@+|=%])|^[-@+|=%]/;
const NEGATIVE_NUMBER = /^-[0-9.]+$/;

/** Superset's escape_value: defuses cells a spreadsheet would evaluate, leaving negative numbers alone. */
export function escapeCsvText(value: string): string {
  if (!FORMULA_START.test(value) || NEGATIVE_NUMBER.test(value)) return value;
  return `'${value.replace(/\|/g, '\\|')}`;
}

function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** pandas' datetime text: the date alone when every value of the column is a midnight. */
export function datetimeText(ms: number, dateOnly: boolean): string {
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (dateOnly) return date;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return d.getUTCMilliseconds() ? `${date} ${time}.${pad(d.getUTCMilliseconds(), 3)}000` : `${date} ${time}`;
}

function cellText(value: unknown, temporal: boolean, dateOnly: boolean): string {
  if (value === null || value === undefined) return '';
  if (temporal && typeof value === 'number') return datetimeText(value, dateOnly);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeCsvText(value);
  return escapeCsvText(JSON.stringify(value));
}

const isMidnight = (v: unknown) => typeof v !== 'number' || v % 86_400_000 === 0;

export function toCsv(result: TabularResult, verbose: Record<string, string>): string {
  const temporal = result.coltypes.map((t) => t === GENERIC_TYPE_CODES.TEMPORAL);
  const dateOnly = result.colnames.map((name, i) => temporal[i] && result.data.every((row) => isMidnight(row[name])));
  const lines = [result.colnames.map((name) => quoteCsv(escapeCsvText(verbose[name] ?? name))).join(',')];
  for (const row of result.data) lines.push(result.colnames.map((name, i) => quoteCsv(cellText(row[name], temporal[i], dateOnly[i]))).join(','));
  return `${BOM}${lines.join('\n')}\n`;
}

export async function toXlsx(result: TabularResult, verbose: Record<string, string>): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(result.colnames.map((name) => verbose[name] ?? name));
  const temporal = result.coltypes.map((t) => t === GENERIC_TYPE_CODES.TEMPORAL);
  for (const row of result.data) {
    sheet.addRow(
      result.colnames.map((name, i) => {
        const v = row[name];
        if (v === null || v === undefined) return null;
        if (temporal[i] && typeof v === 'number') return new Date(v);
        return typeof v === 'object' ? JSON.stringify(v) : v;
      }),
    );
  }
  temporal.forEach((isTemporal, i) => {
    if (isTemporal) sheet.getColumn(i + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Superset's generate_download_headers name: the moment of the download, YYYYMMDD_HHMMSS (UTC). */
export function downloadName(now: Date, extension: string): string {
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}_${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${stamp}.${extension}`;
}

export async function exportFile(results: TabularResult[], extension: 'csv' | 'xlsx', verbose: Record<string, string>, now: Date): Promise<ExportFile> {
  const encode = async (r: TabularResult) => (extension === 'csv' ? Buffer.from(toCsv(r, verbose), 'utf8') : toXlsx(r, verbose));
  if (results.length === 1) return downloadFile(downloadName(now, extension), extension, await encode(results[0]));
  const entries = await Promise.all(results.map(async (r, i) => ({ name: `query_${i + 1}.${extension}`, data: await encode(r) })));
  return downloadFile(downloadName(now, 'zip'), 'zip', zip(entries, now));
}
