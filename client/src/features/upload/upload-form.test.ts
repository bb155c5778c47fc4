import { initialUploadValues, metadataBody, uploadBody, validateUpload, type UploadFormValues } from './upload-form';

const csvFile = new File(['a,b\n1,2\n'], 'sales.csv', { type: 'text/csv' });
const entries = (body: FormData) => [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]);

describe('validateUpload', () => {
  it('needs a database, a file with an allowed extension and a table name', () => {
    expect(validateUpload(initialUploadValues('csv'))).toEqual({
      databaseId: 'Select a database to upload the file to',
      file: 'Select a file',
      tableName: 'Table name is required',
    });
    const values: UploadFormValues = { ...initialUploadValues('excel'), databaseId: 1, file: csvFile, tableName: 'sales', headerRow: 'one', rowsToRead: '-1' };
    expect(validateUpload(values)).toEqual({
      file: 'File extension is not allowed. Allowed: xls, xlsx',
      headerRow: 'Header row must be a whole number',
      rowsToRead: 'Rows to read must be a whole number',
    });
    expect(validateUpload({ ...initialUploadValues('csv'), databaseId: 1, file: csvFile, tableName: ' sales ' })).toEqual({});
  });
});

describe('uploadBody', () => {
  it("sends CSV options under Superset's names and leaves out empty ones", () => {
    const values: UploadFormValues = {
      ...initialUploadValues('csv'),
      databaseId: 1,
      schema: 'public',
      file: csvFile,
      tableName: ' sales ',
      alreadyExists: 'replace',
      delimiter: ';',
      nullValues: ['NA', 'n/a'],
      columnDates: ['day'],
      dayFirst: true,
      dataframeIndex: true,
      indexLabel: 'row',
    };
    expect(entries(uploadBody(values))).toEqual([
      ['type', 'csv'],
      ['file', 'sales.csv'],
      ['table_name', 'sales'],
      ['schema', 'public'],
      ['already_exists', 'replace'],
      ['header_row', '0'],
      ['null_values', 'NA,n/a'],
      ['column_dates', 'day'],
      ['day_first', 'true'],
      ['delimiter', ';'],
      ['decimal_character', '.'],
      ['dataframe_index', 'true'],
      ['index_label', 'row'],
    ]);
  });

  it('sends only what applies to columnar files and Excel sheets', () => {
    const parquet = new File(['x'], 'p.parquet');
    expect(entries(uploadBody({ ...initialUploadValues('columnar'), databaseId: 1, file: parquet, tableName: 'p', columnsRead: ['a', 'b'], nullValues: ['NA'] }))).toEqual([
      ['type', 'columnar'],
      ['file', 'p.parquet'],
      ['table_name', 'p'],
      ['already_exists', 'fail'],
      ['columns_read', 'a,b'],
    ]);
    const sheet = entries(uploadBody({ ...initialUploadValues('excel'), file: new File(['x'], 'w.xlsx'), tableName: 'w', sheetName: 'Sales' }));
    expect(sheet).toContainEqual(['sheet_name', 'Sales']);
    expect(sheet.map(([k]) => k)).not.toContain('delimiter');
  });

  it('asks for the columns of the chosen file with its delimiter and header row', () => {
    expect(metadataBody(initialUploadValues('csv'))).toBeNull();
    expect(entries(metadataBody({ ...initialUploadValues('csv'), file: csvFile, delimiter: '|', headerRow: '2' })!)).toEqual([
      ['type', 'csv'],
      ['file', 'sales.csv'],
      ['delimiter', '|'],
      ['header_row', '2'],
    ]);
  });
});
