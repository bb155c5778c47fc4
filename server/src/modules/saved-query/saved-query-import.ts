/** The saved-query side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { In, type QueryDeepPartialEntity } from 'typeorm';
import type { TableRow } from '../../platform/entity-select';
import { type Queryable, managerOf } from '../../platform/sql';
import { SavedQuery } from './saved-query.entity';

/** The saved queries with these uuids, locked until the import's transaction ends, by id. */
export async function lockSavedQueriesByUuid(db: Queryable, uuids: readonly string[]): Promise<Pick<TableRow<SavedQuery>, 'id' | 'uuid' | 'user_id'>[]> {
  if (!uuids.length) return [];
  const found = await managerOf(db).find(SavedQuery, {
    select: { id: true, uuid: true, userId: true },
    where: { uuid: In([...new Set(uuids)]) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
  return found.map((q) => ({ id: q.id, uuid: q.uuid, user_id: q.userId }));
}

/**
 * Creates (owned by the importer) or replaces a saved query from `saved_query` column values (as a bundle
 * names them), stamped with the importer (changed_on by the entity on a replace); its id.
 */
export async function saveImportedSavedQuery(db: Queryable, values: Record<string, unknown>, id: number | null, actorId: number): Promise<number> {
  const repo = managerOf(db).getRepository(SavedQuery);
  const fields: QueryDeepPartialEntity<SavedQuery> = {};
  for (const [name, value] of Object.entries(values)) {
    const column = repo.metadata.findColumnWithDatabaseName(name);
    if (!column) throw new Error(`saved_query has no column ${name}`);
    if (value !== undefined) Object.assign(fields, { [column.propertyName]: value });
  }
  if (id === null) return (await repo.insert({ ...fields, userId: actorId, createdByFk: actorId, changedByFk: actorId })).identifiers[0].id as number;
  await repo.update(id, { ...fields, changedByFk: actorId });
  return id;
}
