/**
 * JSON text, or its UTF-8 bytes, spliced into an answer as it is. The server hands a warm chart result's rows
 * to the REST door as a RawJson of the bytes its cache keeps (made with `rawJson`, exported for it), and the
 * rows' positions (`indexnames`) are one too, so a 36,500-row answer is sent without its rows being parsed,
 * serialised or encoded again. A RawJson has no `toJSON` (JSON.stringify would call it and parse the text
 * after all): every REST answer is written from `jsonPieces`.
 */
const RAW_JSON = Symbol.for('tessera.rawJson');

export interface RawJson {
  readonly [RAW_JSON]: string | Buffer;
}

export function rawJson(text: string | Buffer): RawJson {
  return { [RAW_JSON]: text };
}

/** The JSON text a RawJson carries. */
export function rawJsonText(value: RawJson): string {
  const text = value[RAW_JSON];
  return typeof text === 'string' ? text : text.toString('utf8');
}

export function isRawJson(value: unknown): value is RawJson {
  if (typeof value !== 'object' || value === null) return false;
  const text = (value as Partial<RawJson>)[RAW_JSON];
  return typeof text === 'string' || Buffer.isBuffer(text);
}

/**
 * `[0,1,…,count-1]` as JSON bytes; the last few counts asked for are kept (a warm chart asks for the same), as
 * bytes, so a 36,500-row answer does not encode its 200 KB of positions again each time.
 */
export function rangeJson(count: number): RawJson {
  const n = Math.max(0, Math.floor(count));
  let bytes = ranges.get(n);
  if (bytes === undefined) {
    bytes = Buffer.from(`[${Array.from({ length: n }, (_, i) => i).join(',')}]`);
    if (ranges.size >= KEPT_RANGES) ranges.delete(ranges.keys().next().value as number);
    ranges.set(n, bytes);
  }
  return rawJson(bytes);
}

const KEPT_RANGES = 16;
const ranges = new Map<number, Buffer>();

/**
 * JSON.stringify as bytes, with each RawJson's text put in place as it is: the answer's pieces in order,
 * each raw text's bytes as they are (never one joined buffer copied again; a socket writes them together).
 * Each RawJson is first written as a placeholder string holding a nonce no other string in the value can
 * guess; the pieces are then what lies between placeholders, and the raw texts.
 */
export function jsonPieces(value: unknown): Buffer[] {
  const texts: (string | Buffer)[] = [];
  const nonce = Math.random().toString(36).slice(2);
  const json: string | undefined = JSON.stringify(value, function (this: Record<string, unknown>, key, replaced: unknown) {
    const original = this[key];
    if (!isRawJson(original)) return replaced;
    texts.push(original[RAW_JSON]);
    return `\u0000${nonce}:${texts.length - 1}`;
  });
  // JSON.stringify(undefined) is undefined; express's res.json sent an empty body for it.
  if (json === undefined) return [];
  if (!texts.length) return [Buffer.from(json)];
  const pieces: Buffer[] = [];
  // Found with indexOf: a RegExp holding the nonce would be compiled afresh for every answer.
  const opening = `"\\u0000${nonce}:`;
  let from = 0;
  for (let at = json.indexOf(opening); at !== -1; at = json.indexOf(opening, from)) {
    const close = json.indexOf('"', at + opening.length);
    const text = texts[Number(json.slice(at + opening.length, close))];
    pieces.push(Buffer.from(json.slice(from, at)), typeof text === 'string' ? Buffer.from(text) : text);
    from = close + 1;
  }
  pieces.push(Buffer.from(json.slice(from)));
  return pieces;
}
