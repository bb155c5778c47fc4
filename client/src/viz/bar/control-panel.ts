import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  columnsControl,
  currencyFormatControl,
  groupbyControl,
  legendControls,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeRangeControl,
  timeseriesLimitMetricControl,
  yAxisBoundsControl,
  yAxisFormatControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const checkbox = (name: string, label: string, description: string) =>
  ({ name, type: 'CheckboxControl', label, description, default: false, renderTrigger: true }) as const;

export const barControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        metricsControl,
        { ...groupbyControl, label: 'Dimensions', validators: ['nonEmpty'], description: 'The categories on the x-axis' },
        { ...columnsControl, label: 'Breakdowns', description: 'Defines how each series is broken down' },
        adhocFiltersControl,
        rowLimitControl,
        { ...timeseriesLimitMetricControl, label: 'Sort by' },
        orderDescControl,
        { ...checkbox('contribution', 'Contribution', 'Compute the contribution to the total'), renderTrigger: false },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        colorSchemeControl,
        ...legendControls,
        checkbox('show_bar_value', 'Bar Values', 'Show the value on top of the bar'),
        checkbox('bar_stacked', 'Stacked Bars', 'Stack the bars of a category'),
        checkbox('order_bars', 'Sort Bars', 'Sort bars by x labels.'),
        {
          name: 'orientation',
          type: 'RadioButtonControl',
          label: 'Bar orientation',
          choices: [['vertical', 'Vertical'], ['horizontal', 'Horizontal']],
          default: 'vertical',
          renderTrigger: true,
        },
        { name: 'x_axis_label', type: 'TextControl', label: 'X Axis Label', default: '', renderTrigger: true },
        { name: 'y_axis_label', type: 'TextControl', label: 'Y Axis Label', default: '', renderTrigger: true },
        yAxisFormatControl,
        currencyFormatControl,
        yAxisBoundsControl,
      ],
    },
    matrixifySection(),
  ],
};
