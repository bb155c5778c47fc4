import type { QueryFormData } from '../shared/form-data';
import { buildTreemapQuery, migrateTreemapFormData } from './build-query';
import { buildHierarchy, hierarchyLabel } from './hierarchy';
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
