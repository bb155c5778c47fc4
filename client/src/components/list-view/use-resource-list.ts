import type { TypedDocumentNode } from '@apollo/client';
import { useMemo } from 'react';
import { useAppConfig } from '../../app/app-config';
import { useFetchErrorToast } from '../../app/use-fetch-error-toast';
import { useSteadyQuery } from '../../app/use-steady-query';
import { listQueryVariables, withFlags, type ListQueryVariables, type ListSpec } from './list-spec';
import type { ListViewState, ListViewStateChange } from './list-view-state';
import { useListViewState } from './use-list-view-state';

/** One page of a resource list, as every list query answers it. */
export interface ListPage<Row> {
  count: number;
  items: readonly Row[];
}

/** A list as ListView draws it: the state in the address bar, the page the server answered, and how it went. */
export interface ResourceList<Row> {
  spec: ListSpec;
  state: ListViewState;
  setState: (change: ListViewStateChange) => void;
  rows: readonly Row[];
  count: number;
  loading: boolean;
  error: string | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * Runs a resource's list query for the state in the address bar and toasts a failed fetch. `page` picks the
 * page out of the answer (e.g. `(data) => data.charts`); `data` is the whole answer, for fields a screen asks
 * along with the list (the caller's permissions, say). `scope` holds the query's other variables, fixed by
 * the screen (the layer whose annotations are listed).
 */
export function useResourceList<TData, Row, F extends string, O extends string, S extends object = Record<never, never>>(
  declared: ListSpec<F, O>,
  query: TypedDocumentNode<TData, ListQueryVariables<F, O> & S>,
  page: (data: TData) => ListPage<Row>,
  scope?: S,
): ResourceList<Row> & { data: TData | undefined } {
  const config = useAppConfig();
  const spec = useMemo(() => withFlags(declared, config), [declared, config]);
  const [state, setState] = useListViewState(spec.defaults);
  // The rows on screen stay (marked busy) while the next page, search or sort is on its way.
  const { data, loading, error, refetch } = useSteadyQuery(query, { variables: { ...listQueryVariables(spec, state), ...scope } as ListQueryVariables<F, O> & S });
  useFetchErrorToast(error, spec.resourceName);
  const answer = data ? page(data) : undefined;
  return {
    spec,
    state,
    setState,
    rows: answer?.items ?? [],
    count: answer?.count ?? 0,
    loading,
    error: error?.message,
    refetch,
    data,
  };
}
