import type { QueryFormData } from '../shared/form-data';
import { buildSankeyQuery, migrateSankeyFormData } from './build-query';
import { sankeyChartOptions } from './highcharts-options';
import { findLoop, transformSankeyProps } from './transform-props';

const base: QueryFormData = { viz_type: 'sankey_v2', datasource: '1__table', source: 'origin', target: 'dest', metric: 'count' };
const result = (data: Array<Record<string, unknown>>) => [{ colnames: ['origin', 'dest', 'count'], coltypes: [1, 1, 0], rowcount: data.length, data }];

describe('sankey buildQuery', () => {
  it('queries the metric per link', () => {
    expect(buildSankeyQuery(base)[0]).toMatchObject({ metrics: ['count'], columns: ['origin', 'dest'], orderby: [['count', false]] });
  });

  it('reads source and target from a legacy sankey groupby', () => {
    expect(migrateSankeyFormData({ viz_type: 'sankey', datasource: '1__table', groupby: ['a', 'b'] })).toMatchObject({ source: 'a', target: 'b' });
  });
});

describe('sankey transformProps', () => {
  it('makes links and nodes', () => {
    const props = transformSankeyProps({ formData: base, queriesData: result([{ origin: 'A', dest: 'B', count: 5 }, { origin: 'B', dest: 'C', count: '2' }, { origin: 'A', dest: 'C', count: 0 }]) });
    expect(props.links).toEqual([{ from: 'A', to: 'B', weight: 5 }, { from: 'B', to: 'C', weight: 2 }]);
    const series = (sankeyChartOptions(props).series as Array<{ nodes: Array<{ id: string }>; data: unknown[] }>)[0];
    expect(series.nodes.map((n) => n.id)).toEqual(['A', 'B', 'C']);
    expect(series.data).toEqual([['A', 'B', 5], ['B', 'C', 2]]);
  });

  it('refuses a loop', () => {
    expect(findLoop([{ from: 'A', to: 'B', weight: 1 }, { from: 'B', to: 'A', weight: 1 }])).toEqual({ from: 'B', to: 'A', weight: 1 });
    expect(findLoop([{ from: 'A', to: 'B', weight: 1 }, { from: 'A', to: 'C', weight: 1 }, { from: 'B', to: 'C', weight: 1 }])).toBeNull();
    expect(() => transformSankeyProps({ formData: base, queriesData: result([{ origin: 'A', dest: 'A', count: 1 }]) })).toThrow(
      'There is a loop in your Sankey, please provide a tree.',
    );
  });
});
