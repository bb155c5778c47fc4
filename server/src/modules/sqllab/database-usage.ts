/** The SQL Lab module's answer about a database (the database module's DatabaseDependents): the tabs using it. */
import { managerOf } from '../../platform/sql';
import type { DatabaseDependent } from '../database';
import { TabState } from './tab-state.entity';

export const tabsOnDatabases: DatabaseDependent = {
  addRelatedObjects: async (db, databaseId, related) => {
    const tabs = await managerOf(db).find(TabState, { select: { id: true, label: true, active: true }, where: { databaseId }, order: { id: 'ASC' } });
    related.sqllabTabStates.push(...tabs.map((t) => ({ id: t.id, label: t.label, active: !!t.active })));
  },
};
