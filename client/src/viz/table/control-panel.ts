import type { ControlConfig, ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  allColumnsControl,
  currencyFormatControl,
  dateFormatControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeGrainControl,
  timeRangeControl,
  timeseriesLimitMetricControl,
} from '../shared/controls';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { matrixifySection } from '../timeseries/control-panel';
import { parseOrderByCols, tableQueryMode } from './table-form';

const isAggregate = (formData: QueryFormData) => tableQueryMode(formData) === 'aggregate';
const isRaw = (formData: QueryFormData) => tableQueryMode(formData) === 'raw';
const serverPaging = (formData: QueryFormData) => formData.server_pagination === true;

export const PAGE_LENGTH_CHOICES = [
  [0, 'All'],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
] as const;
export const SERVER_PAGE_LENGTH_CHOICES = [10, 20, 50, 100, 200].map((n) => [n, String(n)] as const);

const option = (name: string, label: string, description: string, value: boolean, extra: Partial<ControlConfig> = {}): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: value,
  renderTrigger: true,
  ...extra,
});

export const tableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        {
          name: 'query_mode',
          type: 'RadioButtonControl',
          label: 'Query mode',
          choices: [
            ['aggregate', 'Aggregate'],
            ['raw', 'Raw records'],
          ],
        },
        { ...groupbyControl, visibility: isAggregate },
        timeGrainControl,
        { ...metricsControl, validators: [], visibility: isAggregate },
        {
          ...metricsControl,
          name: 'percent_metrics',
          label: 'Percentage metrics',
          description: 'Select one or many metrics to display, that will be displayed in the percentages of total.',
          validators: [],
          default: [],
          visibility: isAggregate,
        },
        { ...allColumnsControl, visibility: isRaw, validators: ['nonEmpty'] },
        adhocFiltersControl,
        { ...timeseriesLimitMetricControl, label: 'Sort by', visibility: isAggregate },
        // Free-form: saved charts may hold the JSON without the space Superset writes; such values are kept.
        { name: 'order_by_cols', type: 'SelectControl', label: 'Ordering', multi: true, choicesFrom: 'orderByColumns', freeForm: true, visibility: isRaw, default: [] },
        option('server_pagination', 'Server pagination', 'Enable server side pagination of results (experimental feature)', false, { renderTrigger: false }),
        {
          name: 'server_page_length',
          type: 'SelectControl',
          label: 'Server Page Length',
          choices: SERVER_PAGE_LENGTH_CHOICES,
          default: 10,
          visibility: serverPaging,
        },
        rowLimitControl,
        { ...orderDescControl, visibility: isAggregate },
        option('show_totals', 'Show summary', 'Show total aggregations of selected metrics. Note that row limit does not apply to the result.', false, {
          visibility: isAggregate,
          renderTrigger: false,
        }),
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    {
      label: 'Options',
      expanded: true,
      controls: [
        dateFormatControl('table_timestamp_format', 'Timestamp format'),
        currencyFormatControl,
        {
          name: 'page_length',
          type: 'SelectControl',
          label: 'Page length',
          description: 'Rows per page, 0 means no pagination',
          freeForm: true,
          choices: PAGE_LENGTH_CHOICES,
          default: 0,
          validators: ['integer'],
          visibility: (formData) => !serverPaging(formData),
          renderTrigger: true,
        },
        option('include_search', 'Search box', 'Whether to include a client-side search box', false),
        option('show_cell_bars', 'Cell bars', 'Whether to display a bar chart background in table columns', true),
        option('align_pn', 'Align +/-', 'Whether to align background charts with both positive and negative values at 0', false),
        option('color_pn', 'Color +/-', 'Whether to colorize numeric values by whether they are positive or negative', true),
        {
          name: 'conditional_formatting',
          type: 'ConditionalFormattingControl',
          label: 'Conditional formatting',
          description: 'Apply conditional color formatting to numeric columns',
          default: [],
          renderTrigger: true,
        },
      ],
    },
    matrixifySection(),
  ],
  formValidators: [
    (formData) =>
      isAggregate(formData) &&
      ensureIsArray(formData.groupby).length === 0 &&
      ensureIsArray(formData.metrics).length === 0 &&
      ensureIsArray(formData.percent_metrics).length === 0
        ? { name: 'metrics', label: 'Metrics', message: 'Group By, Metrics or Percentage Metrics must have a value' }
        : null,
    (formData) =>
      isRaw(formData) && parseOrderByCols(formData.order_by_cols).invalid
        ? { name: 'order_by_cols', label: 'Ordering', message: 'Found invalid orderby options' }
        : null,
  ],
};
