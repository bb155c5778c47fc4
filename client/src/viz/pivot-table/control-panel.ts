import type { ControlConfig, ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  currencyFormatControl,
  dateFormatControl,
  groupbyControl,
  metricsControl,
  numberFormatControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
  timeRangeControl,
} from '../shared/controls';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { matrixifySection } from '../timeseries/control-panel';
import { AGGREGATE_FUNCTIONS } from './aggregators';

const SORT_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

export const pivotTableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { ...groupbyControl, name: 'groupbyColumns', label: 'Columns', description: 'Columns to group by on the columns' },
        { ...groupbyControl, name: 'groupbyRows', label: 'Rows', description: 'Columns to group by on the rows' },
        timeGrainControl,
        { ...metricsControl, description: 'Metrics to aggregate' },
        {
          name: 'metricsLayout',
          type: 'RadioButtonControl',
          label: 'Apply metrics on',
          choices: [['COLUMNS', 'Columns'], ['ROWS', 'Rows']],
          default: 'COLUMNS',
          renderTrigger: true,
        },
        adhocFiltersControl,
        rowLimitControl,
        { ...seriesLimitMetricControl, label: 'Sort by', description: 'Metric used to order the groups (and choose them with the row limit)' },
        orderDescControl,
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Options',
      expanded: true,
      controls: [
        {
          name: 'aggregateFunction',
          type: 'SelectControl',
          label: 'Aggregation function',
          description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
          choices: AGGREGATE_FUNCTIONS.map((fn) => [fn, fn] as const),
          default: 'Sum',
          clearable: false,
          renderTrigger: true,
        },
        checkbox('rowTotals', 'Show rows total', 'Display row level total'),
        checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
        checkbox('colTotals', 'Show columns total', 'Display column level total'),
        checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
        checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
        checkbox('combineMetric', 'Combine metrics', 'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.'),
        { ...numberFormatControl('valueFormat', 'Value format'), renderTrigger: true },
        currencyFormatControl,
        dateFormatControl('date_format', 'Date format'),
        { name: 'rowOrder', type: 'SelectControl', label: 'Rows sort by', choices: SORT_CHOICES, default: 'key_a_to_z', clearable: false, renderTrigger: true },
        { name: 'colOrder', type: 'SelectControl', label: 'Cols sort by', choices: SORT_CHOICES, default: 'key_a_to_z', clearable: false, renderTrigger: true },
      ],
    },
    matrixifySection(),
  ],
  formValidators: [
    (formData: QueryFormData) =>
      ensureIsArray(formData.groupbyRows).length === 0 && ensureIsArray(formData.groupbyColumns).length === 0
        ? { name: 'groupbyRows', label: 'Rows', message: 'Please choose at least one groupby' }
        : null,
  ],
};
