import type { QueryFormData } from '../shared/form-data';
import { buildWorldMapQuery } from './build-query';
import { countryKeys, countryMark, worldMapChartOptions, type WorldTopology } from './highcharts-options';
import { worldMapPlugin } from './index';
import { rgbaColor, transformWorldMapProps } from './transform-props';

const base: QueryFormData = { viz_type: 'world_map', datasource: '1__table', entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__pop' };
const topology: WorldTopology = {
  objects: {
    default: {
      geometries: [
        { properties: { 'hc-key': 'fr', 'iso-a2': 'FR', 'iso-a3': 'FRA', name: 'France' } },
        { properties: { 'hc-key': 'cn', 'iso-a2': 'CN', 'iso-a3': 'CHN', name: 'China' } },
        { properties: { 'hc-key': 'kv', 'iso-a2': '-99', 'iso-a3': '-99', name: 'Kosovo' } },
        { properties: null },
      ],
    },
  },
};
const queriesData = [
  {
    colnames: ['country_code', 'sum__pop', 'sum__rural'],
    coltypes: [1, 0, 0],
    rowcount: 3,
    data: [{ country_code: 'CHN', sum__pop: 1364, sum__rural: 600 }, { country_code: 'fra', sum__pop: 66, sum__rural: 13 }, { country_code: 'XXX', sum__pop: 1, sum__rural: 1 }, { country_code: null, sum__pop: 3, sum__rural: 1 }],
  },
];

describe('world map buildQuery', () => {
  it('queries the metric and the bubble metric per country', () => {
    expect(buildWorldMapQuery({ ...base, secondary_metric: 'sum__rural' })[0]).toMatchObject({
      metrics: ['sum__pop', 'sum__rural'],
      columns: ['country_code'],
      orderby: [['sum__pop', false]],
    });
    expect(buildWorldMapQuery({ ...base, secondary_metric: 'sum__pop' })[0].metrics).toEqual(['sum__pop']);
  });
});

describe('world map transformProps', () => {
  it.each([
    ['cca2', 'FR', 'fr'],
    ['cca3', 'CHN', 'cn'],
    ['name', 'FRANCE', 'fr'],
  ] as const)('finds countries by %s', (fieldType, code, key) => {
    const keys = countryKeys(topology, fieldType);
    expect(keys.get(code)).toBe(key);
    expect(keys.has('-99')).toBe(false);
  });

  it('joins the data to the map by code, dropping unknown countries', () => {
    const props = transformWorldMapProps({ formData: base, queriesData });
    expect(props.countries).toHaveLength(3);
    const [map] = worldMapChartOptions(props, topology).series as Array<{ type: string; data: unknown[] }>;
    expect(map).toMatchObject({ type: 'map', joinBy: 'hc-key', allAreas: true });
    expect(map.data).toEqual([{ 'hc-key': 'cn', value: 1364 }, { 'hc-key': 'fr', value: 66 }]);
  });

  it('cross-filters on the country column at the row value of the clicked area', () => {
    const props = transformWorldMapProps({ formData: base, queriesData });
    const keys = countryKeys(topology, props.countryFieldType);
    expect(countryMark(props, keys, 'fr')).toEqual({ columns: ['country_code'], values: ['fra'], label: 'fra' });
    expect(countryMark(props, keys, 'de')).toBeNull();
    expect(worldMapPlugin.crossFilter?.columns(base)).toEqual(['country_code']);
    expect(worldMapPlugin.crossFilter?.columns({ ...base, entity: { label: 'c', sqlExpression: 'x', expressionType: 'SQL' } } as unknown as QueryFormData)).toEqual([]);
  });

  it('adds bubbles sized by the secondary metric, coloured by the colour picker', () => {
    const props = transformWorldMapProps({ formData: { ...base, show_bubbles: true, secondary_metric: 'sum__rural', color_picker: { r: 10, g: 20, b: 30, a: 0.5 } }, queriesData });
    const [, bubbles] = worldMapChartOptions(props, topology).series as Array<{ type: string; color: string; data: unknown[] }>;
    expect(bubbles).toMatchObject({ type: 'mapbubble', color: 'rgba(10,20,30,0.5)' });
    expect(bubbles.data).toEqual([{ 'hc-key': 'cn', z: 600 }, { 'hc-key': 'fr', z: 13 }]);
  });

  it('colours countries categorically when colouring by country', () => {
    const props = transformWorldMapProps({ formData: { ...base, color_by: 'country' }, queriesData });
    const options = worldMapChartOptions(props, topology);
    expect(options.colorAxis).toBeUndefined();
    expect((options.series as Array<{ data: Array<{ color?: string }> }>)[0].data[0].color).toMatch(/^#/);
  });

  it('falls back to the default bubble colour', () => {
    expect(rgbaColor(undefined)).toBe('rgba(0,122,135,1)');
  });
});
