// The dashboard's data asked for at boot, before the screen's module and React's first render (app/prefetch.ts):
// the page's query for the dashboard the address names and, the moment it arrives, the renderer modules of its
// chart types (Highcharts among them), so they load while the screen draws its layout instead of after it.
// The screen's own query takes this answer instead of asking again.
import type { Prefetch } from '../../app/prefetch';
import { loadOnce } from '../../components/load-once';
import { DashboardPageDocument } from '../../gql/graphql';

// The registry comes with the dashboard's module; asked for here beside the page's query, not bundled at boot.
const registry = loadOnce(() => import('../../viz/registry'));

/** The address's dashboard (`/dashboard/{id or slug}/`, `/superset/dashboard/{id or slug}/`), or null. */
export function dashboardIdOrSlug(pathname: string): string | null {
  const match = /^\/(?:superset\/)?dashboard\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] === 'list' || match[1] === 'p') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function prefetchDashboard(prefetch: Prefetch, location: { pathname: string }): void {
  const idOrSlug = dashboardIdOrSlug(location.pathname);
  if (idOrSlug === null) return;
  void registry().catch(() => undefined);
  void prefetch(DashboardPageDocument, { idOrSlug }, (data) => {
    const vizTypes = new Set((data.dashboard?.charts ?? []).map((chart) => chart.vizType));
    void registry().then(({ getViz }) => {
      for (const vizType of vizTypes) void getViz(vizType)?.loadChart().catch(() => undefined);
    }, () => undefined);
  });
}
