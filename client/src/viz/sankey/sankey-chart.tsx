import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The sankey series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/sankey';
import type { VizRendererProps } from '../types';
import { sankeyChartOptions } from './highcharts-options';
import type { SankeyChartProps } from './transform-props';

export default function SankeyChart({ props, onRendered }: VizRendererProps<SankeyChartProps>) {
  const options = useMemo(() => sankeyChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
