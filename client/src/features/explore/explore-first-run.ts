// What the explore screen opens with, derived from the server's bootstrap: the state it starts from and the
// first chart query it sends. Shared by the screen and by the boot prefetch (explore-prefetch.ts), which sends
// that query as soon as the bootstrap arrives, so the screen's own query finds the same input and takes its
// answer instead of asking again.
import type { ChartDataInput, ExploreBootstrapQuery } from '../../gql/graphql';
import { prepareFormDataQuery } from '../../viz/prepare-chart';
import { startingFormData } from './explore-model';
import type { ExploreEntry } from './explore-url';

export type ExploreBootstrap = ExploreBootstrapQuery['exploreState'];

/** The bootstrap the screen opens: a legacy ?form_data= address carries the chart being built over the saved one. */
export function openingBootstrap(entry: ExploreEntry, state: ExploreBootstrap): ExploreBootstrap {
  return entry.kind === 'formData' ? { ...state, formData: { ...(state.formData as object), ...entry.formData } } : state;
}

/**
 * The query of the screen's opening run (ExploreWorkspace runs its starting form data with `force` and an
 * empty own state); null when it sends none (a redirect, an unknown type, controls that do not allow a query).
 * Its renderer's module starts loading here too, beside the query.
 */
export function firstChartInput(bootstrap: ExploreBootstrap, force: boolean): ChartDataInput | null {
  if (bootstrap.redirect) return null;
  const start = startingFormData(bootstrap.formData, bootstrap.slice ?? null, bootstrap.dataset ?? null);
  if ('error' in start) return null;
  const prepared = prepareFormDataQuery(start.viz, start.formData, { force, ownState: {} });
  if (prepared.kind !== 'ready') return null;
  void start.viz.loadChart().catch(() => undefined);
  return prepared.input;
}
