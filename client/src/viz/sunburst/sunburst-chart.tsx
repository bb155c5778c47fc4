import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The sunburst series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/sunburst';
import { withNodeClick } from '../highcharts/hierarchy-click';
import type { VizRendererProps } from '../types';
import { sunburstChartOptions } from './highcharts-options';
import type { SunburstChartProps } from './transform-props';

export default function SunburstChart({ props, onRendered, onMarkClick }: VizRendererProps<SunburstChartProps>) {
  const options = useMemo(() => withNodeClick(sunburstChartOptions(props), props, onMarkClick), [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
