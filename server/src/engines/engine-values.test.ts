/** Value conversion at the engine boundary, driver by driver, without a database. */
import { mysqlEngineSpec } from './mysql';
import { mysqlNativeType, mysqlResult, toMysqlParam } from './mysql/values';
import { parsePgArray, PG_TYPE_PARSERS, toPgParam } from './postgresql/values';
import { sqliteEngineSpec } from './sqlite';
import { sqliteDateText, sqliteResult, toSqliteParam } from './sqlite/values';
import { looksLikeTimestamp, parseTimestampText, parseTimeText } from './shared/temporal-text';

describe('temporal text', () => {
  it.each([
    ['2000-01-02', Date.UTC(2000, 0, 2)],
    ['2000-01-02 03:04:05', Date.UTC(2000, 0, 2, 3, 4, 5)],
    ['2000-01-02T03:04:05.678901', Date.UTC(2000, 0, 2, 3, 4, 5, 678)],
    ['2000-01-02 03:04:05Z', Date.UTC(2000, 0, 2, 3, 4, 5)],
    ['2000-01-02 03:04:05+02', Date.UTC(2000, 0, 2, 1, 4, 5)],
    ['2000-01-02 03:04:05-05:30', Date.UTC(2000, 0, 2, 8, 34, 5)],
    ['0050-06-01 00:00:00', new Date('0050-06-01T00:00:00Z').getTime()],
    ['0044-03-15 BC', new Date('-000043-03-15T00:00:00Z').getTime()],
    ['infinity', null],
    ['not a date', null],
  ])('%s', (text, ms) => {
    expect(parseTimestampText(text)).toBe(ms);
  });

  it('reads times of day as ms since midnight', () => {
    expect(parseTimeText('10:11:12')).toBe(36_672_000);
    expect(parseTimeText('10:11:12.5+02')).toBe(36_672_500);
    expect(parseTimeText('x')).toBeNull();
  });

  it('recognises the date text SQLite and MySQL write', () => {
    expect(['2024-05-01', '2024-05-01 00:00:00', '2024-05-01 00:00:00.123'].every(looksLikeTimestamp)).toBe(true);
    expect(['2024-05', 'CA', '2024-05-01 00:00', '12'].some(looksLikeTimestamp)).toBe(false);
  });
});

describe('PostgreSQL values', () => {
  const parse = (oid: number, text: string) => PG_TYPE_PARSERS.getTypeParser(oid)(text);
  it.each([
    [20, '42', 42],
    [20, '9007199254740993', '9007199254740993'],
    [1700, '1.25', 1.25],
    [1700, 'NaN', null],
    [701, 'Infinity', null],
    [16, 't', true],
    [16, 'f', false],
    [1082, '1999-12-31', Date.UTC(1999, 11, 31)],
    [1114, '2000-01-01 00:00:01.5', Date.UTC(2000, 0, 1, 0, 0, 1, 500)],
    [1184, '2000-01-01 02:00:00+02', Date.UTC(2000, 0, 1)],
    [1114, 'infinity', null],
    [1083, '10:11:12', 36_672_000],
    [17, '\\xaabb', Buffer.from([0xaa, 0xbb]).toString('base64')],
    [3802, '{"a": [1, null]}', { a: [1, null] }],
    [1016, '{1,NULL,9007199254740993}', [1, null, '9007199254740993']],
    [1115, '{"2000-01-01 00:00:00"}', [Date.UTC(2000, 0, 1)]],
    [1009, '{"a b","c\\"d",NULL,plain}', ['a b', 'c"d', null, 'plain']],
    [1186, '3 days', '3 days'],
    [2950, '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000001'],
  ])('oid %i: %s', (oid, text, value) => {
    expect(parse(oid, text)).toEqual(value);
  });

  it('parses nested arrays', () => {
    expect(parsePgArray('{{1,2},{3,NULL}}', Number)).toEqual([[1, 2], [3, null]]);
    expect(parsePgArray('[0:1]={7,8}', Number)).toEqual([7, 8]);
    expect(parsePgArray('{}', Number)).toEqual([]);
  });

  it('binds dates as UTC text without a zone, and bigints as text', () => {
    expect(toPgParam(new Date(Date.UTC(2001, 1, 3, 4, 5, 6, 7)))).toBe('2001-02-03 04:05:06.007');
    expect(toPgParam(12n)).toBe('12');
    expect(toPgParam(undefined)).toBeNull();
    expect(toPgParam('x')).toBe('x');
  });
});

describe('SQLite values', () => {
  it('writes dates as its date functions do, milliseconds only when there are some', () => {
    expect(sqliteDateText(new Date(Date.UTC(2001, 1, 3)))).toBe('2001-02-03 00:00:00');
    expect(sqliteDateText(new Date(Date.UTC(2001, 1, 3, 4, 5, 6, 7)))).toBe('2001-02-03 04:05:06.007');
  });

  it('binds integers as INTEGER, booleans as 0/1, dates as text', () => {
    expect([toSqliteParam(5), toSqliteParam(1.5), toSqliteParam(true), toSqliteParam(undefined)]).toEqual([5n, 1.5, 1n, null]);
    expect(toSqliteParam(new Date(Date.UTC(2001, 1, 3)))).toBe('2001-02-03 00:00:00');
  });

  it('types columns by their declared type, else by their values', () => {
    const result = sqliteResult(sqliteEngineSpec, {
      columns: [
        { name: 'ds', type: 'TIMESTAMP' },
        { name: 'flag', type: 'BOOLEAN' },
        { name: 'bucket', type: null },
        { name: 'n', type: null },
        { name: 'avg', type: null },
        { name: 'label', type: null },
        { name: 'blob', type: null },
        { name: 'nothing', type: null },
      ],
      rows: [
        ['2000-01-01 00:00:00', 1n, '2000-01-01 00:00:00', 2n ** 60n, 1.5, 'CA', new Uint8Array([1, 2]), null],
        ['2000-01-02', 0n, null, 3n, 2n, '2000-01-01', new Uint8Array([3]), null],
      ],
    });
    expect(result.columns.map((c) => [c.nativeType, c.genericType])).toEqual([
      ['TIMESTAMP', 'TEMPORAL'],
      ['BOOLEAN', 'BOOLEAN'],
      ['DATETIME', 'TEMPORAL'],
      ['INTEGER', 'NUMERIC'],
      ['REAL', 'NUMERIC'],
      ['TEXT', 'STRING'],
      ['BLOB', 'STRING'],
      ['NULL', 'STRING'],
    ]);
    expect(result.rows).toEqual([
      { ds: Date.UTC(2000, 0, 1), flag: true, bucket: Date.UTC(2000, 0, 1), n: '1152921504606846976', avg: 1.5, label: 'CA', blob: 'AQI=', nothing: null },
      { ds: Date.UTC(2000, 0, 2), flag: false, bucket: null, n: 3, avg: 2, label: '2000-01-01', blob: 'Aw==', nothing: null },
    ]);
  });
});

describe('MySQL values', () => {
  it.each([
    [{ columnType: 8, characterSet: 63 }, 'BIGINT'],
    [{ columnType: 246, characterSet: 63 }, 'DECIMAL'],
    [{ columnType: 12, characterSet: 63 }, 'DATETIME'],
    [{ columnType: 253, characterSet: 224 }, 'VARCHAR'],
    [{ columnType: 253, characterSet: 63 }, 'VARBINARY'],
    [{ columnType: 252, characterSet: 224 }, 'TEXT'],
    [{ columnType: 252, characterSet: 63 }, 'BLOB'],
    [{ columnType: 254, characterSet: 33 }, 'CHAR'],
  ])('names the wire type %p %s', (field, name) => {
    expect(mysqlNativeType(field)).toBe(name);
  });

  it('converts dates, times, zero dates and binary values', () => {
    const fields = [
      { name: 'd', columnType: 12, characterSet: 63 },
      { name: 'z', columnType: 10, characterSet: 63 },
      { name: 't', columnType: 11, characterSet: 63 },
      { name: 'b', columnType: 252, characterSet: 63 },
      { name: 'n', columnType: 8, characterSet: 63 },
    ];
    const result = mysqlResult(mysqlEngineSpec, [['2001-02-03 04:05:06', '0000-00-00', '10:11:12', Buffer.from([0xaa]), '9007199254740993']], fields as never);
    expect(result.columns.map((c) => c.genericType)).toEqual(['TEMPORAL', 'TEMPORAL', 'TEMPORAL', 'STRING', 'NUMERIC']);
    expect(result.rows[0]).toEqual({ d: Date.UTC(2001, 1, 3, 4, 5, 6), z: null, t: 36_672_000, b: 'qg==', n: '9007199254740993' });
  });

  it('binds dates as UTC text', () => {
    expect(toMysqlParam(new Date(Date.UTC(2001, 1, 3, 4, 5, 6)))).toBe('2001-02-03 04:05:06.000');
    expect(toMysqlParam(undefined)).toBeNull();
    expect(toMysqlParam(7n)).toBe('7');
  });
});
