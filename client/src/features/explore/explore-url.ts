// Where the explore screen's state lives in the address (spec 1 §2 "URL query parameters read", superset-rest
// §6.12–6.13). A saved chart opens with ?slice_id=; a dataset with ?datasource_id=&datasource_type= (+viz_type);
// a permalink with /explore/p/{key}/. Each chart run that differs from the saved chart is stored as a permalink
// and the address becomes that permalink, so a reload or a shared address returns to the chart being built.
// Superset's legacy ?form_data= (JSON) is read too. Pure, so it is unit-tested.
import type { ExploreBootstrapQueryVariables } from '../../gql/graphql';
import { parseDatasourceKey } from '../../viz/shared/form-data';
import { parseBooleanParam, parseSliceId } from './explore-params';

export type ExploreEntry =
  | { kind: 'permalink'; key: string }
  | { kind: 'formData'; formData: Record<string, unknown>; sliceId: number | null }
  | { kind: 'slice'; sliceId: number }
  | { kind: 'datasource'; datasourceId: number; datasourceType: string; vizType: string | null }
  | { kind: 'none' };

export interface ExploreLocation {
  entry: ExploreEntry;
  force: boolean;
}

const PERMALINK_PATH = /^\/explore\/p\/([^/]+)\/?$/;
const DATASOURCE_TYPES = new Set(['table', 'query', 'dataset', 'saved_query', 'view', 'sl_table']);
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function parsePositiveInt(value: string | null): number | null {
  return parseSliceId(value);
}

/** A legacy `form_data` parameter: JSON object text (Superset's slice_url carries {"slice_id": N}). */
function parseFormDataParam(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads what the address asks the explore screen to open, most specific first (Superset's order). */
export function parseExploreLocation(pathname: string, search: URLSearchParams): ExploreLocation {
  const force = parseBooleanParam(search.get('force'));
  const permalink = PERMALINK_PATH.exec(pathname);
  if (permalink && KEY_PATTERN.test(decodeURIComponent(permalink[1]))) {
    return { entry: { kind: 'permalink', key: decodeURIComponent(permalink[1]) }, force };
  }
  const permalinkKey = search.get('permalink_key');
  if (permalinkKey && KEY_PATTERN.test(permalinkKey)) return { entry: { kind: 'permalink', key: permalinkKey }, force };

  const formData = parseFormDataParam(search.get('form_data'));
  const sliceId = parsePositiveInt(search.get('slice_id')) ?? parsePositiveInt(String(formData?.slice_id ?? ''));
  // {"slice_id": N} alone is only the chart's address; a form_data with more keys is a chart being built.
  if (formData && Object.keys(formData).some((key) => key !== 'slice_id')) {
    return { entry: { kind: 'formData', formData, sliceId }, force };
  }
  if (sliceId !== null) return { entry: { kind: 'slice', sliceId }, force };

  const datasourceId = parsePositiveInt(search.get('datasource_id'));
  const datasourceType = (search.get('datasource_type') ?? 'table').trim().toLowerCase();
  if (datasourceId !== null && DATASOURCE_TYPES.has(datasourceType)) {
    const vizType = search.get('viz_type')?.trim() || null;
    return { entry: { kind: 'datasource', datasourceId, datasourceType, vizType }, force };
  }
  return { entry: { kind: 'none' }, force };
}

/** The address of the chart on screen: its permalink while it differs from the saved chart, else the chart's. */
export function exploreStateUrl(state: { permalinkKey: string } | { sliceId: number }): string {
  return 'permalinkKey' in state ? `/explore/p/${encodeURIComponent(state.permalinkKey)}/` : sliceExploreUrl(state.sliceId);
}

/** The address of a saved chart, and of a dataset opened in explore (Superset's url / explore_url). */
export function sliceExploreUrl(sliceId: number): string {
  return `/explore/?slice_id=${sliceId}`;
}

export function datasourceExploreUrl(datasourceId: number, datasourceType = 'table', vizType?: string): string {
  const params = new URLSearchParams({ datasource_type: datasourceType, datasource_id: String(datasourceId) });
  if (vizType) params.set('viz_type', vizType);
  return `/explore/?${params.toString()}`;
}

/** The absolute address of a permalink, for sharing (Superset answers `<origin>/explore/p/<key>/`). */
export function permalinkUrl(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/explore/p/${encodeURIComponent(key)}/`;
}

/** Superset's embed snippet: an iframe of the permalink in standalone mode. */
export function embedCode(url: string, width: number, height: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return (
    `<iframe\n  width="${width}"\n  height="${height}"\n  seamless\n  frameBorder="0"\n  scrolling="no"\n` +
    `  src="${url}${separator}standalone=1&height=${height}"\n>\n</iframe>`
  );
}

/** The exploreState arguments for an entry; null when the address names nothing to open. */
export function bootstrapVariables(entry: ExploreEntry): ExploreBootstrapQueryVariables | null {
  switch (entry.kind) {
    case 'permalink':
      return { permalinkKey: entry.key };
    case 'slice':
      return { sliceId: entry.sliceId };
    case 'datasource':
      return { datasourceId: entry.datasourceId, datasourceType: entry.datasourceType, vizType: entry.vizType };
    case 'formData': {
      if (entry.sliceId !== null) return { sliceId: entry.sliceId };
      const datasource = typeof entry.formData.datasource === 'string' ? parseDatasourceKey(entry.formData.datasource) : null;
      const vizType = typeof entry.formData.viz_type === 'string' ? entry.formData.viz_type : null;
      return datasource ? { datasourceId: datasource.id, datasourceType: datasource.type, vizType } : null;
    }
    case 'none':
      return null;
  }
}
