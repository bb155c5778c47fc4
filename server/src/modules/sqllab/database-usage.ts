/** The SQL Lab module's answer about a database (the database module's DatabaseDependents): the tabs using it. */
import type { DatabaseDependent } from '../database';

export const tabsOnDatabases: DatabaseDependent = {
  addRelatedObjects: async (db, databaseId, related) => {
    const tabs: { id: number; label: string | null; active: boolean | null }[] = await db.query(
      'SELECT id, label, active FROM tab_state WHERE database_id = $1 ORDER BY id',
      [databaseId],
    );
    related.sqllabTabStates.push(...tabs.map((t) => ({ id: t.id, label: t.label, active: !!t.active })));
  },
};
