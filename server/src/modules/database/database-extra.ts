/**
 * The JSON-in-text settings of a database: `extra` (engine and metadata options, a few UI flags) and
 * `encrypted_extra` (engine secrets, masked in every answer). Pure functions; the service stores the text.
 */
import { X509Certificate } from 'node:crypto';
import { isJsonObject, type JsonObject } from '../../platform/json-text';
import { PASSWORD_MASK } from './database-uri';

/** Superset's defaults for a new database's `extra`. */
export const DEFAULT_EXTRA: Readonly<JsonObject> = {
  metadata_params: {},
  engine_params: {},
  metadata_cache_timeout: {},
  schemas_allowed_for_file_upload: [],
};

/** The keyword arguments of SQLAlchemy's MetaData(), the only keys `metadata_params` may hold. */
const METADATA_PARAMS = new Set(['schema', 'quote_schema', 'naming_convention', 'info']);


export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A JSON object sent as text (REST) or as an object (GraphQL); '' and null mean "none". */
function readJsonObject(value: unknown): Checked<JsonObject | null> {
  if (value === null || value === undefined || value === '') return { ok: true, value: null };
  if (isJsonObject(value)) return { ok: true, value };
  if (typeof value !== 'string') return { ok: false, message: 'Field cannot be decoded by JSON. Expected an object' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (err) {
    return { ok: false, message: `Field cannot be decoded by JSON. ${(err as Error).message}` };
  }
  if (!isJsonObject(parsed)) return { ok: false, message: 'Field cannot be decoded by JSON. Expected an object' };
  return { ok: true, value: parsed };
}

/** Superset's extra_validator: valid JSON, and metadata_params only with MetaData's arguments. */
export function checkExtra(value: unknown): Checked<JsonObject | null> {
  const read = readJsonObject(value);
  if (!read.ok || !read.value) return read;
  const metadataParams = read.value.metadata_params;
  if (metadataParams !== undefined && !isJsonObject(metadataParams)) {
    return { ok: false, message: 'The metadata_params in Extra field is not configured correctly.' };
  }
  for (const key of Object.keys(metadataParams ?? {})) {
    if (!METADATA_PARAMS.has(key)) {
      return { ok: false, message: `The metadata_params in Extra field is not configured correctly. The key ${key} is invalid.` };
    }
  }
  for (const key of ['engine_params', 'metadata_cache_timeout'] as const) {
    if (read.value[key] !== undefined && !isJsonObject(read.value[key])) {
      return { ok: false, message: `The ${key} in Extra field is not configured correctly.` };
    }
  }
  const allowed = read.value.schemas_allowed_for_file_upload;
  if (allowed !== undefined && !(Array.isArray(allowed) && allowed.every((s) => typeof s === 'string'))) {
    return { ok: false, message: 'The schemas_allowed_for_file_upload in Extra field must be a list of schema names.' };
  }
  return read;
}

export function checkEncryptedExtra(value: unknown): Checked<JsonObject | null> {
  return readJsonObject(value);
}

/** Superset's server_cert validator: a PEM certificate, or nothing. */
export function checkServerCert(value: unknown): Checked<string | null> {
  if (value === null || value === undefined || value === '') return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: 'Invalid certificate' };
  try {
    new X509Certificate(value);
    return { ok: true, value };
  } catch {
    return { ok: false, message: 'Invalid certificate' };
  }
}

/**
 * Every top-level value of `encrypted_extra` is a secret (Superset's default sensitive fields `$.*`), so
 * answers show each as the mask.
 */
export function maskEncryptedExtra(secret: JsonObject | null): JsonObject | null {
  if (!secret) return null;
  return Object.fromEntries(Object.keys(secret).map((key) => [key, PASSWORD_MASK]));
}

/** A masked value sent back keeps the stored secret under that key; anything else replaces it. */
export function unmaskEncryptedExtra(sent: JsonObject, stored: JsonObject | null): JsonObject {
  return Object.fromEntries(
    Object.entries(sent).map(([key, value]) => [key, value === PASSWORD_MASK && stored && key in stored ? stored[key] : value]),
  );
}

/** Flags Superset keeps inside `extra` that are columns here (the list filters on them). */
export interface ExtraFlags {
  allowMultiCatalog: boolean;
  disableDataPreview: boolean;
}

const FLAG_KEYS: Record<keyof ExtraFlags, string> = {
  allowMultiCatalog: 'allow_multi_catalog',
  disableDataPreview: 'disable_data_preview',
};

/**
 * Keeps the flag columns and the `extra` keys in step: an explicit flag wins, else the value in the new
 * `extra`, else the current flag; the resulting `extra` holds the same values.
 */
export function syncExtraFlags(
  extra: JsonObject,
  explicit: Partial<Record<keyof ExtraFlags, boolean | null | undefined>>,
  current: ExtraFlags,
): { extra: JsonObject; flags: ExtraFlags } {
  const flags = { ...current };
  const out = { ...extra };
  for (const name of Object.keys(FLAG_KEYS) as (keyof ExtraFlags)[]) {
    const key = FLAG_KEYS[name];
    const fromExtra = typeof extra[key] === 'boolean' ? (extra[key] as boolean) : undefined;
    flags[name] = explicit[name] ?? fromExtra ?? current[name];
    out[key] = flags[name];
  }
  return { extra: out, flags };
}
