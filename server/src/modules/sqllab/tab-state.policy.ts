/**
 * Pure rules of SQL Lab tab state: which TabState values a patch writes, how the
 * editor-only fields live in extra_json, and the persistence switch.
 */
import { errors, TesseraError } from '../../platform/errors';
import { parseJsonObjectText } from '../../platform/json-text';
import type { TabState } from './tab-state.entity';
import type { UpdateSqlLabTabInput } from './tab-state.types';

export const PERSISTENCE_OFF_MESSAGE =
  'SQL Lab backend persistence is off (feature flag SQLLAB_BACKEND_PERSISTENCE): tabs are kept in the browser only.';

export function persistenceOff(): TesseraError {
  return new TesseraError('GENERIC_BACKEND_ERROR', PERSISTENCE_OFF_MESSAGE, { code: 'BAD_USER_INPUT' });
}

/** The patch fields written as they come: each is the TabState property of the same name. */
const TAB_FIELDS = [
  'label',
  'databaseId',
  'catalog',
  'schema',
  'sql',
  'queryLimit',
  'templateParams',
  'hideLeftBar',
  'autorun',
  'savedQueryId',
  'latestQueryId',
  'extraJson',
] as const satisfies readonly (keyof UpdateSqlLabTabInput & keyof TabState)[];

/** What a patch writes: TabState properties, by name. */
export type TabPatch = Partial<Pick<TabState, (typeof TAB_FIELDS)[number]>>;

/** Properties that may not be set to null (NOT NULL columns with a default). */
const NOT_NULL = new Set<keyof TabPatch>(['hideLeftBar', 'autorun']);

/** A tab's extra_json as an object ({} when it is not one). */
export const parseExtraJson = parseJsonObjectText;

const EDITOR_KEYS = ['cursorPosition', 'northPercent', 'southPercent'] as const;

/**
 * The TabState values a patch writes. The editor-only fields are merged into the stored extra_json (or into
 * the replacement extraJson when the patch has one).
 */
export function tabPatchValues(patch: UpdateSqlLabTabInput, storedExtraJson: string | null): TabPatch {
  const values: Record<string, unknown> = {};
  for (const field of TAB_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null && NOT_NULL.has(field)) throw errors.badInput(`${field} cannot be null`);
    values[field] = value;
  }
  if (typeof patch.extraJson === 'string' && patch.extraJson.trim()) {
    try {
      const parsed: unknown = JSON.parse(patch.extraJson);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    } catch {
      throw errors.badInput('extra_json must be a JSON object', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { extra_json: ['Not a valid JSON object.'] } });
    }
  }
  for (const p of ['northPercent', 'southPercent'] as const) {
    const v = patch[p];
    if (v !== undefined && v !== null && (v < 0 || v > 100)) throw errors.badInput(`${p} must be between 0 and 100`);
  }
  if (EDITOR_KEYS.some((k) => patch[k] !== undefined)) {
    const base = parseExtraJson(patch.extraJson !== undefined ? patch.extraJson : storedExtraJson);
    for (const k of EDITOR_KEYS) {
      const v = patch[k];
      if (v === undefined) continue;
      if (v === null) delete base[k];
      else base[k] = k === 'cursorPosition' ? { row: (v as { row: number }).row, column: (v as { column: number }).column } : v;
    }
    values.extraJson = JSON.stringify(base);
  }
  return values as TabPatch;
}

/** Reads the editor-only fields back out of extra_json. */
export function editorFields(extra: Record<string, unknown>) {
  const c = extra.cursorPosition as { row?: unknown; column?: unknown } | undefined;
  const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);
  return {
    cursorPosition: c && int(c.row) !== null && int(c.column) !== null ? { row: int(c.row)!, column: int(c.column)! } : null,
    northPercent: int(extra.northPercent),
    southPercent: int(extra.southPercent),
  };
}
