/**
 * JSON-in-text columns (chart params and query_context, dashboard json_metadata and position_json, dataset,
 * column, metric and database `extra`, ...) are exposed twice: parsed, as the JSON field the product reasons
 * about, and as stored, next to it as `<field>Text`. Superset's REST API answers these columns as the text
 * the client saved, so the gateway reads the `*Text` field and returns the same bytes; re-serialising the
 * parsed value would change spacing, key order and numbers.
 */
import { Field } from 'type-graphql';

export function JsonTextField(jsonField: string): PropertyDecorator {
  return Field(() => String, { nullable: true, description: `The stored JSON text of \`${jsonField}\`, exactly as saved (null when empty).` });
}
