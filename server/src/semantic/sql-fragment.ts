/**
 * SQL built from pieces where every user value is a bound parameter, never text. Placeholders are
 * numbered only when the final statement is rendered, in textual order, so the same fragments serve
 * '$1' engines and '?' engines (whose parameters must follow the text) alike.
 */

class Bound {
  constructor(readonly value: unknown) {}
}

type Chunk = string | Bound;

export class SqlFragment {
  constructor(readonly chunks: readonly Chunk[]) {}
}

export type SqlPart = string | SqlFragment;

/** Concatenates text (trusted SQL written by Tessera or validated by the SQL guard) and fragments. */
export function sql(...parts: SqlPart[]): SqlFragment {
  const chunks: Chunk[] = [];
  for (const part of parts) {
    if (typeof part === 'string') chunks.push(part);
    else chunks.push(...part.chunks);
  }
  return new SqlFragment(chunks);
}

/** A value bound as a parameter. */
export function param(value: unknown): SqlFragment {
  return new SqlFragment([new Bound(value)]);
}

export function joinSql(parts: SqlPart[], separator: string): SqlFragment {
  const out: SqlPart[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(separator);
    out.push(part);
  });
  return sql(...out);
}

export function renderSql(fragment: SqlFragment, placeholder: (index: number) => string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let text = '';
  for (const chunk of fragment.chunks) {
    if (chunk instanceof Bound) {
      params.push(chunk.value);
      text += placeholder(params.length);
    } else text += chunk;
  }
  return { sql: text, params };
}
