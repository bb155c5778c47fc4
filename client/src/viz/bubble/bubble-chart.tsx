import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The bubble series type lives in highcharts-more (registers itself on the Highcharts loaded above).
import 'highcharts/highcharts-more';
import type { VizRendererProps } from '../types';
import { bubbleChartOptions } from './highcharts-options';
import type { BubbleChartProps } from './transform-props';

export default function BubbleChart({ props, onRendered }: VizRendererProps<BubbleChartProps>) {
  const options = useMemo(() => bubbleChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
