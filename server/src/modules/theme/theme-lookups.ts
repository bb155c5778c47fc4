/** What other modules read of themes (`themes` is this module's table): themes by id, and whether one exists. */
import { In } from 'typeorm';
import { managerOf, type Queryable } from '../../platform/sql';
import { Theme } from './theme.entity';

export type ThemeRef = Pick<Theme, 'id' | 'themeName' | 'jsonData'>;

/** The themes with these ids (missing ids are skipped). */
export async function themesByIds(db: Queryable, ids: readonly number[]): Promise<ThemeRef[]> {
  if (!ids.length) return [];
  return managerOf(db).find(Theme, { select: { id: true, themeName: true, jsonData: true }, where: { id: In([...ids]) } });
}
