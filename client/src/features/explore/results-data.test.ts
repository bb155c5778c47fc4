import { cellText, downloadFileName, parseJsonCell, rowCountLabel, rowsToClipboardText, searchRows, toResultsData } from './results-data';

describe('data pane table', () => {
  const data = toResultsData({
    colnames: ['ds', 'name', 'num'],
    coltypes: [2, 1, 0],
    data: [
      { ds: Date.UTC(2001, 0, 1), name: 'Aaron', num: 5 },
      { ds: Date.UTC(2002, 5, 3, 4, 5, 6), name: 'Bella\tB', num: null },
      'not a row',
    ],
  });

  it('keeps only row objects', () => {
    expect(data.rows).toHaveLength(2);
    expect(toResultsData(null).rows).toEqual([]);
    expect(toResultsData({ colnames: [], coltypes: [], data: 'x' }).rows).toEqual([]);
  });

  it.each([
    [Date.UTC(2001, 0, 1), 2, '2001-01-01'],
    [Date.UTC(2002, 5, 3, 4, 5, 6), 2, '2002-06-03T04:05:06'],
    [null, 1, 'N/A'],
    [undefined, 0, 'N/A'],
    [12.5, 0, '12.5'],
    [true, 3, 'true'],
    [{ a: 1 }, 1, '{"a":1}'],
  ])('shows %j (type %d) as %s', (value, type, text) => {
    expect(cellText(value, type)).toBe(text);
  });

  it('searches the shown text of every cell', () => {
    expect(searchRows(data, 'bella')).toHaveLength(1);
    expect(searchRows(data, '2001-01')).toHaveLength(1);
    expect(searchRows(data, 'n/a')).toHaveLength(1);
    expect(searchRows(data, '  ')).toHaveLength(2);
    expect(searchRows(data, 'zzz')).toHaveLength(0);
  });

  it('copies tab-separated text with a header, blanks for missing values', () => {
    expect(rowsToClipboardText(data.colnames, data.coltypes, data.rows)).toBe('ds\tname\tnum\n2001-01-01\tAaron\t5\n2002-06-03T04:05:06\tBella B\t\n');
  });

  it.each([
    ['{"a": [1, 2]}', { a: [1, 2] }],
    [' [1,2] ', [1, 2]],
    [{ x: 1 }, { x: 1 }],
    ['{broken', undefined],
    ['plain', undefined],
    ['42', undefined],
    [42, undefined],
    [null, undefined],
  ])('opens %j in the JSON viewer as %j', (value, parsed) => {
    expect(parseJsonCell(value)).toEqual(parsed);
  });

  it('names downloads after the chart and the time', () => {
    expect(downloadFileName('Births per year / US', 'csv', new Date(2024, 2, 5, 7, 8, 9))).toBe('Births_per_year_US_20240305_070809.csv');
    expect(downloadFileName('  ', 'png', new Date(2024, 11, 31, 23, 59, 0))).toBe('chart_20241231_235900.png');
  });

  it.each([[0, '0 rows'], [1, '1 row'], [12345, '12,345 rows']])('counts %d as %s', (count, label) => {
    expect(rowCountLabel(count)).toBe(label);
  });
});
