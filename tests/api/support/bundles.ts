/**
 * Bundles for the import tests: a minimal ZIP writer (stored entries; sizes may be declared falsely to make
 * a zip bomb) written here so the tests share no code with the server, and the hand-written Superset
 * fixtures under tests/fixtures/superset-bundles zipped under a root folder of their name.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: Buffer;
  /** Deflate the data (default: stored). */
  deflate?: boolean;
  /** Declared uncompressed size, when it should lie. */
  declaredSize?: number;
}

export function makeZip(entries: ZipInput[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = e.deflate ? deflateRawSync(e.data) : e.data;
    const size = e.declaredSize ?? e.data.length;
    const head = (signature: number, length: number, at: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(e.deflate ? 8 : 0, at + 4);
      b.writeUInt32LE(crc32(e.data), at + 10);
      b.writeUInt32LE(packed.length, at + 14);
      b.writeUInt32LE(size, at + 18);
      b.writeUInt16LE(name.length, at + 22);
      return b;
    };
    const local = head(0x04034b50, 30, 4);
    const dir = head(0x02014b50, 46, 6);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    central.push(dir, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

export const FIXTURES = path.resolve(__dirname, '../../fixtures/superset-bundles');

/** A fixture folder as a bundle, each file optionally changed on the way. */
export function fixtureBundle(name: string, change: (file: string, text: string) => string = (_f, t) => t): Buffer {
  const root = path.join(FIXTURES, name);
  const entries: ZipInput[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const file = path.relative(root, full).split(path.sep).join('/');
        entries.push({ name: `${name}/${file}`, data: Buffer.from(change(file, readFileSync(full, 'utf8'))), deflate: true });
      }
    }
  };
  walk(root);
  return makeZip(entries);
}
