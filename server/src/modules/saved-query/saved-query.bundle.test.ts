import JSZip from 'jszip';
import { parse } from 'yaml';
import { exportStamp, secureFilename } from '../../platform/export-bundle';
import { buildSavedQueryBundle, BundleFormatError, readSavedQueryBundle, type ExportedQuery } from './saved-query.bundle';

const NOW = new Date('2025-08-21T10:15:00.123Z');
const DB_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const query = (over: Partial<ExportedQuery> = {}): ExportedQuery => ({
  catalog: null, schema: 'main', label: 'Top customers', description: null, sql: 'SELECT *\nFROM customers', uuid: '2a1e0e4c-7e55-4d27-93b5-1c06d3e4a4c1',
  databaseUuid: DB_UUID, databaseName: 'examples', ...over,
});

describe('secureFilename', () => {
  it.each([
    ['Top customers', 'Top_customers'],
    ['../../etc/passwd', 'etc_passwd'],
    ['Ünïcode ñame', 'Unicode_name'],
    ['  ', ''],
    ['a/b c', 'a_b_c'],
  ])('%p -> %p', (input, expected) => expect(secureFilename(input)).toBe(expected));
});

describe('saved query bundles', () => {
  it('lays files out under one root folder as Superset exports them', async () => {
    const { filename, body } = buildSavedQueryBundle([query(), query({ uuid: '3a1e0e4c-7e55-4d27-93b5-1c06d3e4a4c1', schema: null, label: null })], [], NOW);
    expect(filename).toBe(`saved_query_export_${exportStamp(NOW)}.zip`);
    expect(exportStamp(NOW)).toBe('20250821T101500');
    const archive = await JSZip.loadAsync(body);
    expect(Object.keys(archive.files).sort()).toEqual([
      'saved_query_export_20250821T101500/metadata.yaml',
      'saved_query_export_20250821T101500/queries/examples/3a1e0e4c-7e55-4d27-93b5-1c06d3e4a4c1.yaml',
      'saved_query_export_20250821T101500/queries/examples/main/Top_customers.yaml',
    ]);
    const text = await archive.file('saved_query_export_20250821T101500/queries/examples/main/Top_customers.yaml')!.async('string');
    expect(Object.keys(parse(text))).toEqual(['catalog', 'schema', 'label', 'description', 'sql', 'uuid', 'version', 'database_uuid']);
    expect(parse(text).sql).toBe('SELECT *\nFROM customers');
    expect(parse(await archive.file('saved_query_export_20250821T101500/metadata.yaml')!.async('string'))).toMatchObject({ version: '1.0.0', type: 'SavedQuery' });
  });

  it('reads back what it writes', async () => {
    const { body } = buildSavedQueryBundle([query()], [], NOW);
    const read = await readSavedQueryBundle(body);
    expect(read.errors).toEqual({});
    expect(read.queries).toEqual([
      { file: 'queries/examples/main/Top_customers.yaml', catalog: null, schema: 'main', label: 'Top customers', description: null, sql: 'SELECT *\nFROM customers', uuid: query().uuid, databaseUuid: DB_UUID },
    ]);
  });

  async function bundle(files: Record<string, string>): Promise<Buffer> {
    const archive = new JSZip();
    for (const [name, text] of Object.entries(files)) archive.file(`root/${name}`, text);
    return archive.generateAsync({ type: 'nodebuffer' });
  }

  it('reports per-file problems with Superset’s messages', async () => {
    const read = await readSavedQueryBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: Slice\n',
        'queries/a.yaml': 'label: x\nversion: 1.0.0\n',
        'queries/b.yaml': ': : :\n  - [',
      }),
    );
    expect(read.errors).toEqual({
      'metadata.yaml': { type: ['Must be equal to SavedQuery.'] },
      'queries/a.yaml': { sql: ['Missing data for required field.'], uuid: ['Missing data for required field.'], database_uuid: ['Missing data for required field.'] },
      'queries/b.yaml': 'Not a valid YAML file',
    });
  });

  it.each([
    ['a file that is not a ZIP', Buffer.from('hello'), 'Not a ZIP file'],
  ])('refuses %s', async (_label, data, message) => {
    await expect(readSavedQueryBundle(data)).rejects.toThrow(new BundleFormatError(message));
  });

  it('refuses a bundle without metadata or without YAML files', async () => {
    await expect(readSavedQueryBundle(await bundle({ 'queries/a.yaml': 'sql: x' }))).rejects.toThrow('Could not find a valid command to import file');
    await expect(readSavedQueryBundle(await bundle({ 'readme.txt': 'x' }))).rejects.toThrow('No valid import files were found');
  });
});
