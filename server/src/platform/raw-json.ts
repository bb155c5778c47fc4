/**
 * JSON text handed on as text: a warm chart result's rows go from the results cache to a REST answer without
 * being parsed and serialised again. Only the REST gateway receives one (its answers are written by
 * gateway-rest core/raw-json.ts, which recognises the same `Symbol.for` brand and splices the text in); there
 * is deliberately no `toJSON`, which `JSON.stringify` would call, parsing the text after all.
 */
export const RAW_JSON = Symbol.for('tessera.rawJson');

export interface RawJson {
  readonly [RAW_JSON]: string;
}

export function rawJson(text: string): RawJson {
  return { [RAW_JSON]: text };
}
