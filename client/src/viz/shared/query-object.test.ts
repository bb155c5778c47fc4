import type { QueryFormData } from './form-data';
import {
  buildBaseQuery,
  defaultOrderBy,
  formMetrics,
  getColumnLabel,
  getMetricLabel,
  normalizeOperator,
  processAdhocFilters,
} from './query-object';

const sumNum = { expressionType: 'SIMPLE' as const, aggregate: 'SUM', column: { column_name: 'num' } };
const base: QueryFormData = { viz_type: 'table', datasource: '1__table' };

describe('labels', () => {
  it.each([
    ['a saved metric', 'count', 'count'],
    ['a simple adhoc metric', sumNum, 'SUM(num)'],
    ['a simple adhoc metric with a custom label', { ...sumNum, label: 'Births', hasCustomLabel: true }, 'Births'],
    ['a SQL adhoc metric', { expressionType: 'SQL' as const, sqlExpression: 'COUNT(DISTINCT name)' }, 'COUNT(DISTINCT name)'],
    ['a SQL adhoc metric with a label', { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'rows' }, 'rows'],
  ])('labels %s', (_name, metric, label) => {
    expect(getMetricLabel(metric)).toBe(label);
  });

  it.each([
    ['a physical column', 'gender', 'gender'],
    ['an adhoc column with a label', { expressionType: 'SQL' as const, sqlExpression: 'upper(name)', label: 'NAME' }, 'NAME'],
    ['an adhoc column without a label', { expressionType: 'SQL' as const, sqlExpression: 'upper(name)' }, 'upper(name)'],
  ])('labels %s', (_name, column, label) => {
    expect(getColumnLabel(column)).toBe(label);
  });
});

describe('processAdhocFilters', () => {
  it.each([
    ['no filters', undefined, { filters: [] }],
    [
      'a SIMPLE WHERE IN filter',
      [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }],
      { filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }] },
    ],
    [
      'a legacy = operator, lower-cased',
      [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '=', comparator: 'boy' }],
      { filters: [{ col: 'gender', op: '==', val: 'boy' }] },
    ],
    [
      'a unary operator without value',
      [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'is not null', comparator: 'ignored' }],
      { filters: [{ col: 'name', op: 'IS NOT NULL' }] },
    ],
    [
      'a temporal range filter',
      [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' }],
      { filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }] },
    ],
    [
      'SQL filters joined into where and having',
      [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0 OR num < -5' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 10' },
      ],
      { filters: [], where: "(num > 0 OR num < -5) AND (state = 'CA')", having: '(SUM(num) > 10)' },
    ],
    [
      'SIMPLE HAVING filters and malformed entries ignored',
      [
        { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'x', operator: '>', comparator: 1 },
        null,
        { expressionType: 'SIMPLE', clause: 'WHERE' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '   ' },
      ],
      { filters: [] },
    ],
  ])('handles %s', (_name, adhocFilters, expected) => {
    expect(processAdhocFilters(adhocFilters)).toEqual(expected);
  });

  it.each([
    ['<>', '!='],
    [' like ', 'LIKE'],
    ['==', '=='],
  ])('normalizes operator %j to %j', (operator, expected) => {
    expect(normalizeOperator(operator)).toBe(expected);
  });
});

describe('buildBaseQuery', () => {
  it('carries metrics, time range, grain, granularity and numeric limits', () => {
    expect(
      buildBaseQuery({
        ...base,
        metrics: ['count'],
        time_range: 'Last week',
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1W',
        row_limit: '1000',
        row_offset: 20,
        order_desc: false,
      }),
    ).toEqual({
      metrics: ['count'],
      filters: [],
      extras: { timeGrainSqla: 'P1W' },
      orderDesc: false,
      timeRange: 'Last week',
      granularity: 'ds',
      rowLimit: 1000,
      rowOffset: 20,
    });
  });

  it('leaves out limits that are not integers', () => {
    const query = buildBaseQuery({ ...base, row_limit: 'lots', row_offset: 1.5 });
    expect(query).not.toHaveProperty('rowLimit');
    expect(query).not.toHaveProperty('rowOffset');
  });

  it('merges metric and metrics without duplicating a label', () => {
    expect(formMetrics({ ...base, metrics: ['count', sumNum], metric: 'count' })).toEqual(['count', sumNum]);
  });
});

describe('defaultOrderBy', () => {
  it.each([
    ['the first metric, descending', { ...base }, [['count', false]]],
    ['the first metric, ascending when order_desc is false', { ...base, order_desc: false }, [['count', true]]],
    ['the series limit metric first', { ...base, series_limit_metric: 'sum__num' }, [['sum__num', false]]],
    ['the legacy timeseries limit metric', { ...base, timeseries_limit_metric: 'sum__num' }, [['sum__num', false]]],
  ])('orders by %s', (_name, formData, expected) => {
    expect(defaultOrderBy(formData as QueryFormData, ['count'])).toEqual(expected);
  });

  it('has no ordering without metrics', () => {
    expect(defaultOrderBy(base, [])).toEqual([]);
  });
});
