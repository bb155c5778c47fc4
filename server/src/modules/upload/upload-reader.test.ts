import { duckdbType, uploadSelectSql } from './upload-reader';

describe('uploadSelectSql', () => {
  it.each([
    ['defaults', {}, `SELECT * FROM read_csv('/tmp/a.csv', delim = ',', header = true, skip = 0, nullstr = [''], decimal_separator = '.')`],
    [
      'delimiter, header row after skipped rows, null values, decimal comma',
      { delimiter: ';', headerRow: 1, skipRows: 2, nullValues: ['NA', "n'a"], decimalCharacter: ',' },
      `SELECT * FROM read_csv('/tmp/a.csv', delim = ';', header = true, skip = 3, nullstr = ['', 'NA', 'n''a'], decimal_separator = ',')`,
    ],
    [
      'types, dates, day first, columns, index and row limit',
      { columnDataTypes: { id: 'int64', price: 'DECIMAL(10,2)' }, columnDates: ['day'], dayFirst: true, columnsRead: ['id', 'day'], dataframeIndex: true, indexLabel: 'n', rowsToRead: 5 },
      `SELECT (row_number() OVER () - 1) AS "n", "id", "day" FROM read_csv('/tmp/a.csv', delim = ',', header = true, skip = 0, nullstr = [''], decimal_separator = '.', ` +
        `types = {'id': 'BIGINT', 'price': 'DECIMAL(10,2)', 'day': 'TIMESTAMP'}, dateformat = '%d/%m/%Y', timestampformat = '%d/%m/%Y %H:%M:%S') LIMIT 5`,
    ],
  ])('CSV: %s', (_, options, sql) => {
    expect(uploadSelectSql('csv', ['/tmp/a.csv'], options)).toBe(sql);
  });

  it('reads one or several parquet files', () => {
    expect(uploadSelectSql('columnar', ['/tmp/a.parquet', '/tmp/b.parquet'], { columnsRead: ['x'] })).toBe(`SELECT "x" FROM read_parquet(['/tmp/a.parquet', '/tmp/b.parquet'])`);
  });

  it.each([
    [{ delimiter: '' }, 'The delimiter must be 1 to 4 characters'],
    [{ decimalCharacter: ';' }, "The decimal character must be '.' or ','"],
    [{ headerRow: -1 }, 'header_row must be a whole number of at least 0'],
    [{ rowsToRead: 1.5 }, 'rows_to_read must be a whole number of at least 0'],
    [{ columnDataTypes: { a: 'INT); DROP TABLE x; --' } }, 'Unknown column data type: INT); DROP TABLE x; --'],
    [{ columnDataTypes: { a: 'constructor' } }, 'Unknown column data type: constructor'],
  ])('refuses bad options: %j', (options, message) => {
    expect(() => uploadSelectSql('csv', ['/tmp/a.csv'], options)).toThrow(message);
  });

  it('maps pandas dtypes and SQL types', () => {
    expect(['int64', 'float64', 'str', 'bool', 'datetime64[ns]', 'varchar', 'Decimal(12, 4)'].map(duckdbType)).toEqual([
      'BIGINT',
      'DOUBLE',
      'VARCHAR',
      'BOOLEAN',
      'TIMESTAMP',
      'VARCHAR',
      'DECIMAL(12, 4)',
    ]);
  });
});
