/**
 * Dashboard state kept apart from the dashboard: permalinks (filters, cross-filters, active tabs and the
 * anchor a link restores; stored permanently in the shared permalink store) and the filter-state entries
 * the dashboard page keeps per user (`filter_state`, expiring, in the metastore cache). Both are checked against the dashboard:
 * a dashboard the actor cannot see has no state for them.
 */
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isJsonObject } from '../../platform/json-text';
import type { MetastoreCache, PermalinkService } from '../permalink';
import type { DashboardQueryService } from './dashboard-query.service';

export const dashboardPermalinkPath = (key: string) => `/superset/dashboard/p/${key}/`;

/** How long a filter-state entry lives (Superset's default cache timeout for it). */
const FILTER_STATE_TTL_SEC = 90 * 24 * 3600;
const FILTER_STATE_VIEW = 'DashboardFilterStateRestApi';

export interface DashboardPermalinkStateValue {
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
  urlParams?: [string, string][] | null;
}

/** Superset's DashboardPermalinkStateSchema: the messages of every field, unknown ones refused; null when fine. */
export function checkPermalinkState(value: unknown): Record<string, string[]> | null {
  if (!isJsonObject(value)) return { _schema: ['Invalid input type.'] };
  const errs: Record<string, string[]> = {};
  const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue;
    if (key === 'dataMask') {
      if (!isJsonObject(v)) errs[key] = ['Not a valid mapping type.'];
    } else if (key === 'activeTabs') {
      if (!isStrings(v)) errs[key] = ['Not a valid list of strings.'];
    } else if (key === 'anchor') {
      if (typeof v !== 'string') errs[key] = ['Not a valid string.'];
    } else if (key === 'urlParams') {
      if (!Array.isArray(v) || !v.every((pair) => Array.isArray(pair) && pair.length === 2 && isStrings(pair))) errs[key] = ['Not a valid list of [key, value] pairs.'];
    } else errs[key] = ['Unknown field.'];
  }
  return Object.keys(errs).length ? errs : null;
}

/** A filter-state entry in the metastore cache, under its dashboard and key (Superset's cache_key(id, key)). */
const filterStateKey = (dashboardId: number, key: string) => `dashboard_filter_state;${dashboardId};${key}`;

interface StoredFilterState {
  owner: number;
  tabId: number | null;
  value: string;
}

function checkJsonText(value: string): void {
  try {
    JSON.parse(value);
  } catch {
    throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { value: ['JSON not valid'] } });
  }
}

export class DashboardStateService {
  constructor(
    private readonly permalinks: PermalinkService,
    private readonly queries: DashboardQueryService,
    private readonly cache: MetastoreCache,
  ) {}

  async createPermalink(ctx: RequestContext, dashboardId: number | string, state: unknown): Promise<{ key: string; url: string }> {
    const problems = checkPermalinkState(state ?? {});
    if (problems) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: problems });
    const dashboard = await this.queries.find(ctx, dashboardId);
    const key = await this.permalinks.create(ctx, 'dashboard', { dashboardId: String(dashboard.id), state: state ?? {} });
    return { key, url: dashboardPermalinkPath(key) };
  }

  /** The stored state, when the dashboard it belongs to is still visible to the actor. */
  async getPermalink(ctx: RequestContext, key: string): Promise<{ dashboardId: number; state: DashboardPermalinkStateValue }> {
    const stored = await this.permalinks.get(ctx, 'dashboard', key);
    const value = (isJsonObject(stored.state) ? stored.state : {}) as { dashboardId?: unknown; state?: unknown };
    const dashboard = await this.queries.find(ctx, String(value.dashboardId ?? ''));
    return { dashboardId: dashboard.id, state: (isJsonObject(value.state) ? value.state : {}) as DashboardPermalinkStateValue };
  }

  async createFilterState(ctx: RequestContext, dashboardId: number, value: string, tabId: number | null): Promise<string> {
    const actor = ctx.require('can_write', FILTER_STATE_VIEW);
    checkJsonText(value);
    const dashboard = await this.queries.find(ctx, dashboardId);
    const key = randomUUID();
    const stored: StoredFilterState = { owner: actor.user.id, tabId, value };
    await this.cache.set(ctx, filterStateKey(dashboard.id, key), stored, FILTER_STATE_TTL_SEC);
    return key;
  }

  private async entry(ctx: RequestContext, dashboardId: number, key: string): Promise<{ cacheKey: string; stored: StoredFilterState } | null> {
    const dashboard = await this.queries.find(ctx, dashboardId);
    const cacheKey = filterStateKey(dashboard.id, key);
    const stored = (await this.cache.get(ctx, cacheKey)) as StoredFilterState | undefined;
    return stored ? { cacheKey, stored } : null;
  }

  async getFilterState(ctx: RequestContext, dashboardId: number, key: string): Promise<string | null> {
    ctx.require('can_read', FILTER_STATE_VIEW);
    const entry = await this.entry(ctx, dashboardId, key);
    return entry ? entry.stored.value : null;
  }

  /** Another user's entry is theirs (403); an unknown key is answered as given, nothing stored (Superset). */
  async updateFilterState(ctx: RequestContext, dashboardId: number, key: string, value: string, tabId: number | null): Promise<string> {
    const actor = ctx.require('can_write', FILTER_STATE_VIEW);
    checkJsonText(value);
    const entry = await this.entry(ctx, dashboardId, key);
    if (!entry) return key;
    if (entry.stored.owner !== actor.user.id) throw errors.forbidden();
    await this.cache.set(ctx, entry.cacheKey, { ...entry.stored, value, tabId }, FILTER_STATE_TTL_SEC);
    return key;
  }

  async deleteFilterState(ctx: RequestContext, dashboardId: number, key: string): Promise<boolean> {
    const actor = ctx.require('can_write', FILTER_STATE_VIEW);
    const entry = await this.entry(ctx, dashboardId, key);
    if (!entry) throw errors.notFound();
    if (entry.stored.owner !== actor.user.id) throw errors.forbidden();
    await this.cache.delete(ctx, entry.cacheKey);
    return true;
  }
}
