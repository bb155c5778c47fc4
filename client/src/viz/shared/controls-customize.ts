// Chart-option controls several chart types share: formats, colours, legend, labels, tooltips, axes, markers.
// They only change how data already fetched is drawn, so they are render triggers (no new query). Re-exported
// from controls.ts; import them from there.
import { DEFAULT_CATEGORICAL_SCHEME, DEFAULT_LINEAR_SCHEME } from './color-schemes';
import {
  AXIS_TITLE_MARGIN_CHOICES,
  DATE_FORMAT_CHOICES,
  LEGEND_ORIENTATION_CHOICES,
  LEGEND_TYPE_CHOICES,
  MAX_BUBBLE_SIZE_CHOICES,
  NUMBER_FORMAT_CHOICES,
  SORT_SERIES_CHOICES,
  STACK_CHOICES,
} from './control-choices';
import type { ControlConfig } from './control-panel';
import type { QueryFormData } from './form-data';
import { SMART_NUMBER } from './number-format';
import { SMART_DATE } from './time-format';

export function numberFormatControl(name: string, label: string): ControlConfig {
  return {
    name,
    type: 'NumberFormatControl',
    label,
    description: 'D3 format syntax: https://github.com/d3/d3-format',
    freeForm: true,
    choices: NUMBER_FORMAT_CHOICES,
    default: SMART_NUMBER,
    renderTrigger: true,
  };
}

export function dateFormatControl(name: string, label: string): ControlConfig {
  return {
    name,
    type: 'DateFormatControl',
    label,
    description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
    freeForm: true,
    choices: DATE_FORMAT_CHOICES,
    default: SMART_DATE,
    renderTrigger: true,
  };
}

export const yAxisFormatControl = numberFormatControl('y_axis_format', 'Y Axis Format');
export const xAxisTimeFormatControl = dateFormatControl('x_axis_time_format', 'Time format');
export const tooltipTimeFormatControl = dateFormatControl('tooltipTimeFormat', 'Tooltip time format');

export const currencyFormatControl: ControlConfig = {
  name: 'currency_format',
  type: 'CurrencyControl',
  label: 'Currency format',
  renderTrigger: true,
};

export const colorSchemeControl: ControlConfig = {
  name: 'color_scheme',
  type: 'ColorSchemeControl',
  label: 'Color Scheme',
  description: 'The color scheme for rendering chart',
  default: DEFAULT_CATEGORICAL_SCHEME,
  clearable: false,
  renderTrigger: true,
};

export const linearColorSchemeControl: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'LinearColorSchemeControl',
  label: 'Linear Color Scheme',
  default: DEFAULT_LINEAR_SCHEME,
  clearable: false,
  renderTrigger: true,
};

// ---- Legend, labels, tooltips ------------------------------------------------------------------------------

export const showLegendControl: ControlConfig = {
  name: 'show_legend',
  type: 'CheckboxControl',
  label: 'Show legend',
  description: 'Whether to display a legend for the chart',
  default: true,
  renderTrigger: true,
};

const legendShown = (formData: QueryFormData) => formData.show_legend !== false;

export const legendTypeControl: ControlConfig = {
  name: 'legendType',
  type: 'SelectControl',
  label: 'Type',
  description: 'Legend type',
  choices: LEGEND_TYPE_CHOICES,
  default: 'scroll',
  clearable: false,
  visibility: legendShown,
  renderTrigger: true,
  half: true,
};

export const legendOrientationControl: ControlConfig = {
  name: 'legendOrientation',
  type: 'SelectControl',
  label: 'Orientation',
  description: 'Legend Orientation',
  choices: LEGEND_ORIENTATION_CHOICES,
  default: 'top',
  clearable: false,
  visibility: legendShown,
  renderTrigger: true,
  half: true,
};

export const legendControls: ControlConfig[] = [showLegendControl, legendTypeControl, legendOrientationControl];

/** Values on the points/bars of timeseries charts. */
export const showValueControl: ControlConfig = {
  name: 'show_value',
  type: 'CheckboxControl',
  label: 'Show Values',
  description: 'Whether to display the numerical values within the cells',
  default: false,
  renderTrigger: true,
};

/** Slice labels (pie, funnel, treemap...). */
export const showLabelsControl: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: 'Show labels',
  description: 'Whether to display the labels.',
  default: true,
  renderTrigger: true,
};

export const richTooltipControl: ControlConfig = {
  name: 'rich_tooltip',
  type: 'CheckboxControl',
  label: 'Rich tooltip',
  description: 'Shows a list of all series available at that point in time',
  default: true,
  renderTrigger: true,
};

export const tooltipSortByMetricControl: ControlConfig = {
  name: 'tooltipSortByMetric',
  type: 'CheckboxControl',
  label: 'Tooltip sort by metric',
  description: 'Whether to sort tooltip by the selected metric in descending order.',
  default: false,
  visibility: (formData) => formData.rich_tooltip !== false,
  renderTrigger: true,
};

export const tooltipControls: ControlConfig[] = [richTooltipControl, tooltipSortByMetricControl, tooltipTimeFormatControl];

// ---- Series ------------------------------------------------------------------------------------------------

export const stackControl: ControlConfig = {
  name: 'stack',
  type: 'SelectControl',
  label: 'Stacked Style',
  description: 'Stack series on top of each other',
  choices: STACK_CHOICES,
  default: null,
  renderTrigger: true,
};

export const sortSeriesTypeControl: ControlConfig = {
  name: 'sort_series_type',
  type: 'SelectControl',
  label: 'Sort Series By',
  description: 'Based on what should series be ordered on the chart and legend',
  choices: SORT_SERIES_CHOICES,
  default: 'sum',
  clearable: false,
  renderTrigger: true,
};

export const sortSeriesAscendingControl: ControlConfig = {
  name: 'sort_series_ascending',
  type: 'CheckboxControl',
  label: 'Sort Series Ascending',
  description: 'Sort series in ascending order',
  default: false,
  renderTrigger: true,
};

export const maxBubbleSizeControl: ControlConfig = {
  name: 'max_bubble_size',
  type: 'SelectControl',
  label: 'Max Bubble Size',
  freeForm: true,
  choices: MAX_BUBBLE_SIZE_CHOICES,
  default: '25',
  validators: ['number'],
  renderTrigger: true,
};

export const markerEnabledControl: ControlConfig = {
  name: 'markerEnabled',
  type: 'CheckboxControl',
  label: 'Marker',
  description: 'Draw a marker on data points. Only applicable for line types.',
  default: false,
  renderTrigger: true,
};

export const markerSizeControl: ControlConfig = {
  name: 'markerSize',
  type: 'SliderControl',
  label: 'Marker Size',
  description: 'Size of marker. Also applies to forecast observations.',
  min: 0,
  max: 20,
  step: 1,
  default: 6,
  visibility: (formData) => formData.markerEnabled === true,
  renderTrigger: true,
};

export const zoomableControl: ControlConfig = {
  name: 'zoomable',
  type: 'CheckboxControl',
  label: 'Data Zoom',
  description: 'Enable data zooming controls',
  default: false,
  renderTrigger: true,
};

// ---- Axes --------------------------------------------------------------------------------------------------

export const xAxisTitleControl: ControlConfig = {
  name: 'x_axis_title',
  type: 'TextControl',
  label: 'X Axis Title',
  default: '',
  renderTrigger: true,
};

export const xAxisTitleMarginControl: ControlConfig = {
  name: 'x_axis_title_margin',
  type: 'SelectControl',
  label: 'X Axis Title Bottom Margin',
  freeForm: true,
  choices: AXIS_TITLE_MARGIN_CHOICES,
  default: 15,
  validators: ['integer'],
  renderTrigger: true,
};

export const yAxisTitleControl: ControlConfig = {
  name: 'y_axis_title',
  type: 'TextControl',
  label: 'Y Axis Title',
  default: '',
  renderTrigger: true,
};

export const yAxisTitleMarginControl: ControlConfig = {
  name: 'y_axis_title_margin',
  type: 'SelectControl',
  label: 'Y Axis Title Margin',
  freeForm: true,
  choices: AXIS_TITLE_MARGIN_CHOICES,
  default: 15,
  validators: ['integer'],
  renderTrigger: true,
};

export const yAxisTitlePositionControl: ControlConfig = {
  name: 'y_axis_title_position',
  type: 'SelectControl',
  label: 'Y Axis Title Position',
  choices: [['Left', 'Left'], ['Top', 'Top']],
  default: 'Left',
  clearable: false,
  renderTrigger: true,
};

export const axisTitleControls: ControlConfig[] = [
  xAxisTitleControl,
  xAxisTitleMarginControl,
  yAxisTitleControl,
  yAxisTitleMarginControl,
  yAxisTitlePositionControl,
];

export const logAxisControl: ControlConfig = {
  name: 'logAxis',
  type: 'CheckboxControl',
  label: 'Logarithmic y-axis',
  description: 'Logarithmic y-axis',
  default: false,
  renderTrigger: true,
};

export const truncateYAxisControl: ControlConfig = {
  name: 'truncateYAxis',
  type: 'CheckboxControl',
  label: 'Truncate Y Axis',
  description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  default: false,
  renderTrigger: true,
};

export const yAxisBoundsControl: ControlConfig = {
  name: 'y_axis_bounds',
  type: 'BoundsControl',
  label: 'Y Axis Bounds',
  description: 'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won\'t narrow the data\'s extent.',
  default: [null, null],
  renderTrigger: true,
};
