import { TesseraError } from '../../platform/errors';
import { runInterruptible, type InterruptHooks } from './interrupt';

function hooks(overrides: Partial<InterruptHooks> = {}): InterruptHooks & { interrupted: number } {
  const h = {
    engineName: 'TestDB',
    interrupted: 0,
    interrupt: () => {
      h.interrupted += 1;
    },
    mapError: (e: unknown) => new TesseraError('SYNTAX_ERROR', `mapped: ${(e as Error).message}`),
    ...overrides,
  };
  return h;
}

/** A statement that ends only when interrupted, as a driver reports it. */
function interruptible(h: { interrupted: number }, outcome: 'error' | 'value'): Promise<string> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (!h.interrupted) return;
      clearInterval(poll);
      if (outcome === 'error') reject(new Error('interrupted'));
      else resolve('a partial answer');
    }, 5);
  });
}

describe('runInterruptible', () => {
  it('returns what the statement returns', async () => {
    await expect(runInterruptible({ timeoutMs: 1000 }, hooks(), async () => 42)).resolves.toBe(42);
  });

  it('maps a failing statement through the engine', async () => {
    await expect(runInterruptible({}, hooks(), async () => Promise.reject(new Error('boom')))).rejects.toMatchObject({ errorType: 'SYNTAX_ERROR', message: 'mapped: boom' });
  });

  it('interrupts at the deadline and reports BACKEND_TIMEOUT_ERROR', async () => {
    const h = hooks();
    const error = await runInterruptible({ timeoutMs: 50 }, h, () => interruptible(h, 'error')).catch((e: TesseraError) => e);
    expect(h.interrupted).toBe(1);
    expect(error).toMatchObject({ errorType: 'BACKEND_TIMEOUT_ERROR', status: 408, message: 'The query exceeded the 0.05 seconds timeout.', extra: { engine_name: 'TestDB', timeout_ms: 50 } });
  });

  it('does not pass off what an interrupted statement returned as its answer', async () => {
    const h = hooks();
    await expect(runInterruptible({ timeoutMs: 50 }, h, () => interruptible(h, 'value'))).rejects.toMatchObject({ errorType: 'BACKEND_TIMEOUT_ERROR' });
  });

  it("reads the server's own statement timeout as a timeout", async () => {
    const h = hooks({ isServerTimeout: (e) => (e as Error).message === 'statement timeout' });
    await expect(runInterruptible({ timeoutMs: 10_000 }, h, async () => Promise.reject(new Error('statement timeout')))).rejects.toMatchObject({ errorType: 'BACKEND_TIMEOUT_ERROR' });
    expect(h.interrupted).toBe(0);
  });

  it('stops the statement when the signal aborts', async () => {
    const h = hooks();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(runInterruptible({ signal: controller.signal }, h, () => interruptible(h, 'error'))).rejects.toMatchObject({ message: 'The query was stopped.', extra: { stopped: true } });
  });

  it('does not start a statement whose signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let started = false;
    await expect(
      runInterruptible({ signal: controller.signal }, hooks(), async () => {
        started = true;
      }),
    ).rejects.toMatchObject({ message: 'The query was stopped.' });
    expect(started).toBe(false);
  });

  it('survives an interrupt that throws', async () => {
    const h = hooks();
    h.interrupt = () => {
      h.interrupted += 1;
      throw new Error('could not reach the server');
    };
    await expect(runInterruptible({ timeoutMs: 30 }, h, () => interruptible(h, 'error'))).rejects.toMatchObject({ errorType: 'BACKEND_TIMEOUT_ERROR' });
  });
});
