/**
 * Per-request batch loaders for what a dashboard shows beside itself (owners, roles, theme, charts),
 * read through the entities, so a page of N dashboards costs a fixed number of queries.
 */
import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import type { Chart } from '../chart';
import type { UserSummary } from '../security';
import { themesByIds } from '../theme';
import { Dashboard } from './dashboard.entity';
import type { RoleSummary, ThemeSummary } from './dashboard.types';

const byName = (a: { firstName: string; lastName: string; id: number }, b: { firstName: string; lastName: string; id: number }) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id;

export function dashboardLoaders(ctx: RequestContext, em: EntityManager) {
  return ctx.loader('dashboard', () => {
    const dashboards = em.getRepository(Dashboard);
    return {
      owners: new DataLoader<number, UserSummary[]>(async (ids) => {
        const rows = await dashboards.find({ where: { id: In([...ids]) }, relations: { owners: true }, select: { id: true, owners: { id: true, username: true, firstName: true, lastName: true } } });
        const byId = new Map(rows.map((d) => [d.id, (d.owners ?? []).sort(byName).map(({ id, username, firstName, lastName }) => ({ id, username, firstName, lastName }))]));
        return ids.map((id) => byId.get(id) ?? []);
      }),
      roles: new DataLoader<number, RoleSummary[]>(async (ids) => {
        const rows = await dashboards.find({ where: { id: In([...ids]) }, relations: { roles: true }, select: { id: true, roles: { id: true, name: true } } });
        const byId = new Map(rows.map((d) => [d.id, (d.roles ?? []).map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))]));
        return ids.map((id) => byId.get(id) ?? []);
      }),
      themes: new DataLoader<number, ThemeSummary | null>(async (ids) => {
        const byId = new Map((await themesByIds(em, ids)).map((t) => [t.id, t]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      /** Every chart linked to the dashboard (dashboard_slices), by name. */
      charts: new DataLoader<number, Chart[]>(async (ids) => {
        const rows = await dashboards.find({ where: { id: In([...ids]) }, relations: { charts: true } });
        const byId = new Map(rows.map((d) => [d.id, (d.charts ?? []).sort((a, b) => a.sliceName.localeCompare(b.sliceName) || a.id - b.id)]));
        return ids.map((id) => byId.get(id) ?? []);
      }),
    };
  });
}
