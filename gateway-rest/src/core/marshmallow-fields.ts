/** Values marshmallow's Boolean field accepts (it is lenient about strings and 0/1). */
const TRUTHY = new Set<unknown>([true, 1, 't', 'T', 'true', 'True', 'TRUE', 'on', 'On', 'ON', 'y', 'Y', 'yes', 'Yes', 'YES', '1']);
const FALSY = new Set<unknown>([false, 0, 'f', 'F', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', 'n', 'N', 'no', 'No', 'NO', '0']);

/** marshmallow fields.Boolean: true/false, or undefined when the value is not a boolean. */
export function parseBooleanField(value: unknown): boolean | undefined {
  if (TRUTHY.has(value)) return true;
  if (FALSY.has(value)) return false;
  return undefined;
}

/** marshmallow fields.Integer (non-strict): integers and integral numeric strings; undefined otherwise. */
export function parseIntegerField(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}
