// A handler for a memoised child: its identity never changes (so the child is not re-rendered for a new
// function each time the parent renders), and a call runs the parent's latest version of it.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
