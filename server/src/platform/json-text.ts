/**
 * JSON kept as text in the metadata database (chart params and query_context, dashboard json_metadata and
 * position_json, dataset, column, metric and database `extra`, ...): reading it leniently (what was stored by
 * an older client or by hand must not break a page), accepting it from GraphQL either as text (REST clients
 * send strings) or as a JSON value, and exposing it twice: parsed, as the JSON field the product reasons
 * about, and as stored, next to it as `<field>Text`. Superset's REST API answers these columns as the text
 * the client saved, so the gateway reads the `*Text` field and returns the same bytes; re-serialising the
 * parsed value would change spacing, key order and numbers.
 */
import { Field } from 'type-graphql';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed text, or null when there is none or it does not parse. */
export function parseJsonText(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The parsed text when it is a JSON object, else {}. */
export function parseJsonObjectText(text: string | null | undefined): JsonObject {
  const value = parseJsonText(text);
  return isJsonObject(value) ? value : {};
}

/** The parsed text when it is a JSON object, else null. */
export function parseJsonObjectOrNull(text: string | null | undefined): JsonObject | null {
  const value = parseJsonText(text);
  return isJsonObject(value) ? value : null;
}

/** A value as the JSON text stored for it; null and undefined stay null. */
export function toJsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export type JsonTextInput = { ok: true; text: string | null } | { ok: false; message: string };

/**
 * A JSON value sent for a text column: a string must parse (it is stored as sent); any other value is
 * stored as its JSON text; null and '' mean none.
 */
export function jsonTextInput(value: unknown): JsonTextInput {
  if (value === null || value === undefined || value === '') return { ok: true, text: null };
  if (typeof value !== 'string') return { ok: true, text: JSON.stringify(value) };
  try {
    JSON.parse(value);
    return { ok: true, text: value };
  } catch {
    return { ok: false, message: 'JSON not valid' };
  }
}

/** The `<field>Text` GraphQL field next to a parsed JSON field. */
export function JsonTextField(jsonField: string): PropertyDecorator {
  return Field(() => String, { nullable: true, description: `The stored JSON text of \`${jsonField}\`, exactly as saved (null when empty).` });
}
