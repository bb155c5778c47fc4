import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  groupbyControl,
  legendControls,
  numberFormatControl,
  rowLimitControl,
  showValueControl,
  timeRangeControl,
  xAxisTitleControl,
  yAxisTitleControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const histogramControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        {
          name: 'column',
          type: 'ColumnsControl',
          label: 'Column',
          description: 'Numeric column used to calculate the histogram.',
          choicesFrom: 'numericColumns',
          validators: ['nonEmpty'],
        },
        groupbyControl,
        adhocFiltersControl,
        rowLimitControl,
        {
          name: 'bins',
          type: 'TextControl',
          label: 'Bins',
          description: 'The number of bins for the histogram',
          inputType: 'integer',
          default: 5,
          validators: ['integer'],
        },
        { name: 'normalize', type: 'CheckboxControl', label: 'Normalize', description: 'The normalize option transforms the histogram values into proportions or probabilities by dividing each bin\'s count by the total count of data points.', default: false },
        { name: 'cumulative', type: 'CheckboxControl', label: 'Cumulative', description: 'The cumulative option allows you to see how your data accumulates over different values.', default: false },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        colorSchemeControl,
        xAxisTitleControl,
        yAxisTitleControl,
        numberFormatControl('y_axis_format', 'Y Axis Format'),
        showValueControl,
        ...legendControls,
        { name: 'x_axis_label_rotation', type: 'CheckboxControl', label: 'Rotate x axis labels', default: false, ...render },
      ],
    },
  ],
};
