import { nextIsDttm, planColumnSync, type ExistingColumn, type SourceColumn } from './dataset-column-sync';

const temporal = (type: string) => /^(date|timestamp)/i.test(type);
const col = (id: number, columnName: string, type: string | null, isDttm = false, expression: string | null = null): ExistingColumn => ({ id, columnName, type, isDttm, expression });
const src = (name: string, nativeType: string): SourceColumn => ({ name, nativeType, isDttm: temporal(nativeType) });

describe('planColumnSync', () => {
  it('adds new source columns, retypes changed ones and removes vanished physical ones', () => {
    const plan = planColumnSync([col(1, 'a', 'INTEGER'), col(2, 'b', 'VARCHAR'), col(3, 'gone', 'INTEGER')], [src('a', 'BIGINT'), src('b', 'VARCHAR'), src('c', 'DATE')], null, temporal);
    expect(plan).toMatchObject({
      insert: [{ columnName: 'c', type: 'DATE', isDttm: true }],
      update: [{ id: 1, type: 'BIGINT', isDttm: false }],
      remove: [3],
      added: ['c'],
      modified: ['a'],
      removed: ['gone'],
      mainDttmCol: 'c',
    });
  });

  it('never touches a calculated column, even one named like a source column', () => {
    const plan = planColumnSync([col(1, 'calc', 'INTEGER', false, 'a * 2'), col(2, 'a', 'VARCHAR', false, 'UPPER(x)')], [src('a', 'INTEGER')], null, temporal);
    expect(plan).toMatchObject({ insert: [], update: [], remove: [], added: [], modified: [], removed: [] });
  });

  it('leaves an unchanged type alone, including the person’s datetime flag', () => {
    expect(planColumnSync([col(1, 'd', 'DATE', false)], [src('d', 'DATE')], null, temporal).update).toEqual([]);
  });

  it.each([
    ['keeps a main datetime column that still exists', [col(1, 'x', 'DATE', true), col(2, 'y', 'DATE', true)], [src('x', 'DATE'), src('y', 'DATE')], 'y', 'y'],
    ['replaces a main datetime column that vanished by the first temporal one', [col(1, 'x', 'DATE', true)], [src('n', 'INTEGER'), src('t', 'TIMESTAMP')], 'x', 't'],
    ['leaves none when the source has no temporal column', [], [src('n', 'INTEGER')], null, null],
  ])('%s', (_title, existing, source, current, expected) => {
    expect(planColumnSync(existing, source, current, temporal).mainDttmCol).toBe(expected);
  });
});

describe('nextIsDttm', () => {
  it.each([
    ['a temporal type is a datetime column', col(1, 'c', 'VARCHAR', false), src('c', 'TIMESTAMP'), true],
    ['a column that stops being temporal stops being one', col(1, 'c', 'DATE', true), src('c', 'VARCHAR'), false],
    ['a string column the person flagged stays flagged', col(1, 'c', 'VARCHAR', true), src('c', 'TEXT'), true],
    ['a plain number stays plain', col(1, 'c', 'INTEGER', false), src('c', 'BIGINT'), false],
  ])('%s', (_title, existing, source, expected) => {
    expect(nextIsDttm(existing, source, temporal)).toBe(expected);
  });
});
