/**
 * Text lengths checked before they reach a varchar(n) column (PostgreSQL would refuse them with 'value too
 * long'), worded as Superset's marshmallow Length validator words them.
 */

export function lengthMessage(min: number, max: number): string {
  return min > 0 ? `Length must be between ${min} and ${max}.` : `Longer than maximum length ${max}.`;
}

/** The fields whose text is longer than `max` characters, as `{field: [message]}`; null when all fit. */
export function overlongFields(values: Readonly<Record<string, string | null | undefined>>, max: number): Record<string, string[]> | null {
  const fields = Object.fromEntries(Object.entries(values).flatMap(([field, value]) => (typeof value === 'string' && value.length > max ? [[field, [lengthMessage(0, max)]]] : [])));
  return Object.keys(fields).length ? fields : null;
}
