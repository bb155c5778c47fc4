import { badRequest, type FieldMessages } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { loadSchema, type FieldSpec, type Schema } from '../core/marshmallow-schema';
import type { CopyDashboardInput, CreateDashboardInput, DashboardColorsInput, DashboardFiltersInput, UpdateDashboardInput } from '../gql/graphql';

/**
 * The dashboard request bodies as Superset's marshmallow schemas load them (DashboardPostSchema,
 * DashboardPutSchema, DashboardCopySchema, the filters / colours / filter-state schemas): every field's
 * messages collected, unknown fields refused, then mapped onto the GraphQL inputs. `position_json` and
 * `json_metadata` stay JSON text; the server checks the layout and the metadata's typed keys, this file
 * the metadata keys Superset's schema does not declare (which it refuses).
 */

/** DashboardJSONMetadataSchema's fields (show_native_filters is dropped on load, not refused). */
const METADATA_KEYS = new Set([
  'native_filter_configuration',
  'chart_configuration',
  'global_chart_configuration',
  'timed_refresh_immune_slices',
  'filter_scopes',
  'expanded_slices',
  'refresh_frequency',
  'default_filters',
  'stagger_refresh',
  'stagger_time',
  'color_scheme',
  'color_namespace',
  'positions',
  'label_colors',
  'shared_label_colors',
  'map_label_colors',
  'color_scheme_domain',
  'cross_filters_enabled',
  'import_time',
  'remote_id',
  'filter_bar_orientation',
  'native_filter_migration',
  'show_native_filters',
]);

const str = (length?: [number, number]): FieldSpec => ({ kind: 'string', allowNone: true, length });
const json: FieldSpec = { kind: 'string', allowNone: true, json: true };
const bool: FieldSpec = { kind: 'boolean', allowNone: true };

const POST_SCHEMA: Schema = {
  dashboard_title: str([0, 500]),
  slug: str([1, 255]),
  owners: { kind: 'integer-list' },
  roles: { kind: 'integer-list' },
  position_json: json,
  css: str(),
  json_metadata: json,
  published: bool,
  certified_by: str(),
  certification_details: str(),
  is_managed_externally: bool,
  external_url: str(),
  theme_id: { kind: 'integer', allowNone: true },
};

const PUT_SCHEMA: Schema = { ...POST_SCHEMA, slug: str([0, 255]), tags: { kind: 'integer-list' } };

const COPY_SCHEMA: Schema = {
  dashboard_title: str([0, 500]),
  css: str(),
  json_metadata: { kind: 'string', required: true, json: true },
  duplicate_slices: bool,
};

const COLORS_SCHEMA: Schema = { color_namespace: str(), color_scheme: str() };

/** snake_case body field -> GraphQL input field. */
const INPUT_FIELDS: Record<string, string> = {
  dashboard_title: 'dashboardTitle',
  slug: 'slug',
  owners: 'owners',
  roles: 'roles',
  position_json: 'positionJson',
  css: 'css',
  json_metadata: 'jsonMetadata',
  published: 'published',
  certified_by: 'certifiedBy',
  certification_details: 'certificationDetails',
  is_managed_externally: 'isManagedExternally',
  external_url: 'externalUrl',
  theme_id: 'themeId',
  tags: 'tags',
  duplicate_slices: 'duplicateSlices',
  color_namespace: 'colorNamespace',
  color_scheme: 'colorScheme',
  label_colors: 'labelColors',
  shared_label_colors: 'sharedLabelColors',
  map_label_colors: 'mapLabelColors',
  color_scheme_domain: 'colorSchemeDomain',
};

function toInput<T>(data: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [INPUT_FIELDS[name] ?? name, value])) as T;
}

type ItemKind = 'strings' | 'mappings' | 'mapping';

/**
 * Loads a body; `items` are fields the schema helpers do not type (dicts, lists of strings or of dicts),
 * checked here as marshmallow's nested fields would. 400 with every message.
 */
function load(schema: Schema, body: unknown, items: Record<string, ItemKind> = {}, check?: (data: Record<string, unknown>, errors: FieldMessages) => void): Record<string, unknown> {
  const plain = isPlainObject(body) ? Object.fromEntries(Object.entries(body).filter(([k]) => !(k in items))) : body;
  const { data, errors } = loadSchema(schema, plain);
  const all: FieldMessages = { ...(errors ?? {}) };
  if (isPlainObject(body)) {
    for (const [name, kind] of Object.entries(items)) {
      const value = body[name];
      if (value === undefined || value === null) continue;
      if (kind === 'mapping' && !isPlainObject(value)) all[name] = ['Not a valid mapping type.'];
      else if (kind === 'strings' && !(Array.isArray(value) && value.every((x) => typeof x === 'string'))) all[name] = ['Not a valid list of strings.'];
      else if (kind === 'mappings' && !(Array.isArray(value) && value.every(isPlainObject))) all[name] = ['Not a valid list of mappings.'];
      else data[name] = value;
    }
  }
  check?.(data, all);
  if (Object.keys(all).length) throw badRequest(all);
  return data;
}

function checkMetadataKeys(data: Record<string, unknown>, errors: FieldMessages): void {
  if (typeof data.json_metadata !== 'string' || errors.json_metadata) return;
  const metadata: unknown = data.json_metadata ? JSON.parse(data.json_metadata) : null;
  if (!isPlainObject(metadata)) return;
  const unknown = Object.keys(metadata).filter((key) => !METADATA_KEYS.has(key));
  if (unknown.length) errors.json_metadata = Object.fromEntries(unknown.map((key) => [key, ['Unknown field.']]));
}

/** POST /dashboard/: the GraphQL input, and the loaded body Superset echoes as `result`. */
export function parseDashboardCreateBody(body: unknown): { input: CreateDashboardInput; echo: Record<string, unknown> } {
  const data = load(POST_SCHEMA, body, {}, checkMetadataKeys);
  return { input: toInput<CreateDashboardInput>(data), echo: data };
}

/** PUT /dashboard/{pk}: a partial update. */
export function parseDashboardUpdateBody(body: unknown): { input: UpdateDashboardInput; echo: Record<string, unknown> } {
  const data = load(PUT_SCHEMA, body, {}, checkMetadataKeys);
  return { input: toInput<UpdateDashboardInput>(data), echo: data };
}

export function parseDashboardCopyBody(body: unknown): CopyDashboardInput {
  const data = load(COPY_SCHEMA, body, {}, checkMetadataKeys);
  return { ...toInput<CopyDashboardInput>(data), dashboardTitle: (data.dashboard_title as string | null | undefined) ?? '' };
}

export function parseDashboardFiltersBody(body: unknown): DashboardFiltersInput {
  return load({}, body, { modified: 'mappings', deleted: 'strings', reordered: 'strings' }) as DashboardFiltersInput;
}

export function parseDashboardColorsBody(body: unknown): DashboardColorsInput {
  const data = load(COLORS_SCHEMA, body, { label_colors: 'mapping', map_label_colors: 'mapping', shared_label_colors: 'strings', color_scheme_domain: 'strings' });
  return toInput<DashboardColorsInput>(data);
}

/** TemporaryCachePostSchema / PutSchema: `value` is required JSON text. */
export function parseFilterStateBody(body: unknown): string {
  return load({ value: { kind: 'string', required: true, json: true } }, body).value as string;
}
