// `focused_chart=<chart id>` (spec 1 §2, Superset's dashboard focused chart): once the layout is drawn the page
// scrolls to that chart and outlines it for a moment, then the parameter leaves the address (replaced, so Back
// does not scroll there again). A permalink anchored at a chart (a chart's Share) does the same, once. The tabs
// leading to the chart are selected from the start (dashboard-page.tsx).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { focusedChartParam, withParam } from './dashboard-url';

/** How long the focused chart stays outlined. */
export const FOCUS_HIGHLIGHT_MS = 2500;

/** The chart outlined now, if any. `drawn`: the grid shows the layout; `anchorChart`: the chart a permalink is anchored at. */
export function useFocusedChart(grid: RefObject<HTMLElement | null>, drawn: boolean, anchorChart: number | null = null): number | null {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const focused = focusedChartParam(searchParams);
  const hasParam = searchParams.has('focused_chart');
  const [highlighted, setHighlighted] = useState<number | null>(null);

  const anchorShown = useRef(false);

  useEffect(() => {
    if (!drawn) return;
    const focus = (chartId: number | null) => {
      const holder = chartId === null ? null : grid.current?.querySelector(`[data-testid="dashboard-chart"][data-chart-id="${chartId}"]`);
      if (!holder) return;
      holder.scrollIntoView({ block: 'start' });
      setHighlighted(chartId);
    };
    if (hasParam) {
      focus(focused);
      navigate({ search: withParam(location.search, 'focused_chart', null), hash: location.hash }, { replace: true, preventScrollReset: true });
    } else if (anchorChart !== null && !anchorShown.current) {
      anchorShown.current = true;
      focus(anchorChart);
    }
  }, [hasParam, focused, anchorChart, drawn, grid, navigate, location.search, location.hash]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
