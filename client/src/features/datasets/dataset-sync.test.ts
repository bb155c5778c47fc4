import type { DatasetEditFragment } from '../../gql/graphql';
import { draftFromDataset, emptyCalculatedColumn, type DatasetDraft } from './dataset-form';
import { syncToastText, withSyncedColumns } from './dataset-sync';

type Column = DatasetEditFragment['columns'][number];

const column = (id: number, columnName: string, type: string, over: Partial<Column> = {}): Column => ({
  id,
  columnName,
  verboseName: null,
  type,
  isDttm: false,
  filterable: true,
  groupby: true,
  description: null,
  expression: null,
  pythonDateFormat: null,
  isActive: true,
  advancedDataType: null,
  extra: null,
  ...over,
});

const before: DatasetEditFragment = {
  id: 7,
  tableName: 'events',
  kind: 'PHYSICAL',
  sql: null,
  catalog: null,
  schema: 'main',
  description: null,
  mainDttmCol: 'ts',
  defaultEndpoint: null,
  offset: 0,
  cacheTimeout: null,
  templateParams: null,
  fetchValuesPredicate: null,
  normalizeColumns: false,
  alwaysFilterMainDttm: false,
  filterSelectEnabled: true,
  extra: null,
  isManagedExternally: false,
  externalUrl: null,
  changedOn: '2026-01-01T00:00:00Z',
  database: { id: 1, databaseName: 'examples', backend: 'duckdb' },
  owners: [{ id: 1, firstName: 'Ada', lastName: 'Lovelace' }],
  columns: [
    column(1, 'name', 'VARCHAR'),
    column(2, 'score', 'INTEGER'),
    column(3, 'ts', 'TIMESTAMP', { isDttm: true }),
    column(4, 'double', 'DOUBLE', { expression: 'score * 2' }),
  ],
  metrics: [],
  abilities: { canEdit: true, editBlockedReason: null },
};

// The source lost `ts`, `score` became DOUBLE and `city` appeared; the server moved the main datetime column.
const refreshed: DatasetEditFragment = {
  ...before,
  mainDttmCol: 'day',
  changedOn: '2026-01-02T00:00:00Z',
  columns: [column(1, 'name', 'VARCHAR'), column(2, 'score', 'DOUBLE'), column(4, 'double', 'DOUBLE', { expression: 'score * 2' }), column(9, 'day', 'DATE', { isDttm: true })],
};
const sync = { added: ['day'], modified: ['score'], removed: ['ts'] };

const edited = (over: Partial<DatasetDraft> = {}): DatasetDraft => ({ ...draftFromDataset(before), ...over });

describe('withSyncedColumns', () => {
  it('adds new source columns, drops vanished ones and takes the new type of modified ones', () => {
    const after = withSyncedColumns(edited(), before, refreshed, sync);
    expect(after.columns.map((c) => [c.id, c.columnName, c.type, c.isDttm])).toEqual([
      [1, 'name', 'VARCHAR', false],
      [2, 'score', 'DOUBLE', false],
      [9, 'day', 'DATE', true],
      [4, 'double', 'DOUBLE', false],
    ]);
  });

  it('keeps what the person typed in surviving columns, calculated columns and the other tabs', () => {
    const draft = edited();
    draft.tableName = 'events (renamed)';
    draft.description = 'unsaved description';
    draft.columns = draft.columns.map((c) => (c.columnName === 'name' ? { ...c, verboseName: 'Name', groupby: false } : c.columnName === 'score' ? { ...c, verboseName: 'Score' } : c));
    const unsaved = { ...emptyCalculatedColumn(), columnName: 'triple', expression: 'score * 3' };
    draft.columns.push(unsaved);
    draft.columns = draft.columns.filter((c) => c.columnName !== 'double');

    const after = withSyncedColumns(draft, before, refreshed, sync);
    expect(after.tableName).toBe('events (renamed)');
    expect(after.description).toBe('unsaved description');
    expect(after.columns.find((c) => c.id === 1)).toMatchObject({ verboseName: 'Name', groupby: false });
    expect(after.columns.find((c) => c.id === 2)).toMatchObject({ verboseName: 'Score', type: 'DOUBLE' });
    // The calculated column deleted in the form stays deleted; the unsaved one stays.
    expect(after.columns.map((c) => c.columnName)).toEqual(['name', 'score', 'day', 'triple']);
    expect(after.columns.at(-1)).toBe(unsaved);
  });

  it('keeps an unsaved is-temporal choice of a column whose type did not change', () => {
    const draft = edited();
    draft.columns = draft.columns.map((c) => (c.id === 1 ? { ...c, isDttm: true } : c));
    expect(withSyncedColumns(draft, before, refreshed, sync).columns.find((c) => c.id === 1)?.isDttm).toBe(true);
  });

  it.each([
    ['untouched: follows the server', 'ts', 'day'],
    ['edited to a surviving column: kept', 'name', 'name'],
    ['cleared by the person: kept clear', '', ''],
    ['edited to a column that vanished: follows the server', 'gone', 'day'],
  ])('main datetime column %s', (_title, mine, expected) => {
    expect(withSyncedColumns(edited({ mainDttmCol: mine }), before, refreshed, sync).mainDttmCol).toBe(expected);
  });
});

describe('syncToastText', () => {
  it.each([
    [{ added: ['a'], modified: ['b', 'c'], removed: ['d'] }, 'Columns synced from source: 1 column added, 1 column removed, 2 columns modified'],
    [{ added: ['a', 'b'], modified: [], removed: [] }, 'Columns synced from source: 2 columns added'],
    [{ added: [], modified: [], removed: [] }, 'Columns synced from source: no changes'],
    [null, 'Columns synced from source'],
  ])('%j -> %s', (result, text) => {
    expect(syncToastText(result)).toBe(text);
  });
});
