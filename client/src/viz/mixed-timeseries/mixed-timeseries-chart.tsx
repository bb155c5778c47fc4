import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { mixedTimeseriesOptions } from './highcharts-options';
import type { MixedTimeseriesProps } from './transform-props';

export default function MixedTimeseriesChart({ props, onRendered }: VizRendererProps<MixedTimeseriesProps>) {
  const options = useMemo(() => mixedTimeseriesOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
