import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The wordcloud series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/wordcloud';
import type { VizRendererProps } from '../types';
import { wordCloudChartOptions } from './highcharts-options';
import type { WordCloudChartProps } from './transform-props';

export default function WordCloudChart({ props, onRendered }: VizRendererProps<WordCloudChartProps>) {
  const options = useMemo(() => wordCloudChartOptions(props), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
