import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The gauge series type lives in highcharts-more (registers itself on the Highcharts loaded above).
import 'highcharts/highcharts-more';
import type { VizRendererProps } from '../types';
import { gaugeChartOptions } from './highcharts-options';
import type { GaugeChartProps } from './transform-props';

export default function GaugeChart({ props, onRendered }: VizRendererProps<GaugeChartProps>) {
  const options = useMemo(() => gaugeChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
