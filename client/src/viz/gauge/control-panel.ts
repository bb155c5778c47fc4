import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  currencyFormatControl,
  groupbyControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  timeRangeControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const gaugeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        groupbyControl,
        metricControl,
        adhocFiltersControl,
        { ...rowLimitControl, default: 10 },
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'General',
      expanded: true,
      controls: [
        { name: 'min_val', type: 'TextControl', label: 'Min', description: 'Minimum value on the gauge axis', inputType: 'number', validators: ['number'], half: true, ...render },
        { name: 'max_val', type: 'TextControl', label: 'Max', description: 'Maximum value on the gauge axis', inputType: 'number', validators: ['number'], ...render },
        { name: 'start_angle', type: 'TextControl', label: 'Start angle', description: 'Angle at which to start progress axis', inputType: 'number', default: 225, validators: ['number'], half: true, ...render },
        { name: 'end_angle', type: 'TextControl', label: 'End angle', description: 'Angle at which to end progress axis', inputType: 'number', default: -45, validators: ['number'], ...render },
        colorSchemeControl,
        { name: 'font_size', type: 'SliderControl', label: 'Font size', description: 'Font size for axis labels, detail value and other text elements', min: 10, max: 20, step: 1, default: 15, ...render },
        numberFormatControl('number_format', 'Number format'),
        currencyFormatControl,
        { name: 'value_formatter', type: 'TextControl', label: 'Value format', description: 'Additional text to add before or after the value, e.g. unit', default: '{value}', ...render },
        { name: 'show_pointer', type: 'CheckboxControl', label: 'Show pointer', description: 'Whether to show the pointer', default: true, ...render },
      ],
    },
    {
      label: 'Axis',
      expanded: true,
      controls: [
        { name: 'show_axis_tick', type: 'CheckboxControl', label: 'Show axis line ticks', description: 'Whether to show minor ticks on the axis', default: false, ...render },
        { name: 'show_split_line', type: 'CheckboxControl', label: 'Show split lines', description: 'Whether to show the split lines on the axis', default: false, ...render },
        { name: 'split_number', type: 'SliderControl', label: 'Split number', description: 'Number of split segments on the axis', min: 3, max: 30, step: 1, default: 10, ...render },
      ],
    },
    {
      label: 'Progress',
      expanded: true,
      controls: [
        { name: 'show_progress', type: 'CheckboxControl', label: 'Show progress', description: 'Whether to show the progress of gauge chart', default: true, ...render },
        { name: 'overlap', type: 'CheckboxControl', label: 'Overlap', description: 'Whether the progress bar overlaps when there are multiple groups of data', default: true, ...render },
        { name: 'round_cap', type: 'CheckboxControl', label: 'Round cap', description: 'Style the ends of the progress bar with a round cap', default: false, ...render },
      ],
    },
    {
      label: 'Intervals',
      expanded: false,
      controls: [
        { name: 'intervals', type: 'TextControl', label: 'Interval bounds', description: 'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.', default: '', ...render },
        { name: 'interval_color_indices', type: 'TextControl', label: 'Interval colors', description: 'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.', default: '', ...render },
      ],
    },
  ],
};
