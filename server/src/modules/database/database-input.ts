/**
 * Validation of what a client sends to create, update or test a database (Superset's DatabasePostSchema,
 * DatabasePutSchema and DatabaseTestConnectionSchema), with their field messages. Pure: the service adds the
 * checks that need the metadata database (unique name) or an engine (the connection itself).
 */
import { getEngineSpec, type EngineSpec } from '../../engines';
import { errors, type TesseraError } from '../../platform/errors';
import type { JsonObject } from '../../platform/json-text';
import { checkEncryptedExtra, checkExtra, checkServerCert } from './database-extra';
import { INVALID_URI_MESSAGE, parseUri } from './database-uri';
import type { DatabaseConnectionInput, DatabaseInput } from './database.types';

export type FieldErrors = Record<string, string[]>;

const REQUIRED = 'Missing data for required field.';
const length = (min: number, max: number) =>
  min > 0 ? `Length must be between ${min} and ${max}.` : `Longer than maximum length ${max}.`;

export const CONFIGURATION_METHODS = ['sqlalchemy_form', 'dynamic_form'] as const;

/** The engine of a key or URI, or null when none is registered for it. */
export function findEngine(engineOrUri: string): EngineSpec | null {
  try {
    return getEngineSpec(engineOrUri);
  } catch {
    return null;
  }
}

/** 400 with Superset's `{"message": {field: [messages]}}`. */
export function fieldErrors(fields: FieldErrors): TesseraError {
  return errors.badInput('Invalid request', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });
}

function add(fields: FieldErrors, field: string, message: string) {
  const messages = (fields[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

const METHOD_MESSAGE = `Must be one of: ${CONFIGURATION_METHODS.join(', ')}.`;

/**
 * The URI the client means: the one it sent, or (configuration_method 'dynamic_form') the one the engine
 * builds from the form's parameters. The password may still be the mask.
 */
export function requestedUri(input: DatabaseConnectionInput | DatabaseInput, fields: FieldErrors, required: boolean): string | null {
  const method = input.configurationMethod ?? 'sqlalchemy_form';
  if (!(CONFIGURATION_METHODS as readonly string[]).includes(method)) {
    add(fields, 'configuration_method', METHOD_MESSAGE);
    return null;
  }
  if (method === 'dynamic_form' && input.parameters) {
    if (!input.engine) {
      add(fields, '_schema', 'An engine must be specified when passing individual parameters to a database.');
      return null;
    }
    const spec = findEngine(input.engine);
    if (!spec?.parameters) {
      add(fields, '_schema', `Engine spec "${spec?.engineName ?? input.engine}" does not support being configured via individual parameters.`);
      return null;
    }
    try {
      return spec.parameters.buildUri(input.parameters);
    } catch (err) {
      add(fields, 'parameters', (err as Error).message);
      return null;
    }
  }
  const uri = input.sqlalchemyUri?.trim() ?? '';
  if (!uri) {
    if (required || (input.sqlalchemyUri !== undefined && input.sqlalchemyUri !== null)) add(fields, 'sqlalchemy_uri', required ? REQUIRED : length(1, 1024));
    return null;
  }
  if (uri.length > 1024) add(fields, 'sqlalchemy_uri', length(1, 1024));
  else if (!parseUri(uri)) add(fields, 'sqlalchemy_uri', INVALID_URI_MESSAGE);
  else if (!findEngine(uri)) add(fields, 'sqlalchemy_uri', `Could not load database driver: ${uri.split(':')[0]}`);
  else return uri;
  return null;
}

export interface CheckedSecrets {
  extra?: JsonObject | null;
  encryptedExtra?: JsonObject | null;
  serverCert?: string | null;
}

/** extra, masked_encrypted_extra and server_cert: each undefined when not sent. */
export function checkSecrets(input: DatabaseConnectionInput | DatabaseInput, fields: FieldErrors): CheckedSecrets {
  const out: CheckedSecrets = {};
  if (input.extra !== undefined) {
    const r = checkExtra(input.extra);
    if (r.ok) out.extra = r.value;
    else add(fields, 'extra', r.message);
  }
  if (input.maskedEncryptedExtra !== undefined) {
    const r = checkEncryptedExtra(input.maskedEncryptedExtra);
    if (r.ok) out.encryptedExtra = r.value;
    else add(fields, 'masked_encrypted_extra', r.message);
  }
  if (input.serverCert !== undefined) {
    const r = checkServerCert(input.serverCert);
    if (r.ok) out.serverCert = r.value;
    else add(fields, 'server_cert', r.message);
  }
  return out;
}

/** Field rules of a create (every required field) or an update (only what is sent). */
export function checkDatabaseFields(input: DatabaseInput, mode: 'create' | 'update', fields: FieldErrors): void {
  const name = input.databaseName;
  if (mode === 'create' && (name === undefined || name === null)) add(fields, 'database_name', REQUIRED);
  else if (name !== undefined && (name === null || name.trim().length < 1 || name.length > 250)) add(fields, 'database_name', length(1, 250));
  if (input.forceCtasSchema && input.forceCtasSchema.length > 250) add(fields, 'force_ctas_schema', length(0, 250));
  // An update may set the method without a URI (nothing else would check it before it is stored).
  if (input.configurationMethod != null && !(CONFIGURATION_METHODS as readonly string[]).includes(input.configurationMethod)) add(fields, 'configuration_method', METHOD_MESSAGE);
  if (input.cacheTimeout !== undefined && input.cacheTimeout !== null && input.cacheTimeout < -1) {
    add(fields, 'cache_timeout', 'Must be greater than or equal to -1.');
  }
  if (input.uuid && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.uuid)) add(fields, 'uuid', 'Not a valid UUID.');
  if (input.externalUrl && !parseUri(input.externalUrl)) add(fields, 'external_url', 'Not a valid URL.');
}
