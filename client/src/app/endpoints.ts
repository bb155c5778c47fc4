export const GRAPHQL_PATH = '/graphql';

/** The GraphQL WebSocket URL on the page's own origin: wss: under https, ws: otherwise. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}
