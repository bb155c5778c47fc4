import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The treemap series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/treemap';
import type { VizRendererProps } from '../types';
import { treemapChartOptions } from './highcharts-options';
import type { TreemapChartProps } from './transform-props';

export default function TreemapChart({ props, onRendered }: VizRendererProps<TreemapChartProps>) {
  const options = useMemo(() => treemapChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
