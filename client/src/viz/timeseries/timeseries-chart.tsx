import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { timeseriesChartOptions } from './highcharts-options';
import type { TimeseriesChartProps } from './transform-props';

export default function TimeseriesChart({ props, onRendered }: VizRendererProps<TimeseriesChartProps>) {
  const options = useMemo(() => timeseriesChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
