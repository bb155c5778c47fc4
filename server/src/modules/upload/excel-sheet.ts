/**
 * Excel uploads: a worksheet becomes CSV text, so the same DuckDB reader (and its type sniffing) reads
 * CSV and Excel alike. Cell values are taken as Excel shows them: formula results, rich text as plain text,
 * dates as 'YYYY-MM-DD HH:MM:SS' (UTC, how exceljs reads Excel's zone-less serial dates).
 */
import ExcelJS from 'exceljs';
import { TesseraError } from '../../platform/errors';

export interface SheetSummary {
  sheetName: string;
  columnNames: string[];
}

async function load(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (err) {
    throw new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', `The file is not a readable Excel workbook: ${(err as Error).message}`, { code: 'BAD_USER_INPUT' });
  }
  return workbook;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace(/\.000Z$|Z$/, '');
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function rowsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  });
  return rows;
}

function pickSheet(workbook: ExcelJS.Workbook, sheetName: string | null | undefined): ExcelJS.Worksheet {
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!sheet) {
    throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', sheetName ? `The workbook has no sheet named ${sheetName}` : 'The workbook has no sheet', { code: 'BAD_USER_INPUT' });
  }
  return sheet;
}

/** The sheet (the first one when no name is given) as comma-separated text. */
export async function excelSheetAsCsv(data: Buffer, sheetName?: string | null): Promise<string> {
  const sheet = pickSheet(await load(data), sheetName);
  return rowsOf(sheet).map((cells) => cells.map(csvField).join(',')).join('\n') + '\n';
}

/** Each sheet's name and the texts of its header row (for the upload form's column pickers). */
export async function excelSheets(data: Buffer, headerRow = 0): Promise<SheetSummary[]> {
  const workbook = await load(data);
  return workbook.worksheets.map((sheet) => ({ sheetName: sheet.name, columnNames: (rowsOf(sheet)[headerRow] ?? []).filter((name) => name !== '') }));
}
