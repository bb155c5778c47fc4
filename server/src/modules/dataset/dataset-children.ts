/**
 * How an update's `columns` / `metrics` lists apply to the stored ones (REST ref §6.4 PUT semantics): an
 * entry with an id updates that row, one without creates a row, stored rows not listed are deleted. Pure,
 * with Superset's validation messages.
 */

export type ChildKind = 'columns' | 'metrics';

export interface StoredChild {
  id: number;
  name: string;
}

export interface IncomingChild {
  id?: number | null;
  name: string;
}

export interface ChildPlan {
  /** Indexes into the incoming list. */
  create: number[];
  update: { id: number; index: number }[];
  remove: number[];
}

export type ChildPlanResult = { ok: true; plan: ChildPlan } | { ok: false; message: string };

export function planChildren(kind: ChildKind, stored: readonly StoredChild[], incoming: readonly IncomingChild[]): ChildPlanResult {
  const names = incoming.map((c) => c.name);
  if (new Set(names).size !== names.length) return { ok: false, message: `One or more ${kind} are duplicated` };
  const ids = incoming.flatMap((c) => (c.id == null ? [] : [c.id]));
  if (new Set(ids).size !== ids.length) return { ok: false, message: `One or more ${kind} are duplicated` };

  const storedById = new Map(stored.map((c) => [c.id, c]));
  if (ids.some((id) => !storedById.has(id))) return { ok: false, message: `One or more ${kind} do not exist` };

  // Superset checks new names against every stored name, listed or not.
  const storedNames = new Set(stored.map((c) => c.name));
  const create = incoming.flatMap((c, index) => (c.id == null ? [index] : []));
  if (create.some((index) => storedNames.has(incoming[index].name))) return { ok: false, message: `One or more ${kind} already exist` };

  const kept = new Set(ids);
  return {
    ok: true,
    plan: {
      create,
      update: incoming.flatMap((c, index) => (c.id == null ? [] : [{ id: c.id, index }])),
      remove: stored.filter((c) => !kept.has(c.id)).map((c) => c.id),
    },
  };
}
