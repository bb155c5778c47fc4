import type { VizPlugin } from '../types';
import { buildBubbleQuery, migrateBubbleFormData } from './build-query';
import { bubbleControlPanel } from './control-panel';
import { transformBubbleProps, type BubbleChartProps } from './transform-props';

export const bubblePlugin: VizPlugin<BubbleChartProps> = {
  name: 'Bubble Chart',
  gallery: {
    category: 'Correlation',
    description: 'Entities placed by two metrics on the x and y axes, with a third metric as the size of each bubble.',
    tags: ['Multi-Dimensions', 'Comparison', 'Scatter'],
    thumbnail: [
      { d: 'M7 20a7 7 0 1 0 14 0a7 7 0 1 0 -14 0Z', tone: 2 },
      { d: 'M26 11a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z' },
      { d: 'M35 24a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z', tone: 3 },
      { d: 'M4 4v24h40', stroke: true, tone: 3 },
    ],
  },
  vizTypes: ['bubble_v2', 'bubble'],
  controlPanel: bubbleControlPanel,
  migrateFormData: migrateBubbleFormData,
  buildQuery: buildBubbleQuery,
  transformProps: transformBubbleProps,
  standardizedSlots: { metrics: ['x', 'y', 'size'], columns: ['entity', 'series'] },
  loadRenderer: () => import('./bubble-chart'),
};
