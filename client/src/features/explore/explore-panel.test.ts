import { registeredVizs } from '../../viz/registry';
import { panelControls } from '../../viz/shared/control-panel';
import { explorePanel, MATRIXIFY_SECTION } from './explore-panel';

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

  it('keeps the chart type panel controls ahead of Matrixify', () => {
    const viz = registeredVizs()[0];
    const names = panelControls(explorePanel(viz)).map((control) => control.name);
    expect(names.slice(0, panelControls(viz.controlPanel).length)).toEqual(panelControls(viz.controlPanel).map((control) => control.name));
  });
});
