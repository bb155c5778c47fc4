import type { ControlPanelConfig } from '../shared/control-panel';
import { adhocFiltersControl, colorSchemeControl, metricControl, numberFormatControl, rowLimitControl, timeRangeControl } from '../shared/controls';
import { matrixifySection } from '../timeseries/control-panel';

export const sankeyControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controls: [
        { name: 'source', type: 'ColumnsControl', label: 'Source', description: 'The column to be used as the source of the edge.', choicesFrom: 'columns', validators: ['nonEmpty'] },
        { name: 'target', type: 'ColumnsControl', label: 'Target', description: 'The column to be used as the target of the edge.', choicesFrom: 'columns', validators: ['nonEmpty'] },
        metricControl,
        adhocFiltersControl,
        rowLimitControl,
        { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', description: 'Whether to sort results by the selected metric in descending order.', default: true },
      ],
    },
    { label: 'Time', expanded: false, controls: [timeRangeControl] },
    matrixifySection(),
    { label: 'Chart options', expanded: true, controls: [colorSchemeControl, numberFormatControl('number_format', 'Number format')] },
  ],
};
