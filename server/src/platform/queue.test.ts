import { InProcessJobQueue } from './queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('InProcessJobQueue', () => {
  it('runs at most `concurrency` jobs at once, in FIFO order', async () => {
    const queue = new InProcessJobQueue(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    queue.register<string>('work', async (job) => {
      started.push(job.data);
      const gate = deferred();
      gates.set(job.id, gate);
      await gate.promise;
    });
    for (const id of ['a', 'b', 'c']) await queue.enqueue('work', id, id);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a', 'b']);
    expect(queue.stats()).toEqual({ waiting: 1, active: 2 });
    gates.get('a')?.resolve();
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a', 'b', 'c']);
    gates.get('b')?.resolve();
    gates.get('c')?.resolve();
    await queue.close();
  });

  it('cancel removes a waiting job and aborts a running one', async () => {
    const queue = new InProcessJobQueue(1);
    const ran: string[] = [];
    let aborted = false;
    queue.register('work', async (job) => {
      ran.push(job.id);
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => ((aborted = true), resolve())));
    });
    await queue.enqueue('work', 'running', null);
    await queue.enqueue('work', 'waiting', null);
    await new Promise((r) => setImmediate(r));
    expect(queue.cancel('waiting')).toBe(true);
    expect(queue.has('waiting')).toBe(false);
    expect(queue.cancel('running')).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(aborted).toBe(true);
    expect(ran).toEqual(['running']);
    expect(queue.cancel('unknown')).toBe(false);
    await queue.close();
  });

  it('reports handler failures and keeps going', async () => {
    const failures: string[] = [];
    const queue = new InProcessJobQueue(1, (err, job) => failures.push(`${job.id}: ${(err as Error).message}`));
    const ran: string[] = [];
    queue.register('work', async (job) => {
      ran.push(job.id);
      if (job.id === 'bad') throw new Error('boom');
    });
    await queue.enqueue('work', 'bad', null);
    await queue.enqueue('work', 'good', null);
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['bad', 'good']);
    expect(failures).toEqual(['bad: boom']);
    await queue.close();
    await expect(queue.enqueue('work', 'late', null)).rejects.toThrow('closed');
  });

  it('refuses duplicate ids and unknown job names', async () => {
    const queue = new InProcessJobQueue(1);
    queue.register('work', () => new Promise<void>(() => undefined));
    await queue.enqueue('work', 'x', null);
    await expect(queue.enqueue('work', 'x', null)).rejects.toThrow('already queued');
    await expect(queue.enqueue('other', 'y', null)).rejects.toThrow("No handler");
    queue.cancel('x');
  });
});
