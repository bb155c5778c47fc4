/**
 * A bound on how many tasks run at once. A dashboard asks for all its charts in one request; running
 * them all at once would queue dozens of queries on one analytics connection pool, so a request runs
 * a few at a time and the rest wait their turn, in order.
 */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error('A limiter needs a positive integer bound');
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
