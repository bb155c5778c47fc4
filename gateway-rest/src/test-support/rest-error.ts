import { RestError } from '../core/errors';

/** The [status, body] of the RestError `fn` throws; fails the test if it throws nothing or something else. */
export function restFailure(fn: () => unknown): [number, unknown] {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return [error.status, error.body];
    throw error;
  }
  throw new Error('expected a RestError');
}
