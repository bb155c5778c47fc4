/**
 * Applies a query object's `post_processing` operations, in order, to the aggregated result rows, and
 * returns the payload shape (flat column names, coltypes). Unknown or not-yet-implemented operations are
 * errors: silently skipping one would show the user a different chart than they asked for.
 */
import type { JsonValue } from '../engines';
import { aggregate } from './operations/aggregate';
import { boxplot } from './operations/boxplot';
import { compare } from './operations/compare';
import { contribution } from './operations/contribution';
import { diff } from './operations/diff';
import { frameFromRecords, frameToRecords, postProcessingError, unescapeSeparator, type Frame } from './operations/frame';
import { histogram } from './operations/histogram';
import { pivot } from './operations/pivot';
import { rank } from './operations/rank';
import { resample } from './operations/resample';
import { flatten, rename, select, sort } from './operations/reshape';
import { cum, rolling } from './operations/window';

type Operation = (frame: Frame, options: Record<string, unknown>) => Frame;

const OPERATIONS: Record<string, Operation> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};

/** Superset operations Tessera does not implement yet: named so the error says so rather than "unknown". */
const PENDING_OPERATIONS = new Set(['geohash_decode', 'geohash_encode', 'geodetic_parse', 'prophet']);

export interface PostProcessedResult {
  data: Record<string, JsonValue>[];
  colnames: string[];
  coltypes: number[];
}

export function applyPostProcessing(
  rows: Record<string, JsonValue>[],
  colnames: string[],
  coltypes: number[] | null | undefined,
  ops: unknown[] | null | undefined,
): PostProcessedResult {
  let frame = frameFromRecords(rows, colnames, coltypes ?? undefined);
  for (const rule of ops ?? []) {
    if (!rule || typeof rule !== 'object') throw postProcessingError('Each post-processing entry must be an object with an `operation`');
    const { operation, options } = rule as { operation?: unknown; options?: unknown };
    const name = String(operation ?? '');
    // Own keys only: 'constructor' or 'toString' must not reach Object.prototype.
    const run = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
    if (!run) {
      if (PENDING_OPERATIONS.has(name)) throw postProcessingError(`Post processing operation '${name}' is not supported yet`);
      throw postProcessingError(`Unsupported post processing operation: ${name}`);
    }
    if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
      throw postProcessingError(`Options of the ${name} operation must be an object`);
    }
    frame = run(frame, (options as Record<string, unknown>) ?? {});
  }
  return frameToRecords(frame);
}

/** Superset's label_map: each (possibly flattened) column name -> the labels it was built from. */
export function labelMapFor(colnames: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of colnames) {
    out[unescapeSeparator(name)] = name.split(/(?<!\\), /).map(unescapeSeparator);
  }
  return out;
}
