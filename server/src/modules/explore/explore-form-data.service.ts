/**
 * Explore's unsaved state between page loads (Superset's explore form-data cache: CreateFormDataCommand,
 * GetFormDataCommand, UpdateFormDataCommand, DeleteFormDataCommand). The form data a person is editing is
 * kept under an unguessable key for a week (renewed whenever it is read), in the key-value store. Only its
 * owner may change or delete an entry; reading needs the key and access to its dataset and chart. A
 * contextual entry per user, browser tab and datasource remembers the tab's key, so a tab keeps one key
 * while it edits; without a tab id every write gets a new key.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { withTransaction } from '../../platform/sql';
import type { ChartService } from '../chart';
import type { MetastoreCache } from '../permalink';
import { exploreAccessRefusal } from './explore-state.service';

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG: entries live a week, and reading one restarts its clock. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 60 * 60;
const VIEW_MENU = 'ExploreFormDataRestApi';
const EXPLORABLE_TYPES = ['table', 'dataset'];

export interface FormDataParams {
  datasourceId: number;
  datasourceType: string;
  chartId?: number | null;
  /** The form data as JSON text, kept as sent. */
  formData: string;
  /** The browser tab's id (Superset's tab_id query argument). */
  tabId?: string | null;
}

/** Superset's TemporaryExploreState. */
interface StoredFormData {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

/** Superset's temporary-cache texts, which REST answers as they are. */
const accessDenied = () =>
  new TesseraError('GENERIC_COMMAND_ERROR', "You don't have permission to modify the value.", { code: 'FORBIDDEN', extra: { publicMessage: true } });
const resourceMissing = () => new TesseraError('OBJECT_DOES_NOT_EXIST_ERROR', 'Resource was not found.', { code: 'NOT_FOUND', extra: { publicMessage: true } });

function isStored(value: unknown): value is StoredFormData {
  const v = value as Partial<StoredFormData> | null;
  return !!v && typeof v === 'object' && typeof v.owner === 'number' && typeof v.datasource_id === 'number' && typeof v.form_data === 'string';
}

export class ExploreFormDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly charts: ChartService,
    private readonly cache: MetastoreCache,
  ) {}

  /** A key for this form data; the tab's current key when it has one. */
  async create(ctx: RequestContext, params: FormDataParams): Promise<string> {
    const actor = ctx.require('can_write', VIEW_MENU);
    validateJson(params.formData);
    await this.checkAccess(ctx, params);
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const contextual = contextualKey(actor.user.id, params);
      const remembered = await this.cache.get(tx, contextual);
      const key = typeof remembered === 'string' && params.tabId ? remembered : randomKey();
      if (params.formData) {
        await this.cache.set(tx, key, stateOf(actor.user.id, params), FORM_DATA_TTL_SECONDS);
        await this.cache.set(tx, contextual, key, FORM_DATA_TTL_SECONDS);
      }
      return key;
    });
  }

  /** The form data under `key` (null when unknown or expired); its dataset and chart must still be readable. */
  async get(ctx: RequestContext, key: string): Promise<string | null> {
    ctx.require('can_read', VIEW_MENU);
    const state = await this.cache.get(ctx, key);
    if (!isStored(state)) return null;
    await this.checkAccess(ctx, { datasourceId: state.datasource_id, datasourceType: state.datasource_type, chartId: state.chart_id });
    // Reading restarts the entry's clock (REFRESH_TIMEOUT_ON_RETRIEVAL), once access is established.
    await this.cache.get(ctx, key, FORM_DATA_TTL_SECONDS);
    return state.form_data;
  }

  /**
   * Replaces the owner's form data; the answer is the key it now lives under (the tab's, or a new one without
   * a tab). An unknown key is answered as it came, storing nothing, as Superset does.
   */
  async update(ctx: RequestContext, key: string, params: FormDataParams): Promise<string> {
    const actor = ctx.require('can_write', VIEW_MENU);
    validateJson(params.formData);
    await this.checkAccess(ctx, params);
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const state = await this.cache.get(tx, key);
      if (!isStored(state) || !params.formData) return key;
      if (state.owner !== actor.user.id) throw accessDenied();
      const contextual = contextualKey(actor.user.id, params);
      const remembered = await this.cache.get(tx, contextual);
      let next = typeof remembered === 'string' ? remembered : null;
      if (!next || !params.tabId) {
        next = randomKey();
        await this.cache.set(tx, contextual, next, FORM_DATA_TTL_SECONDS);
      }
      await this.cache.set(tx, next, stateOf(actor.user.id, params), FORM_DATA_TTL_SECONDS);
      return next;
    });
  }

  /** Deletes the owner's entry (and the tab's memory of it); false when there was none. */
  async delete(ctx: RequestContext, key: string, tabId: string | null = null): Promise<boolean> {
    const actor = ctx.require('can_write', VIEW_MENU);
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const state = await this.cache.get(tx, key);
      if (!isStored(state)) return false;
      const target = { datasourceId: state.datasource_id, datasourceType: state.datasource_type, chartId: state.chart_id };
      await this.checkAccess(tx, target);
      if (state.owner !== actor.user.id) throw accessDenied();
      await this.cache.delete(tx, contextualKey(actor.user.id, { ...target, tabId }));
      return this.cache.delete(tx, key);
    });
  }

  /**
   * Superset's form-data check_access: a missing dataset or chart is 404, no access 403, in the cache's words.
   * Datasources other than datasets (SQL Lab queries) cannot be explored here, so they are not found.
   */
  private async checkAccess(ctx: RequestContext, target: Pick<FormDataParams, 'datasourceId' | 'datasourceType' | 'chartId'>): Promise<void> {
    if (!EXPLORABLE_TYPES.includes(target.datasourceType)) throw resourceMissing();
    const refusal = await exploreAccessRefusal(ctx, this.dataSource, this.charts, target.datasourceId, target.chartId ?? null);
    if (refusal === 'dataset-missing' || refusal === 'chart-missing') throw resourceMissing();
    if (refusal) throw accessDenied();
  }
}

/** Superset's random_key(): 48 random bytes, URL-safe. */
function randomKey(): string {
  return randomBytes(48).toString('base64url');
}

/** What remembers a tab's key: per user (Superset uses the browser session), tab, datasource and chart. */
function contextualKey(userId: number, p: Pick<FormDataParams, 'tabId' | 'datasourceId' | 'chartId' | 'datasourceType'>): string {
  return ['explore_form_data', userId, p.tabId ?? '', p.datasourceId, p.chartId ?? '', p.datasourceType].join(';');
}

function stateOf(owner: number, p: FormDataParams): StoredFormData {
  return { owner, datasource_id: p.datasourceId, datasource_type: p.datasourceType, chart_id: p.chartId ?? null, form_data: p.formData };
}

/** Superset's validate_json on the form data (an empty text is allowed and stores nothing). */
function validateJson(text: string): void {
  if (!text) return;
  try {
    JSON.parse(text);
  } catch {
    throw errors.badInput('JSON not valid', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { form_data: ['JSON not valid'] } });
  }
}
