import type { VizPlugin } from '../types';
import { buildWordCloudQuery } from './build-query';
import { wordCloudControlPanel } from './control-panel';
import { transformWordCloudProps, type WordCloudChartProps } from './transform-props';

export const wordCloudPlugin: VizPlugin<WordCloudChartProps> = {
  name: 'Word Cloud',
  gallery: {
    category: 'Ranking',
    description: 'The values of a column as words, sized by a metric.',
    tags: ['Aesthetic', 'Description', 'Ranking'],
    thumbnail: [
      { d: 'M8 12h22v7H8z' },
      { d: 'M32 13h10v5H32zM6 22h12v4H6z', tone: 2 },
      { d: 'M20 22h16v4H20zM12 6h14v4H12zM30 6h6v4h-6zM38 22h5v4h-5z', tone: 3 },
    ],
  },
  vizTypes: ['word_cloud'],
  controlPanel: wordCloudControlPanel,
  buildQuery: buildWordCloudQuery,
  transformProps: transformWordCloudProps,
  standardizedSlots: { metrics: ['metric'], columns: ['series'] },
  loadRenderer: () => import('./word-cloud-chart'),
};
