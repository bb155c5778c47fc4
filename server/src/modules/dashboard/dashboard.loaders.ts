/**
 * Per-request batch loaders for what a dashboard shows beside itself (owners, roles, theme, charts),
 * read through the entities, so a page of N dashboards costs a fixed number of queries.
 */
import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { groupByKey } from '../../platform/batch';
import type { RequestContext } from '../../platform/context';
import { linkedRows } from '../../platform/sql';
import { Chart } from '../chart';
import { Role, User, type UserSummary } from '../security';
import { themesByIds } from '../theme';
import { Dashboard } from './dashboard.entity';
import type { RoleSummary, ThemeSummary } from './dashboard.types';

const byName = (a: { firstName: string; lastName: string; id: number }, b: { firstName: string; lastName: string; id: number }) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id;

/** The rows linked to each of `ids`, in `ids` order, each group sorted by `order`. */
const grouped = <R extends { ownerId: number }, T>(ids: readonly number[], rows: R[], order: (a: R, b: R) => number, map: (r: R) => T): T[][] =>
  groupByKey(ids, rows, (r) => r.ownerId).map((group) => group.sort(order).map(map));

export function dashboardLoaders(ctx: RequestContext, em: EntityManager) {
  return ctx.loader('dashboard', () => ({
    // Each a hot read of every dashboard page and list: the link table joined once, the statement built once.
    owners: new DataLoader<number, UserSummary[]>(async (ids) =>
      grouped(ids, await linkedRows(em, Dashboard, 'owners', User, ids, ['id', 'username', 'firstName', 'lastName']), byName, ({ id, username, firstName, lastName }) => ({ id, username, firstName, lastName })),
    ),
    roles: new DataLoader<number, RoleSummary[]>(async (ids) =>
      grouped(ids, await linkedRows(em, Dashboard, 'roles', Role, ids, ['id', 'name']), (a, b) => a.name.localeCompare(b.name), ({ id, name }) => ({ id, name })),
    ),
    themes: new DataLoader<number, ThemeSummary | null>(async (ids) => {
      const byId = new Map((await themesByIds(em, ids)).map((t) => [t.id, t]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Every chart linked to the dashboard (dashboard_slices), by name. */
    charts: new DataLoader<number, Chart[]>(async (ids) =>
      grouped(ids, await linkedRows(em, Dashboard, 'charts', Chart, ids), (a, b) => a.sliceName.localeCompare(b.sliceName) || a.id - b.id, ({ ownerId: _, ...chart }) => chart),
    ),
  }));
}
