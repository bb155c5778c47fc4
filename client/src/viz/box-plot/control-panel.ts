import type { ControlPanelConfig } from '../shared/control-panel';
import {
  adhocFiltersControl,
  colorSchemeControl,
  columnsControl,
  dateFormatControl,
  groupbyControl,
  metricsControl,
  numberFormatControl,
  rowLimitControl,
  seriesLimitControl,
  timeRangeControl,
  xAxisTitleControl,
  yAxisTitleControl,
} from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';
import { WHISKER_OPTIONS } from './build-query';

export const boxPlotControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        {
          ...columnsControl,
          label: 'Distribute across',
          description: 'Columns to calculate distribution across.',
          validators: ['nonEmpty'],
        },
        { ...metricsControl },
        adhocFiltersControl,
        { ...groupbyControl, label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
        seriesLimitControl,
        rowLimitControl,
        {
          name: 'whiskerOptions',
          type: 'SelectControl',
          label: 'Whisker/outlier options',
          description: 'Determines how whiskers and outliers are calculated.',
          choices: WHISKER_OPTIONS.map((option) => [option, option] as const),
          default: 'Tukey',
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
        colorSchemeControl,
        xAxisTitleControl,
        yAxisTitleControl,
        numberFormatControl('number_format', 'Number format'),
        dateFormatControl('date_format', 'Date format'),
        {
          name: 'x_ticks_layout',
          type: 'SelectControl',
          label: 'X Tick Layout',
          description: 'The way the ticks are laid out on the X-axis',
          choices: [['auto', 'auto'], ['flat', 'flat'], ['45°', '45°'], ['90°', '90°'], ['staggered', 'staggered']],
          default: 'auto',
          clearable: false,
          renderTrigger: true,
        },
      ],
    },
  ],
};
