import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  dateFormatControl,
  groupbyControl,
  legendControls,
  metricsControl,
  numberFormatControl,
  orderDescControl,
  rowLimitControl,
  showLabelsControl,
  timeRangeControl,
  timeseriesLimitMetricControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const radarControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        groupbyControl,
        metricsControl,
        adhocFiltersControl,
        timeseriesLimitMetricControl,
        orderDescControl,
        { ...rowLimitControl, default: 10 },
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
        { name: 'label_type', type: 'SelectControl', label: 'Label Type', description: 'What should be shown on the label?', choices: [['value', 'Value'], ['key_value', 'Category and Value']], default: 'value', clearable: false, ...render },
        numberFormatControl('number_format', 'Number format'),
        dateFormatControl('date_format', 'Date format'),
        { name: 'is_circle', type: 'CheckboxControl', label: 'Circle radar shape', description: "Radar render type, whether to display 'circle' shape.", default: false, ...render },
      ],
    },
  ],
};
