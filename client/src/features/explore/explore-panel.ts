// The explore control panel as data, pure so it is unit-tested: the chart type's panel plus the Matrixify
// section every chart type gets.
import type { RegisteredViz } from '../../viz/registry';
import type { ControlPanelConfig, ControlPanelSection } from '../../viz/shared/control-panel';
import { matrixifyControls } from '../../viz/shared/controls';

export const MATRIXIFY_SECTION: ControlPanelSection = {
  label: 'Matrixify',
  expanded: false,
  description: 'Repeat the chart in a grid: one cell per metric or per dimension value, in rows (vertical layout) or columns (horizontal layout).',
  controls: matrixifyControls,
};

/** The chart type's panel, with the Matrixify section added when the chart type does not bring its own. */
export function explorePanel(viz: RegisteredViz): ControlPanelConfig {
  const panel = viz.controlPanel;
  return panel.sections.some((section) => section.label === MATRIXIFY_SECTION.label) ? panel : { ...panel, sections: [...panel.sections, MATRIXIFY_SECTION] };
}

