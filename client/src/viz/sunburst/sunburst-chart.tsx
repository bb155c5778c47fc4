import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The sunburst series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/sunburst';
import type { VizRendererProps } from '../types';
import { sunburstChartOptions } from './highcharts-options';
import type { SunburstChartProps } from './transform-props';

export default function SunburstChart({ props, onRendered }: VizRendererProps<SunburstChartProps>) {
  const options = useMemo(() => sunburstChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
