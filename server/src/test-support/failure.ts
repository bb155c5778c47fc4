/** The TesseraError a piece of work fails with (a test fails if it succeeds or fails otherwise). */
import { TesseraError } from '../platform/errors';

export async function failure(work: Promise<unknown>): Promise<TesseraError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof TesseraError) return err;
    throw err;
  }
  throw new Error('expected a TesseraError');
}
