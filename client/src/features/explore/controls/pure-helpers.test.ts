import { rowLimitControl, xAxisControl } from '../../../viz/shared/controls';
import type { ControlPanelConfig } from '../../../viz/shared/control-panel';
import { controlRowsOf } from './control-rows';
import { annotationSources, isLayerComplete, isRuleComplete, isValidFormula, newFormulaLayer, ruleLabel, tableChartColumns, withAnnotationType, withSourceChart, withSourceType } from './conditional-formatting';
import { applyDatasourceDefaults, metricFromDrop, resolveChoices, sortByOptions } from './datasource-options';
import { acceptsDrag, COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE, readDragItem, setDragItem } from './drag-data';
import { filterValuesInput, filterValuesOf } from './filter-values';
import { colorError, parseRgba, parseTextValue, rgbaToString } from './text-values';
import type { ControlDatasource } from './types';

const datasource: ControlDatasource = {
  id: 3,
  type: 'table',
  mainDttmCol: null,
  columns: [
    { columnName: 'name', typeGeneric: 1 },
    { columnName: 'ds', typeGeneric: 2, isDttm: true, verboseName: 'Date' },
    { columnName: 'num', typeGeneric: 0 },
    { columnName: 'hidden', typeGeneric: 1, groupby: false },
  ],
  metrics: [{ metricName: 'count' }, { metricName: 'sum__num', verboseName: 'Total' }],
  timeGrainSqla: [['P1D', 'Day'], ['P1M', 'Month']],
};

describe('drag data', () => {
  function transfer() {
    const store = new Map<string, string>();
    return {
      store,
      effectAllowed: 'none' as DataTransfer['effectAllowed'],
      setData: (type: string, value: string) => void store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
    };
  }

  it('round-trips a column and a metric', () => {
    const column = transfer();
    setDragItem(column, { kind: 'column', name: 'ds' });
    expect(column.store.get(COLUMN_DRAG_TYPE)).toBe('{"name":"ds"}');
    expect(readDragItem(column, ['column'])).toEqual({ kind: 'column', name: 'ds' });
    expect(readDragItem(column, ['metric'])).toBeNull();
    const metric = transfer();
    setDragItem(metric, { kind: 'metric', name: 'count' });
    expect(readDragItem(metric, ['metric', 'column'])).toEqual({ kind: 'metric', name: 'count' });
  });

  it('rejects malformed data and unaccepted types', () => {
    const bad = transfer();
    bad.setData(COLUMN_DRAG_TYPE, 'not json');
    expect(readDragItem(bad, ['column'])).toBeNull();
    expect(acceptsDrag([METRIC_DRAG_TYPE], ['column'])).toBe(false);
    expect(acceptsDrag([METRIC_DRAG_TYPE, 'text/plain'], ['metric'])).toBe(true);
  });
});

describe('datasource options', () => {
  it('lists groupable columns, temporal columns, saved metrics and engine grains', () => {
    expect(resolveChoices({ ...xAxisControl }, datasource)?.map(([value]) => value)).toEqual(['name', 'ds', 'num']);
    expect(resolveChoices({ ...xAxisControl, choicesFrom: 'temporalColumns' }, datasource)).toEqual([['ds', 'Date']]);
    expect(resolveChoices({ name: 'm', type: 'SelectControl', label: 'M', choicesFrom: 'savedMetrics' }, datasource)).toEqual([
      ['count', 'count'],
      ['sum__num', 'Total'],
    ]);
    expect(resolveChoices({ name: 't', type: 'TimeGrainControl', label: 'T', choicesFrom: 'timeGrains', choices: [['P1Y', 'Year']] }, datasource)).toEqual([
      ['P1D', 'Day'],
      ['P1M', 'Month'],
    ]);
    expect(resolveChoices({ name: 't', type: 'TimeGrainControl', label: 'T', choicesFrom: 'timeGrains', choices: [['P1Y', 'Year']] }, null)).toEqual([['P1Y', 'Year']]);
  });

  it('offers each column ascending and descending for a raw table ordering, valued as Superset stores them', () => {
    const choices = resolveChoices({ name: 'order_by_cols', type: 'SelectControl', label: 'Ordering', choicesFrom: 'orderByColumns' }, datasource);
    expect(choices?.slice(0, 2)).toEqual([
      ['["name", true]', 'name [asc]'],
      ['["name", false]', 'name [desc]'],
    ]);
    expect(choices).toHaveLength(6);
  });

  it('offers the chart metrics first for sort-by', () => {
    expect(sortByOptions({ viz_type: 'x', datasource: '3__table', metrics: ['sum__num', 'other'] }, datasource)).toEqual(['sum__num', 'other', 'count']);
  });

  it('fills the x-axis from the first temporal column, keeping set values', () => {
    const panel: ControlPanelConfig = { sections: [{ label: 'Query', expanded: true, controls: [xAxisControl, rowLimitControl] }] };
    const base = { viz_type: 'line', datasource: '3__table' };
    expect(applyDatasourceDefaults(panel, base, datasource).x_axis).toBe('ds');
    expect(applyDatasourceDefaults(panel, base, { ...datasource, mainDttmCol: 'other_ds' }).x_axis).toBe('other_ds');
    expect(applyDatasourceDefaults(panel, { ...base, x_axis: 'name' }, datasource).x_axis).toBe('name');
    expect(applyDatasourceDefaults(panel, base, null).x_axis).toBeUndefined();
  });
});

describe('metric drops', () => {
  it('adds a saved metric by name, a column as SUM of numbers or COUNT of others', () => {
    expect(metricFromDrop({ kind: 'metric', name: 'count' }, datasource)).toBe('count');
    expect(metricFromDrop({ kind: 'column', name: 'num' }, datasource)).toMatchObject({ aggregate: 'SUM', label: 'SUM(num)' });
    expect(metricFromDrop({ kind: 'column', name: 'name' }, datasource)).toMatchObject({ aggregate: 'COUNT', label: 'COUNT(name)' });
    expect(metricFromDrop({ kind: 'column', name: 'missing' }, datasource)).toBeNull();
  });
});

describe('filter values query', () => {
  it('groups the column by frequency, capped', () => {
    const input = filterValuesInput(datasource, 'name');
    expect(input.datasource).toEqual({ id: 3, type: 'table' });
    expect(input.queries[0]).toMatchObject({ columns: ['name'], rowLimit: 1000 });
    expect(input.queries[0].orderby?.[0]).toEqual([input.queries[0].metrics?.[0], false]);
  });

  it('reads values, leaving nulls out', () => {
    expect(filterValuesOf([{ name: 'a' }, { name: null }, { name: 3 }, {}], 'name')).toEqual(['a', 3]);
    expect(filterValuesOf(null, 'name')).toEqual([]);
  });
});

describe('text and colour inputs', () => {
  it.each([
    ['12', 'integer', 12],
    ['1.5', 'integer', '1.5'],
    ['1.5', 'number', 1.5],
    ['  ', 'integer', null],
    ['abc', 'number', 'abc'],
    ['abc', 'text', 'abc'],
  ] as const)('reads %j as %s', (text, inputType, expected) => {
    expect(parseTextValue(text, inputType)).toBe(expected);
  });

  it.each([
    ['#abc', null],
    ['#aabbcc', null],
    ['rgb(1, 2, 3)', null],
    ['rgba(1, 2, 3, 0.5)', null],
    ['rgba(1, 2, 3, 1.5)', 'Invalid color'],
    ['rgb(300, 2, 3)', 'Invalid color'],
    ['#abcd', 'Invalid color'],
    ['red', 'Invalid color'],
  ])('checks colour %s', (text, message) => {
    expect(colorError(text)).toBe(message);
  });

  it('converts stored colours', () => {
    expect(parseRgba('#ff0000')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(rgbaToString({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('rgba(1, 2, 3, 0.5)');
    expect(rgbaToString(null)).toBe('');
  });
});

describe('conditional formatting and annotation layers', () => {
  it.each([
    [{ column: 'sum', operator: '>', targetValue: 10, colorScheme: '#ACE1C4' }, true, 'sum > 10'],
    [{ column: 'sum', operator: '>', colorScheme: '#ACE1C4' }, false, 'sum > undefined'],
    [{ column: 'sum', operator: '< x <', targetValueLeft: 1, targetValueRight: 5, colorScheme: '#ACE1C4' }, true, '1 < sum < 5'],
    [{ column: 'sum', operator: '< x <', targetValueLeft: 5, targetValueRight: 1, colorScheme: '#ACE1C4' }, false, '5 < sum < 1'],
    [{ column: 'sum', operator: 'None', colorScheme: '#ACE1C4' }, true, 'sum'],
  ] as const)('rule %j', (rule, complete, label) => {
    expect(isRuleComplete(rule)).toBe(complete);
    expect(ruleLabel(rule)).toBe(label);
  });

  it.each([
    ['2*x + 100', true],
    ['100', true],
    ['', false],
    ['alert(1);', false],
  ])('formula %j valid: %s', (formula, valid) => {
    expect(isValidFormula(formula)).toBe(valid);
  });

  it('turns a formula layer into a native event or interval layer that needs a layer picked', () => {
    const formula = newFormulaLayer('Target', '2*x');
    expect(isLayerComplete(formula)).toBe(true);
    const event = withAnnotationType(formula, 'EVENT');
    expect(event).toMatchObject({ annotationType: 'EVENT', sourceType: 'NATIVE', value: '' });
    expect(isLayerComplete(event)).toBe(false);
    expect(isLayerComplete({ ...event, value: 4 })).toBe(true);
    expect(withAnnotationType({ ...event, value: 4 }, 'FORMULA')).toMatchObject({ annotationType: 'FORMULA', sourceType: '', value: '' });
  });

  it('draws a time series from a line chart, events and intervals from a native layer or a table chart', () => {
    expect(annotationSources('TIME_SERIES').map((s) => s.value)).toEqual(['line']);
    expect(annotationSources('INTERVAL').map((s) => s.value)).toEqual(['NATIVE', 'table']);
    expect(annotationSources('FORMULA')).toEqual([]);
    const series = withAnnotationType(newFormulaLayer('Last year', '2*x'), 'TIME_SERIES');
    expect(series).toMatchObject({ annotationType: 'TIME_SERIES', sourceType: 'line', value: '' });
    expect(isLayerComplete(series)).toBe(false);
    expect(isLayerComplete({ ...series, value: 12 })).toBe(true);
  });

  it('needs a table chart\'s time column (and an interval\'s end) and forgets them when the chart or source changes', () => {
    const table = withSourceType(withAnnotationType(newFormulaLayer('Releases', 'x'), 'INTERVAL'), 'table');
    expect(table).toMatchObject({ sourceType: 'table', value: '', overrides: {} });
    const picked = { ...withSourceChart(table, 3), overrides: { time_range: null } };
    expect(isLayerComplete(picked)).toBe(false);
    expect(isLayerComplete({ ...picked, timeColumn: 'ds' })).toBe(false);
    const complete = { ...picked, timeColumn: 'ds', intervalEndColumn: 'ds_end', titleColumn: 'name' };
    expect(isLayerComplete(complete)).toBe(true);
    expect(isLayerComplete({ ...complete, annotationType: 'EVENT', intervalEndColumn: undefined })).toBe(true);
    expect(withSourceChart(complete, 4)).not.toHaveProperty('timeColumn');
    expect(withSourceType(complete, 'NATIVE')).toMatchObject({ sourceType: 'NATIVE', value: '', overrides: {} });
    expect(withSourceType(complete, 'NATIVE')).not.toHaveProperty('titleColumn');
  });

  it("offers a table chart's group-by, raw columns and metrics as its columns", () => {
    expect(tableChartColumns({ groupby: ['name', { label: 'decade', sqlExpression: 'ds', expressionType: 'SQL' }], all_columns: ['name', 'ds'], metrics: ['sum__num'] })).toEqual(['name', 'decade', 'ds', 'sum__num']);
    expect(tableChartColumns(null)).toEqual([]);
  });
});

describe('control rows', () => {
  it('pairs half-width controls', () => {
    const half = (name: string) => ({ name, type: 'TextControl' as const, label: name, half: true });
    const full = (name: string) => ({ name, type: 'TextControl' as const, label: name });
    expect(controlRowsOf([half('a'), half('b'), half('c'), full('d'), half('e')]).map((row) => row.map((c) => c.name))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
      ['e'],
    ]);
  });
});
