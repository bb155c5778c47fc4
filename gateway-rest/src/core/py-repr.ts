/**
 * Python's repr() of JSON-like values. Superset and FAB build several client-visible error texts by
 * interpolating Python objects (jsonschema messages, marshmallow's normalized_messages()), so
 * clients that match on those strings need the same rendering.
 */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pyNumber(value);
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${pyKey(key)}: ${pyRepr(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return pyString(String(value));
}

/** marshmallow keys list positions by integer index, which Python prints unquoted. */
function pyKey(key: string): string {
  return /^(0|[1-9][0-9]*)$/.test(key) ? key : pyString(key);
}

function pyNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  return String(value);
}

function pyString(value: string): string {
  // Python prefers single quotes and switches to double quotes only to avoid escaping a quote.
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of value) {
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) {
      out += `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    } else out += ch;
  }
  return `${quote}${out}${quote}`;
}
