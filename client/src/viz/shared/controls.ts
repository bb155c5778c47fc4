// Query-side controls several chart types share (Query, Advanced analytics, Time, Annotations and layers,
// Matrixify), with the product's choices and defaults (spec 1 sections 5 and 9). Chart-option controls
// (formats, colours, legend, axes) are in controls-customize.ts and re-exported here, so a chart type imports
// every shared control from this one module. Names are Superset's form-data keys.
import type { ControlConfig } from './control-panel';
import {
  AGGREGATES,
  COMPARISON_TYPE_CHOICES,
  CONTRIBUTION_CHOICES,
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  DEFAULT_TIME_RANGE,
  MATRIXIFY_CHARTS_PER_ROW_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  ROW_LIMIT_CHOICES,
  SERIES_LIMIT_CHOICES,
  TIME_GRAIN_CHOICES,
  TIME_SHIFT_CHOICES,
} from './control-choices';
import type { QueryFormData } from './form-data';

export * from './control-choices';
export * from './controls-customize';

// ---- Query -------------------------------------------------------------------------------------------------

export const metricsControl: ControlConfig = {
  name: 'metrics',
  type: 'MetricsControl',
  label: 'Metrics',
  multi: true,
  validators: ['nonEmpty'],
};

/** One metric (big number, pie, gauge...). */
export const metricControl: ControlConfig = {
  name: 'metric',
  type: 'MetricControl',
  label: 'Metric',
  validators: ['nonEmpty'],
};

export const groupbyControl: ControlConfig = {
  name: 'groupby',
  type: 'GroupByControl',
  label: 'Dimensions',
  description: 'Dimensions contain qualitative values such as names, dates, or geographical data. Use dimensions to categorize, segment, and reveal the details in your data.',
  multi: true,
  choicesFrom: 'columns',
  default: [],
};

export const columnsControl: ControlConfig = {
  name: 'columns',
  type: 'ColumnsControl',
  label: 'Columns',
  description: 'One or many columns to pivot as columns.',
  multi: true,
  choicesFrom: 'columns',
  default: [],
};

/** The raw-records columns of a table chart. */
export const allColumnsControl: ControlConfig = {
  name: 'all_columns',
  type: 'ColumnsControl',
  label: 'Columns',
  multi: true,
  choicesFrom: 'columns',
  validators: ['nonEmpty'],
  default: [],
};

export const xAxisControl: ControlConfig = {
  name: 'x_axis',
  type: 'XAxisControl',
  label: 'X-axis',
  description: 'Dimension to use on x-axis.',
  choicesFrom: 'columns',
  defaultFrom: 'mainDttmCol',
  clearable: false,
  validators: ['nonEmpty'],
};

/** The temporal column of legacy charts (granularity_sqla): a time column cannot be cleared (spec section 5). */
export const granularityControl: ControlConfig = {
  name: 'granularity_sqla',
  type: 'SelectControl',
  label: 'Time column',
  description: 'The time column for the visualization.',
  choicesFrom: 'temporalColumns',
  defaultFrom: 'mainDttmCol',
  clearable: false,
};

export const adhocFiltersControl: ControlConfig = {
  name: 'adhoc_filters',
  type: 'AdhocFilterControl',
  label: 'Filters',
  default: [],
};

export const rowLimitControl: ControlConfig = {
  name: 'row_limit',
  type: 'SelectControl',
  label: 'Row limit',
  description: 'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
  freeForm: true,
  choices: ROW_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
  default: DEFAULT_ROW_LIMIT,
  validators: ['nonEmpty', 'integer', 'maxRowLimit'],
};

export const seriesLimitControl: ControlConfig = {
  name: 'series_limit',
  type: 'SelectControl',
  label: 'Series limit',
  description: 'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) is applied to limit the number of series that get fetched and rendered.',
  freeForm: true,
  choices: SERIES_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
  validators: ['integer'],
};

export const seriesLimitMetricControl: ControlConfig = {
  name: 'series_limit_metric',
  type: 'SortByControl',
  label: 'Sort by',
  description: 'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
  choicesFrom: 'formMetrics',
};

/** The older name of the sort-by metric (table, pie...). */
export const timeseriesLimitMetricControl: ControlConfig = { ...seriesLimitMetricControl, name: 'timeseries_limit_metric' };

export const orderDescControl: ControlConfig = {
  name: 'order_desc',
  type: 'CheckboxControl',
  label: 'Sort descending',
  description: 'If enabled, this control sorts the results/values descending, otherwise it sorts the results ascending.',
  default: true,
};

export const truncateMetricControl: ControlConfig = {
  name: 'truncate_metric',
  type: 'CheckboxControl',
  label: 'Truncate Metric',
  description: 'Whether to truncate metrics',
  default: true,
};

/** The entity of bubble-style charts: one column whose values are the points; required (spec section 5). */
export const entityControl: ControlConfig = {
  name: 'entity',
  type: 'ColumnsControl',
  label: 'Entity',
  description: 'This defines the element to be plotted on the chart',
  choicesFrom: 'columns',
  validators: ['nonEmpty'],
};

/** Bubble charts: the metric sizing each bubble. */
export const bubbleSizeControl: ControlConfig = {
  name: 'size',
  type: 'MetricControl',
  label: 'Bubble Size',
  description: 'Metric used to calculate bubble size',
  validators: ['nonEmpty'],
};

/** Not required (spec section 5). */
export const colorMetricControl: ControlConfig = {
  name: 'secondary_metric',
  type: 'MetricControl',
  label: 'Color Metric',
  description: 'A metric to use for color',
};

/** Not required (spec section 5). */
export const tooltipMetricsControl: ControlConfig = {
  name: 'tooltip_metrics',
  type: 'MetricsControl',
  label: 'Tooltip Metrics',
  multi: true,
  default: [],
};

// ---- Time --------------------------------------------------------------------------------------------------

export const timeRangeControl: ControlConfig = {
  name: 'time_range',
  type: 'DateFilterControl',
  label: 'Time range',
  description: 'The time range of the query; No filter applies none.',
  default: DEFAULT_TIME_RANGE,
};

export const timeGrainControl: ControlConfig = {
  name: 'time_grain_sqla',
  type: 'TimeGrainControl',
  label: 'Time grain',
  description: 'The time granularity for the visualization. Note that you can type and use simple natural language as in `10 seconds`, `1 day` or `56 weeks`',
  choices: TIME_GRAIN_CHOICES,
  choicesFrom: 'timeGrains',
  default: DEFAULT_TIME_GRAIN,
};

// ---- Advanced analytics ------------------------------------------------------------------------------------

const rollingOn = (formData: QueryFormData) => Boolean(formData.rolling_type) && formData.rolling_type !== 'None';
const windowedRolling = (formData: QueryFormData) => rollingOn(formData) && formData.rolling_type !== 'cumsum';

export const rollingTypeControl: ControlConfig = {
  name: 'rolling_type',
  type: 'SelectControl',
  label: 'Rolling Function',
  description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
  choices: ROLLING_TYPE_CHOICES,
  default: 'None',
};

export const rollingPeriodsControl: ControlConfig = {
  name: 'rolling_periods',
  type: 'TextControl',
  label: 'Periods',
  description: 'Defines the size of the rolling window function, relative to the time granularity selected',
  inputType: 'integer',
  validators: ['integer'],
  visibility: windowedRolling,
  half: true,
};

export const minPeriodsControl: ControlConfig = {
  name: 'min_periods',
  type: 'TextControl',
  label: 'Min Periods',
  description: 'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods. This will hide the "ramp up" taking place over the first 7 periods',
  inputType: 'integer',
  validators: ['integer'],
  visibility: windowedRolling,
  half: true,
};

export const timeCompareControl: ControlConfig = {
  name: 'time_compare',
  type: 'SelectControl',
  label: 'Time shift',
  description: 'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
  multi: true,
  freeForm: true,
  choices: TIME_SHIFT_CHOICES,
  default: [],
};

export const comparisonTypeControl: ControlConfig = {
  name: 'comparison_type',
  type: 'SelectControl',
  label: 'Calculation type',
  description: 'How to display time shifts: as individual lines; as the difference between the main time series and each time shift; as the percentage change; or as the ratio between series and time shifts.',
  choices: COMPARISON_TYPE_CHOICES,
  default: 'values',
  clearable: false,
};

export const resampleRuleControl: ControlConfig = {
  name: 'resample_rule',
  type: 'SelectControl',
  label: 'Rule',
  description: 'Pandas resample rule',
  freeForm: true,
  choices: RESAMPLE_RULE_CHOICES,
  half: true,
};

export const resampleMethodControl: ControlConfig = {
  name: 'resample_method',
  type: 'SelectControl',
  label: 'Fill method',
  description: 'Pandas resample method',
  choices: RESAMPLE_METHOD_CHOICES,
  half: true,
};

export const contributionModeControl: ControlConfig = {
  name: 'contributionMode',
  type: 'SelectControl',
  label: 'Contribution Mode',
  description: 'Calculate contribution per series or row',
  choices: CONTRIBUTION_CHOICES,
  default: null,
};

/** The Advanced analytics section of the timeseries charts: rolling window, time comparison, resample. */
export const advancedAnalyticsControls: ControlConfig[] = [
  rollingTypeControl,
  rollingPeriodsControl,
  minPeriodsControl,
  timeCompareControl,
  comparisonTypeControl,
  resampleRuleControl,
  resampleMethodControl,
];

// ---- Annotations and layers --------------------------------------------------------------------------------

export const annotationLayersControl: ControlConfig = {
  name: 'annotation_layers',
  type: 'AnnotationLayerControl',
  label: 'Annotation Layers',
  description: 'Annotation layers to overlay on the visualization',
  default: [],
};

// ---- Matrixify (a grid of the chart, one cell per metric or dimension value) --------------------------------

const matrixifyOn = (formData: QueryFormData) =>
  Boolean(formData.matrixify_enable_vertical_layout) || Boolean(formData.matrixify_enable_horizontal_layout);

export const matrixifyControls: ControlConfig[] = [
  { name: 'matrixify_enable_vertical_layout', type: 'CheckboxControl', label: 'Vertical layout (rows)', default: false },
  { name: 'matrixify_enable_horizontal_layout', type: 'CheckboxControl', label: 'Horizontal layout (columns)', default: false },
  {
    name: 'matrixify_mode_rows',
    type: 'RadioButtonControl',
    label: 'Rows',
    choices: [['metrics', 'Metrics'], ['dimensions', 'Dimension members']],
    default: 'metrics',
    visibility: (formData) => Boolean(formData.matrixify_enable_vertical_layout),
  },
  {
    name: 'matrixify_mode_columns',
    type: 'RadioButtonControl',
    label: 'Columns',
    choices: [['metrics', 'Metrics'], ['dimensions', 'Dimension members']],
    default: 'metrics',
    visibility: (formData) => Boolean(formData.matrixify_enable_horizontal_layout),
  },
  {
    name: 'matrixify_topn_value',
    type: 'TextControl',
    label: 'Top N values',
    inputType: 'integer',
    default: 10,
    validators: ['integer'],
    visibility: matrixifyOn,
  },
  {
    name: 'matrixify_row_height',
    type: 'TextControl',
    label: 'Row height (px)',
    inputType: 'integer',
    default: 300,
    validators: ['integer'],
    visibility: matrixifyOn,
    renderTrigger: true,
  },
  {
    name: 'matrixify_fit_columns_dynamically',
    type: 'CheckboxControl',
    label: 'Fit columns dynamically',
    default: true,
    visibility: matrixifyOn,
    renderTrigger: true,
  },
  {
    name: 'matrixify_charts_per_row',
    type: 'SelectControl',
    label: 'Charts per row',
    freeForm: true,
    choices: MATRIXIFY_CHARTS_PER_ROW_CHOICES,
    default: 4,
    validators: ['integer'],
    visibility: (formData) => matrixifyOn(formData) && formData.matrixify_fit_columns_dynamically === false,
    renderTrigger: true,
  },
];

/** The aggregates of a SIMPLE adhoc metric, as select choices. */
export const AGGREGATE_CHOICES = AGGREGATES.map((aggregate) => [aggregate, aggregate] as const);
