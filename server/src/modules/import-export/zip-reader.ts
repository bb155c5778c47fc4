/**
 * Reads an uploaded ZIP bundle without trusting it (APPNOTE 6.3 §4.3.7, §4.3.12, §4.3.16). The central
 * directory is read first and every limit is checked on the declared sizes before a single byte is
 * inflated; each entry is then inflated with its declared size as the output ceiling, so an entry that
 * lies about its size stops at that ceiling instead of filling memory, and its CRC is checked. Paths
 * that climb out of the bundle (`..`), absolute paths and drive letters are refused.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  /** Entries in the archive, folders included. */
  maxEntries: number;
  /** Uncompressed bytes of one file. */
  maxFileBytes: number;
  /** Uncompressed bytes of all files together. */
  maxTotalBytes: number;
  /** Path segments of an entry name. */
  maxDepth: number;
}

export const BUNDLE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxFileBytes: 16 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  maxDepth: 12,
};

/** `not-zip`: the data is no ZIP archive at all; `refused`: it is one, but breaks a limit or a rule. */
export class ZipReadError extends Error {
  constructor(
    readonly kind: 'not-zip' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

export interface ZipFileEntry {
  name: string;
  data: Buffer;
}

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ENCRYPTED = 0x0001;
const STORED = 0;
const DEFLATE = 8;

const refused = (message: string) => new ZipReadError('refused', message);

function endOfDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipReadError('not-zip', 'Not a ZIP file');
}

/** Why a name may not be used as a path inside the bundle, or null when it is safe. */
export function unsafePathReason(name: string, maxDepth: number): string | null {
  if (!name || name.includes('\0')) return 'an empty name';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '..')) return 'a parent folder (..)';
  if (segments.length > maxDepth) return `more than ${maxDepth} nested folders`;
  return null;
}

function readDirectory(data: Buffer, limits: ZipLimits): DirectoryEntry[] {
  const end = endOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw refused('ZIP64 archives are not supported');
  if (count > limits.maxEntries) throw refused(`The bundle holds ${count} entries; at most ${limits.maxEntries} are allowed`);
  if (offset + size > end) throw new ZipReadError('not-zip', 'Not a ZIP file');
  const entries: DirectoryEntry[] = [];
  let at = offset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_HEADER) throw new ZipReadError('not-zip', 'Not a ZIP file');
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) throw new ZipReadError('not-zip', 'Not a ZIP file');
    const entry: DirectoryEntry = {
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      crc: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    };
    const unsafe = unsafePathReason(entry.name, limits.maxDepth);
    if (unsafe) throw refused(`The bundle entry "${entry.name.slice(0, 200)}" has ${unsafe}`);
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff) throw refused('ZIP64 archives are not supported');
    if (entry.size > limits.maxFileBytes) throw refused(`The bundle entry "${entry.name}" is larger than ${limits.maxFileBytes} bytes uncompressed`);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw refused(`The bundle is larger than ${limits.maxTotalBytes} bytes uncompressed`);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(data: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipReadError('not-zip', 'Not a ZIP file');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw new ZipReadError('not-zip', 'Not a ZIP file');
  const packed = data.subarray(start, start + entry.compressedSize);
  let out: Buffer;
  if (entry.method === STORED) {
    out = packed;
  } else if (entry.method === DEFLATE) {
    try {
      // The declared size is the ceiling: a lying entry is cut off here, never inflated in full.
      out = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw refused(`The bundle entry "${entry.name}" does not inflate to its declared size`);
    }
  } else {
    throw refused(`The bundle entry "${entry.name}" uses an unsupported compression method (${entry.method})`);
  }
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw refused(`The bundle entry "${entry.name}" is corrupt (size or checksum mismatch)`);
  return out;
}

/**
 * The files of an archive (folders left out) for which `wanted(name)` holds, after the whole directory
 * passed the limits. Throws ZipReadError.
 */
export function readZip(data: Buffer, limits: ZipLimits = BUNDLE_ZIP_LIMITS, wanted: (name: string) => boolean = () => true): ZipFileEntry[] {
  if (data.length < 22) throw new ZipReadError('not-zip', 'Not a ZIP file');
  const entries = readDirectory(data, limits);
  const files: ZipFileEntry[] = [];
  for (const entry of entries) {
    if (entry.name.endsWith('/') || !wanted(entry.name)) continue;
    if (entry.flags & ENCRYPTED) throw refused(`The bundle entry "${entry.name}" is encrypted`);
    files.push({ name: entry.name, data: inflateEntry(data, entry) });
  }
  return files;
}
