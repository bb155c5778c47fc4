/**
 * A chart result whose rows are still the JSON text they were cached (or are being cached) as. `data` parses
 * them when first read, and from then on the parsed rows are the truth (whoever read them may change them);
 * until then, GraphQL answers the REST door with the text itself (a RawJson), so a warm result goes out
 * without being parsed and serialised again. Over GraphQL itself the rows are values like any other.
 */
import type { Transport } from '../../platform/context';
import { rawJson, type RawJson } from '@tessera/gateway-rest';

const ROWS_TEXT = Symbol('rowsText');

export function withRowsText<T extends { data: unknown }>(result: T, rows: string): T {
  let text: string | null = rows;
  let parsed: unknown = null;
  Object.defineProperty(result, 'data', {
    enumerable: true,
    configurable: true,
    get() {
      if (text !== null) {
        parsed = JSON.parse(text);
        text = null;
      }
      return parsed;
    },
    set(value: unknown) {
      text = null;
      parsed = value;
    },
  });
  Object.defineProperty(result, ROWS_TEXT, { enumerable: false, get: () => text });
  return result;
}

/** Anything with rows; a field resolver taking its root as this interface gets the object as it is (type-graphql
 * copies a root typed as a class into a new instance, which would read, and so parse, the rows). */
export interface ResultRows {
  data: unknown;
}

/** What GraphQL answers for a result's `data`: to the REST door the untouched rows text as it is, else the rows. */
export function resultData(result: ResultRows, transport: Transport): RawJson | unknown {
  const text = (result as { [ROWS_TEXT]?: string | null })[ROWS_TEXT];
  return transport === 'rest' && typeof text === 'string' ? rawJson(text) : result.data;
}
