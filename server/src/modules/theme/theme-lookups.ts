/** What other modules read of themes (`themes` is this module's table): themes by id, and whether one exists. */
import type { Queryable } from '../../platform/sql';

export interface ThemeRef {
  id: number;
  themeName: string;
  jsonData: string | null;
}

/** The themes with these ids (missing ids are skipped). */
export async function themesByIds(db: Queryable, ids: readonly number[]): Promise<ThemeRef[]> {
  if (!ids.length) return [];
  const rows: { id: number; theme_name: string; json_data: string | null }[] = await db.query(`SELECT id, theme_name, json_data FROM themes WHERE id = ANY($1::int[])`, [[...ids]]);
  return rows.map((r) => ({ id: r.id, themeName: r.theme_name, jsonData: r.json_data }));
}
