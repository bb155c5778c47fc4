// The connection form's state and its pure rules: from an engine or a saved database to form values, form
// values to the GraphQL inputs, the fields of an engine's JSON Schema, and which validation errors show
// where (spec 2 §5).
import type {
  AvailableEnginesQuery,
  DatabaseConnectionFormFragment,
  DatabaseConnectionInput,
  DatabaseInput,
  ValidateDatabaseParametersMutation,
} from '../../gql/graphql';

export type AvailableEngine = AvailableEnginesQuery['availableEngines'][number];
export type ValidationError = ValidateDatabaseParametersMutation['validateDatabaseParameters']['errors'][number];
export type FieldErrors = Record<string, string>;

export const REQUIRED_FIELD = 'This is a required field';
export const CONNECTION_OK = 'Connection looks good!';

export interface DatabaseFormState {
  id: number | null;
  engine: string | null;
  /** 'dynamic_form': the engine's parameters; 'sqlalchemy_form': a URI. */
  configurationMethod: 'dynamic_form' | 'sqlalchemy_form';
  databaseName: string;
  sqlalchemyUri: string;
  parameters: Record<string, unknown>;
  exposeInSqllab: boolean;
  allowDml: boolean;
  allowRunAsync: boolean;
  allowCtas: boolean;
  allowCvas: boolean;
  forceCtasSchema: string;
  allowMultiCatalog: boolean;
  disableDataPreview: boolean;
  allowFileUpload: boolean;
  impersonateUser: boolean;
  cacheTimeout: string;
  /** `extra` as the JSON text the user edits. */
  extra: string;
}

const FLAGS = {
  exposeInSqllab: true,
  allowDml: false,
  allowRunAsync: false,
  allowCtas: false,
  allowCvas: false,
  forceCtasSchema: '',
  allowMultiCatalog: false,
  disableDataPreview: false,
  allowFileUpload: false,
  impersonateUser: false,
  cacheTimeout: '',
};

/** A new database of this engine: its form when it has one, else a URI; named after the engine. */
export function newDatabaseForm(engine: AvailableEngine): DatabaseFormState {
  return {
    id: null,
    engine: engine.engine,
    configurationMethod: engine.parameters ? 'dynamic_form' : 'sqlalchemy_form',
    databaseName: engine.name,
    sqlalchemyUri: '',
    parameters: engine.defaultPort ? { port: engine.defaultPort } : {},
    ...FLAGS,
    extra: '',
  };
}

export function formFromDatabase(db: DatabaseConnectionFormFragment): DatabaseFormState {
  const extra = db.extra && typeof db.extra === 'object' ? db.extra : {};
  return {
    id: db.id,
    engine: db.backend,
    configurationMethod: db.configurationMethod === 'dynamic_form' && db.parameters ? 'dynamic_form' : 'sqlalchemy_form',
    databaseName: db.databaseName,
    sqlalchemyUri: db.sqlalchemyUri ?? '',
    parameters: (db.parameters as Record<string, unknown> | null) ?? {},
    exposeInSqllab: db.exposeInSqllab,
    allowDml: db.allowDml,
    allowRunAsync: db.allowRunAsync,
    allowCtas: db.allowCtas,
    allowCvas: db.allowCvas,
    forceCtasSchema: db.forceCtasSchema ?? '',
    allowMultiCatalog: db.allowMultiCatalog,
    disableDataPreview: db.disableDataPreview,
    allowFileUpload: db.allowFileUpload,
    impersonateUser: db.impersonateUser,
    cacheTimeout: db.cacheTimeout === null || db.cacheTimeout === undefined ? '' : String(db.cacheTimeout),
    extra: Object.keys(extra).length ? JSON.stringify(extra, null, 2) : '',
  };
}

/** What is tested, validated and saved about the connection itself. */
export function connectionInput(state: DatabaseFormState): DatabaseConnectionInput {
  const base = { id: state.id, databaseName: state.databaseName.trim() || null };
  if (state.configurationMethod === 'dynamic_form') {
    return { ...base, engine: state.engine, configurationMethod: 'dynamic_form', parameters: state.parameters };
  }
  return { ...base, configurationMethod: 'sqlalchemy_form', sqlalchemyUri: state.sqlalchemyUri.trim() };
}

export function databaseInput(state: DatabaseFormState): DatabaseInput {
  // The id is the mutation's argument, not part of the input.
  const { id: _id, ...connection } = connectionInput(state);
  const timeout = state.cacheTimeout.trim();
  return {
    ...connection,
    databaseName: state.databaseName.trim(),
    exposeInSqllab: state.exposeInSqllab,
    allowDml: state.allowDml,
    allowRunAsync: state.allowRunAsync,
    allowCtas: state.allowCtas,
    allowCvas: state.allowCvas,
    forceCtasSchema: state.forceCtasSchema.trim() || null,
    allowMultiCatalog: state.allowMultiCatalog,
    disableDataPreview: state.disableDataPreview,
    allowFileUpload: state.allowFileUpload,
    impersonateUser: state.impersonateUser,
    cacheTimeout: timeout === '' ? null : Number(timeout),
    extra: state.extra.trim() === '' ? null : state.extra,
  };
}

/** Checks the form can answer before asking the server: names, URI, numbers and JSON. */
export function localErrors(state: DatabaseFormState, engine: AvailableEngine | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!state.databaseName.trim()) errors.database_name = REQUIRED_FIELD;
  if (state.configurationMethod === 'sqlalchemy_form' && !state.sqlalchemyUri.trim()) errors.sqlalchemy_uri = REQUIRED_FIELD;
  if (state.configurationMethod === 'dynamic_form') {
    for (const key of engine?.requiredParameters ?? []) {
      const value = state.parameters[key];
      if (value === undefined || value === null || value === '') errors[key] = REQUIRED_FIELD;
    }
  }
  if (state.cacheTimeout.trim() !== '' && !/^-?\d+$/.test(state.cacheTimeout.trim())) errors.cache_timeout = 'Must be a whole number of seconds';
  if (state.extra.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(state.extra);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) errors.extra = 'Must be a JSON object';
    } catch {
      errors.extra = 'Must be valid JSON';
    }
  }
  return errors;
}

/** The error keys an edit makes stale: the snake_case names of changed fields and of changed parameters. */
export function touchedFields(form: DatabaseFormState, patch: Partial<DatabaseFormState>): Set<string> {
  const touched = new Set<string>();
  for (const key of Object.keys(patch) as (keyof DatabaseFormState)[]) {
    if (key === 'parameters') {
      for (const [param, value] of Object.entries(patch.parameters ?? {})) if (form.parameters[param] !== value) touched.add(param);
    } else {
      touched.add(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    }
  }
  // Another way of connecting: the form-level message no longer applies.
  if ('configurationMethod' in patch || 'parameters' in patch || 'sqlalchemyUri' in patch) touched.add('description');
  return touched;
}

/** Errors shown while typing; everything else waits until the user asks to connect (spec 2 §5). */
const SHOWN_WHILE_EDITING = ['CONNECTION_MISSING_PARAMETERS_ERROR', 'CONNECTION_ACCESS_DENIED_ERROR', 'INVALID_PAYLOAD_SCHEMA_ERROR'];

/**
 * validate_parameters findings -> field errors: an invalid field shows the server's message, missing fields
 * "This is a required field", and an error tied to no field becomes the form's `description`.
 */
export function validationFieldErrors(errors: readonly ValidationError[], force: boolean): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    if (!force && !SHOWN_WHILE_EDITING.includes(error.errorType)) continue;
    const extra = (error.extra ?? {}) as { invalid?: string[]; missing?: string[]; issue_codes?: { message?: string }[] };
    if (extra.invalid?.length) {
      out[extra.invalid[0]] = error.message;
    } else if (extra.missing?.length) {
      for (const field of extra.missing) out[field] = REQUIRED_FIELD;
    } else {
      out.description = error.message || extra.issue_codes?.[0]?.message || 'Invalid connection';
    }
  }
  return out;
}

export interface ParameterField {
  key: string;
  label: string;
  kind: 'text' | 'password' | 'number' | 'switch' | 'query';
  required: boolean;
  description: string | null;
}

/** Superset's order and labels for the common form fields; others follow in schema order. */
const KNOWN_FIELDS: Record<string, { label: string; kind: ParameterField['kind'] }> = {
  host: { label: 'Host', kind: 'text' },
  port: { label: 'Port', kind: 'number' },
  database: { label: 'Database name', kind: 'text' },
  username: { label: 'Username', kind: 'text' },
  password: { label: 'Password', kind: 'password' },
  query: { label: 'Additional Parameters', kind: 'query' },
  encryption: { label: 'SSL', kind: 'switch' },
};

function kindOf(schema: { type?: unknown }): ParameterField['kind'] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'switch';
  if (type === 'object') return 'query';
  return 'text';
}

const titleize = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function parameterFields(engine: AvailableEngine): ParameterField[] {
  const schema = (engine.parameters ?? {}) as { properties?: Record<string, { type?: unknown; description?: string }> };
  const properties = schema.properties ?? {};
  const known = Object.keys(KNOWN_FIELDS).filter((key) => key in properties);
  const others = Object.keys(properties).filter((key) => !(key in KNOWN_FIELDS));
  return [...known, ...others].map((key) => ({
    key,
    label: KNOWN_FIELDS[key]?.label ?? titleize(key),
    kind: KNOWN_FIELDS[key]?.kind ?? kindOf(properties[key]),
    required: engine.requiredParameters.includes(key),
    // The known fields' labels already say what their schema descriptions say.
    description: key in KNOWN_FIELDS ? null : (properties[key].description ?? null),
  }));
}

/** "Additional Parameters" are typed as `a=1&b=2` and sent as an object. */
export function queryText(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return new URLSearchParams(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
}

export function queryObject(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.trim()));
}

/** "ERROR: " and the first error's message (spec 2 §8). */
export function connectionErrorText(message: string | null | undefined): string {
  return `ERROR: ${message || 'Connection failed, please check your connection settings'}`;
}
