// useQuery for what a person types into and then picks from or clicks: a search box's list, a select's options.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/**
 * The answer to draw: the current one, or, while the answer to new variables (the next search text, page or
 * sort) is on its way, the previous one, instead of nothing. Otherwise the rows or options on screen vanish for
 * that moment, and a click that lands in it meets nothing: the option is not picked, the dialog does not open.
 * A failed fetch shows nothing.
 */
export function shownAnswer<TData>({ data, previousData, loading }: { data?: TData; previousData?: TData; loading: boolean }): TData | undefined {
  return data ?? (loading ? previousData : undefined);
}

/** Apollo's useQuery, whose `data` is the shownAnswer: the previous answer until the next one arrives. */
export function useSteadyQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, options: useQuery.Options<TData, TVariables>) {
  const result = useQuery(query, options);
  return { ...result, data: shownAnswer<TData>({ data: result.data as TData | undefined, previousData: result.previousData as TData | undefined, loading: result.loading }) };
}
