// The "Upload file to database" form: its fields, checks and the multipart body it posts to
// POST /api/v1/database/{id}/upload/ (a file travels best as multipart; the REST endpoint is ours too).

export type UploadType = 'csv' | 'excel' | 'columnar';
export type AlreadyExists = 'fail' | 'replace' | 'append';

export interface UploadFormValues {
  type: UploadType;
  databaseId: number | null;
  schema: string | null;
  file: File | null;
  tableName: string;
  alreadyExists: AlreadyExists;
  delimiter: string;
  headerRow: string;
  skipRows: string;
  rowsToRead: string;
  nullValues: string[];
  decimalCharacter: string;
  dayFirst: boolean;
  columnDates: string[];
  columnsRead: string[];
  dataframeIndex: boolean;
  indexLabel: string;
  sheetName: string | null;
}

export const UPLOAD_TITLES: Record<UploadType, string> = {
  csv: 'CSV upload',
  excel: 'Excel upload',
  columnar: 'Columnar upload',
};

/** File name endings each form accepts (Superset's allowed extensions). */
export const UPLOAD_EXTENSIONS: Record<UploadType, readonly string[]> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xls', 'xlsx'],
  columnar: ['parquet', 'zip'],
};

export const DELIMITER_CHOICES = [
  { value: ',', label: 'Comma ( , )' },
  { value: ';', label: 'Semicolon ( ; )' },
  { value: '\t', label: 'Tab ( \\t )' },
  { value: '|', label: 'Pipe' },
] as const;

export function initialUploadValues(type: UploadType): UploadFormValues {
  return {
    type,
    databaseId: null,
    schema: null,
    file: null,
    tableName: '',
    alreadyExists: 'fail',
    delimiter: ',',
    headerRow: '0',
    skipRows: '',
    rowsToRead: '',
    nullValues: [],
    decimalCharacter: '.',
    dayFirst: false,
    columnDates: [],
    columnsRead: [],
    dataframeIndex: false,
    indexLabel: '',
    sheetName: null,
  };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const WHOLE = /^\d+$/;

/** Field -> message for everything that would be refused; empty when the form can be sent. */
export function validateUpload(values: UploadFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.databaseId === null) problems.databaseId = 'Select a database to upload the file to';
  if (!values.file) problems.file = 'Select a file';
  else if (!UPLOAD_EXTENSIONS[values.type].includes(extensionOf(values.file.name))) {
    problems.file = `File extension is not allowed. Allowed: ${UPLOAD_EXTENSIONS[values.type].join(', ')}`;
  }
  if (!values.tableName.trim()) problems.tableName = 'Table name is required';
  else if (values.tableName.trim().length > 250) problems.tableName = 'Table name must be at most 250 characters';
  for (const [field, label] of [
    ['headerRow', 'Header row'],
    ['skipRows', 'Rows to skip'],
    ['rowsToRead', 'Rows to read'],
  ] as const) {
    const value = values[field].trim();
    if (value && !WHOLE.test(value)) problems[field] = `${label} must be a whole number`;
  }
  return problems;
}

/** The multipart body, with Superset's field names; options that do not apply to the type are left out. */
export function uploadBody(values: UploadFormValues): FormData {
  const body = new FormData();
  body.append('type', values.type);
  if (values.file) body.append('file', values.file, values.file.name);
  body.append('table_name', values.tableName.trim());
  if (values.schema) body.append('schema', values.schema);
  body.append('already_exists', values.alreadyExists);
  const optional: [string, string][] = [
    ['rows_to_read', values.rowsToRead.trim()],
    ['columns_read', values.columnsRead.join(',')],
  ];
  if (values.type !== 'columnar') {
    optional.push(
      ['header_row', values.headerRow.trim()],
      ['skip_rows', values.skipRows.trim()],
      ['null_values', values.nullValues.join(',')],
      ['column_dates', values.columnDates.join(',')],
      ['day_first', values.dayFirst ? 'true' : ''],
    );
  }
  if (values.type === 'csv') optional.push(['delimiter', values.delimiter], ['decimal_character', values.decimalCharacter]);
  if (values.type === 'excel' && values.sheetName) optional.push(['sheet_name', values.sheetName]);
  if (values.dataframeIndex) optional.push(['dataframe_index', 'true'], ['index_label', values.indexLabel.trim()]);
  for (const [name, value] of optional) if (value) body.append(name, value);
  return body;
}

/** The body asking for a file's columns (and sheets). */
export function metadataBody(values: Pick<UploadFormValues, 'type' | 'file' | 'delimiter' | 'headerRow'>): FormData | null {
  if (!values.file) return null;
  const body = new FormData();
  body.append('type', values.type);
  body.append('file', values.file, values.file.name);
  if (values.type === 'csv') body.append('delimiter', values.delimiter);
  if (values.type !== 'columnar' && WHOLE.test(values.headerRow.trim())) body.append('header_row', values.headerRow.trim());
  return body;
}
