import JSZip from 'jszip';
import { secureFilename } from '../../platform/export-bundle';
import { BundleResource } from './bundle-kind';
import { BundleReadError, parseBundleYaml, readBundle } from './bundle-reader';

describe('secureFilename', () => {
  it.each([
    ['Top customers', 'Top_customers'],
    ['../../etc/passwd', 'etc_passwd'],
    ['Ünïcode ñame', 'Unicode_name'],
    ['  ', ''],
    ['a/b c', 'a_b_c'],
  ])('%p -> %p', (input, expected) => expect(secureFilename(input)).toBe(expected));
});

async function bundle(files: Record<string, string>, root = 'root/'): Promise<Buffer> {
  const archive = new JSZip();
  for (const [name, text] of Object.entries(files)) archive.file(`${root}${name}`, text);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const DB_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const QUERY_UUID = '2a1e0e4c-7e55-4d27-93b5-1c06d3e4a4c1';

describe('readBundle', () => {
  it('strips the root folder and reads each folder’s configs, uuids made canonical', async () => {
    const read = readBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: SavedQuery\ntimestamp: x\n',
        'queries/examples/main/Top.yaml': `label: Top\nsql: |-\n  SELECT *\n  FROM customers\nschema: main\nuuid: ${QUERY_UUID.toUpperCase()}\nversion: 1.0.0\ndatabase_uuid: ${DB_UUID}\n`,
        'databases/examples.yaml': `database_name: examples\nsqlalchemy_uri: duckdb:///x.duckdb\nuuid: ${DB_UUID}\nversion: 1.0.0\n`,
        '.hidden.yaml': 'nope',
        'queries/_private.yaml': 'nope',
        'queries/readme.txt': 'nope',
      }),
      BundleResource.SAVED_QUERY,
    );
    expect(read.errors).toEqual({});
    expect(read.queries).toEqual([{ file: 'queries/examples/main/Top.yaml', label: 'Top', sql: 'SELECT *\nFROM customers', schema: 'main', uuid: QUERY_UUID, version: '1.0.0', database_uuid: DB_UUID }]);
    expect(read.databases.map((d) => [d.file, d.database_name])).toEqual([['databases/examples.yaml', 'examples']]);
  });

  it('reports per-file problems with Superset’s messages', async () => {
    const read = readBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: Slice\n',
        'queries/a.yaml': 'label: x\nversion: 1.0.0\n',
        'queries/b.yaml': ': : :\n  - [',
        'datasets/db/t.yaml': `table_name: t\nuuid: not-a-uuid\nversion: 1.0.0\ndatabase_uuid: ${DB_UUID}\ncolumns:\n- verbose_name: x\nmetrics: []\n`,
      }),
      BundleResource.SAVED_QUERY,
    );
    expect(read.errors).toEqual({
      'metadata.yaml': { type: ['Must be equal to SavedQuery.'] },
      'queries/a.yaml': { sql: ['Missing data for required field.'], uuid: ['Missing data for required field.'], database_uuid: ['Missing data for required field.'] },
      'queries/b.yaml': 'Not a valid YAML file',
      'datasets/db/t.yaml': { uuid: ['Not a valid UUID.'] },
    });
  });

  it('refuses a file holding a NUL character or nesting past 64 levels, as a per-file problem', async () => {
    const deep = `sql: SELECT 1\nextra: ${'['.repeat(70)}${']'.repeat(70)}\n`;
    const read = readBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: SavedQuery\n',
        'queries/nul.yaml': `label: "bad\\0name"\nsql: SELECT 1\nuuid: ${QUERY_UUID}\nversion: 1.0.0\ndatabase_uuid: ${DB_UUID}\n`,
        'queries/key.yaml': `"k\\0": 1\nsql: SELECT 1\n`,
        'queries/deep.yaml': deep,
      }),
      BundleResource.SAVED_QUERY,
    );
    expect(read.errors).toEqual({
      'queries/nul.yaml': 'Not a valid YAML file: it holds a NUL character',
      'queries/key.yaml': 'Not a valid YAML file: it holds a NUL character',
      'queries/deep.yaml': 'Not a valid YAML file: it nests deeper than 64 levels',
    });
    expect(read.queries).toEqual([]);
  });

  it("refuses a tag name the tag table cannot hold, in an object's tags and in tags.yaml", async () => {
    const long = 'x'.repeat(251);
    const read = readBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: SavedQuery\n',
        'queries/q.yaml': `label: q\nsql: SELECT 1\nuuid: ${QUERY_UUID}\nversion: 1.0.0\ndatabase_uuid: ${DB_UUID}\n`,
        'charts/c.yaml': `slice_name: c\nviz_type: table\nuuid: ${QUERY_UUID}\nversion: 1.0.0\ndataset_uuid: ${DB_UUID}\ntags: [${long}]\n`,
        'tags.yaml': `tags:\n- tag_name: ${long}\n`,
      }),
      BundleResource.SAVED_QUERY,
    );
    expect(read.errors).toMatchObject({ 'charts/c.yaml': { tags: ['Length must be between 1 and 250.'] }, 'tags.yaml': { tags: ['Not a valid list.'] } });
  });

  it('checks a dataset’s columns and metrics one by one', async () => {
    const read = readBundle(
      await bundle({
        'metadata.yaml': 'version: 1.0.0\ntype: SqlaTable\n',
        'datasets/db/t.yaml': `table_name: t\nuuid: ${QUERY_UUID}\nversion: 1.0.0\ndatabase_uuid: ${DB_UUID}\ncolumns:\n- column_name: a\n- verbose_name: x\nmetrics:\n- metric_name: m\n`,
      }),
      BundleResource.DATASET,
    );
    expect(read.errors).toEqual({
      'datasets/db/t.yaml': { columns: { 1: { column_name: ['Missing data for required field.'] } }, metrics: { 0: { expression: ['Missing data for required field.'] } } },
    });
  });

  it.each([
    ['a file that is not a ZIP', async () => Buffer.from('hello'), 'not-zip', 'Not a ZIP file'],
    ['a bundle without metadata', () => bundle({ 'queries/a.yaml': 'sql: x' }), 'no-command', 'Could not find a valid command to import file'],
    ['a bundle of another version', () => bundle({ 'metadata.yaml': 'version: 2.0.0' }), 'no-command', 'Could not find a valid command to import file'],
    ['files at the ZIP root', () => bundle({ 'metadata.yaml': 'version: 1.0.0' }, ''), 'empty', 'No valid import files were found'],
    ['a bundle without YAML files', () => bundle({ 'readme.txt': 'x' }), 'empty', 'No valid import files were found'],
  ])('refuses %s', async (_label, data, kind, message) => {
    const input = await data();
    expect(() => readBundle(input, BundleResource.SAVED_QUERY)).toThrow(message);
    try {
      readBundle(input, BundleResource.SAVED_QUERY);
    } catch (err) {
      expect(err).toBeInstanceOf(BundleReadError);
      expect((err as BundleReadError).kind).toBe(kind);
    }
  });
});

describe('parseBundleYaml', () => {
  it('reads plain data only: no custom types, no alias floods, no duplicate keys', () => {
    expect(parseBundleYaml('a: 1\nb: [x, y]\nc: null\n')).toEqual({ a: 1, b: ['x', 'y'], c: null });
    // An unknown tag stays plain text; nothing is constructed from it.
    expect(() => parseBundleYaml('a: !!js/function "function () { return 1 }"')).not.toThrow();
    expect(typeof (parseBundleYaml('a: !!js/function "f"') as { a: unknown }).a).not.toBe('function');
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n');
    expect(() => parseBundleYaml(laughs)).toThrow();
    expect(() => parseBundleYaml('a: 1\na: 2\n')).toThrow();
  });
});
