import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { histogramChartOptions } from './highcharts-options';
import type { HistogramChartProps } from './transform-props';

export default function HistogramChart({ props, onRendered }: VizRendererProps<HistogramChartProps>) {
  const options = useMemo(() => histogramChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
