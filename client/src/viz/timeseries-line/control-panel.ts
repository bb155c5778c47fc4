import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  DATE_FORMAT_CHOICES,
  groupbyControl,
  metricsControl,
  numberFormatControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  showLegendControl,
  timeGrainControl,
  timeRangeControl,
} from '../shared/controls';
import { SMART_DATE } from '../shared/time-format';

export const timeseriesLineControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { name: 'x_axis', type: 'XAxisControl', label: 'X-axis', validators: ['nonEmpty'] },
        timeGrainControl,
        metricsControl,
        { ...groupbyControl, label: 'Dimensions', description: 'One series is drawn per distinct value.' },
        adhocFiltersControl,
        timeRangeControl,
        seriesLimitControl,
        { name: 'series_limit_metric', type: 'MetricControl', label: 'Sort by' },
        orderDescControl,
        rowLimitControl,
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        showLegendControl,
        { name: 'x_axis_title', type: 'SelectControl', label: 'X Axis Title', freeForm: true, default: '' },
        {
          name: 'x_axis_time_format',
          type: 'SelectControl',
          label: 'Time format',
          freeForm: true,
          choices: DATE_FORMAT_CHOICES,
          default: SMART_DATE,
        },
        { name: 'y_axis_title', type: 'SelectControl', label: 'Y Axis Title', freeForm: true, default: '' },
        numberFormatControl('y_axis_format', 'Y Axis Format'),
      ],
    },
  ],
};
