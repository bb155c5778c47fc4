/** Batch loads (a DataLoader's one query for many keys) answered per key. */

/** The rows of each key, in the keys' order (no rows: an empty list), each group in the rows' order. */
export function groupByKey<T>(keys: readonly number[], rows: readonly T[], keyOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}
