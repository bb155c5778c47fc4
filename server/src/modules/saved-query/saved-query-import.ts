/** The saved-query side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { saveRow, type Queryable } from '../../platform/sql';

export function lockSavedQueriesByUuid(db: Queryable, uuids: readonly string[]): Promise<{ id: number; uuid: string; user_id: number | null }[]> {
  if (!uuids.length) return Promise.resolve([]);
  return db.query(`SELECT id, uuid::text AS uuid, user_id FROM saved_query WHERE uuid = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [[...new Set(uuids)]]);
}

/** Creates (owned by the importer) or replaces a saved query (`saved_query` column values). */
export function saveImportedSavedQuery(db: Queryable, values: Record<string, unknown>, id: number | null, actorId: number): Promise<number> {
  return saveRow(db, 'saved_query', id === null ? { ...values, user_id: actorId } : values, id, actorId);
}
