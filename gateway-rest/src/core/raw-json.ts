/**
 * JSON text spliced into an answer as it is. The server hands a warm chart result's rows to the REST door as
 * a RawJson (server platform/raw-json.ts, the same `Symbol.for` brand), and the rows' positions (`indexnames`)
 * are one too, so a 36,500-row answer is sent without its rows being parsed and serialised again. A RawJson
 * has no `toJSON` (JSON.stringify would call it and parse the text after all): every REST answer is written
 * by `stringifyJson`.
 */
const RAW_JSON = Symbol.for('tessera.rawJson');

export interface RawJson {
  readonly [RAW_JSON]: string;
}

export function rawJson(text: string): RawJson {
  return { [RAW_JSON]: text };
}

export function isRawJson(value: unknown): value is RawJson {
  return typeof value === 'object' && value !== null && typeof (value as Partial<RawJson>)[RAW_JSON] === 'string';
}

/** `[0,1,…,count-1]` as JSON text. */
export function rangeJson(count: number): RawJson {
  return rawJson(`[${Array.from({ length: Math.max(0, count) }, (_, i) => i).join(',')}]`);
}

/**
 * JSON.stringify, with each RawJson's text put in place as it is. Each is first written as a placeholder
 * string holding a nonce no other string in the value can guess, then replaced.
 */
export function stringifyJson(value: unknown): string {
  const texts: string[] = [];
  const nonce = Math.random().toString(36).slice(2);
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key, replaced: unknown) {
    const original = this[key];
    if (!isRawJson(original)) return replaced;
    texts.push(original[RAW_JSON]);
    return `\u0000${nonce}:${texts.length - 1}`;
  });
  if (!texts.length) return json;
  const placeholder = new RegExp(`"\\\\u0000${nonce}:(\\d+)"`, 'g');
  return json.replace(placeholder, (_match, index: string) => texts[Number(index)]);
}
