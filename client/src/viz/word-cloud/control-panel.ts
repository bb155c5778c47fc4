import type { ControlPanelConfig } from '../shared/control-panel';
import { adhocFiltersControl, colorSchemeControl, metricControl, rowLimitControl, timeRangeControl } from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const wordCloudControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { name: 'series', type: 'ColumnsControl', label: 'Dimension', description: 'The column whose values are the words.', choicesFrom: 'columns', validators: ['nonEmpty'] },
        metricControl,
        adhocFiltersControl,
        { ...rowLimitControl, default: 100 },
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Options',
      expanded: true,
      controls: [
        { name: 'size_from', type: 'TextControl', label: 'Minimum Font Size', description: 'Font size for the smallest value in the list', inputType: 'integer', default: 10, validators: ['integer'], half: true, ...render },
        { name: 'size_to', type: 'TextControl', label: 'Maximum Font Size', description: 'Font size for the biggest value in the list', inputType: 'integer', default: 70, validators: ['integer'], ...render },
        { name: 'rotation', type: 'SelectControl', label: 'Word Rotation', description: 'Rotation to apply to words in the cloud', choices: [['random', 'random'], ['flat', 'flat'], ['square', 'square']], default: 'square', clearable: false, ...render },
        colorSchemeControl,
      ],
    },
  ],
};
