import { pyRepr } from './py-repr';

/**
 * The small JSON Schema subset FAB validates rison arguments with, and the first-line text of
 * Python jsonschema's error for the first violation found (clients show it after
 * "Not a valid rison schema ").
 */
export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

export interface JsonSchema {
  type?: JsonType;
  enum?: readonly unknown[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  additionalProperties?: JsonSchema;
  required?: readonly string[];
  anyOf?: readonly JsonSchema[];
  minimum?: number;
  maximum?: number;
}

export function firstSchemaViolation(instance: unknown, schema: JsonSchema): string | null {
  if (schema.anyOf && !schema.anyOf.some((option) => firstSchemaViolation(instance, option) === null)) {
    return `${pyRepr(instance)} is not valid under any of the given schemas`;
  }
  if (schema.type && !hasType(instance, schema.type)) {
    return `${pyRepr(instance)} is not of type ${pyRepr(schema.type)}`;
  }
  if (schema.enum && !schema.enum.some((allowed) => allowed === instance)) {
    return `${pyRepr(instance)} is not one of ${pyRepr(schema.enum)}`;
  }
  if (typeof instance === 'number' && schema.minimum !== undefined && instance < schema.minimum) {
    return `${pyRepr(instance)} is less than the minimum of ${pyRepr(schema.minimum)}`;
  }
  if (typeof instance === 'number' && schema.maximum !== undefined && instance > schema.maximum) {
    return `${pyRepr(instance)} is greater than the maximum of ${pyRepr(schema.maximum)}`;
  }
  if (Array.isArray(instance) && schema.items) {
    for (const item of instance) {
      const violation = firstSchemaViolation(item, schema.items);
      if (violation) return violation;
    }
  }
  if (isPlainObject(instance)) {
    for (const name of schema.required ?? []) {
      if (!Object.hasOwn(instance, name)) return `${pyRepr(name)} is a required property`;
    }
    for (const [name, value] of Object.entries(instance)) {
      const declared = schema.properties && Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
      const propertySchema = declared ?? schema.additionalProperties;
      const violation = propertySchema ? firstSchemaViolation(value, propertySchema) : null;
      if (violation) return violation;
    }
  }
  return null;
}

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
