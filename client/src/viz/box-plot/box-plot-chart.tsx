import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The boxplot series type lives in highcharts-more (registers itself on the Highcharts loaded above).
import 'highcharts/highcharts-more';
import type { VizRendererProps } from '../types';
import { boxPlotChartOptions } from './highcharts-options';
import type { BoxPlotChartProps } from './transform-props';

export default function BoxPlotChart({ props, onRendered }: VizRendererProps<BoxPlotChartProps>) {
  const options = useMemo(() => boxPlotChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
