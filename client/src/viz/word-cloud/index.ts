import type { VizPlugin } from '../types';
import { buildWordCloudQuery } from './build-query';
import { wordCloudControlPanel } from './control-panel';
import { transformWordCloudProps, type WordCloudChartProps } from './transform-props';

export const wordCloudPlugin: VizPlugin<WordCloudChartProps> = {
  name: 'Word Cloud',
  vizTypes: ['word_cloud'],
  controlPanel: wordCloudControlPanel,
  buildQuery: buildWordCloudQuery,
  transformProps: transformWordCloudProps,
  standardizedSlots: { metrics: ['metric'], columns: ['series'] },
  loadRenderer: () => import('./word-cloud-chart'),
};
