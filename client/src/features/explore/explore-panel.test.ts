import { registeredVizs } from '../../viz/registry';
import { panelControls } from '../../viz/shared/control-panel';
import { explorePanel, MATRIXIFY_SECTION, vizTypeChoices } from './explore-panel';

describe('explore control panel', () => {
  it('adds the Matrixify section with the spec defaults to every chart type', () => {
    for (const viz of registeredVizs()) {
      const panel = explorePanel(viz);
      expect(panel.sections.filter((section) => section.label === 'Matrixify')).toHaveLength(1);
    }
    const defaults = Object.fromEntries(MATRIXIFY_SECTION.controls.map((control) => [control.name, control.default]));
    expect(defaults).toMatchObject({ matrixify_topn_value: 10, matrixify_row_height: 300, matrixify_charts_per_row: 4 });
    const perRow = MATRIXIFY_SECTION.controls.find((control) => control.name === 'matrixify_charts_per_row');
    expect(perRow?.choices?.map(([value]) => value)).toEqual([1, 2, 3, 4, 5, 6, 8, 10, 12]);
    expect(perRow?.freeForm).toBe(true);
  });

  it('offers each registered chart type once, by its current viz_type', () => {
    const choices = vizTypeChoices();
    expect(choices).toHaveLength(registeredVizs().length);
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length);
    expect(choices.map((choice) => choice.value)).toContain('echarts_timeseries_line');
    expect(choices.map((choice) => choice.value)).not.toContain('line');
  });

  it('keeps the chart type panel controls ahead of Matrixify', () => {
    const viz = registeredVizs()[0];
    const names = panelControls(explorePanel(viz)).map((control) => control.name);
    expect(names.slice(0, panelControls(viz.controlPanel).length)).toEqual(panelControls(viz.controlPanel).map((control) => control.name));
  });

  it('lists featured chart types first and deprecated ones last, marked (spec 1 §9 label weights)', () => {
    const choices = vizTypeChoices();
    const featured = ['Bar Chart', 'Big Number with Trendline', 'Line Chart', 'Pivot Table', 'Table'];
    expect(choices.slice(0, featured.length).map((c) => c.label)).toEqual(featured);
    expect(choices.at(-1)).toEqual({ value: 'dist_bar', label: 'Bar Chart (categorical) (Deprecated)' });
  });
});
