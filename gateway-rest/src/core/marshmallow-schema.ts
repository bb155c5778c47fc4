import { badRequest, type FieldMessages } from './errors';
import { UUID_PATTERN } from './ids';
import { isPlainObject } from './json-schema';
import { parseBooleanField, parseDateTimeField, parseIntegerField } from './marshmallow-fields';

/**
 * Request bodies as Superset's marshmallow schemas load them: every field's messages collected, unknown
 * fields refused (`Unknown field.`), values coerced the way marshmallow's fields do. Resources declare a
 * Schema per endpoint and map the loaded snake_case fields onto their GraphQL inputs.
 */

export type FieldSpec =
  | { kind: 'string'; required?: boolean; allowNone?: boolean; length?: [number, number]; json?: boolean; oneOf?: readonly string[] }
  | { kind: 'integer'; required?: boolean; allowNone?: boolean; blankIsNone?: boolean }
  | { kind: 'boolean'; required?: boolean; allowNone?: boolean }
  | { kind: 'datetime'; required?: boolean; allowNone?: boolean }
  | { kind: 'uuid'; allowNone?: boolean }
  | { kind: 'integer-list' }
  | { kind: 'list'; allowNone?: boolean }
  | { kind: 'nested'; schema: Schema; allowNone?: boolean; many?: boolean };

export type Schema = Readonly<Record<string, FieldSpec>>;

function loadField(spec: FieldSpec, value: unknown): { value?: unknown; error?: unknown } {
  if (value === null) {
    return 'allowNone' in spec && spec.allowNone ? { value: null } : { error: ['Field may not be null.'] };
  }
  switch (spec.kind) {
    case 'string': {
      if (typeof value !== 'string') return { error: ['Not a valid string.'] };
      if (spec.length && (value.length < spec.length[0] || value.length > spec.length[1])) {
        return { error: [`Length must be between ${spec.length[0]} and ${spec.length[1]}.`] };
      }
      if (spec.oneOf && !spec.oneOf.includes(value)) return { error: [`Must be one of: ${spec.oneOf.join(', ')}.`] };
      if (spec.json) {
        try {
          JSON.parse(value);
        } catch {
          return { error: ['JSON not valid'] };
        }
      }
      return { value };
    }
    case 'integer': {
      if (spec.blankIsNone && value === '') return { value: null };
      const parsed = parseIntegerField(value);
      return parsed === undefined ? { error: ['Not a valid integer.'] } : { value: parsed };
    }
    case 'boolean': {
      const parsed = parseBooleanField(value);
      return parsed === undefined ? { error: ['Not a valid boolean.'] } : { value: parsed };
    }
    case 'datetime': {
      const parsed = parseDateTimeField(value);
      return parsed === undefined ? { error: ['Not a valid datetime.'] } : { value: parsed };
    }
    case 'uuid':
      return typeof value === 'string' && UUID_PATTERN.test(value) ? { value: value.toLowerCase() } : { error: ['Not a valid UUID.'] };
    case 'list':
      return Array.isArray(value) ? { value } : { error: ['Not a valid list.'] };
    case 'integer-list': {
      if (!Array.isArray(value)) return { error: ['Not a valid list.'] };
      const errors: FieldMessages = {};
      const items = value.map((item, index) => {
        const parsed = parseIntegerField(item);
        if (parsed === undefined) errors[String(index)] = ['Not a valid integer.'];
        return parsed;
      });
      return Object.keys(errors).length ? { error: errors } : { value: items };
    }
    case 'nested': {
      if (spec.many) {
        if (!Array.isArray(value)) return { error: ['Not a valid list.'] };
        const errors: FieldMessages = {};
        const items = value.map((item, index) => {
          const loaded = loadSchema(spec.schema, item);
          if (loaded.errors) errors[String(index)] = loaded.errors;
          return loaded.data;
        });
        return Object.keys(errors).length ? { error: errors } : { value: items };
      }
      const loaded = loadSchema(spec.schema, value);
      return loaded.errors ? { error: loaded.errors } : { value: loaded.data };
    }
  }
}

/** Loads a body against a schema: the loaded fields, or every field's messages (unknown fields included). */
export function loadSchema(schema: Schema, body: unknown): { data: Record<string, unknown>; errors: FieldMessages | null } {
  if (!isPlainObject(body)) return { data: {}, errors: { _schema: ['Invalid input type.'] } };
  const data: Record<string, unknown> = {};
  const errors: FieldMessages = {};
  for (const [name, spec] of Object.entries(schema)) {
    if (!Object.hasOwn(body, name) || body[name] === undefined) {
      if ('required' in spec && spec.required) errors[name] = ['Missing data for required field.'];
      continue;
    }
    const loaded = loadField(spec, body[name]);
    if (loaded.error) errors[name] = loaded.error;
    else data[name] = loaded.value;
  }
  // Own keys only: `constructor`, `toString` or `__proto__` in a body are unknown fields, not Object's members
  // (and are defined, not assigned, so that `__proto__` stays a key).
  for (const name of Object.keys(body)) {
    if (!Object.hasOwn(schema, name)) Object.defineProperty(errors, name, { value: ['Unknown field.'], enumerable: true, writable: true, configurable: true });
  }
  return { data, errors: Object.keys(errors).length ? errors : null };
}

export function loadOrThrow(schema: Schema, body: unknown): Record<string, unknown> {
  const { data, errors } = loadSchema(schema, body);
  if (errors) throw badRequest(errors);
  return data;
}
