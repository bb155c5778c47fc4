// How a tab's workspace is split: the editor's share over the results is kept per tab (northPercent, Superset's
// 30/70 by default, so a result shows a screenful of rows); the left bar's width is a page-wide preference.
import type { SplitBounds } from '../../components/split-pane/split-model';

export const LEFT_BAR_PERCENT = 24;
export const LEFT_BAR_BOUNDS: SplitBounds = { min: 12, max: 50 };
export const NORTH_BOUNDS: SplitBounds = { min: 10, max: 90 };
