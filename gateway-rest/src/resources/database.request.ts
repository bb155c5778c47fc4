import { badRequest, type FieldMessages } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { parseBooleanField, parseIntegerField } from '../core/marshmallow-fields';
import type { DatabaseConnectionInput, DatabaseInput } from '../gql/graphql';

/**
 * Request bodies of the database endpoints (Superset's DatabasePostSchema / DatabasePutSchema /
 * DatabaseTestConnectionSchema / DatabaseValidateParametersSchema): marshmallow's type checks with its
 * messages, snake_case -> the GraphQL inputs. Unknown fields are ignored, as the database schemas do.
 * Rules that need the server (lengths, URIs, JSON in `extra`, uniqueness) are the server's.
 */
type Kind = 'string' | 'integer' | 'boolean' | 'object' | 'json';

interface FieldRule {
  input: string;
  kind: Kind;
}

const CONNECTION_FIELDS: Record<string, FieldRule> = {
  sqlalchemy_uri: { input: 'sqlalchemyUri', kind: 'string' },
  engine: { input: 'engine', kind: 'string' },
  driver: { input: 'driver', kind: 'string' },
  parameters: { input: 'parameters', kind: 'object' },
  configuration_method: { input: 'configurationMethod', kind: 'string' },
  extra: { input: 'extra', kind: 'json' },
  masked_encrypted_extra: { input: 'maskedEncryptedExtra', kind: 'json' },
  // The older name of masked_encrypted_extra, still accepted.
  encrypted_extra: { input: 'maskedEncryptedExtra', kind: 'json' },
  server_cert: { input: 'serverCert', kind: 'string' },
  impersonate_user: { input: 'impersonateUser', kind: 'boolean' },
};

const DATABASE_FIELDS: Record<string, FieldRule> = {
  database_name: { input: 'databaseName', kind: 'string' },
  ...CONNECTION_FIELDS,
  cache_timeout: { input: 'cacheTimeout', kind: 'integer' },
  expose_in_sqllab: { input: 'exposeInSqllab', kind: 'boolean' },
  allow_run_async: { input: 'allowRunAsync', kind: 'boolean' },
  allow_file_upload: { input: 'allowFileUpload', kind: 'boolean' },
  // Exported bundles and older clients use the legacy name.
  allow_csv_upload: { input: 'allowFileUpload', kind: 'boolean' },
  allow_ctas: { input: 'allowCtas', kind: 'boolean' },
  allow_cvas: { input: 'allowCvas', kind: 'boolean' },
  allow_dml: { input: 'allowDml', kind: 'boolean' },
  force_ctas_schema: { input: 'forceCtasSchema', kind: 'string' },
  is_managed_externally: { input: 'isManagedExternally', kind: 'boolean' },
  external_url: { input: 'externalUrl', kind: 'string' },
  uuid: { input: 'uuid', kind: 'string' },
};

const TEST_FIELDS: Record<string, FieldRule> = {
  database_name: { input: 'databaseName', kind: 'string' },
  ...CONNECTION_FIELDS,
};

const VALIDATE_FIELDS: Record<string, FieldRule> = {
  ...TEST_FIELDS,
  id: { input: 'id', kind: 'integer' },
  catalog: { input: 'catalog', kind: 'string' },
};

const MESSAGES: Record<Kind, string> = {
  string: 'Not a valid string.',
  integer: 'Not a valid integer.',
  boolean: 'Not a valid boolean.',
  object: 'Not a valid mapping type.',
  json: 'Not a valid string.',
};

/** A value of the field's kind, null for null, or undefined when it is not one. */
function read(kind: Kind, value: unknown): unknown {
  if (value === null) return null;
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'integer':
      return parseIntegerField(value);
    case 'boolean':
      return parseBooleanField(value);
    case 'object':
      return isPlainObject(value) ? value : undefined;
    case 'json':
      // Superset takes JSON text; an object is taken as the JSON it would be.
      return typeof value === 'string' || isPlainObject(value) ? value : undefined;
  }
}

function readBody<T>(body: unknown, rules: Record<string, FieldRule>): { input: T; errors: FieldMessages } {
  const input: Record<string, unknown> = {};
  const errors: FieldMessages = {};
  const source = isPlainObject(body) ? body : {};
  for (const [field, rule] of Object.entries(rules)) {
    if (!(field in source)) continue;
    const value = read(rule.kind, source[field]);
    if (value === undefined) errors[field] = [MESSAGES[rule.kind]];
    else if (!(rule.input in input) || value !== null) input[rule.input] = value;
  }
  return { input: input as T, errors };
}

function orBadRequest<T>(result: { input: T; errors: FieldMessages }): T {
  if (Object.keys(result.errors).length) throw badRequest(result.errors);
  return result.input;
}

/** POST/PUT /database/ body -> DatabaseInput; 400 with field messages on type errors. */
export function readDatabaseBody(body: unknown): DatabaseInput {
  return orBadRequest(readBody<DatabaseInput>(body, DATABASE_FIELDS));
}

export function readTestConnectionBody(body: unknown): DatabaseConnectionInput {
  return orBadRequest(readBody<DatabaseConnectionInput>(body, TEST_FIELDS));
}

/**
 * validate_parameters reports type errors as SIP-40 INVALID_PAYLOAD_SCHEMA_ERROR findings, one per field
 * (Superset turns the marshmallow messages into errors with `extra.invalid`).
 */
export function readValidateParametersBody(body: unknown): { input: DatabaseConnectionInput; errors: FieldMessages } {
  return readBody<DatabaseConnectionInput>(body, VALIDATE_FIELDS);
}

/** Fields Superset's schema consumes while building the URI (parameters, engine, driver) or renames. */
const NOT_ECHOED = new Set(['parameters', 'engine', 'driver', 'encrypted_extra']);

/** The body fields a create/update echoes back (Superset returns the loaded body, not the stored row). */
export function echoedFields(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) return {};
  return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(DATABASE_FIELDS, key) && !NOT_ECHOED.has(key)));
}
