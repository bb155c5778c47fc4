// Data a screen needs, asked for while the page is still starting. main.tsx calls the route's prefetch before
// React's first render (which, on a cold load, starts some hundreds of milliseconds later), so the answer is on
// its way, or already here, when the screen asks. The screen's own query then takes the prefetched answer
// instead of sending a second request, whatever its fetch policy: the link below hands it over, once.
//
// A prefetch goes straight down the HTTP links, not through Apollo's query manager: it writes nothing to the
// cache and joins no other request, so the screen's query always reaches the link and is the one that feeds the
// cache. Its registration is synchronous, so a follow-up prefetch made in `onData` (explore asks for the
// first chart's data the moment its bootstrap arrives) is waiting before any screen has seen that answer.
import { ApolloLink, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { canonicalStringify, getMainDefinition } from '@apollo/client/utilities';
import { firstValueFrom, type Observable, shareReplay, tap } from 'rxjs';

/**
 * How long a prefetched answer waits for its screen (later it is stale, and the screen's query goes to the
 * server), and how long after the page started a screen's own query stops a later prefetch of the same.
 */
const UNCLAIMED_MS = 15_000;

const keyOf = (operationName: string | null | undefined, variables: OperationVariables | undefined) => `${operationName ?? ''} ${canonicalStringify(variables ?? {})}`;

export type Prefetch = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  /** Runs with the answer's data as it arrives, before the screen's query receives it. */
  onData?: (data: TData) => void,
) => Promise<TData | null>;

export interface Prefetcher {
  /** Hands a prefetched answer to the first query that asks the same operation with the same variables. */
  link: ApolloLink;
  /**
   * Sends a query now through `downstream`; answers its data, or null when it failed (the screen asks again)
   * or was not sent because a screen had already asked the same.
   */
  prefetch: Prefetch;
}

export function createPrefetcher(downstream: ApolloLink, client: () => ApolloClient): Prefetcher {
  // Prefetches happen only while a page starts, so the few answers never claimed stay here harmlessly.
  const waiting = new Map<string, { answer: Observable<ApolloLink.Result>; at: number }>();
  // What the screens asked the server themselves while the page started, so that a prefetch coming after the
  // screen's own query (a follow-up that waited for a module) is not sent a second time.
  const asked = new Set<string>();
  const startedUntil = Date.now() + UNCLAIMED_MS;

  const link = new ApolloLink((operation, forward) => {
    const key = keyOf(operation.operationName, operation.variables);
    const prefetched = waiting.get(key);
    waiting.delete(key);
    if (prefetched && Date.now() - prefetched.at <= UNCLAIMED_MS) return prefetched.answer;
    if (Date.now() <= startedUntil) asked.add(key);
    return forward(operation);
  });

  const prefetch: Prefetch = (query, variables, onData) => {
    const key = keyOf(getMainDefinition(query).name?.value, variables);
    if (asked.has(key)) return Promise.resolve(null);
    // The document as Apollo sends it (with __typename added), so the answer fits the screen's query and cache.
    const sent = client().documentTransform.transformDocument(query);
    // Only a good answer waits for the screen: one with errors (say UNAUTHENTICATED, for a page that opened
    // signed out and signs in before its screen asks) is dropped, and the screen asks the server again.
    const drop = () => {
      if (waiting.get(key)?.answer === answer) waiting.delete(key);
    };
    const answer: Observable<ApolloLink.Result> = ApolloLink.execute(downstream, { query: sent, variables }, { client: client() }).pipe(
      tap({
        next: (result) => {
          if (!('data' in result) || !result.data || result.errors?.length) return drop();
          try {
            onData?.(result.data as never);
          } catch {
            // A follow-up that fails is only a prefetch not made: the answer itself goes on to the screen.
          }
        },
        error: drop,
      }),
      shareReplay(1),
    );
    waiting.set(key, { answer, at: Date.now() });
    // The first subscription sends the request; the screen's query subscribes to the same answer.
    return firstValueFrom(answer).then(
      (result) => ('data' in result && result.data && !result.errors?.length ? (result.data as never) : null),
      () => null,
    );
  };

  return { link, prefetch };
}
