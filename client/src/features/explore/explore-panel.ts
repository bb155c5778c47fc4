// The explore control panel as data, pure so it is unit-tested: the chart type's panel plus the Matrixify
// section every chart type gets, and the chart type picker's choices with their Deprecated/Featured labels.
import { registeredVizs, type RegisteredViz } from '../../viz/registry';
import type { ControlPanelConfig, ControlPanelSection } from '../../viz/shared/control-panel';
import type { VizLabel } from '../../viz/types';
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


// Spec 1 §9: Deprecated weighs -0.1, Featured +0.1 — featured types first, deprecated last.
const LABEL_WEIGHT: Record<VizLabel, number> = { deprecated: -0.1, featured: 0.1 };

/** One entry per chart type (its current viz_type, not its legacy aliases): featured first, then by name. */
export function vizTypeChoices(): Array<{ value: string; label: string }> {
  return registeredVizs()
    .map((viz) => {
      return { viz, weight: viz.label ? LABEL_WEIGHT[viz.label] : 0 };
    })
    .sort((a, b) => b.weight - a.weight || a.viz.name.localeCompare(b.viz.name))
    .map(({ viz }) => {
      return { value: viz.vizTypes[0], label: viz.label === 'deprecated' ? `${viz.name} (Deprecated)` : viz.name };
    });
}
