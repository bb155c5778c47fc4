/**
 * Explore's bootstrap and its permalinks (Superset's GetExploreCommand, CreateExplorePermalinkCommand and
 * GetExplorePermalinkCommand). Access follows what the state points at: the dataset (data access) and the
 * chart (visible to the actor), checked when a link is made and again whenever it is opened.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { parseJsonObjectText } from '../../platform/json-text';
import { dbFor } from '../../platform/sql';
import { loadDatasetTarget } from '../dataset';
import type { ChartService, ChartType } from '../chart';
import type { PermalinkService } from '../permalink';
import { canAccessDatasource } from '../security';
import type { DatasourceMetadataService } from './datasource-metadata.service';
import type { DatasourceMetadata } from './datasource-explore.types';
import {
  convertLegacyFilters,
  DATASET_NO_LONGER_EXISTS,
  datasourceOf,
  explorePermalinkPath,
  isPlainObject,
  mergeUrlParams,
  permalinkStateErrors,
  sliceFormData,
  type FormData,
} from './explore-state';
import type { ExploreFormDataService } from './explore-form-data.service';
import type { ExplorePermalink, ExploreState } from './explore-state.types';

export interface ExploreStateArgs {
  sliceId?: number | null;
  datasourceId?: number | null;
  datasourceType?: string | null;
  permalinkKey?: string | null;
  formDataKey?: string | null;
  vizType?: string | null;
  urlParams?: string[][] | null;
}

/** GetExploreCommand's warnings when a form-data key finds nothing (expired, or never stored). */
export const FORM_DATA_MISSING_CHART = 'Form data not found in cache, reverting to chart metadata.';
export const FORM_DATA_MISSING_DATASET = 'Form data not found in cache, reverting to dataset metadata.';

/** Errors whose text REST clients show as is (Superset's explore/permalink exceptions). */
const publicError = (code: 'NOT_FOUND' | 'FORBIDDEN', message: string, errorType: TesseraError['errorType']) =>
  new TesseraError(errorType, message, { code, extra: { publicMessage: true } });

interface StoredExplorePermalink {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: { formData: FormData; urlParams: string[][] | null };
}

export type ExploreAccessRefusal = 'dataset-missing' | 'dataset-denied' | 'chart-denied' | 'chart-missing';

/**
 * Superset's explore check_access: the dataset must exist and be readable; a named chart must exist and be
 * visible. Null when allowed; otherwise why not, for the caller to word (permalinks and the form-data cache
 * answer differently).
 */
export async function exploreAccessRefusal(
  ctx: RequestContext,
  dataSource: DataSource,
  charts: ChartService,
  datasourceId: number,
  chartId: number | null,
): Promise<ExploreAccessRefusal | null> {
  const actor = ctx.requireActor();
  const target = await loadDatasetTarget(dbFor(ctx, dataSource), datasourceId);
  if (!target) return 'dataset-missing';
  if (!canAccessDatasource(actor, target)) return 'dataset-denied';
  if (chartId == null) return null;
  if (!actor.can('can_read', 'Chart')) return 'chart-denied';
  if (!(await charts.visibleIds(ctx, [chartId])).length) return 'chart-missing';
  return null;
}

export class ExploreStateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly charts: ChartService,
    private readonly metadata: DatasourceMetadataService,
    private readonly permalinks: PermalinkService,
    private readonly formData: ExploreFormDataService,
  ) {}

  async state(ctx: RequestContext, args: ExploreStateArgs): Promise<ExploreState> {
    ctx.require('can_read', 'Explore');
    let initial: FormData = {};
    let message: string | null = null;
    if (args.permalinkKey) {
      const link = await this.permalink(ctx, args.permalinkKey);
      initial = mergeUrlParams({ ...link.state.formData }, link.state.urlParams);
    } else if (args.formDataKey) {
      // Cached form data text as an object; anything else starts from nothing.
      initial = parseJsonObjectText(await this.formData.get(ctx, args.formDataKey));
    }
    if (!Object.keys(initial).length) {
      if (args.sliceId != null) {
        initial.slice_id = args.sliceId;
        if (args.formDataKey) message = FORM_DATA_MISSING_CHART;
      } else if (args.datasourceId != null) {
        initial.datasource = `${args.datasourceId}__${args.datasourceType || 'table'}`;
        if (args.formDataKey) message = FORM_DATA_MISSING_DATASET;
      }
    }

    let slice: ChartType | null = null;
    let formData = initial;
    const sliceId = typeof initial.slice_id === 'number' ? initial.slice_id : Number.parseInt(String(initial.slice_id ?? ''), 10);
    if (Number.isInteger(sliceId)) {
      slice = await this.charts.findForExplore(ctx, sliceId);
      if (!slice) throw publicError('NOT_FOUND', 'Chart does not exist', 'OBJECT_DOES_NOT_EXIST_ERROR');
      // The saved chart's form data, overridden by what the link or address carries.
      formData = { ...sliceFormData(slice), ...initial };
    }
    if (args.vizType) formData.viz_type = args.vizType;

    const ref = datasourceOf(formData, { id: args.datasourceId, type: args.datasourceType });
    let dataset: DatasourceMetadata | null = null;
    if (ref) {
      dataset = await this.dataset(ctx, ref.id, ref.type);
      if (!dataset) message = DATASET_NO_LONGER_EXISTS;
    } else if (slice) message = DATASET_NO_LONGER_EXISTS;
    // A chart whose dataset is gone is visible only to those who see all data (chart visibility, REST ref §8.4).
    if (slice && !dataset && !(await this.charts.visibleIds(ctx, [slice.id])).length) {
      throw publicError('NOT_FOUND', 'Chart does not exist', 'OBJECT_DOES_NOT_EXIST_ERROR');
    }

    const redirect = !formData.viz_type && dataset?.defaultEndpoint ? dataset.defaultEndpoint : null;
    formData.datasource = `${ref?.id ?? 'None'}__${ref?.type ?? 'table'}`;
    formData = mergeUrlParams(convertLegacyFilters(formData), args.urlParams);
    return { formData, slice, dataset, message, redirect };
  }

  /** The dataset's metadata; null when it no longer exists or is not a dataset; 403 without data access. */
  private async dataset(ctx: RequestContext, id: number, type: string): Promise<DatasourceMetadata | null> {
    if (type !== 'table' && type !== 'dataset') return null;
    try {
      return await this.metadata.get(ctx, `${id}__table`);
    } catch (err) {
      if (err instanceof TesseraError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  /** Superset's explore check_access, in its own words. */
  private async checkAccess(ctx: RequestContext, datasourceId: number, chartId: number | null): Promise<void> {
    const refusal = await exploreAccessRefusal(ctx, this.dataSource, this.charts, datasourceId, chartId);
    if (refusal === 'dataset-missing') throw publicError('NOT_FOUND', 'Dataset does not exist', 'OBJECT_DOES_NOT_EXIST_ERROR');
    if (refusal === 'dataset-denied') throw publicError('FORBIDDEN', "You don't have access to this dataset.", 'DATASOURCE_SECURITY_ACCESS_ERROR');
    if (refusal === 'chart-denied') throw publicError('FORBIDDEN', "You don't have access to this chart.", 'CHART_SECURITY_ACCESS_ERROR');
    if (refusal === 'chart-missing') throw publicError('NOT_FOUND', 'Chart does not exist', 'OBJECT_DOES_NOT_EXIST_ERROR');
  }

  async createPermalink(ctx: RequestContext, formData: unknown, urlParams: unknown): Promise<ExplorePermalink> {
    ctx.require('can_write', 'ExplorePermalinkRestApi');
    const invalid = permalinkStateErrors(formData, urlParams);
    if (invalid) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: invalid });
    const form = formData as FormData;
    const ref = datasourceOf(form);
    if (!ref) throw errors.badInput(DATASET_NO_LONGER_EXISTS);
    const chartId = form.slice_id == null || form.slice_id === '' ? null : Number(form.slice_id);
    if (chartId !== null && !Number.isInteger(chartId)) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { formData: { slice_id: ['Not a valid integer.'] } } });
    await this.checkAccess(ctx, ref.id, chartId);
    const value: StoredExplorePermalink = {
      chartId,
      datasourceId: ref.id,
      datasourceType: ref.type,
      datasource: `${ref.id}__${ref.type}`,
      state: { formData: form, urlParams: (urlParams as string[][] | null | undefined) ?? null },
    };
    const key = await this.permalinks.create(ctx, 'explore', value);
    return { key, url: explorePermalinkPath(key), ...value };
  }

  /** A stored link, with access to what it points at checked again. */
  async permalink(ctx: RequestContext, key: string): Promise<ExplorePermalink> {
    const stored = await this.permalinks.get(ctx, 'explore', key);
    const value = stored.state as Partial<StoredExplorePermalink> | null;
    if (!value || typeof value.datasourceId !== 'number' || !isPlainObject(value.state) || !isPlainObject(value.state.formData)) throw errors.notFound();
    await this.checkAccess(ctx, value.datasourceId, value.chartId ?? null);
    return {
      key,
      url: explorePermalinkPath(key),
      chartId: value.chartId ?? null,
      datasourceId: value.datasourceId,
      datasourceType: value.datasourceType ?? 'table',
      datasource: value.datasource ?? `${value.datasourceId}__${value.datasourceType ?? 'table'}`,
      state: { formData: value.state.formData, urlParams: Array.isArray(value.state.urlParams) ? value.state.urlParams : null },
    };
  }
}
