/**
 * Pure pieces of Explore's bootstrap (Superset's GetExploreCommand and explore permalink schema): a saved
 * chart's form data, the datasource named by form data, URL parameters merged into form data, and the
 * permalink state's shape checks.
 */
import { createHash } from 'node:crypto';
import type { ChartType } from '../chart';

export type FormData = Record<string, unknown>;

export const DATASET_NO_LONGER_EXISTS = 'The dataset associated with this chart no longer exists';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Slice.form_data: the saved params with the chart's identity injected (slice_id, viz_type, datasource
 * "<id>__<type>", cache_timeout when set); legacy since/until become time_range.
 */
export function sliceFormData(chart: Pick<ChartType, 'id' | 'params' | 'vizType' | 'datasourceId' | 'datasourceType' | 'cacheTimeout'>): FormData {
  const formData: FormData = isPlainObject(chart.params) ? { ...chart.params } : {};
  if ('since' in formData || 'until' in formData) {
    formData.time_range = `${formData.since || ''} : ${formData.until || ''}`;
    delete formData.since;
    delete formData.until;
  }
  formData.slice_id = chart.id;
  formData.viz_type = chart.vizType;
  formData.datasource = `${chart.datasourceId}__${chart.datasourceType}`;
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  return formData;
}

export interface DatasourceRef {
  id: number;
  type: string;
}

/**
 * The datasource form data names ("3__table"), else the one given beside it; null when neither names one
 * (including Superset's "None__table" for a deleted dataset).
 */
export function datasourceOf(formData: FormData, fallback: { id?: number | null; type?: string | null } = {}): DatasourceRef | null {
  const key = typeof formData.datasource === 'string' ? formData.datasource : '';
  if (key.includes('__')) {
    const [id, type] = key.split('__');
    return /^\d+$/.test(id) ? { id: Number(id), type: type || 'table' } : null;
  }
  return fallback.id != null ? { id: fallback.id, type: fallback.type || 'table' } : null;
}

/** Superset's merge_request_params: the address's parameters land in form_data.url_params. */
export function mergeUrlParams(formData: FormData, urlParams: readonly (readonly (string | null)[])[] | null | undefined): FormData {
  const current = isPlainObject(formData.url_params) ? formData.url_params : {};
  const merged: Record<string, unknown> = { ...current };
  for (const pair of urlParams ?? []) {
    const [key, value] = pair;
    if (key && key !== 'form_data' && key !== 'r') merged[key] = value ?? '';
  }
  return { ...formData, url_params: merged };
}

/** Python's json.dumps(obj, sort_keys=True): ', ' and ': ' separators, non-ASCII escaped. */
export function pyJsonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${pyJsonDumps(k)}: ${pyJsonDumps(value[k])}`)
      .join(', ')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Superset's filterOptionName for converted filters: the md5 of the filter's sorted JSON. */
const filterOptionName = (filter: Record<string, unknown>) => createHash('md5').update(pyJsonDumps(filter)).digest('hex');

function withOptionName(filter: Record<string, unknown>): Record<string, unknown> {
  return { ...filter, filterOptionName: filterOptionName(filter) };
}

/**
 * Superset's convert_legacy_filters_into_adhoc: form data saved before adhoc filters (where / having SQL,
 * filters / having_filters lists of {col, op, val}) becomes adhoc_filters, unless it already has some; the
 * legacy keys are dropped either way.
 */
export function convertLegacyFilters(formData: FormData): FormData {
  const out: FormData = { ...formData };
  if (!Array.isArray(out.adhoc_filters) || out.adhoc_filters.length === 0) {
    const adhoc: Record<string, unknown>[] = [];
    for (const [clause, listKey] of [
      ['where', 'filters'],
      ['having', 'having_filters'],
    ] as const) {
      if (clause in out && out[clause] !== '') {
        adhoc.push(withOptionName({ clause: clause.toUpperCase(), expressionType: 'SQL', sqlExpression: out[clause] ?? null }));
      }
      for (const f of Array.isArray(out[listKey]) ? (out[listKey] as unknown[]) : []) {
        if (!isPlainObject(f)) continue;
        const simple: Record<string, unknown> = { clause: clause.toUpperCase(), expressionType: 'SIMPLE', comparator: f.val ?? null, operator: f.op, subject: f.col };
        if (f.isExtra) simple.isExtra = true;
        adhoc.push(withOptionName(simple));
      }
    }
    out.adhoc_filters = adhoc;
  }
  for (const key of ['filters', 'having', 'having_filters', 'where']) delete out[key];
  return out;
}

/** ExplorePermalinkStateSchema's field errors, or null when the state is valid. */
export function permalinkStateErrors(formData: unknown, urlParams: unknown): Record<string, unknown> | null {
  const errors: Record<string, unknown> = {};
  if (formData === undefined || formData === null) errors.formData = ['Missing data for required field.'];
  else if (!isPlainObject(formData)) errors.formData = ['Not a valid mapping type.'];
  if (urlParams !== undefined && urlParams !== null) {
    if (!Array.isArray(urlParams)) errors.urlParams = ['Not a valid list.'];
    else {
      const bad: Record<string, string[]> = {};
      urlParams.forEach((p, i) => {
        if (!Array.isArray(p) || p.length !== 2 || !p.every((v) => typeof v === 'string')) bad[String(i)] = ['Not a valid tuple.'];
      });
      if (Object.keys(bad).length) errors.urlParams = bad;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** The app path a permalink opens (the REST gateway makes it absolute). */
export const explorePermalinkPath = (key: string) => `/explore/p/${key}/`;
