import type { AdhocFilter, SimpleAdhocFilter } from '../../../viz/shared/form-data';
import {
  defaultMetricLabel,
  filterLabel,
  filterOperatorOf,
  isFilterComplete,
  newSimpleFilter,
  newSimpleMetric,
  newSqlColumn,
  newSqlMetric,
  operatorsForColumn,
  relabelMetric,
  withOperator,
  type FilterOperatorId,
} from './adhoc';

const simple = (operatorId: FilterOperatorId, comparator?: unknown, subject = 'state'): SimpleAdhocFilter => {
  const filter = withOperator({ expressionType: 'SIMPLE', clause: 'WHERE', subject, operator: '==' }, operatorId);
  return comparator === undefined ? filter : { ...filter, comparator };
};

describe('filter labels', () => {
  it.each<[string, AdhocFilter, string]>([
    ['equals', simple('EQUALS', 'CA'), "state = 'CA'"],
    ['a number', simple('GREATER_THAN', 10, 'num'), 'num > 10'],
    ['IN', simple('IN', ['CA', 'NY']), "state IN ('CA', 'NY')"],
    ['NOT IN', simple('NOT_IN', ['CA']), "state NOT IN ('CA')"],
    ['IS NULL', simple('IS_NULL'), 'state IS NULL'],
    ['IS NOT NULL', simple('IS_NOT_NULL'), 'state IS NOT NULL'],
    ['IS TRUE', simple('IS_TRUE', undefined, 'active'), 'active IS TRUE'],
    ['a time range', simple('TEMPORAL_RANGE', 'Last week', 'ds'), 'ds (Last week)'],
    ['custom SQL', { expressionType: 'SQL', clause: 'WHERE', sqlExpression: " name LIKE 'A%' " }, "name LIKE 'A%'"],
    [
      'a long list, truncated',
      simple('IN', ['California', 'Nevada', 'Oregon', 'Washington']),
      "state IN ('California', 'Nevada', 'Orego...",
    ],
    ['an adhoc subject', { expressionType: 'SIMPLE', clause: 'WHERE', subject: { expressionType: 'SQL', sqlExpression: 'UPPER(x)', label: 'ux' }, operator: '==', comparator: 'A' }, "ux = 'A'"],
  ])('labels %s', (_name, filter, label) => {
    expect(filterLabel(filter)).toBe(label);
  });
});

describe('filter operators', () => {
  it('reads older filters without an operatorId', () => {
    expect(filterOperatorOf({ operator: 'in' }).id).toBe('IN');
    expect(filterOperatorOf({ operator: '==', comparator: true }).id).toBe('IS_TRUE');
    expect(filterOperatorOf({ operator: '<>' }).id).toBe('NOT_EQUALS');
  });

  it('reshapes the value to the operator', () => {
    const equals = newSimpleFilter('state');
    const asIn = withOperator({ ...equals, comparator: 'CA' }, 'IN');
    expect(asIn.comparator).toEqual(['CA']);
    expect(withOperator(asIn, 'EQUALS').comparator).toBe('CA');
    expect('comparator' in withOperator(asIn, 'IS_NULL')).toBe(false);
    expect(withOperator(asIn, 'IS_FALSE')).toMatchObject({ operator: '==', comparator: false });
    expect(withOperator(asIn, 'TEMPORAL_RANGE').comparator).toBe('No filter');
  });

  it('offers TEMPORAL_RANGE for temporal columns and IS TRUE for booleans only', () => {
    const ids = (column: Parameters<typeof operatorsForColumn>[0]) => operatorsForColumn(column).map((def) => def.id);
    expect(ids({ isDttm: true, typeGeneric: 2 })).toContain('TEMPORAL_RANGE');
    expect(ids({ isDttm: false, typeGeneric: 1 })).not.toContain('TEMPORAL_RANGE');
    expect(ids({ typeGeneric: 3 })).toContain('IS_TRUE');
    expect(ids({ typeGeneric: 0 })).not.toContain('IS_TRUE');
  });

  it.each<[string, AdhocFilter, boolean]>([
    ['IN without values', simple('IN', []), false],
    ['IN with values', simple('IN', ['a']), true],
    ['equals without a value', simple('EQUALS', ''), false],
    ['IS NULL without a value', simple('IS_NULL'), true],
    ['no column', simple('EQUALS', 'a', ''), false],
    ['empty SQL', { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' }, false],
  ])('completeness: %s', (_name, filter, complete) => {
    expect(isFilterComplete(filter)).toBe(complete);
  });
});

describe('adhoc metrics and columns', () => {
  it('labels a simple metric AGGREGATE(column)', () => {
    expect(newSimpleMetric('num', 'SUM')).toMatchObject({ label: 'SUM(num)', hasCustomLabel: false, column: { column_name: 'num' } });
    expect(defaultMetricLabel({ expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name' } })).toBe('COUNT_DISTINCT(name)');
  });

  it('labels custom SQL by its text, truncated', () => {
    expect(newSqlMetric('SUM(a) / SUM(b)').label).toBe('SUM(a) / SUM(b)');
    expect(defaultMetricLabel({ expressionType: 'SQL', sqlExpression: 'x'.repeat(60) })).toBe(`${'x'.repeat(40)}...`);
  });

  it('keeps a custom label, reverts an empty one', () => {
    const metric = newSimpleMetric('num', 'AVG');
    expect(relabelMetric(metric, ' Average ')).toMatchObject({ label: 'Average', hasCustomLabel: true });
    expect(relabelMetric(metric, '')).toMatchObject({ label: 'AVG(num)', hasCustomLabel: false });
  });

  it('makes adhoc SQL columns labelled by their SQL unless named', () => {
    expect(newSqlColumn(' UPPER(name) ')).toEqual({ expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: 'UPPER(name)' });
    expect(newSqlColumn('UPPER(name)', 'Name')).toMatchObject({ label: 'Name' });
  });
});
