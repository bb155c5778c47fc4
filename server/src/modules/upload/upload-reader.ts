/**
 * The upload options of Superset's CSV / Excel / columnar forms, turned into one DuckDB SELECT over the
 * uploaded file. DuckDB parses the file in a private in-memory database (its CSV sniffer detects types the
 * way pandas does for Superset); the result is then copied into the target database. Pure: values are
 * rendered with the DuckDB spec's literal renderer, never concatenated raw.
 */
import { duckdbEngineSpec } from '../../engines';
import { TesseraError } from '../../platform/errors';

export type UploadFileType = 'csv' | 'excel' | 'columnar';
export type AlreadyExists = 'fail' | 'replace' | 'append';

export interface UploadReadOptions {
  /** CSV: the field separator (default ','). */
  delimiter?: string | null;
  /** The 0-based row that holds the column names (default 0). */
  headerRow?: number | null;
  /** Rows to skip before the header row. */
  skipRows?: number | null;
  /** Read at most this many data rows. */
  rowsToRead?: number | null;
  /** Texts that mean NULL, in addition to the empty field. */
  nullValues?: string[] | null;
  /** CSV: the decimal separator ('.' or ','). */
  decimalCharacter?: string | null;
  /** Dates written day first (DD/MM/YYYY). */
  dayFirst?: boolean | null;
  /** Columns parsed as timestamps. */
  columnDates?: string[] | null;
  /** Column -> type (pandas dtype names as Superset's form takes them, or SQL types). */
  columnDataTypes?: Record<string, string> | null;
  /** Only these columns are kept (in this order). */
  columnsRead?: string[] | null;
  /** Adds the row number as a column (pandas' dataframe index). */
  dataframeIndex?: boolean | null;
  /** The name of that column (default 'index'). */
  indexLabel?: string | null;
}

const lit = (value: unknown) => duckdbEngineSpec.renderLiteral(value);
const ident = (name: string) => duckdbEngineSpec.quoteIdentifier(name);

const PANDAS_TYPES: Record<string, string> = {
  int: 'BIGINT',
  int8: 'TINYINT',
  int16: 'SMALLINT',
  int32: 'INTEGER',
  int64: 'BIGINT',
  float: 'DOUBLE',
  float32: 'FLOAT',
  float64: 'DOUBLE',
  str: 'VARCHAR',
  string: 'VARCHAR',
  object: 'VARCHAR',
  bool: 'BOOLEAN',
  boolean: 'BOOLEAN',
  'datetime64[ns]': 'TIMESTAMP',
  datetime: 'TIMESTAMP',
  date: 'DATE',
};
const SQL_TYPE = /^(BIGINT|INTEGER|SMALLINT|TINYINT|DOUBLE|FLOAT|REAL|VARCHAR|TEXT|BOOLEAN|TIMESTAMP|DATE|TIME|DECIMAL\(\d{1,2},\s*\d{1,2}\))$/i;

function badOption(message: string): TesseraError {
  return new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', message, { code: 'BAD_USER_INPUT' });
}

/** A pandas dtype or SQL type name as a DuckDB type; anything else is refused. */
export function duckdbType(name: string): string {
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(PANDAS_TYPES, key)) return PANDAS_TYPES[key];
  if (SQL_TYPE.test(name.trim())) return name.trim().toUpperCase();
  throw badOption(`Unknown column data type: ${name}`);
}

function nonNegative(value: number | null | undefined, name: string): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0) throw badOption(`${name} must be a whole number of at least 0`);
  return value;
}

function readCsvCall(path: string, o: UploadReadOptions): string {
  const delimiter = o.delimiter ?? ',';
  if (!delimiter || delimiter.length > 4) throw badOption('The delimiter must be 1 to 4 characters');
  const decimal = o.decimalCharacter ?? '.';
  if (decimal !== '.' && decimal !== ',') throw badOption("The decimal character must be '.' or ','");
  const types: Record<string, string> = {};
  for (const [column, type] of Object.entries(o.columnDataTypes ?? {})) types[column] = duckdbType(type);
  for (const column of o.columnDates ?? []) types[column] = 'TIMESTAMP';
  const args = [
    lit(path),
    `delim = ${lit(delimiter)}`,
    'header = true',
    `skip = ${nonNegative(o.skipRows, 'skip_rows') + nonNegative(o.headerRow, 'header_row')}`,
    `nullstr = [${['', ...(o.nullValues ?? [])].map(lit).join(', ')}]`,
    `decimal_separator = ${lit(decimal)}`,
  ];
  if (Object.keys(types).length) args.push(`types = {${Object.entries(types).map(([c, t]) => `${lit(c)}: ${lit(t)}`).join(', ')}}`);
  if (o.dayFirst) args.push(`dateformat = ${lit('%d/%m/%Y')}`, `timestampformat = ${lit('%d/%m/%Y %H:%M:%S')}`);
  return `read_csv(${args.join(', ')})`;
}

/**
 * The SELECT reading the file at `paths` (several for a zipped columnar upload). Excel sheets are converted
 * to CSV first (see excel-sheet.ts), so they read as CSV here.
 */
export function uploadSelectSql(type: UploadFileType, paths: readonly string[], o: UploadReadOptions = {}): string {
  if (!paths.length) throw badOption('The upload holds no file to read');
  const source = type === 'columnar' ? `read_parquet([${paths.map(lit).join(', ')}])` : readCsvCall(paths[0], o);
  const columns = o.columnsRead?.length ? o.columnsRead.map(ident).join(', ') : '*';
  const index = o.dataframeIndex ? `(row_number() OVER () - 1) AS ${ident(o.indexLabel || 'index')}, ` : '';
  const limit = o.rowsToRead === null || o.rowsToRead === undefined ? '' : ` LIMIT ${nonNegative(o.rowsToRead, 'rows_to_read')}`;
  return `SELECT ${index}${columns} FROM ${source}${limit}`;
}
