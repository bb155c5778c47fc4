import type { VizPlugin } from '../types';
import { buildBubbleQuery, migrateBubbleFormData } from './build-query';
import { bubbleControlPanel } from './control-panel';
import { transformBubbleProps, type BubbleChartProps } from './transform-props';

export const bubblePlugin: VizPlugin<BubbleChartProps> = {
  name: 'Bubble Chart',
  vizTypes: ['bubble_v2', 'bubble'],
  controlPanel: bubbleControlPanel,
  migrateFormData: migrateBubbleFormData,
  buildQuery: buildBubbleQuery,
  transformProps: transformBubbleProps,
  standardizedSlots: { metrics: ['x', 'y', 'size'], columns: ['entity', 'series'] },
  loadRenderer: () => import('./bubble-chart'),
};
