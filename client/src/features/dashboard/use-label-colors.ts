// The dashboard's label colours from one visit to the next (Superset's map_label_colors): the page starts
// from the colours the dashboard stored, and when its charts colour labels it has not stored yet, an editor's
// visit stores the page's whole map (PUT colors with mark_updated=false, so the dashboard does not count as
// modified). Until an editor has opened it, a dashboard's new labels are coloured in the order their charts
// arrive, as in Superset.
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { StoreDashboardLabelColorsDocument } from '../../gql/graphql';
import { onLabelColored, pageLabelColors, startLabelColorPage } from '../../viz/shared/color-schemes';

/** How long the page waits after the last newly coloured label before storing the map (charts arrive in bursts). */
export const STORE_LABEL_COLORS_DELAY_MS = 2000;

/** Seeds the page's label colours with the dashboard's stored map (before its charts draw); an editor's visit
 * stores labels that were new. */
export function useDashboardLabelColors(dashboardId: number, stored: unknown, canStore: boolean): void {
  const page = useRef<number | null>(null);
  if (page.current !== dashboardId) {
    page.current = dashboardId;
    startLabelColorPage(stored);
  }
  const [store] = useMutation(StoreDashboardLabelColorsDocument);
  const known = useRef(0);
  useEffect(() => {
    if (!canStore) return undefined;
    known.current = Object.keys(pageLabelColors()).length;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onLabelColored(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const map = pageLabelColors();
        if (Object.keys(map).length <= known.current) return;
        known.current = Object.keys(map).length;
        // Colours are a nicety: a failed store leaves them to be stored on the next visit, no toast.
        store({ variables: { id: dashboardId, mapLabelColors: map } }).catch(() => undefined);
      }, STORE_LABEL_COLORS_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [dashboardId, canStore, store]);
}
