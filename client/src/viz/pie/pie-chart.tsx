import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { pieChartOptions } from './highcharts-options';
import type { PieChartProps } from './transform-props';

export default function PieChart({ props, onRendered }: VizRendererProps<PieChartProps>) {
  const options = useMemo(() => pieChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
