// The dashboard's data asked for at boot, before the screen's module and React's first render (app/prefetch.ts):
// the page's query for the dashboard the address names and, the moment it arrives, the renderer modules of its
// chart types (Highcharts among them), so they load while the screen draws its layout instead of after it.
// The screen's own query takes this answer instead of asking again.
import type { Params } from 'react-router';
import type { Prefetch } from '../../app/prefetch';
import { loadOnce } from '../../components/load-once';
import { DashboardPageDocument } from '../../gql/graphql';

// The registry comes with the dashboard's module; asked for here beside the page's query, not bundled at boot.
const registry = loadOnce(() => import('../../viz/registry'));

/** `params`: the dashboard route's, as the router matched them (`idOrSlug`, decoded as the screen reads it). */
export function prefetchDashboard(prefetch: Prefetch, _location: unknown, params: Params): void {
  const { idOrSlug } = params;
  if (!idOrSlug) return;
  void prefetch(DashboardPageDocument, { idOrSlug }, (data) => {
    const vizTypes = new Set((data.dashboard?.charts ?? []).map((chart) => chart.vizType));
    void registry().then(({ getViz }) => {
      for (const vizType of vizTypes) void getViz(vizType)?.loadChart().catch(() => undefined);
    }, () => undefined);
  });
  // After the page's query, which should not queue behind module requests (app/router.tsx).
  void registry().catch(() => undefined);
}
