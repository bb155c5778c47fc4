import type { ControlConfig, ControlPanelConfig } from '../shared/control-panel';
import {
  advancedAnalyticsControls,
  annotationLayersControl,
  colorSchemeControl,
  currencyFormatControl,
  legendControls,
  numberFormatControl,
  timeGrainControl,
  timeRangeControl,
  tooltipTimeFormatControl,
  xAxisControl,
  xAxisTimeFormatControl,
  xAxisTitleControl,
  yAxisBoundsControl,
  yAxisFormatControl,
  yAxisTitleControl,
  zoomableControl,
} from '../shared/controls';
import { matrixifySection, timeseriesQueryControls } from '../timeseries/control-panel';
import { QUERY_B_SUFFIX, queryBFormData } from './build-query';

/** A control of query B: the same control under `<name>_b`, its visibility read from B's own keys. */
function forQueryB(control: ControlConfig): ControlConfig {
  const { visibility } = control;
  return {
    ...control,
    name: `${control.name}${QUERY_B_SUFFIX}`,
    visibility: visibility ? (formData) => visibility(queryBFormData(formData)) : undefined,
  };
}

const SERIES_TYPES = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;

/** The per-query series options; `suffix` is '' for query A and 'B' for query B (Superset's names). */
function seriesOptions(suffix: '' | 'B', query: string): ControlConfig[] {
  const render = { renderTrigger: true } as const;
  return [
    { name: `seriesType${suffix}`, type: 'SelectControl', label: `Series type (${query})`, choices: SERIES_TYPES, default: 'line', clearable: false, ...render },
    { name: `stack${suffix}`, type: 'CheckboxControl', label: `Stack series (${query})`, default: false, ...render },
    { name: `area${suffix}`, type: 'CheckboxControl', label: `Area chart (${query})`, description: 'Draw area under curves. Only applicable for line types.', default: false, ...render },
    { name: `show_value${suffix}`, type: 'CheckboxControl', label: `Show Values (${query})`, default: false, ...render },
    { name: `markerEnabled${suffix}`, type: 'CheckboxControl', label: `Marker (${query})`, default: false, ...render },
    {
      name: `yAxisIndex${suffix}`,
      type: 'SelectControl',
      label: `Y Axis (${query})`,
      description: 'Primary or secondary y-axis',
      choices: [[0, 'Primary'], [1, 'Secondary']],
      default: 0,
      clearable: false,
      ...render,
    },
  ];
}

export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', expanded: true, controls: [xAxisControl, timeGrainControl] },
    { label: 'Query A', expanded: true, controls: timeseriesQueryControls },
    { label: 'Query B', expanded: true, controls: timeseriesQueryControls.map(forQueryB) },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    { label: 'Advanced analytics Query A', expanded: false, controls: advancedAnalyticsControls },
    { label: 'Advanced analytics Query B', expanded: false, controls: advancedAnalyticsControls.map(forQueryB) },
    { label: 'Annotations and layers', expanded: false, controls: [annotationLayersControl] },
    matrixifySection(),
    {
      label: 'Chart options',
      expanded: true,
      controls: [colorSchemeControl, ...legendControls, zoomableControl, ...seriesOptions('', 'Query A'), ...seriesOptions('B', 'Query B')],
    },
    {
      label: 'Axes',
      expanded: true,
      controls: [
        xAxisTitleControl,
        xAxisTimeFormatControl,
        tooltipTimeFormatControl,
        yAxisTitleControl,
        yAxisFormatControl,
        yAxisBoundsControl,
        { name: 'y_axis_title_secondary', type: 'TextControl', label: 'Secondary y-axis title', default: '', renderTrigger: true },
        { ...numberFormatControl('y_axis_format_secondary', 'Secondary y-axis format') },
        { ...yAxisBoundsControl, name: 'y_axis_bounds_secondary', label: 'Secondary y-axis bounds' },
        { name: 'logAxisSecondary', type: 'CheckboxControl', label: 'Logarithmic secondary y-axis', default: false, renderTrigger: true },
        currencyFormatControl,
      ],
    },
  ],
};
