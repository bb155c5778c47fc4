import { getViz, registeredVizs, registeredVizTypes } from './registry';
import { panelControls } from './shared/control-panel';

// What every chart type folder must satisfy to be registered; a new folder is checked by these as it is added.
describe('viz registry', () => {
  const vizs = registeredVizs();

  it('maps each viz_type to exactly one chart type', () => {
    const all = vizs.flatMap((viz) => viz.vizTypes);
    expect(new Set(all).size).toBe(all.length);
    expect(registeredVizTypes().sort()).toEqual([...all].sort());
  });

  it('gives each chart type its own name (renderers are cached by name)', () => {
    const names = vizs.map((viz) => viz.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(vizs.map((viz) => [viz.vizTypes[0], viz] as const))('%s has a control panel with distinct control names', (_type, viz) => {
    const names = panelControls(viz.controlPanel).map((control) => control.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(panelControls(viz.controlPanel).every((control) => typeof control.type === 'string')).toBe(true);
  });

  it('gives each chart type a gallery entry: a description, tags and a thumbnail no other type shares', () => {
    for (const viz of vizs) {
      expect(viz.gallery.description.length).toBeGreaterThan(20);
      expect(viz.gallery.tags.length).toBeGreaterThan(0);
      expect(viz.gallery.thumbnail.length).toBeGreaterThan(0);
    }
    const pictures = vizs.map((viz) => JSON.stringify(viz.gallery.thumbnail));
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it.each([
    ['table', 'Table'],
    ['pivot_table_v2', 'Pivot Table'],
    ['big_number', 'Big Number with Trendline'],
    ['big_number_total', 'Big Number'],
    ['pie', 'Pie Chart'],
    ['echarts_timeseries_line', 'Line Chart'],
    ['line', 'Line Chart'],
    ['echarts_timeseries_bar', 'Bar Chart'],
    ['echarts_area', 'Area Chart'],
    ['echarts_timeseries_area', 'Area Chart'],
    ['echarts_timeseries_scatter', 'Scatter Plot'],
    ['echarts_timeseries_smooth', 'Smooth Line'],
    ['echarts_timeseries_step', 'Stepped Line'],
    ['mixed_timeseries', 'Mixed Chart'],
    ['dist_bar', 'Bar Chart (categorical)'],
  ])('renders %s as %s', (vizType, name) => {
    expect(getViz(vizType)?.name).toBe(name);
  });

  it('fills control defaults before validating and building queries', () => {
    const viz = getViz('echarts_timeseries_line')!;
    const formData = viz.prepareFormData({ viz_type: 'echarts_timeseries_line', datasource: '1__table', x_axis: 'ds', metrics: ['count'] });
    expect(formData).toMatchObject({ time_grain_sqla: 'P1D', row_limit: 10000, time_range: 'No filter' });
    expect(viz.validate(formData)).toEqual([]);
    expect(viz.buildQuery(formData)[0].postProcessing).toEqual(expect.arrayContaining([expect.objectContaining({ operation: 'pivot' })]));
  });
});
