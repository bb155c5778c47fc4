/**
 * Files tests make once per machine and reuse in later test processes (a PGlite cluster after initdb or after
 * the migrations, the example DuckDB file): the first process to want one makes it while holding a lock file,
 * the others wait for it, and a template that never comes costs only the saving.
 */
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** A lock older than this was left by a child that died while making a template; the next child makes it. */
const TEMPLATE_LOCK_STALE_MS = 120_000;

/**
 * How this child starts with `template`: loading it when it exists, making it when no other child is (the lock
 * file says one is), or waiting for the one that is. A template that never comes costs only the saving: the
 * child then starts without it.
 */
export async function templateStart(template: string): Promise<{ mode: 'load' | 'make' | 'plain'; release(): void }> {
  const lock = `${template}.lock`;
  const none = () => undefined;
  const deadline = Date.now() + TEMPLATE_LOCK_STALE_MS;
  while (Date.now() < deadline) {
    if (existsSync(template)) return { mode: 'load', release: none };
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return { mode: 'make', release: () => rmSync(lock, { force: true }) };
    } catch {
      const since = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (since > TEMPLATE_LOCK_STALE_MS) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { mode: 'plain', release: none };
}

