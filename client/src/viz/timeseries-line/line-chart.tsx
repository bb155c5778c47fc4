import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { lineChartOptions } from './highcharts-options';
import type { TimeseriesLineProps } from './transform-props';

export default function LineChart({ props, onRendered }: VizRendererProps<TimeseriesLineProps>) {
  const options = useMemo(() => lineChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
