// A rison encoder for the fuzz test, written here so the test does not share the gateway's decoder.

const ID = /^[^-0-9 '!:(),*@$][^ '!:(),*@$]*$/;

function encodeString(value: string): string {
  return ID.test(value) ? value : `'${value.replace(/!/g, '!!').replace(/'/g, "!'")}'`;
}

export function encodeRison(value: unknown): string {
  if (value === null || value === undefined) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('+', '') : '!n';
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `(${entries.map(([key, item]) => `${encodeString(key)}:${encodeRison(item)}`).join(',')})`;
}
