import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  currencyFormatControl,
  groupbyControl,
  legendControls,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  showLabelsControl,
  timeRangeControl,
} from '../shared/controls';
import { PIE_LABEL_TYPES } from '../pie/control-panel';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const PERCENT_CALCULATION_TYPES = [
  ['first_step', 'Calculate from first step'],
  ['prev_step', 'Calculate from previous step'],
  ['total', 'Percent of total'],
] as const;

export const funnelControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        groupbyControl,
        metricControl,
        adhocFiltersControl,
        { ...rowLimitControl, default: 10 },
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
        { name: 'percent_calculation_type', type: 'RadioButtonControl', label: 'Percent calculation', choices: PERCENT_CALCULATION_TYPES, default: 'first_step', ...render },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        colorSchemeControl,
        ...legendControls,
        showLabelsControl,
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', description: 'What should be shown as the label', choices: PIE_LABEL_TYPES, default: 'key', clearable: false, ...render },
        { name: 'show_tooltip_labels', type: 'CheckboxControl', label: 'Show Tooltip Labels', default: true, ...render },
        { name: 'tooltip_label_type', type: 'SelectControl', label: 'Tooltip Contents', description: 'What should be shown as the tooltip label', choices: PIE_LABEL_TYPES, default: 'key_value_percent', clearable: false, visibility: (formData) => formData.show_tooltip_labels !== false, ...render },
        numberFormatControl('number_format', 'Number format'),
        currencyFormatControl,
      ],
    },
  ],
};
