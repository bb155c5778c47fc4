// Apollo Client: queries and mutations over HTTP with the session cookie and the CSRF header; subscriptions
// over graphql-ws on the same origin. Objects are normalised by their Int id.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { getCsrfToken } from './csrf-token';
import { GRAPHQL_PATH, graphqlWsUrl } from './endpoints';
import { createPrefetcher, type Prefetch } from './prefetch';

export const CSRF_HEADER = 'X-CSRFToken';

function createCache(): InMemoryCache {
  const byId = { keyFields: ['id'] };
  return new InMemoryCache({
    typePolicies: {
      Me: byId,
      UserSummary: byId,
      Chart: byId,
      DatasourceSummary: byId,
      DashboardSummary: byId,
    },
  });
}

/** The client, and the prefetch that sends a screen's first queries before the screen asks (prefetch.ts). */
export function createApolloClient(): { client: ApolloClient; prefetch: Prefetch } {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });

  // Synchronous (SetContextLink would wait a microtask): a request made while the page starts leaves at once,
  // ahead of the screen's module requests made in the same task (prefetch.ts).
  const csrfLink = new ApolloLink((operation, forward) => {
    const csrfToken = getCsrfToken();
    if (csrfToken) operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [CSRF_HEADER]: csrfToken } }));
    return forward(operation);
  });

  // The socket opens lazily on the first subscription; the browser sends the session cookie with the
  // handshake, and the token rides in the connection params for the server's CSRF check.
  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(window.location),
      lazy: true,
      connectionParams: () => {
        const csrfToken = getCsrfToken();
        return csrfToken ? { csrfToken } : {};
      },
    }),
  );

  const http = ApolloLink.from([csrfLink, httpLink]);
  const prefetcher = createPrefetcher(http, () => client);
  const link = ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, wsLink, ApolloLink.from([prefetcher.link, http]));

  const client = new ApolloClient({ link, cache: createCache() });
  return { client, prefetch: prefetcher.prefetch };
}
