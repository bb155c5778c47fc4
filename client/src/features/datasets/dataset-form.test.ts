import type { DatasetEditFragment } from '../../gql/graphql';
import { draftFromDataset, emptyCalculatedColumn, emptyMetric, firstSaveErrorText, sqlChanged, toUpdateInput, validateDraft, type DatasetDraft } from './dataset-form';

const stored: DatasetEditFragment = {
  id: 7,
  tableName: 'scores',
  kind: 'VIRTUAL',
  sql: 'SELECT name, score FROM people',
  catalog: null,
  schema: 'main',
  description: null,
  mainDttmCol: null,
  defaultEndpoint: null,
  offset: 0,
  cacheTimeout: null,
  templateParams: null,
  fetchValuesPredicate: null,
  normalizeColumns: false,
  alwaysFilterMainDttm: false,
  filterSelectEnabled: true,
  extra: { certification: { certified_by: 'Data team', details: null } },
  isManagedExternally: false,
  externalUrl: null,
  changedOn: '2025-08-18T12:00:00Z',
  database: { id: 1, databaseName: 'examples', backend: 'duckdb' },
  owners: [{ id: 1, firstName: 'Ada', lastName: 'Lovelace' }],
  columns: [
    { id: 21, columnName: 'name', verboseName: null, type: 'VARCHAR', isDttm: false, filterable: true, groupby: true, description: null, expression: null, pythonDateFormat: null, isActive: true, advancedDataType: null, extra: null },
    { id: 22, columnName: 'double', verboseName: 'Double', type: 'DOUBLE', isDttm: false, filterable: true, groupby: false, description: null, expression: 'score * 2', pythonDateFormat: null, isActive: true, advancedDataType: null, extra: { x: 1 } },
  ],
  metrics: [
    {
      id: 31,
      metricName: 'avg_score',
      verboseName: 'Average',
      expression: 'AVG(score)',
      d3format: ',.2f',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
      extra: { certification: { certified_by: 'Ops', details: 'Audited' }, warning_markdown: 'Beware', other: true },
      warningText: null,
      description: null,
      metricType: null,
    },
  ],
  abilities: { canEdit: true, editBlockedReason: null },
};

const draft = (over: Partial<DatasetDraft> = {}): DatasetDraft => ({ ...draftFromDataset(stored), ...over });

describe('draftFromDataset', () => {
  it('splits a metric’s extra into certification and warning, keeping the other keys', () => {
    expect(draft().metrics[0]).toMatchObject({
      certifiedBy: 'Ops',
      certificationDetails: 'Audited',
      warningMarkdown: 'Beware',
      currencySymbol: 'EUR',
      currencyPosition: 'suffix',
      otherExtra: { other: true },
    });
  });

  it('shows the dataset’s extra as JSON text and an empty cache timeout as blank', () => {
    expect(JSON.parse(draft().extraText)).toEqual(stored.extra);
    expect(draft().cacheTimeout).toBe('');
  });
});

describe('toUpdateInput', () => {
  it('round-trips an untouched dataset, with the metric extra rebuilt', () => {
    const input = toUpdateInput(draft());
    expect(input).toMatchObject({ tableName: 'scores', sql: 'SELECT name, score FROM people', cacheTimeout: null, offset: 0, owners: [1] });
    expect(input.metrics).toEqual([
      {
        id: 31,
        metricName: 'avg_score',
        verboseName: 'Average',
        expression: 'AVG(score)',
        d3format: ',.2f',
        currency: { symbol: 'EUR', symbolPosition: 'suffix' },
        extra: { other: true, certification: { certified_by: 'Ops', details: 'Audited' }, warning_markdown: 'Beware' },
        description: null,
        metricType: null,
        warningText: null,
      },
    ]);
    expect(input.columns?.[1]).toMatchObject({ id: 22, expression: 'score * 2', extra: { x: 1 } });
  });

  it('sends a new metric without an id and drops an empty currency and certification', () => {
    const m = { ...emptyMetric(), metricName: 'total', expression: 'SUM(score)' };
    const input = toUpdateInput(draft({ metrics: [m] }));
    expect(input.metrics).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
    expect(input.metrics?.[0]).toMatchObject({ metricName: 'total', currency: null, extra: null });
  });

  it('sends null SQL for a physical dataset and numbers for offset and cache timeout', () => {
    expect(toUpdateInput(draft({ kind: 'PHYSICAL', offset: '-3', cacheTimeout: '600' }))).toMatchObject({ sql: null, offset: -3, cacheTimeout: 600 });
  });
});

describe('validateDraft', () => {
  it('accepts the stored dataset', () => {
    expect(validateDraft(draft())).toEqual([]);
  });

  it.each([
    ['an empty name', { tableName: ' ' }, 'Dataset name is required'],
    ['a virtual dataset without SQL', { sql: '' }, 'A virtual dataset needs a SQL query'],
    ['a metric without an expression', { metrics: [{ ...emptyMetric(), metricName: 'm' }] }, 'Metric [m] requires an expression'],
    ['two metrics of one name', { metrics: [{ ...emptyMetric(), metricName: 'm', expression: '1' }, { ...emptyMetric(), metricName: 'm', expression: '2' }] }, 'Metric name [m] is duplicated'],
    ['a calculated column without an expression', { columns: [{ ...emptyCalculatedColumn(), columnName: 'c' }] }, 'Calculated column [c] requires an expression'],
    ['a column named like another', { columns: [...draft().columns, { ...emptyCalculatedColumn(), columnName: 'name', expression: 'x' }] }, 'Column name [name] is duplicated'],
    ['a fractional offset', { offset: '1.5' }, 'Offset must be an integer'],
    ['a cache timeout that is not a number', { cacheTimeout: 'soon' }, 'Cache timeout must be a whole number of seconds'],
    ['extra that is not a JSON object', { extraText: '[1]' }, 'Extra must be a JSON object'],
    ['template parameters that do not parse', { templateParams: '{nope' }, 'Template parameters must be a JSON object'],
  ])('refuses %s', (_title, over, message) => {
    expect(validateDraft(draft(over as Partial<DatasetDraft>))).toContain(message);
  });
});

describe('sqlChanged', () => {
  it('is true only when the query (or the kind) changed', () => {
    expect(sqlChanged(draft(), stored)).toBe(false);
    expect(sqlChanged(draft({ sql: 'SELECT name, score FROM people  ' }), stored)).toBe(false);
    expect(sqlChanged(draft({ sql: 'SELECT name FROM people' }), stored)).toBe(true);
    expect(sqlChanged(draft({ kind: 'PHYSICAL' }), stored)).toBe(true);
  });
});

describe('firstSaveErrorText', () => {
  it('shows the first field error, else the message, else the fallback', () => {
    expect(firstSaveErrorText([{ message: 'Could not process entity', extensions: { extra: { fields: { table: ['Dataset x already exists'] } } } }], 'Network error')).toBe(
      'table: Dataset x already exists',
    );
    expect(firstSaveErrorText([{ message: "This dataset is managed externally, and can't be edited in Tessera", extensions: { extra: {} } }], 'x')).toBe(
      "This dataset is managed externally, and can't be edited in Tessera",
    );
    expect(firstSaveErrorText([], 'Network error')).toBe('Network error');
  });
});
