import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// Polar (spider) charts live in highcharts-more (registers itself on the Highcharts loaded above).
import 'highcharts/highcharts-more';
import type { VizRendererProps } from '../types';
import { radarChartOptions } from './highcharts-options';
import type { RadarChartProps } from './transform-props';

export default function RadarChart({ props, onRendered }: VizRendererProps<RadarChartProps>) {
  const options = useMemo(() => radarChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
