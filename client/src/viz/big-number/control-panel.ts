import type { ControlConfig, ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  currencyFormatControl,
  dateFormatControl,
  metricControl,
  minPeriodsControl,
  resampleMethodControl,
  resampleRuleControl,
  rollingPeriodsControl,
  rollingTypeControl,
  timeGrainControl,
  timeRangeControl,
  xAxisControl,
  yAxisFormatControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const HEADER_FONT_SIZES = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
] as const;
const SUBHEADER_FONT_SIZES = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
] as const;

const headerFontSize: ControlConfig = {
  name: 'header_font_size',
  type: 'SelectControl',
  label: 'Big Number Font Size',
  choices: HEADER_FONT_SIZES,
  default: 0.4,
  clearable: false,
  renderTrigger: true,
  half: true,
};
const subheaderFontSize: ControlConfig = {
  name: 'subheader_font_size',
  type: 'SelectControl',
  label: 'Subheader Font Size',
  choices: SUBHEADER_FONT_SIZES,
  default: 0.15,
  clearable: false,
  renderTrigger: true,
  half: true,
};
const timeFormat = dateFormatControl('time_format', 'Date format');

const trendlineOptions: ControlConfig[] = [
  {
    name: 'compare_lag',
    type: 'TextControl',
    label: 'Comparison Period Lag',
    description: 'Based on granularity, number of time periods to compare against',
    inputType: 'integer',
    validators: ['integer'],
  },
  {
    name: 'compare_suffix',
    type: 'TextControl',
    label: 'Comparison suffix',
    description: 'Suffix to apply after the percentage display',
    default: '',
    renderTrigger: true,
  },
  { name: 'show_timestamp', type: 'CheckboxControl', label: 'Show Timestamp', default: false, renderTrigger: true },
  { name: 'show_trend_line', type: 'CheckboxControl', label: 'Show Trend Line', default: true, renderTrigger: true },
  { name: 'start_y_axis_at_zero', type: 'CheckboxControl', label: 'Start y-axis at 0', default: true, renderTrigger: true },
  {
    name: 'time_range_fixed',
    type: 'CheckboxControl',
    label: 'Fix to selected Time Range',
    description: 'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
    default: false,
    renderTrigger: true,
  },
  { name: 'color_picker', type: 'ColorPickerControl', label: 'Fixed Color', renderTrigger: true },
];

export const bigNumberControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [xAxisControl, timeGrainControl, metricControl, adhocFiltersControl],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Advanced analytics',
      expanded: false,
      controls: [rollingTypeControl, rollingPeriodsControl, minPeriodsControl, resampleRuleControl, resampleMethodControl],
    },
    { label: 'Options', expanded: true, controls: [...trendlineOptions, headerFontSize, subheaderFontSize] },
    { label: 'Chart options', expanded: true, controls: [yAxisFormatControl, currencyFormatControl, timeFormat] },
    matrixifySection(),
  ],
};

export const bigNumberTotalControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controls: [metricControl, adhocFiltersControl] },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Display settings',
      expanded: true,
      controls: [
        {
          name: 'subtitle',
          type: 'TextControl',
          label: 'Subtitle',
          description: 'Description text that shows up below your Big Number',
          default: '',
          renderTrigger: true,
        },
        headerFontSize,
        subheaderFontSize,
      ],
    },
    { label: 'Chart options', expanded: true, controls: [yAxisFormatControl, currencyFormatControl, timeFormat] },
    matrixifySection(),
  ],
};
