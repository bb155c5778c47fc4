// `focused_chart=<chart id>` (spec 1 §2, Superset's dashboard focused chart): once the layout is drawn the page
// scrolls to that chart and outlines it for a moment, then the parameter leaves the address (replaced, so Back
// does not scroll there again). The tabs leading to the chart are selected from the start (dashboard-page.tsx).
import { useEffect, useState, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { focusedChartParam, withParam } from './dashboard-url';

/** How long the focused chart stays outlined. */
export const FOCUS_HIGHLIGHT_MS = 2500;

/** The chart outlined now, if any. `drawn`: the grid shows the layout. */
export function useFocusedChart(grid: RefObject<HTMLElement | null>, drawn: boolean): number | null {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const focused = focusedChartParam(searchParams);
  const hasParam = searchParams.has('focused_chart');
  const [highlighted, setHighlighted] = useState<number | null>(null);

  useEffect(() => {
    if (!hasParam || !drawn) return;
    const holder = focused === null ? null : grid.current?.querySelector(`[data-testid="dashboard-chart"][data-chart-id="${focused}"]`);
    if (holder) {
      holder.scrollIntoView({ block: 'start' });
      setHighlighted(focused);
    }
    navigate({ search: withParam(location.search, 'focused_chart', null), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [hasParam, focused, drawn, grid, navigate, location.search, location.hash]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
