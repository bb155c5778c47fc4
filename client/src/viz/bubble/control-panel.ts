import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  bubbleSizeControl,
  colorSchemeControl,
  entityControl,
  legendControls,
  maxBubbleSizeControl,
  metricControl,
  numberFormatControl,
  orderDescControl,
  rowLimitControl,
  timeRangeControl,
  xAxisTitleControl,
  yAxisTitleControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const bubbleControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        entityControl,
        { name: 'series', type: 'ColumnsControl', label: 'Dimension', description: 'Defines the grouping of entities. Each series is represented by a specific color in the chart.', choicesFrom: 'columns' },
        { ...metricControl, name: 'x', label: 'X Axis', description: "The dataset's column/metric that returns the values on your chart's x-axis." },
        { ...metricControl, name: 'y', label: 'Y Axis', description: "The dataset's column/metric that returns the values on your chart's y-axis." },
        bubbleSizeControl,
        adhocFiltersControl,
        orderDescControl,
        rowLimitControl,
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
        maxBubbleSizeControl,
        numberFormatControl('tooltipSizeFormat', 'Bubble size number format'),
        { name: 'opacity', type: 'SliderControl', label: 'Bubble Opacity', description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque', min: 0, max: 1, step: 0.1, default: 0.6, ...render },
      ],
    },
    {
      label: 'Axes',
      expanded: true,
      controls: [
        { ...xAxisTitleControl, name: 'x_axis_label' },
        numberFormatControl('xAxisFormat', 'X Axis Format'),
        { name: 'logXAxis', type: 'CheckboxControl', label: 'Logarithmic x-axis', default: false, ...render },
        { ...yAxisTitleControl, name: 'y_axis_label' },
        numberFormatControl('y_axis_format', 'Y Axis Format'),
        { name: 'logYAxis', type: 'CheckboxControl', label: 'Logarithmic y-axis', default: false, ...render },
      ],
    },
  ],
};
