// Charts far below the fold are not asked for until they come near the window (issue 11 §2): each chart
// holder is watched by one IntersectionObserver, with a margin of a window's height, and the charts it
// reports in one callback are released together, so they go in one request. Without IntersectionObserver
// every chart is released at once.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LazyCharts {
  /** Whether the chart has come near the window (always true without IntersectionObserver). */
  isNear: (chartId: number) => boolean;
  /** The ref callback of a chart holder's element. */
  refFor: (chartId: number) => (element: HTMLElement | null) => void;
  /** Releases every chart, near or not (a download of the whole dashboard draws them all). */
  releaseAll: () => void;
}

const supported = () => typeof IntersectionObserver !== 'undefined';

export function useLazyCharts(): LazyCharts {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const [all, setAll] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const idOf = useRef(new Map<Element, number>());
  const refs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const elements = useRef(new Map<number, HTMLElement>());

  const observerFor = useCallback((): IntersectionObserver | null => {
    if (!supported()) return null;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const released = entries.filter((entry) => entry.isIntersecting).map((entry) => idOf.current.get(entry.target)).filter((id): id is number => id !== undefined);
        if (released.length === 0) return;
        for (const id of released) {
          const element = elements.current.get(id);
          if (element) observer.current?.unobserve(element);
        }
        setNear((current) => new Set([...current, ...released]));
      },
      { rootMargin: '100% 0px' },
    );
    return observer.current;
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  const refFor = useCallback(
    (chartId: number) => {
      let ref = refs.current.get(chartId);
      if (!ref) {
        ref = (element: HTMLElement | null) => {
          const previous = elements.current.get(chartId);
          if (previous) {
            observer.current?.unobserve(previous);
            idOf.current.delete(previous);
            elements.current.delete(chartId);
          }
          if (!element) return;
          elements.current.set(chartId, element);
          idOf.current.set(element, chartId);
          observerFor()?.observe(element);
        };
        refs.current.set(chartId, ref);
      }
      return ref;
    },
    [observerFor],
  );

  const isNear = useCallback((chartId: number) => all || !supported() || near.has(chartId), [all, near]);
  const releaseAll = useCallback(() => setAll(true), []);
  return { isNear, refFor, releaseAll };
}
