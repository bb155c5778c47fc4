// The dashboard's data mask over time: the applied mask (what the charts are filtered by) and the pending one
// (what the filter bar shows before Apply). It starts from each filter's default, then the address's
// `native_filters_key` (the filter state store) or rison `native_filters`, or a permalink's mask. Applying
// stores the mask and keeps its key in the address, so a reload or a shared link restores the filters.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CreateDashboardFilterStateDocument,
  DashboardFilterStateValueDocument,
  UpdateDashboardFilterStateDocument,
  type DashboardNativeFilterFragment,
} from '../../../gql/graphql';
import { nativeFiltersParam, readDataMaskMap } from '../dashboard-url';
import { crossFilterDataMask, type CrossFilterSelection } from '../cross-filters';
import { emptyDataMask, type DataMaskMap } from './data-mask';
import { defaultValue, filterDataMask } from './filter-types';

export const NATIVE_FILTERS_KEY = 'native_filters_key';

function defaults(filters: ReadonlyArray<DashboardNativeFilterFragment>): DataMaskMap {
  const out: DataMaskMap = {};
  for (const filter of filters) if (filter.type !== 'DIVIDER') out[filter.id] = filterDataMask(filter, defaultValue(filter));
  return out;
}

export interface NativeFilterState {
  ready: boolean;
  applied: DataMaskMap;
  pending: DataMaskMap;
  dirty: boolean;
  setValue: (filter: DashboardNativeFilterFragment, value: unknown) => void;
  apply: () => void;
  clearAll: () => void;
  /** A chart's cross-filter: applied at once (no Apply), null removes it. */
  setCrossFilter: (chartId: number, selection: CrossFilterSelection | null) => void;
  /** Applies a whole new mask (after the filter configuration changed). */
  reset: (mask: DataMaskMap) => void;
}

export function useNativeFilters(dashboardId: number, filters: ReadonlyArray<DashboardNativeFilterFragment>, permalinkMask: DataMaskMap | null): NativeFilterState {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const storedKey = searchParams.get(NATIVE_FILTERS_KEY);
  const stored = useQuery(DashboardFilterStateValueDocument, { variables: { dashboardId, key: storedKey ?? '' }, skip: !storedKey || !!permalinkMask, fetchPolicy: 'network-only' });
  const storedReady = !storedKey || !!permalinkMask || !stored.loading;

  const initial = useMemo<DataMaskMap | null>(() => {
    if (!storedReady) return null;
    let fromAddress: DataMaskMap = nativeFiltersParam(searchParams);
    if (storedKey && stored.data?.dashboardFilterState) {
      try {
        fromAddress = readDataMaskMap(JSON.parse(stored.data.dashboardFilterState));
      } catch {
        fromAddress = {};
      }
    }
    return { ...defaults(filters), ...(permalinkMask ?? fromAddress) };
    // The starting mask is read once the stored state is in; later address changes are our own writes.
  }, [storedReady, filters, permalinkMask]);

  const [state, setState] = useState<{ applied: DataMaskMap; pending: DataMaskMap } | null>(null);
  const current = state ?? (initial ? { applied: initial, pending: initial } : null);

  const persist = useCallback(
    async (mask: DataMaskMap) => {
      const value = JSON.stringify(mask);
      try {
        const key = storedKey
          ? (await client.mutate({ mutation: UpdateDashboardFilterStateDocument, variables: { dashboardId, key: storedKey, value } })).data?.updateDashboardFilterState
          : (await client.mutate({ mutation: CreateDashboardFilterStateDocument, variables: { dashboardId, value } })).data?.createDashboardFilterState;
        if (key && key !== storedKey) {
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              next.set(NATIVE_FILTERS_KEY, key);
              next.delete('native_filters');
              return next;
            },
            { replace: true, preventScrollReset: true },
          );
        }
      } catch {
        // The filters stay applied on the page; only the address cannot carry them.
      }
    },
    [client, dashboardId, setSearchParams, storedKey],
  );

  const setValue = useCallback(
    (filter: DashboardNativeFilterFragment, value: unknown) => {
      setState((previous) => {
        const base = previous ?? current!;
        return { ...base, pending: { ...base.pending, [filter.id]: filterDataMask(filter, value) } };
      });
    },
    [current],
  );

  const apply = useCallback(() => {
    if (!current) return;
    setState({ applied: current.pending, pending: current.pending });
    void persist(current.pending);
  }, [current, persist]);

  const clearAll = useCallback(() => {
    if (!current) return;
    const cleared: DataMaskMap = { ...current.pending };
    for (const filter of filters) if (filter.type !== 'DIVIDER') cleared[filter.id] = emptyDataMask(filter.id);
    setState({ applied: current.applied, pending: cleared });
  }, [current, filters]);

  const setCrossFilter = useCallback(
    (chartId: number, selection: CrossFilterSelection | null) => {
      if (!current) return;
      const mask = crossFilterDataMask(chartId, selection);
      const applied = { ...current.applied, [mask.id]: mask };
      setState({ applied, pending: { ...current.pending, [mask.id]: mask } });
      void persist(applied);
    },
    [current, persist],
  );

  const reset = useCallback(
    (mask: DataMaskMap) => {
      setState({ applied: mask, pending: mask });
      void persist(mask);
    },
    [persist],
  );

  const dirty = !!current && filters.some((filter) => JSON.stringify(current.pending[filter.id] ?? null) !== JSON.stringify(current.applied[filter.id] ?? null));

  return {
    ready: !!current,
    applied: current?.applied ?? {},
    pending: current?.pending ?? {},
    dirty,
    setValue,
    apply,
    clearAll,
    setCrossFilter,
    reset,
  };
}
