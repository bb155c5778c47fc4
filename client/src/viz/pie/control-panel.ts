import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  groupbyControl,
  numberFormatControl,
  rowLimitControl,
  showLegendControl,
  timeRangeControl,
} from '../shared/controls';

export const PIE_LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
] as const;

export type PieLabelType = (typeof PIE_LABEL_TYPES)[number][0];

export const pieControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        groupbyControl,
        { name: 'metric', type: 'MetricControl', label: 'Metric', validators: ['nonEmpty'] },
        adhocFiltersControl,
        timeRangeControl,
        { ...rowLimitControl, default: 100 },
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', default: true },
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        showLegendControl,
        { name: 'show_labels', type: 'CheckboxControl', label: 'Show labels', default: true },
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', choices: PIE_LABEL_TYPES, default: 'key' },
        numberFormatControl('number_format', 'Number format'),
        { name: 'donut', type: 'CheckboxControl', label: 'Donut', default: false },
      ],
    },
  ],
};
