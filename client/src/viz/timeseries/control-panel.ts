import type { ControlConfig, ControlPanelConfig, ControlPanelSection } from '../shared/control-panel';
import {
  adhocFiltersControl,
  advancedAnalyticsControls,
  annotationLayersControl,
  axisTitleControls,
  colorSchemeControl,
  contributionModeControl,
  currencyFormatControl,
  groupbyControl,
  legendControls,
  logAxisControl,
  markerEnabledControl,
  markerSizeControl,
  matrixifyControls,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  showValueControl,
  sortSeriesAscendingControl,
  sortSeriesTypeControl,
  stackControl,
  timeGrainControl,
  timeRangeControl,
  tooltipControls,
  truncateMetricControl,
  truncateYAxisControl,
  xAxisControl,
  xAxisTimeFormatControl,
  yAxisBoundsControl,
  yAxisFormatControl,
  zoomableControl,
} from '../shared/controls';
import { ensureIsArray } from '../shared/form-data';
import type { TimeseriesKind } from './kinds';

/** The Query section of a timeseries query; the mixed chart repeats it with a suffix for query B. */
export const timeseriesQueryControls: ControlConfig[] = [
  metricsControl,
  groupbyControl,
  contributionModeControl,
  adhocFiltersControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  orderDescControl,
  rowLimitControl,
  truncateMetricControl,
];

const opacityControl: ControlConfig = {
  name: 'opacity',
  type: 'SliderControl',
  label: 'Area chart opacity',
  description: 'Opacity of Area Chart. Also applies to confidence band.',
  min: 0,
  max: 1,
  step: 0.1,
  default: 0.2,
  renderTrigger: true,
};

const stepTypeControl: ControlConfig = {
  name: 'seriesType',
  type: 'SelectControl',
  label: 'Step type',
  description: 'Defines whether the step should appear at the beginning, middle or end between two data points',
  choices: [['start', 'Start'], ['middle', 'Middle'], ['end', 'End']],
  default: 'start',
  clearable: false,
  renderTrigger: true,
};

const orientationControl: ControlConfig = {
  name: 'orientation',
  type: 'RadioButtonControl',
  label: 'Bar orientation',
  choices: [['vertical', 'Vertical'], ['horizontal', 'Horizontal']],
  default: 'vertical',
  renderTrigger: true,
};

const xAxisSortControls: ControlConfig[] = [
  {
    name: 'x_axis_sort',
    type: 'SelectControl',
    label: 'X Axis Sort By',
    description: 'Sort the categories of a non-temporal x-axis by their name (the x-axis) or by a metric. Applies without dimensions.',
    choicesFrom: 'formMetrics',
    freeForm: true,
    visibility: (formData) => ensureIsArray(formData.groupby).length === 0,
  },
  {
    name: 'x_axis_sort_asc',
    type: 'CheckboxControl',
    label: 'X Axis Sort Ascending',
    default: true,
    visibility: (formData) => typeof formData.x_axis_sort === 'string' && formData.x_axis_sort !== '',
  },
];

/** Series styling per kind: bars and areas stack, lines can show markers, steps choose where they step. */
function seriesControls(kind: TimeseriesKind): ControlConfig[] {
  const controls: ControlConfig[] = [];
  if (kind.seriesType === 'column') controls.push(orientationControl);
  if (kind.step) controls.push(stepTypeControl);
  if (kind.seriesType !== 'scatter') controls.push(stackControl);
  if (kind.seriesType === 'area') controls.push(opacityControl);
  if (kind.seriesType !== 'column') controls.push(markerEnabledControl, markerSizeControl);
  controls.push(showValueControl, zoomableControl, sortSeriesTypeControl, sortSeriesAscendingControl);
  return controls;
}

export function matrixifySection(): ControlPanelSection {
  return { label: 'Matrixify', expanded: false, controls: matrixifyControls };
}

export function timeseriesControlPanel(kind: TimeseriesKind): ControlPanelConfig {
  return {
    sections: [
      { label: 'Query', expanded: true, controls: [xAxisControl, timeGrainControl, ...timeseriesQueryControls, ...xAxisSortControls] },
      { label: 'Time', expanded: false, controls: [timeRangeControl] },
      { label: 'Advanced analytics', expanded: false, controls: advancedAnalyticsControls },
      { label: 'Annotations and layers', expanded: false, controls: [annotationLayersControl] },
      matrixifySection(),
      {
        label: 'Chart options',
        expanded: true,
        controls: [colorSchemeControl, ...seriesControls(kind), ...legendControls, ...tooltipControls],
      },
      {
        label: 'Axes',
        expanded: true,
        controls: [
          ...axisTitleControls,
          xAxisTimeFormatControl,
          yAxisFormatControl,
          currencyFormatControl,
          logAxisControl,
          yAxisBoundsControl,
          truncateYAxisControl,
        ],
      },
    ],
  };
}
