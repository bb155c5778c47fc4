/**
 * What other modules do with stars (`favstar` is this module's table): drop the stars of deleted objects and
 * filter a list by "starred by me". `className` is the stored kind (FAVORITE_CLASS_NAMES, 'query' for saved
 * queries).
 */
import { In } from 'typeorm';
import { managerOf, type Queryable } from '../../platform/sql';
import { Favorite } from './favorite.entity';

/** `EXISTS (...)` true when the user bound to `?` starred the object `idSql` of `className`, for list filters. */
export const favoritePredicate = (className: string, idSql: string): string =>
  `EXISTS (SELECT 1 FROM favstar f WHERE f.class_name = '${className}' AND f.obj_id = ${idSql} AND f.user_id = ?)`;

/** Removes every star on these objects (they are being deleted; obj_id has no foreign key). */
export async function deleteFavorites(db: Queryable, className: string, objectIds: readonly number[]): Promise<void> {
  if (!objectIds.length) return;
  await managerOf(db).delete(Favorite, { className, objId: In([...objectIds]) });
}
