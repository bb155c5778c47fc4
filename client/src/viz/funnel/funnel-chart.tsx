import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The funnel series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/funnel';
import type { VizRendererProps } from '../types';
import { funnelChartOptions } from './highcharts-options';
import type { FunnelChartProps } from './transform-props';

export default function FunnelChart({ props, onRendered }: VizRendererProps<FunnelChartProps>) {
  const options = useMemo(() => funnelChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
