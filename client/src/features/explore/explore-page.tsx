// The explore route (/explore/?slice_id=, ?datasource_id=&datasource_type=[&viz_type=], /explore/p/{key}/):
// reads what the address asks for, asks the server what to open with (exploreState: form data, the saved
// chart, its dataset) and hands that to the screen. With ?standalone=1 only the chart is drawn (embed code).
import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ExploreBootstrapDocument, type ExploreBootstrapQuery, type ExploreBootstrapQueryVariables } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import { parseDatasourceKey } from '../../viz/shared/form-data';
import { parseBooleanParam } from './explore-params';
import { ExploreScreen } from './explore-screen';
import { ExploreStandalone } from './explore-standalone';
import { parseExploreLocation, type ExploreEntry } from './explore-url';

export type ExploreBootstrap = ExploreBootstrapQuery['exploreState'];

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="red" title={title} data-testid="explore-error">
      {children}
    </Alert>
  );
}

/** The exploreState arguments for an entry; null when the address names nothing to open. */
export function bootstrapVariables(entry: ExploreEntry): ExploreBootstrapQueryVariables | null {
  switch (entry.kind) {
    case 'permalink':
      return { permalinkKey: entry.key };
    case 'slice':
      return { sliceId: entry.sliceId };
    case 'datasource':
      return { datasourceId: entry.datasourceId, datasourceType: entry.datasourceType, vizType: entry.vizType };
    case 'formData': {
      if (entry.sliceId !== null) return { sliceId: entry.sliceId };
      const datasource = typeof entry.formData.datasource === 'string' ? parseDatasourceKey(entry.formData.datasource) : null;
      const vizType = typeof entry.formData.viz_type === 'string' ? entry.formData.viz_type : null;
      return datasource ? { datasourceId: datasource.id, datasourceType: datasource.type, vizType } : null;
    }
    case 'none':
      return null;
  }
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
      <Center py="xl">
        <Loader aria-label="Loading chart" />
      </Center>
    );
  }
  if (error || !state) return <Notice title="Sorry, an error occurred">{updateFailureMessage(responseErrorsOf(error))}</Notice>;
  // A legacy ?form_data= address carries the chart being built over the saved one.
  const bootstrap: ExploreBootstrap = entry.kind === 'formData' ? { ...state, formData: { ...(state.formData as object), ...entry.formData } } : state;
  if (standalone) return <ExploreStandalone bootstrap={bootstrap} force={force} />;
  return <ExploreScreen bootstrap={bootstrap} force={force} />;
}
