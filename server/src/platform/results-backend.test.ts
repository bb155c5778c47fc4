import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileResultsBackend, newResultsKey } from './results-backend';

describe('FileResultsBackend', () => {
  let dir: string;
  let now = 1_000_000;
  let backend: FileResultsBackend;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'results-'));
    backend = new FileResultsBackend(dir, () => now);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores and reads a value until it expires', async () => {
    const key = newResultsKey();
    await backend.set(key, '{"data":[1,2]}\nsecond line', 60);
    expect(await backend.get(key)).toBe('{"data":[1,2]}\nsecond line');
    now += 59_999;
    expect(await backend.get(key)).not.toBeNull();
    now += 1;
    expect(await backend.get(key)).toBeNull();
  });

  it('answers null for an unknown key and refuses keys that could leave the directory', async () => {
    expect(await backend.get('nothing-here')).toBeNull();
    await expect(backend.get('../etc/passwd')).rejects.toThrow('Invalid results key');
  });

  it('purges expired entries only', async () => {
    await backend.set('short', 'a', 1);
    await backend.set('long', 'b', 100);
    now += 2000;
    expect(await backend.purgeExpired()).toBe(1);
    expect(await backend.get('long')).toBe('b');
  });
});

describe('FileResultsBackend pieces', () => {
  it('stores a value given in pieces', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'results-'));
    try {
      const backend = new FileResultsBackend(dir);
      function* pieces() {
        yield '{"a":';
        yield '[1,2]}';
      }
      await backend.set('k', pieces(), 60);
      expect(await backend.get('k')).toBe('{"a":[1,2]}');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('FileResultsBackend line writer', () => {
  let dir: string;
  let now = 1_000_000;
  let backend: FileResultsBackend;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'results-lines-'));
    backend = new FileResultsBackend(dir, () => now);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function lines(key: string): Promise<string[] | null> {
    const it = await backend.readLines(key);
    if (!it) return null;
    const out: string[] = [];
    for await (const line of it) out.push(line);
    return out;
  }

  it('shows appended lines only once committed, and keeps them until they expire', async () => {
    const writer = await backend.createWriter('k1', 60);
    await writer.appendLine('head');
    for (let i = 0; i < 50_000; i += 1) await writer.appendLine(`row ${i}`);
    expect(await backend.readLines('k1')).toBeNull();
    await writer.commit();
    const read = await lines('k1');
    expect(read).toHaveLength(50_001);
    expect(read?.[0]).toBe('head');
    expect(read?.[50_000]).toBe('row 49999');
    now += 60_000;
    expect(await backend.readLines('k1')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('drops what an aborted writer wrote', async () => {
    const writer = await backend.createWriter('k2', 60);
    await writer.appendLine('partial');
    await writer.abort();
    await expect(writer.appendLine('late')).rejects.toThrow('closed');
    expect(await backend.readLines('k2')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('aborts with writes still in flight without an unhandled stream error', async () => {
    // The runner's pattern: one append awaited after another, and a stop aborting the writer meanwhile.
    const writer = await backend.createWriter('k4', 60);
    const appending = (async () => {
      for (let i = 0; i < 100_000; i += 1) await writer.appendLine(`${'x'.repeat(2000)}${i}`);
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writer.abort();
    await expect(appending).rejects.toThrow('closed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await backend.readLines('k4')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('lets a reader stop early and purges expired line values by their first line', async () => {
    const writer = await backend.createWriter('k3', 1);
    for (let i = 0; i < 1000; i += 1) await writer.appendLine(String(i));
    await writer.commit();
    const first: string[] = [];
    for await (const line of (await backend.readLines('k3')) as AsyncIterable<string>) {
      first.push(line);
      if (first.length === 3) break;
    }
    expect(first).toEqual(['0', '1', '2']);
    now += 1000;
    expect(await backend.purgeExpired()).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('FileResultsBackend bound', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'results-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  // Each value is a 1,000-character line after its expiry line: about 1 KB a file.
  const value = (c: string) => c.repeat(1_000);

  it('drops the oldest stored values once the files exceed the bound, never the one just written', async () => {
    const backend = new FileResultsBackend(dir, Date.now, { maxBytes: 3_500 });
    for (const key of ['a', 'b', 'c']) {
      await backend.set(key, value(key), 600);
      // Distinct write times, so "oldest" is well defined.
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'b.json', 'c.json']);
    const writer = await backend.createWriter('d', 600);
    await writer.appendLine(value('d'));
    await writer.commit();
    expect((await readdir(dir)).sort()).toEqual(['b.json', 'c.json', 'd.json']);
    expect(await backend.get('d')).toBe(`${value('d')}\n`);

    const big = new FileResultsBackend(dir, Date.now, { maxBytes: 500 });
    await big.set('e', value('e'), 600);
    expect(await readdir(dir)).toEqual(['e.json']);
  });
});
