import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  currencyFormatControl,
  dateFormatControl,
  groupbyControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  showLabelsControl,
  timeRangeControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const HIERARCHY_LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['key_value', 'Category and Value'],
] as const;

export const treemapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { ...groupbyControl, label: 'Dimensions', description: 'The hierarchy of the tiles: each dimension is one level.' },
        metricControl,
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
        showLabelsControl,
        { name: 'show_upper_labels', type: 'CheckboxControl', label: 'Show Upper Labels', description: 'Show labels when the node has children.', default: true, ...render },
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', description: 'What should be shown on the label?', choices: HIERARCHY_LABEL_TYPES, default: 'key_value', clearable: false, ...render },
        numberFormatControl('number_format', 'Number format'),
        currencyFormatControl,
        dateFormatControl('date_format', 'Date format'),
      ],
    },
  ],
};
