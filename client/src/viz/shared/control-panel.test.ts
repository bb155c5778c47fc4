import { applyControlDefaults, controlErrorsText, validateControls, type ControlPanelConfig } from './control-panel';
import type { QueryFormData } from './form-data';

const panel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { name: 'metrics', type: 'MetricsControl', label: 'Metrics', validators: ['nonEmpty'] },
        { name: 'row_limit', type: 'SelectControl', label: 'Row limit', default: 10000, validators: ['nonEmpty', 'integer'] },
        { name: 'series_limit', type: 'SelectControl', label: 'Series limit', validators: ['integer'] },
        {
          name: 'all_columns',
          type: 'ColumnsControl',
          label: 'Columns',
          validators: ['nonEmpty'],
          visibility: (formData) => formData.query_mode === 'raw',
        },
      ],
    },
  ],
  formValidators: [(formData) => (formData.broken ? { name: 'broken', label: 'Broken', message: 'is broken' } : null)],
};
const base: QueryFormData = { viz_type: 'x', datasource: '1__table' };

describe('control panel', () => {
  it('fills only the keys that are undefined', () => {
    expect(applyControlDefaults(panel, base).row_limit).toBe(10000);
    expect(applyControlDefaults(panel, { ...base, row_limit: 5 }).row_limit).toBe(5);
    expect(applyControlDefaults(panel, { ...base, row_limit: null }).row_limit).toBeNull();
  });

  it.each([
    ['a valid form', { metrics: ['count'], row_limit: 10 }, []],
    ['empty metrics', { metrics: [], row_limit: 10 }, ['Metrics: cannot be empty']],
    ['a missing row limit', { metrics: ['count'], row_limit: '' }, ['Row limit: cannot be empty']],
    ['a non-integer row limit', { metrics: ['count'], row_limit: '10.5' }, ['Row limit: is expected to be an integer']],
    ['an empty optional integer', { metrics: ['count'], row_limit: 10, series_limit: null }, []],
    ['a non-integer optional integer', { metrics: ['count'], row_limit: 10, series_limit: 'x' }, ['Series limit: is expected to be an integer']],
    ['a hidden control not validated', { metrics: ['count'], row_limit: 10, query_mode: 'aggregate' }, []],
    ['a visible control validated', { metrics: ['count'], row_limit: 10, query_mode: 'raw' }, ['Columns: cannot be empty']],
    ['a form-level rule', { metrics: ['count'], row_limit: 10, broken: true }, ['Broken: is broken']],
  ])('validates %s', (_name, values, messages) => {
    const errors = validateControls(panel, { ...base, ...values } as QueryFormData);
    expect(errors.map((error) => `${error.label}: ${error.message}`)).toEqual(messages);
  });

  it('keeps the label and the message apart: no control name run into the message', () => {
    const errors = validateControls(panel, { ...base, metrics: [], row_limit: 10, query_mode: 'raw' });
    expect(errors).toEqual([
      { name: 'metrics', label: 'Metrics', message: 'cannot be empty' },
      { name: 'all_columns', label: 'Columns', message: 'cannot be empty' },
    ]);
  });

  it.each([
    ['no errors', [], ''],
    ['one error', [{ name: 'metrics', label: 'Metrics', message: 'cannot be empty' }], 'Metrics: cannot be empty'],
    [
      'a line per error',
      [
        { name: 'groupbyRows', label: 'Rows', message: 'Please choose at least one groupby' },
        { name: 'row_limit', label: 'Row limit', message: 'is expected to be an integer' },
      ],
      'Rows: Please choose at least one groupby\nRow limit: is expected to be an integer',
    ],
  ])('writes %s as "label: message" lines', (_name, errors, text) => {
    expect(controlErrorsText(errors)).toBe(text);
  });
});
