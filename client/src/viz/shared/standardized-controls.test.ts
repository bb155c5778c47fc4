import { getViz, registeredVizs } from '../registry';
import { panelControls } from './control-panel';
import { readStandardizedControls, writeStandardizedControls } from './standardized-controls';
import type { QueryFormData } from './form-data';

const METRIC_TYPES = ['MetricsControl', 'MetricControl'];
const COLUMN_TYPES = ['GroupByControl', 'ColumnsControl'];

/** The switch's carry-over alone (no defaults): from one chart type's form data into another type's keys. */
function carry(from: QueryFormData, toVizType: string): QueryFormData {
  const source = getViz(String(from.viz_type))!;
  const target = getViz(toVizType)!;
  return writeStandardizedControls(target, { ...from, viz_type: toVizType }, readStandardizedControls(source, from));
}

const line: QueryFormData = { viz_type: 'echarts_timeseries_line', datasource: '1__table', x_axis: 'ds', metrics: ['sum__num', 'count'], groupby: ['gender', 'state'] };

describe('standardized controls', () => {
  it.each(registeredVizs().map((viz) => [viz.vizTypes[0], viz] as const))('%s declares slots that are its metric and column controls', (_type, viz) => {
    const controls = panelControls(viz.controlPanel);
    const typeOf = (name: string) => controls.find((control) => control.name === name)?.type;
    expect(viz.standardizedSlots.metrics.map((name) => [name, METRIC_TYPES.includes(typeOf(name) ?? '')])).toEqual(viz.standardizedSlots.metrics.map((name) => [name, true]));
    expect(viz.standardizedSlots.columns.map((name) => [name, COLUMN_TYPES.includes(typeOf(name) ?? '')])).toEqual(viz.standardizedSlots.columns.map((name) => [name, true]));
  });

  it('gives a single-metric type the first of several metrics, and a list type back the one metric', () => {
    const bigNumber = carry(line, 'big_number_total');
    expect(bigNumber.metric).toBe('sum__num');
    expect(carry({ ...bigNumber, metric: 'count' }, 'echarts_timeseries_bar').metrics).toEqual(['count']);
  });

  it('puts dimensions on the rows of a pivot table, and the rows and columns back as dimensions', () => {
    const pivot = carry(line, 'pivot_table_v2');
    expect(pivot).toMatchObject({ metrics: ['sum__num', 'count'], groupbyRows: ['gender', 'state'], groupbyColumns: [] });
    expect(carry({ ...pivot, groupbyRows: ['state'], groupbyColumns: ['gender'] }, 'echarts_timeseries_line').groupby).toEqual(['state', 'gender']);
  });

  it('fills single-valued slots in order and leaves the rest unset', () => {
    const bubble = carry({ ...line, metrics: ['sum__num', { expressionType: 'SQL', sqlExpression: 'AVG(num)', label: 'avg' }] }, 'bubble_v2');
    expect(bubble).toMatchObject({ x: 'sum__num', y: { label: 'avg' }, entity: 'gender', series: 'state' });
    expect(bubble).not.toHaveProperty('size');
  });

  it('keeps a type its own values where the old type has no slot of that kind', () => {
    const bigNumber = carry(line, 'big_number_total');
    // The big number keeps the line's dimensions in its form data, so going back restores them.
    expect(carry(bigNumber, 'echarts_timeseries_line').groupby).toEqual(['gender', 'state']);
  });

  it('carries into the visible controls: a raw-records table takes the columns, an aggregate one the dimensions', () => {
    expect(carry(line, 'table')).toMatchObject({ metrics: ['sum__num', 'count'], groupby: ['gender', 'state'] });
    const raw = carry({ ...line, query_mode: 'raw', all_columns: ['name'] }, 'table');
    expect(raw).toMatchObject({ all_columns: ['gender', 'state'], metrics: ['sum__num', 'count'] });
    expect(readStandardizedControls(getViz('table')!, { viz_type: 'table', datasource: '1__table', query_mode: 'raw', all_columns: ['name'], metrics: ['count'] })).toEqual({ metrics: null, columns: ['name'] });
  });

  it('lists each metric once', () => {
    const mixed = getViz('mixed_timeseries')!;
    expect(readStandardizedControls(mixed, { viz_type: 'mixed_timeseries', datasource: '1__table', metrics: ['count'], metrics_b: ['count', 'sum__num'], groupby: [], groupby_b: [] }).metrics).toEqual(['count', 'sum__num']);
  });
});
