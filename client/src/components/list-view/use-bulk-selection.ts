import { useCallback, useMemo, useState } from 'react';

/** Bulk selection of list rows (spec 1 §2): a mode the list enters and leaves, and the rows picked in it. */
export interface BulkSelection<Key> {
  enabled: boolean;
  selected: ReadonlySet<Key>;
  /** Enters or leaves bulk mode; either way starts with nothing selected. */
  toggleEnabled: () => void;
  toggle: (key: Key) => void;
  select: (keys: readonly Key[]) => void;
  clear: () => void;
}

export function useBulkSelection<Key extends string | number>(): BulkSelection<Key> {
  const [enabled, setEnabled] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<Key>>(() => new Set());
  const select = useCallback((keys: readonly Key[]) => setSelected(new Set(keys)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const toggle = useCallback(
    (key: Key) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const toggleEnabled = useCallback(() => {
    setEnabled((on) => !on);
    setSelected(new Set());
  }, []);
  return useMemo(() => ({ enabled, selected, toggleEnabled, toggle, select, clear }), [enabled, selected, toggleEnabled, toggle, select, clear]);
}
