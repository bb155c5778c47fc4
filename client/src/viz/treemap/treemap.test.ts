import type { QueryFormData } from '../shared/form-data';
import { buildTreemapQuery, migrateTreemapFormData } from './build-query';
import { buildHierarchy, hierarchyLabel, hierarchyMark } from './hierarchy';
import { treemapPlugin } from './index';
import { sunburstPlugin } from '../sunburst/index';
import { withNodeClick } from '../highcharts/hierarchy-click';
import { treemapChartOptions } from './highcharts-options';
import { transformTreemapProps } from './transform-props';

const base: QueryFormData = { viz_type: 'treemap_v2', datasource: '1__table', groupby: ['region', 'country'], metric: 'sum__pop' };
const data = [
  { region: 'Asia', country: 'China', sum__pop: 10 },
  { region: 'Asia', country: 'India', sum__pop: 8 },
  { region: 'Europe', country: 'France', sum__pop: 2 },
  { region: 'Europe', country: null, sum__pop: -1 },
];
const queriesData = [{ colnames: ['region', 'country', 'sum__pop'], coltypes: [1, 1, 0], rowcount: 4, data }];

describe('treemap buildQuery', () => {
  it('queries the metric per hierarchy path, largest first', () => {
    expect(buildTreemapQuery(base)[0]).toMatchObject({ metrics: ['sum__pop'], columns: ['region', 'country'], orderby: [['sum__pop', false]] });
    expect(buildTreemapQuery({ ...base, sort_by_metric: false })[0].orderby).toEqual([]);
  });

  it('takes the first metric of a legacy treemap', () => {
    expect(migrateTreemapFormData({ viz_type: 'treemap', datasource: '1__table', metrics: ['a', 'b'] }).metric).toBe('a');
  });
});

describe('hierarchy', () => {
  it('builds parents first with summed values, skipping negative rows', () => {
    const nodes = buildHierarchy(queriesData[0], { levels: ['region', 'country'], metric: 'sum__pop' });
    expect(nodes.map((n) => [n.id, n.parent, n.value, n.leaf])).toEqual([
      ['["Asia"]', '', 18, false],
      ['["Asia","China"]', '["Asia"]', 10, true],
      ['["Asia","India"]', '["Asia"]', 8, true],
      ['["Europe"]', '', 2, false],
      ['["Europe","France"]', '["Europe"]', 2, true],
    ]);
  });

  it.each([
    ['a top-level node', '["Europe"]', { columns: ['region'], values: ['Europe'], label: 'Europe' }],
    ['a leaf', '["Asia","India"]', { columns: ['region', 'country'], values: ['Asia', 'India'], label: 'Asia / India' }],
  ])('cross-filters from %s on the dimensions down to its level, at its raw values', (_what, id, mark) => {
    const nodes = buildHierarchy(queriesData[0], { levels: ['region', 'country'], metric: 'sum__pop' });
    expect(hierarchyMark(nodes.find((node) => node.id === id)!, ['region', 'country'])).toEqual(mark);
  });

  it('keeps the raw value of a temporal level, not its formatted label', () => {
    const rows = { colnames: ['ds', 'sum__pop'], coltypes: [2, 0], rowcount: 1, data: [{ ds: 1420070400000, sum__pop: 3 }] };
    const [node] = buildHierarchy(rows, { levels: ['ds'], metric: 'sum__pop' });
    expect([node.name, node.keys]).toEqual(['2015', [1420070400000]]);
  });

  it.each([
    ['treemap', treemapPlugin, { groupby: ['region', { label: 'adhoc', sqlExpression: 'x', expressionType: 'SQL' }] }],
    ['sunburst', sunburstPlugin, { columns: ['region', { label: 'adhoc', sqlExpression: 'x', expressionType: 'SQL' }] }],
  ])('%s cross-filters on its physical dimensions', (_name, plugin, params) => {
    expect(plugin.crossFilter?.columns({ ...base, ...params } as unknown as QueryFormData)).toEqual(['region']);
  });

  it('reports a clicked node only to a host that cross-filters', () => {
    const nodes = buildHierarchy(queriesData[0], { levels: ['region', 'country'], metric: 'sum__pop' });
    const options = { series: [{ type: 'treemap' as const, data: [] }] };
    expect(withNodeClick(options, { nodes, levels: ['region', 'country'] }, undefined)).toBe(options);
    const marks: unknown[] = [];
    const series = withNodeClick(options, { nodes, levels: ['region', 'country'] }, (mark) => marks.push(mark)).series![0] as { point: { events: { click: (this: { id?: string }) => void } } };
    series.point.events.click.call({ id: '["Asia"]' });
    series.point.events.click.call({ id: 'ROOT' });
    expect(marks).toEqual([{ columns: ['region'], values: ['Asia'], label: 'Asia' }]);
  });

  it.each([['key', 'Asia'], ['value', '18'], ['key_value', 'Asia: 18']] as const)('labels %s', (type, text) => {
    expect(hierarchyLabel(type, 'Asia', '18')).toBe(text);
  });
});

describe('treemap transformProps', () => {
  it('puts values on leaves only and colours the top level', () => {
    const props = transformTreemapProps({ formData: base, queriesData });
    expect(props.labelType).toBe('key_value');
    const series = (treemapChartOptions(props).series as Array<{ data: Array<Record<string, unknown>>; levels: unknown[] }>)[0];
    expect(series.levels).toHaveLength(2);
    expect(series.data[0]).toEqual({ id: '["Asia"]', parent: undefined, name: 'Asia', color: expect.stringMatching(/^#/) });
    expect(series.data[1]).toEqual({ id: '["Asia","China"]', parent: '["Asia"]', name: 'China', value: 10 });
  });

  it('shows the metric as one tile without dimensions', () => {
    const props = transformTreemapProps({ formData: { ...base, groupby: [] }, queriesData: [{ colnames: ['sum__pop'], coltypes: [0], rowcount: 1, data: [{ sum__pop: 7 }] }] });
    expect(props.nodes).toEqual([expect.objectContaining({ name: 'sum__pop', value: 7, leaf: true })]);
  });
});
