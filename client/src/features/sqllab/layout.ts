// The mosaic tree of a tab: left bar | (editor over results). The editor/results split percentages are kept
// per tab (northPercent/southPercent); the left bar's width is a page-wide preference.
import type { MosaicNode } from 'react-mosaic-component';

export type PaneKey = 'leftBar' | 'editor' | 'results';

export const LEFT_BAR_PERCENT = 24;
const MIN_PERCENT = 10;

export function clampPercent(value: number): number {
  return Math.min(100 - MIN_PERCENT, Math.max(MIN_PERCENT, Math.round(value * 10) / 10));
}

export function layoutTree(northPercent: number, hideLeftBar: boolean, leftBarPercent = LEFT_BAR_PERCENT): MosaicNode<PaneKey> {
  const north = clampPercent(northPercent);
  const editorOverResults: MosaicNode<PaneKey> = {
    type: 'split',
    direction: 'column',
    children: ['editor', 'results'],
    splitPercentages: [north, 100 - north],
  };
  if (hideLeftBar) return editorOverResults;
  return { type: 'split', direction: 'row', children: ['leftBar', editorOverResults], splitPercentages: [leftBarPercent, 100 - leftBarPercent] };
}

/** The editor's share and the left bar's share of a tree the user resized. */
export function readLayout(tree: MosaicNode<PaneKey> | null): { northPercent: number | null; leftBarPercent: number | null } {
  if (!tree || typeof tree !== 'object' || tree.type !== 'split') return { northPercent: null, leftBarPercent: null };
  if (tree.direction === 'column') return { northPercent: tree.splitPercentages?.[0] ?? null, leftBarPercent: null };
  const inner = tree.children[1];
  const north = inner && typeof inner === 'object' && inner.type === 'split' ? (inner.splitPercentages?.[0] ?? null) : null;
  return { northPercent: north, leftBarPercent: tree.splitPercentages?.[0] ?? null };
}
