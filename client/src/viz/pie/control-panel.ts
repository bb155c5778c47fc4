import type { ControlConfig, ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  currencyFormatControl,
  dateFormatControl,
  groupbyControl,
  legendControls,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  showLabelsControl,
  timeRangeControl,
} from '../shared/controls';
import type { QueryFormData } from '../shared/form-data';
import { matrixifySection } from '../timeseries/control-panel';

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

const labelsShown = (formData: QueryFormData) => formData.show_labels !== false;
const render = { renderTrigger: true } as const;

const slider = (name: string, label: string, description: string, value: number, visibility?: ControlConfig['visibility']): ControlConfig => ({
  name,
  type: 'SliderControl',
  label,
  description,
  min: 0,
  max: 100,
  step: 1,
  default: value,
  visibility,
  ...render,
});

export const pieControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        groupbyControl,
        metricControl,
        adhocFiltersControl,
        { ...rowLimitControl, default: 100 },
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        colorSchemeControl,
        {
          name: 'show_labels_threshold',
          type: 'TextControl',
          label: 'Percentage threshold',
          description: 'Minimum threshold in percentage points for showing labels.',
          inputType: 'number',
          default: 5,
          validators: ['number'],
          ...render,
        },
        ...legendControls,
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', description: 'What should be shown on the label?', choices: PIE_LABEL_TYPES, default: 'key', clearable: false, ...render },
        numberFormatControl('number_format', 'Number format'),
        currencyFormatControl,
        dateFormatControl('date_format', 'Date format'),
        showLabelsControl,
        { name: 'labels_outside', type: 'CheckboxControl', label: 'Put labels outside', default: true, visibility: labelsShown, ...render },
        { name: 'label_line', type: 'CheckboxControl', label: 'Label Line', description: 'Draw line from Pie to label when labels outside?', default: false, visibility: labelsShown, ...render },
        { name: 'show_total', type: 'CheckboxControl', label: 'Show Total', description: 'Whether to display the aggregate count', default: false, ...render },
        slider('outerRadius', 'Outer Radius', 'Outer edge of Pie chart', 70),
        { name: 'donut', type: 'CheckboxControl', label: 'Donut', description: 'Do you want a donut or a pie?', default: false, ...render },
        slider('innerRadius', 'Inner Radius', 'Inner radius of donut hole', 30, (formData) => formData.donut === true),
      ],
    },
    matrixifySection(),
  ],
};
