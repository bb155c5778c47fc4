import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorMetricControl,
  colorSchemeControl,
  currencyFormatControl,
  entityControl,
  linearColorSchemeControl,
  maxBubbleSizeControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  timeRangeControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

const render = { renderTrigger: true } as const;

export const COUNTRY_FIELD_TYPES = [
  ['name', 'Full name'],
  ['cioc', 'code International Olympic Committee (cioc)'],
  ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
  ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
] as const;

export const worldMapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { ...entityControl, label: 'Country Column', description: '3 letter code of the country' },
        {
          name: 'country_fieldtype',
          type: 'SelectControl',
          label: 'Country Field Type',
          description: 'The country code standard that Superset should expect to find in the [country] column',
          choices: COUNTRY_FIELD_TYPES,
          default: 'cca2',
          clearable: false,
        },
        metricControl,
        adhocFiltersControl,
        rowLimitControl,
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    {
      label: 'Options',
      expanded: true,
      controls: [
        { name: 'show_bubbles', type: 'CheckboxControl', label: 'Show Bubbles', description: 'Whether to display bubbles on top of countries', default: false, ...render },
        { ...colorMetricControl, label: 'Bubble Size', description: 'Metric that defines the size of the bubble', visibility: (formData) => formData.show_bubbles === true },
        { ...maxBubbleSizeControl, visibility: (formData) => formData.show_bubbles === true },
        { name: 'color_picker', type: 'ColorPickerControl', label: 'Bubble Color', default: { r: 0, g: 122, b: 135, a: 1 }, visibility: (formData) => formData.show_bubbles === true, ...render },
        {
          name: 'color_by',
          type: 'RadioButtonControl',
          label: 'Color by',
          description: 'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
          choices: [['metric', 'Metric'], ['country', 'Country']],
          default: 'metric',
          ...render,
        },
        { ...linearColorSchemeControl, visibility: (formData) => formData.color_by !== 'country' },
        { ...colorSchemeControl, visibility: (formData) => formData.color_by === 'country' },
        numberFormatControl('y_axis_format', 'Number format'),
        currencyFormatControl,
      ],
    },
  ],
};
