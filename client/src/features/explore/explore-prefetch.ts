// Explore's data asked for at boot, before the screen's module and React's first render (app/prefetch.ts): the
// bootstrap of what the address opens and, the moment it arrives, the first chart's data (and its renderer's
// module), while the screen is still loading or drawing its first frame. The screen's own queries take these
// answers instead of asking again.
import type { Prefetch } from '../../app/prefetch';
import { loadOnce } from '../../components/load-once';
import { ChartDataDocument, ExploreBootstrapDocument } from '../../gql/graphql';
import { bootstrapVariables, parseExploreLocation } from './explore-url';

// The first run's query is derived by the screen's own code (explore-first-run.ts), which comes with the
// screen's module and is asked for here beside the bootstrap.
const firstRun = loadOnce(() => import('./explore-first-run'));
type FirstRun = Awaited<ReturnType<typeof firstRun>>;

export function prefetchExplore(prefetch: Prefetch, location: { pathname: string; search: string }): void {
  const { entry, force } = parseExploreLocation(location.pathname, new URLSearchParams(location.search));
  const variables = bootstrapVariables(entry);
  if (!variables) return;
  void prefetch(ExploreBootstrapDocument, variables, (data) => {
    const prefetchData = (module: FirstRun) => {
      const input = module.firstChartInput(module.openingBootstrap(entry, data.exploreState), force);
      if (input) void prefetch(ChartDataDocument, { input });
    };
    // Either way the request is waiting before the screen's first run: with the module in, synchronously,
    // before the screen has seen the bootstrap; else as soon as the module is in, since the screen imports it
    // and renders only in a later task after that.
    const module = firstRun.loaded();
    if (module) prefetchData(module);
    else void firstRun().then(prefetchData, () => undefined);
  });
  // Asked for after the bootstrap, whose request should not queue behind module requests (app/router.tsx).
  void firstRun().catch(() => undefined);
}
