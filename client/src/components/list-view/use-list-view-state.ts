import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decodeListViewState, listViewSearch, type ListViewDefaults, type ListViewState } from './list-view-state';

/** A list's state, read from and written to the address bar. On arrival the URL is rewritten (replace) to the
 * canonical encoding, so it always describes the view and a reload restores it. */
export function useListViewState(defaults: ListViewDefaults): [ListViewState, (next: ListViewState) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeListViewState(location.search, defaults), [location.search, defaults]);
  const canonical = listViewSearch(state);

  useEffect(() => {
    if (location.search !== canonical) navigate({ search: canonical }, { replace: true });
  }, [canonical, location.search, navigate]);

  // Compared with the address as it is now, not as this render saw it: a control may report a change before
  // the list re-renders from the previous one.
  const setState = useCallback(
    (next: ListViewState) => {
      const search = listViewSearch(next);
      if (search !== window.location.search) navigate({ search });
    },
    [navigate],
  );

  return [state, setState];
}
