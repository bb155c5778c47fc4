/**
 * Field checks of a bundle's YAML files, with the messages Superset's marshmallow schemas give
 * ('Missing data for required field.', 'Not a valid UUID.', ...). A spec maps each field to its kind; the
 * result keeps only known fields, typed, and collects per-field messages.
 */
export type FieldKind = 'string' | 'text' | 'boolean' | 'integer' | 'uuid' | 'object' | 'list' | 'json' | 'any';

export interface FieldRule {
  kind: FieldKind;
  required?: boolean;
  /** Null allowed (the default for fields that are not required). */
  nullable?: boolean;
}

export type FieldSpec = Record<string, FieldRule>;
export type FieldErrors = Record<string, string[]>;

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A uuid in its canonical lower-case, hyphenated form. */
export function canonicalUuid(text: string): string {
  const hex = text.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const MESSAGES: Record<FieldKind, string> = {
  string: 'Not a valid string.',
  text: 'Not a valid string.',
  boolean: 'Not a valid boolean.',
  integer: 'Not a valid integer.',
  uuid: 'Not a valid UUID.',
  object: 'Not a valid mapping type.',
  list: 'Not a valid list.',
  json: 'Not a valid JSON.',
  any: '',
};

function accepts(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
    case 'text':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'list':
      return Array.isArray(value);
    case 'json':
      if (typeof value !== 'string') return typeof value === 'object';
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    case 'any':
      return true;
  }
}

/** The spec's fields of `config`, checked; unknown fields are dropped (Superset's schemas exclude them too). */
export function checkFields(config: Record<string, unknown>, spec: FieldSpec): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(spec)) {
    const value = config[field];
    if (value === undefined) {
      if (rule.required) errors[field] = ['Missing data for required field.'];
      continue;
    }
    if (value === null) {
      if (rule.required && rule.nullable === false) errors[field] = ['Field may not be null.'];
      else values[field] = null;
      continue;
    }
    // YAML reads a bare `text: 12` as a number; text columns take its spelling, as Superset's loader does.
    if (rule.kind === 'text' && (typeof value === 'number' || typeof value === 'boolean')) {
      values[field] = String(value);
      continue;
    }
    if (!accepts(rule.kind, value)) {
      errors[field] = [MESSAGES[rule.kind]];
      continue;
    }
    values[field] = rule.kind === 'uuid' ? canonicalUuid(value as string) : value;
  }
  return { values, errors };
}
