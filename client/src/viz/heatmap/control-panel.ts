import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  currencyFormatControl,
  dateFormatControl,
  linearColorSchemeControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  showLegendControl,
  timeRangeControl,
  yAxisBoundsControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;
const SORT_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

export const heatmapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { name: 'x_axis', type: 'XAxisControl', label: 'X-axis', description: 'Dimension to use on x-axis.', choicesFrom: 'columns', validators: ['nonEmpty'] },
        { name: 'groupby', type: 'GroupByControl', label: 'Y-axis', description: 'Dimension to use on y-axis.', choicesFrom: 'columns', validators: ['nonEmpty'] },
        metricControl,
        adhocFiltersControl,
        rowLimitControl,
        { name: 'sort_x_axis', type: 'SelectControl', label: 'Sort X Axis', choices: SORT_CHOICES, clearable: true, ...render },
        { name: 'sort_y_axis', type: 'SelectControl', label: 'Sort Y Axis', choices: SORT_CHOICES, clearable: true, ...render },
        {
          name: 'normalize_across',
          type: 'SelectControl',
          label: 'Normalize Across',
          description: 'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range.',
          choices: [['heatmap', 'heatmap'], ['x', 'x'], ['y', 'y']],
          default: 'heatmap',
          clearable: false,
        },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Chart options',
      expanded: true,
      controls: [
        linearColorSchemeControl,
        { name: 'border_width', type: 'SliderControl', label: 'Border width', description: 'The width of the elements border', min: 0, max: 2, step: 0.1, default: 0, ...render },
        showLegendControl,
        { name: 'show_values', type: 'CheckboxControl', label: 'Show Values', description: 'Whether to display the numerical values within the cells', default: false, ...render },
        { name: 'normalized', type: 'CheckboxControl', label: 'Normalized', description: 'Whether to apply a normal distribution based on rank on the color scale', default: false, ...render },
        { ...yAxisBoundsControl, name: 'value_bounds', label: 'Value bounds', description: 'Hard value bounds applied for color coding.' },
        numberFormatControl('y_axis_format', 'Value Format'),
        currencyFormatControl,
        dateFormatControl('time_format', 'Time format'),
      ],
    },
  ],
};
