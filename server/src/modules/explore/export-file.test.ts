import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { resolveCacheTimeout, sliceIdOf } from './cache-timeout';
import { datetimeText, downloadName, escapeCsvText, exportFile, toCsv } from './export-file';
import { zip } from './zip';

describe('CSV', () => {
  it.each<[string, string]>([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
    ['|calc', "'\\|calc"],
    ['  =x', "'  =x"],
    ['-12.5', '-12.5'],
    ['-x', "'-x"],
    ['plain text', 'plain text'],
  ])('defuses %p as %p (CSV injection)', (text, expected) => {
    expect(escapeCsvText(text)).toBe(expected);
  });

  it('writes datetimes as pandas does: dates alone when every value is a midnight', () => {
    expect(datetimeText(Date.UTC(2020, 0, 2), true)).toBe('2020-01-02');
    expect(datetimeText(Date.UTC(2020, 0, 2, 3, 4, 5), false)).toBe('2020-01-02 03:04:05');
    expect(datetimeText(Date.UTC(2020, 0, 2, 3, 4, 5, 250), false)).toBe('2020-01-02 03:04:05.250000');
  });

  it('writes a BOM, verbose headers, quoted cells, True/False and empty nulls', () => {
    const csv = toCsv(
      {
        colnames: ['ds', 'name', 'big', 'n'],
        coltypes: [2, 1, 3, 0],
        data: [
          { ds: Date.UTC(2020, 0, 1), name: 'Smith, "Jo"', big: true, n: 1.5 },
          { ds: Date.UTC(2020, 0, 1, 12), name: null, big: false, n: null },
        ],
      },
      { name: 'Name', n: 'Births' },
    );
    expect(csv).toBe('\uFEFFds,Name,big,Births\n2020-01-01 00:00:00,"Smith, ""Jo""",True,1.5\n2020-01-01 12:00:00,,False,\n');
  });
});

describe('downloads', () => {
  const result = { colnames: ['g'], coltypes: [1], data: [{ g: 'boy' }] };
  const now = new Date(Date.UTC(2025, 7, 21, 9, 5, 7));

  it("names files by the moment, as Superset's download headers do", () => {
    expect(downloadName(now, 'csv')).toBe('20250821_090507.csv');
  });

  it('answers one query as the file, several as a zip of query_N files', async () => {
    expect(await exportFile([result], 'csv', {}, now)).toMatchObject({ filename: '20250821_090507.csv', contentType: 'text/csv; charset=utf-8' });
    const xlsx = await exportFile([result], 'xlsx', {}, now);
    expect(Buffer.from(xlsx.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    const archive = await exportFile([result, result], 'csv', {}, now);
    expect([archive.filename, archive.contentType]).toEqual(['20250821_090507.zip', 'application/zip']);
  });
});

describe('zip', () => {
  const entries = [
    { name: 'query_1.csv', data: Buffer.from('a,b\n1,2\n') },
    { name: 'ünïcode.csv', data: Buffer.from('x\n'.repeat(1000)) },
  ];

  it('stores deflated entries whose data and CRC read back', () => {
    const archive = zip(entries, new Date(Date.UTC(2025, 0, 1)));
    let offset = 0;
    for (const entry of entries) {
      expect(archive.readUInt32LE(offset)).toBe(0x04034b50);
      const nameLength = archive.readUInt16LE(offset + 26);
      const size = archive.readUInt32LE(offset + 18);
      expect(archive.subarray(offset + 30, offset + 30 + nameLength).toString('utf8')).toBe(entry.name);
      const data = inflateRawSync(archive.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size));
      expect(data.equals(entry.data)).toBe(true);
      expect(archive.readUInt32LE(offset + 14)).toBe(crc32(entry.data));
      offset += 30 + nameLength + size;
    }
    expect(archive.readUInt32LE(archive.length - 22)).toBe(0x06054b50);
    expect(archive.readUInt16LE(archive.length - 12)).toBe(2);
  });

  const hasUnzip = (() => {
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  (hasUnzip ? it : it.skip)('passes unzip -t (skipped where unzip is not installed)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-zip-'));
    try {
      writeFileSync(path.join(dir, 'a.zip'), zip(entries));
      expect(execFileSync('unzip', ['-t', path.join(dir, 'a.zip')]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cache timeout', () => {
  it.each<[string, Parameters<typeof resolveCacheTimeout>[0], number]>([
    ['the request before all', { custom: 10, chart: 20, dataset: 30, database: 40 }, 10],
    ["the chart's", { chart: 20, dataset: 30, database: 40 }, 20],
    ["the dataset's", { chart: null, dataset: 30, database: 40 }, 30],
    ["the database's", { database: 40 }, 40],
    ['a day by default', {}, 86_400],
    ['-1 (no caching) when a level says so', { chart: -1, dataset: 30 }, -1],
  ])('is %s', (_name, timeouts, expected) => {
    expect(resolveCacheTimeout(timeouts)).toBe(expected);
  });

  it.each<[unknown, number | null]>([
    [{ slice_id: 12 }, 12],
    [{ slice_id: '12' }, 12],
    [{ slice_id: 0 }, null],
    [{ viz_type: 'table' }, null],
    [null, null],
  ])('reads the chart id of form data %p', (formData, expected) => {
    expect(sliceIdOf(formData)).toBe(expected);
  });
});
