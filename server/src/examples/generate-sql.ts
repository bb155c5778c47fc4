/**
 * SQL building blocks for generating example tables inside DuckDB. `range()` numbers the rows and
 * `hash()` of (row, seed) re-hashed with a per-column salt gives each row and column its own uniform number, so a whole table is one
 * INSERT … SELECT that DuckDB runs on every core: 10M rows take about two seconds, where a JavaScript
 * loop feeding an appender takes about a minute. Same seed, same rows (hash() is DuckDB's own, so the
 * data is fixed for the pinned DuckDB version).
 *
 * Everything here renders constants the generators own (vocabularies, weights, seeds), never user input;
 * literals still go through the engine's literal renderer so quoting is never hand-rolled.
 */
import { renderStandardLiteral } from '../engines';

/** 2^64: hash() is a UBIGINT, so this maps it onto [0, 1). */
const HASH_RANGE = '18446744073709551616.0';

function integer(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a safe integer (got ${value})`);
  return value;
}

/**
 * Uniform in [0, 1), independent per (key, seed, salt): use one salt per random column. The salt is mixed
 * in by a second hash, not as a third hash() argument: DuckDB combines arguments so cheaply that
 * hash(o, seed, 1) and hash(o, seed, 5) come out correlated (lines per order tracked order dates).
 */
export function uniform(seed: number, salt: number, key = 'i'): string {
  return `(hash(xor(hash(${key}, ${integer(seed, 'seed')}), ${integer(salt, 'salt')})) / ${HASH_RANGE})`;
}

/**
 * For big tables: one 64-bit hash per (key, seed, salt) that `slice` cuts into three independent 21-bit
 * uniforms, a third of the hashing `uniform` costs. Select it as a column in one query level and slice it
 * in the next, so each hash is computed once per row.
 */
export function hashBits(seed: number, salt: number, key = 'i'): string {
  return `hash(xor(hash(${key}, ${integer(seed, 'seed')}), ${integer(salt, 'salt')}))`;
}

/** Uniform in [0, 1) from bits 21k…21k+20 of a `hashBits` column (k = 0, 1, 2). */
export function slice(hashColumn: string, k: 0 | 1 | 2): string {
  return `(((${hashColumn} >> ${21 * k}) & 2097151) / 2097152.0)`;
}

/** A uniform integer in [min, max]. */
export function uniformInt(seed: number, salt: number, min: number, max: number, key = 'i'): string {
  return `(${integer(min, 'min')} + CAST(floor(${uniform(seed, salt, key)} * ${integer(max - min + 1, 'span')}) AS BIGINT))`;
}

/** Roughly normal (Irwin–Hall of three uniforms, mean 0, sd 1): enough for noise around a trend. */
export function gaussian(seed: number, salt: number, key = 'i'): string {
  return `((${uniform(seed, salt, key)} + ${uniform(seed, salt + 1, key)} + ${uniform(seed, salt + 2, key)} - 1.5) * 2.0)`;
}

export function literal(value: string | number | boolean | null): string {
  return renderStandardLiteral(value);
}

/** A DuckDB list literal: ['a', 'b']. */
export function listLiteral(values: readonly (string | number)[]): string {
  return `[${values.map(literal).join(', ')}]`;
}

/** One of `values`, equally likely, chosen by the uniform SQL expression `u`. */
export function pick(values: readonly (string | number)[], u: string): string {
  if (!values.length) throw new Error('pick needs at least one value');
  return `${listLiteral(values)}[1 + CAST(floor(${u} * ${values.length}) AS INTEGER)]`;
}

/**
 * One of `choices` with probability proportional to its weight, chosen by `u` (a column or expression in
 * [0, 1)). Pass a column rather than a hash expression: the CASE reads it once per branch.
 */
export function weighted(choices: readonly (readonly [string | number, number])[], u: string): string {
  if (!choices.length) throw new Error('weighted needs at least one choice');
  if (choices.length === 1) return literal(choices[0][0]);
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let cumulative = 0;
  const branches = choices.slice(0, -1).map(([value, weight]) => {
    cumulative += weight / total;
    return `WHEN ${u} < ${cumulative} THEN ${literal(value)}`;
  });
  return `CASE ${branches.join(' ')} ELSE ${literal(choices[choices.length - 1][0])} END`;
}

/** `name(col, …) AS (VALUES (…), …)`, a constant table for a WITH clause (dimension lists). */
export function valuesTable(name: string, columns: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  if (!rows.length) throw new Error(`valuesTable ${name} needs rows`);
  const bad = rows.find((r) => r.length !== columns.length);
  if (bad) throw new Error(`valuesTable ${name}: a row has ${bad.length} values for ${columns.length} columns`);
  const body = rows.map((r) => `(${r.map(literal).join(', ')})`).join(',\n    ');
  return `${name}(${columns.join(', ')}) AS (VALUES\n    ${body})`;
}

/**
 * The index (0-based) of one of `weights`, with probability proportional to the weight, chosen by `u`: a
 * lookup in a list of `slots` entries where each index fills its share (largest remainders). Cheaper to
 * plan and run than a CASE with one branch per choice when there are dozens of choices.
 */
export function weightedIndex(weights: readonly number[], u: string, slots = 1000): string {
  if (!weights.length) throw new Error('weightedIndex needs at least one weight');
  const total = weights.reduce((sum, w) => sum + w, 0);
  const exact = weights.map((w) => (w / total) * slots);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = slots - counts.reduce((sum, c) => sum + c, 0);
  for (let k = 0; k < missing; k += 1) counts[order[k][1]] += 1;
  const table = counts.flatMap((count, index) => Array.from({ length: count }, () => index));
  return `${listLiteral(table)}[1 + CAST(floor(${u} * ${slots}) AS INTEGER)]`;
}
