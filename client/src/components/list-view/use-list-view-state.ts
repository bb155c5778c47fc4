import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decodeListViewState, listViewSearch, type ListViewDefaults, type ListViewState, type ListViewStateChange } from './list-view-state';

/** A list's state, read from and written to the address bar. On arrival the URL is rewritten (replace) to the
 * canonical encoding, so it always describes the view and a reload restores it. */
export function useListViewState(defaults: ListViewDefaults): [ListViewState, (change: ListViewStateChange) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeListViewState(location.search, defaults), [location.search, defaults]);
  const canonical = listViewSearch(state);

  useEffect(() => {
    if (location.search !== canonical) navigate({ search: canonical }, { replace: true });
  }, [canonical, location.search, navigate]);

  // Read from, and compared with, the address as it is now rather than as this render saw it: a control may
  // report a change before the list re-renders from the previous one, which must not undo that one.
  const setState = useCallback(
    (change: ListViewStateChange) => {
      const next = typeof change === 'function' ? change(decodeListViewState(window.location.search, defaults)) : change;
      const search = listViewSearch(next);
      if (search !== window.location.search) navigate({ search });
    },
    [navigate, defaults],
  );

  return [state, setState];
}
