import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The heatmap series type and the colour axis (registers itself on the Highcharts loaded above).
import 'highcharts/modules/heatmap';
import type { VizRendererProps } from '../types';
import { heatmapChartOptions } from './highcharts-options';
import type { HeatmapChartProps } from './transform-props';

export default function HeatmapChart({ props, onRendered }: VizRendererProps<HeatmapChartProps>) {
  const options = useMemo(() => heatmapChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
