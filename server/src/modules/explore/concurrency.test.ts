import { createLimiter } from './concurrency';

describe('createLimiter', () => {
  it('never runs more tasks at once than its bound, and runs them all in order of arrival', async () => {
    const limit = createLimiter(4);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return i * 2;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => limit(task(i))));
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
