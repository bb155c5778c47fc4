/**
 * Where SQL Lab keeps the rows of a run for later (Superset's RESULTS_BACKEND): a value under a key, with an
 * expiry. The embedded default writes one file per key under the data directory, so results survive a
 * restart without holding them in memory; a Redis backend (config.redisUrl) plugs in behind the same
 * interface in `createResultsBackend`.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';

export interface ResultsBackend {
  /** Stores `value` (text, or text in pieces so a large value never exists as one string) under `key` for `ttlSec` seconds. */
  set(key: string, value: string | Iterable<string>, ttlSec: number): Promise<void>;
  /** The value, or null when it never existed or has expired. */
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * A value written line by line (a result streamed from the engine): nothing is visible under `key`
   * until `commit()`, and `abort()` drops what was written.
   */
  createWriter(key: string, ttlSec: number): Promise<ResultsWriter>;
  /**
   * The value's lines in order, read as they are consumed (stop early and the rest is never read); null
   * when it never existed or has expired. Lines are what the writer appended (without the newline).
   */
  readLines(key: string): Promise<AsyncIterable<string> | null>;
  /** Drops expired entries; returns how many. */
  purgeExpired(): Promise<number>;
}

export interface ResultsWriter {
  /** Appends one line (it must not contain a newline); resolves once the backend accepted it (back-pressure). */
  appendLine(line: string): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** How long stored results live by default: one day (Superset's results backend default timeout). */
export const DEFAULT_RESULTS_TTL_SEC = 86_400;

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** A new random results key. */
export function newResultsKey(): string {
  return randomBytes(16).toString('hex');
}

/**
 * One file per key: a first line with the expiry (epoch ms), then the value. Writes go to a temporary file
 * renamed into place, so a reader never sees half a result. The files together stay under `maxBytes`
 * (SQLLAB_RESULTS_MAX_MB): each write drops the oldest others until they fit, never the one just written.
 */
export class FileResultsBackend implements ResultsBackend {
  private readonly maxBytes: number;

  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
    opts: { maxBytes?: number } = {},
  ) {
    this.maxBytes = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  }

  async set(key: string, value: string | Iterable<string>, ttlSec: number): Promise<void> {
    const file = this.file(key);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    const header = `${this.now() + ttlSec * 1000}\n`;
    if (typeof value === 'string') await writeFile(tmp, header + value, 'utf8');
    else await pipeline(Readable.from(withHeader(header, value)), createWriteStream(tmp));
    await rename(tmp, file);
    await this.keepWithinBound(file);
  }

  async createWriter(key: string, ttlSec: number): Promise<ResultsWriter> {
    const file = this.file(key);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    // A megabyte of buffer: appends rarely wait for the disk (the default 16 KB made every line wait).
    const stream = createWriteStream(tmp, { highWaterMark: 1 << 20 });
    // Always listened to: an abort destroys the stream with writes still in flight, and an 'error' event
    // nobody listens to would take the whole server down. The failure is reported to the next call instead.
    let failure: Error | null = null;
    stream.on('error', (err) => {
      failure ??= err;
    });
    await write(stream, `${this.now() + ttlSec * 1000}\n`);
    let done = false;
    return {
      appendLine: async (line) => {
        if (done) throw new Error('The results writer is closed.');
        if (failure) throw failure;
        await write(stream, `${line}\n`);
      },
      commit: async () => {
        done = true;
        if (failure) throw failure;
        await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
        await rename(tmp, file);
        await this.keepWithinBound(file);
      },
      abort: async () => {
        if (done) return;
        done = true;
        // The stream may still be opening its file (a write resolves once buffered, before the file exists):
        // removing the file before the stream has closed would let the open create it again afterwards.
        const closed = stream.closed ? Promise.resolve() : new Promise<void>((resolve) => stream.once('close', () => resolve()));
        stream.destroy();
        await closed;
        await rm(tmp, { force: true });
      },
    };
  }

  async readLines(key: string): Promise<AsyncIterable<string> | null> {
    const file = this.file(key);
    const expiresAt = await this.expiry(file);
    if (expiresAt === null) return null;
    if (!(expiresAt > this.now())) {
      await this.delete(key);
      return null;
    }
    return linesAfterHeader(file);
  }

  /** The expiry in the first line (epoch ms; NaN when unreadable), or null when there is no such file. */
  private async expiry(file: string): Promise<number | null> {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(32);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const text = buffer.subarray(0, bytesRead).toString('latin1');
      const newline = text.indexOf('\n');
      return newline < 0 ? Number.NaN : Number(text.slice(0, newline));
    } finally {
      await handle.close();
    }
  }

  async get(key: string): Promise<string | null> {
    let text: string;
    try {
      text = await readFile(this.file(key), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const newline = text.indexOf('\n');
    const expiresAt = Number(text.slice(0, newline));
    if (newline < 0 || !(expiresAt > this.now())) {
      await this.delete(key);
      return null;
    }
    return text.slice(newline + 1);
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async purgeExpired(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let purged = 0;
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const key = name.slice(0, -'.json'.length);
      // Only the first line is read: a stored result can be tens of megabytes.
      const expiresAt = await this.expiry(this.file(key));
      if (expiresAt !== null && !(expiresAt > this.now())) {
        await this.delete(key);
        purged += 1;
      }
    }
    return purged;
  }

  /** Deletes the oldest stored values (by write time) until all fit in `maxBytes`; `written` always stays. */
  private async keepWithinBound(written: string): Promise<void> {
    if (this.maxBytes === Number.POSITIVE_INFINITY) return;
    const stored: { file: string; bytes: number; mtimeMs: number }[] = [];
    for (const name of await readdir(this.dir)) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(this.dir, name);
      // A value deleted meanwhile (by a reader finding it expired, or a concurrent write's trim) takes no room.
      const info = await stat(file).catch(() => null);
      if (info) stored.push({ file, bytes: info.size, mtimeMs: info.mtimeMs });
    }
    let total = stored.reduce((sum, s) => sum + s.bytes, 0);
    for (const s of stored.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      if (total <= this.maxBytes) break;
      if (s.file === written) continue;
      await rm(s.file, { force: true });
      total -= s.bytes;
    }
  }

  private file(key: string): string {
    if (!KEY.test(key)) throw new RangeError('Invalid results key');
    return path.join(this.dir, `${key}.json`);
  }
}

/** Pulled piece by piece by the write stream, so only one piece is in memory at a time. */
function* withHeader(header: string, pieces: Iterable<string>): Generator<string> {
  yield header;
  yield* pieces;
}

/** Writes, waiting for 'drain' when the buffer is full; a stream destroyed meanwhile (an abort) rejects the wait. */
function write(stream: WriteStream, text: string): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('The results writer is closed.'));
  if (stream.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The results writer is closed.'));
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/** The lines of a file after its first (the expiry); the file is closed when the reader stops early. */
async function* linesAfterHeader(file: string): AsyncGenerator<string> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    let header = true;
    for await (const line of lines) {
      if (header) header = false;
      else yield line;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** The results backend of this deployment. */
export function createResultsBackend(config: { dataDir: string; sqllabResultsMaxBytes: number }): ResultsBackend {
  return new FileResultsBackend(path.join(config.dataDir, 'sqllab-results'), Date.now, { maxBytes: config.sqllabResultsMaxBytes });
}
