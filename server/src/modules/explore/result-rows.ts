/**
 * A chart result whose rows are still the JSON bytes they were cached (or are being cached) as. `data` parses
 * them when first read, and from then on the parsed rows are the truth (whoever read them may change them);
 * until then, GraphQL answers the REST door with the stored bytes themselves (a RawJson), so a warm result
 * goes out without being parsed, serialised or encoded again. Over GraphQL itself the rows are values.
 */
import type { Transport } from '../../platform/context';
import { rawJson, type RawJson } from '@tessera/gateway-rest';

const ROWS_TEXT = Symbol('rowsText');

export function withRowsText<T extends { data: unknown }>(result: T, rows: Buffer): T {
  let text: Buffer | null = rows;
  let parsed: unknown = null;
  Object.defineProperty(result, 'data', {
    enumerable: true,
    configurable: true,
    get() {
      if (text !== null) {
        parsed = JSON.parse(text.toString('utf8'));
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

/** What GraphQL answers for a result's `data`: to the REST door the untouched rows' bytes as they are, else the rows. */
export function resultData(result: ResultRows, transport: Transport): RawJson | unknown {
  const text = (result as { [ROWS_TEXT]?: Buffer | null })[ROWS_TEXT];
  return transport === 'rest' && text ? rawJson(text) : result.data;
}
