// The explore route (/explore/?slice_id=, ?datasource_id=&datasource_type=[&viz_type=], /explore/p/{key}/):
// reads what the address asks for, asks the server what to open with (exploreState: form data, the saved
// chart, its dataset) and hands that to the screen. With ?standalone=1 only the chart is drawn (embed code).
import { useQuery } from '@apollo/client/react';
import { Alert, Box } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ExploreBootstrapDocument, type ExploreBootstrapQueryVariables } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import { ChartLoading } from '../../viz/chart-loading';
import { parseBooleanParam } from './explore-params';
import { openingBootstrap } from './explore-first-run';
import { ExploreScreen } from './explore-screen';
import { ExploreStandalone } from './explore-standalone';
import { bootstrapVariables, parseExploreLocation, type ExploreEntry } from './explore-url';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="red" title={title} data-testid="explore-error">
      {children}
    </Alert>
  );
}

export default function ExplorePage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The screen rewrites the address as the chart changes through history.replaceState, which the router does
  // not see: the location read here stays the one the visit started with, and the screen is not reloaded.
  const { entry, force } = parseExploreLocation(location.pathname, searchParams);
  const standalone = parseBooleanParam(searchParams.get('standalone'));
  const variables = bootstrapVariables(entry);
  if (!variables) {
    return (
      <Notice title="Nothing to explore">
        The address must name a chart (?slice_id=), a dataset (?datasource_id=&datasource_type=table) or a permalink (/explore/p/&lt;key&gt;/).
      </Notice>
    );
  }
  return <ExploreLoader key={location.key} entry={entry} variables={variables} force={force} standalone={standalone} />;
}

function ExploreLoader({ entry, variables, force, standalone }: { entry: ExploreEntry; variables: ExploreBootstrapQueryVariables; force: boolean; standalone: boolean }) {
  const { data, loading, error } = useQuery(ExploreBootstrapDocument, { variables, fetchPolicy: 'network-only' });
  const state = data?.exploreState ?? null;

  useEffect(() => {
    if (state?.redirect) window.location.assign(state.redirect);
  }, [state?.redirect]);
  useEffect(() => {
    if (state) document.title = `${state.slice?.sliceName ?? state.dataset?.name ?? 'Explore'} | Tessera`;
  }, [state]);

  if (loading || state?.redirect) {
    return (
      <Box py="xl">
        <ChartLoading />
      </Box>
    );
  }
  if (error || !state) return <Notice title="Sorry, an error occurred">{updateFailureMessage(responseErrorsOf(error))}</Notice>;
  const bootstrap = openingBootstrap(entry, state);
  if (standalone) return <ExploreStandalone bootstrap={bootstrap} force={force} />;
  return <ExploreScreen bootstrap={bootstrap} force={force} />;
}
