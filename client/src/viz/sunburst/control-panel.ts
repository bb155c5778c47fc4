import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorMetricControl,
  colorSchemeControl,
  columnsControl,
  currencyFormatControl,
  dateFormatControl,
  linearColorSchemeControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  showLabelsControl,
  timeRangeControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';
import { HIERARCHY_LABEL_TYPES } from '../treemap/control-panel';

const render = { renderTrigger: true } as const;

export const sunburstControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { ...columnsControl, label: 'Hierarchy', description: 'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.', validators: ['nonEmpty'] },
        { ...metricControl, label: 'Primary Metric', description: 'The primary metric is used to define the arc segment sizes' },
        { ...colorMetricControl, label: 'Secondary Metric', description: '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels' },
        adhocFiltersControl,
        rowLimitControl,
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        colorSchemeControl,
        linearColorSchemeControl,
        showLabelsControl,
        { name: 'show_labels_threshold', type: 'TextControl', label: 'Percentage threshold', description: 'Minimum threshold in percentage points for showing labels.', inputType: 'number', default: 5, validators: ['number'], ...render },
        { name: 'show_total', type: 'CheckboxControl', label: 'Show Total', description: 'Whether to display the aggregate count', default: false, ...render },
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', description: 'What should be shown on the label?', choices: HIERARCHY_LABEL_TYPES, default: 'key', clearable: false, ...render },
        numberFormatControl('number_format', 'Number format'),
        currencyFormatControl,
        dateFormatControl('date_format', 'Date format'),
      ],
    },
  ],
};
