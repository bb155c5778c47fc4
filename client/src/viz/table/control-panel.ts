import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  DATE_FORMAT_CHOICES,
  groupbyControl,
  orderDescControl,
  rowLimitControl,
  timeRangeControl,
} from '../shared/controls';
import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { SMART_DATE } from '../shared/time-format';
import { parseOrderByCols, tableQueryMode } from './table-form';

const isAggregate = (formData: QueryFormData) => tableQueryMode(formData) === 'aggregate';
const isRaw = (formData: QueryFormData) => tableQueryMode(formData) === 'raw';

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
        { name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, visibility: isAggregate },
        {
          name: 'all_columns',
          type: 'ColumnsControl',
          label: 'Columns',
          multi: true,
          visibility: isRaw,
          validators: ['nonEmpty'],
        },
        adhocFiltersControl,
        timeRangeControl,
        { name: 'timeseries_limit_metric', type: 'MetricControl', label: 'Sort by', visibility: isAggregate },
        { name: 'order_by_cols', type: 'SelectControl', label: 'Ordering', multi: true, visibility: isRaw, default: [] },
        rowLimitControl,
        { ...orderDescControl, visibility: isAggregate },
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controls: [
        {
          name: 'table_timestamp_format',
          type: 'SelectControl',
          label: 'Timestamp format',
          freeForm: true,
          choices: DATE_FORMAT_CHOICES,
          default: SMART_DATE,
        },
      ],
    },
  ],
  formValidators: [
    (formData) =>
      isAggregate(formData) && ensureIsArray(formData.groupby).length === 0 && ensureIsArray(formData.metrics).length === 0
        ? { name: 'metrics', label: 'Metrics', message: 'Group By, Metrics or Percentage Metrics must have a value' }
        : null,
    (formData) =>
      isRaw(formData) && parseOrderByCols(formData.order_by_cols).invalid
        ? { name: 'order_by_cols', label: 'Ordering', message: 'Found invalid orderby options' }
        : null,
  ],
};
