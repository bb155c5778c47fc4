import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { zip } from '../explore';
import { BUNDLE_ZIP_LIMITS, readZip, unsafePathReason, ZipReadError, type ZipLimits } from './zip-reader';

interface RawEntry {
  name: string;
  packed: Buffer;
  /** Declared uncompressed size and CRC (a bomb may lie about both). */
  size: number;
  crc: number;
}

/** An archive written by hand, so a test can declare whatever sizes it likes. */
function archive(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    centrals.push(central, name);
    offset += 30 + name.length + e.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const honest = (name: string, text: string): RawEntry => {
  const data = Buffer.from(text);
  return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/** `bytes` zeros deflated in a stream, so the test itself never holds them. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

function refusal(data: Buffer, limits?: ZipLimits): ZipReadError {
  try {
    readZip(data, limits);
  } catch (err) {
    if (err instanceof ZipReadError) return err;
    throw err;
  }
  throw new Error('expected the archive to be refused');
}

const GiB = 1024 * 1024 * 1024;

describe('readZip', () => {
  it('reads what the bundle writer writes', () => {
    const data = zip([
      { name: 'root/metadata.yaml', data: Buffer.from('version: 1.0.0\n') },
      { name: 'root/charts/a.yaml', data: Buffer.from('x'.repeat(5000)) },
    ]);
    expect(readZip(data).map((f) => [f.name, f.data.length])).toEqual([
      ['root/metadata.yaml', 15],
      ['root/charts/a.yaml', 5000],
    ]);
  });

  it('inflates only the wanted files', () => {
    const data = archive([honest('root/a.yaml', 'a'), honest('root/b.bin', 'b')]);
    expect(readZip(data, BUNDLE_ZIP_LIMITS, (n) => n.endsWith('.yaml')).map((f) => f.name)).toEqual(['root/a.yaml']);
  });

  it('says a file that is not a ZIP is not one', () => {
    expect(refusal(Buffer.from('just text, no archive here')).kind).toBe('not-zip');
  });

  describe('zip bombs, memory staying flat', () => {
    let packed: Buffer;
    beforeAll(async () => {
      packed = await deflatedZeros(GiB);
    }, 120_000);

    it('refuses an entry declaring 1 GiB before inflating anything', () => {
      const before = process.memoryUsage().rss;
      const err = refusal(archive([{ name: 'root/bomb.yaml', packed, size: GiB, crc: 0 }]));
      expect(err.kind).toBe('refused');
      expect(err.message).toMatch(/larger than \d+ bytes uncompressed/);
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    });

    it('stops an entry that lies about its size at the size it declared', () => {
      const before = process.memoryUsage().rss;
      const err = refusal(archive([{ name: 'root/bomb.yaml', packed, size: 1000, crc: 0 }]));
      expect(err.kind).toBe('refused');
      expect(err.message).toContain('does not inflate to its declared size');
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    });

    it('refuses many small entries adding up past the total', () => {
      const entries = Array.from({ length: 10 }, (_, i) => ({ name: `root/part${i}.yaml`, packed, size: 15 * 1024 * 1024, crc: 0 }));
      const err = refusal(archive(entries), { ...BUNDLE_ZIP_LIMITS, maxTotalBytes: 100 * 1024 * 1024 });
      expect(err.message).toMatch(/The bundle is larger than/);
    });
  });

  it.each([
    ['root/../../etc/passwd.yaml', 'a parent folder (..)'],
    ['../outside.yaml', 'a parent folder (..)'],
    ['/etc/passwd.yaml', 'an absolute path'],
    ['C:/Windows/x.yaml', 'an absolute path'],
    ['root\\..\\x.yaml', 'a backslash'],
  ])('refuses the path %p', (name, reason) => {
    const err = refusal(archive([honest('root/metadata.yaml', 'version: 1.0.0'), honest(name, 'x')]));
    expect(err.kind).toBe('refused');
    expect(err.message).toContain(reason);
  });

  it('refuses too many entries and too deep nesting', () => {
    const many = archive(Array.from({ length: 11 }, (_, i) => honest(`root/q${i}.yaml`, 'x')));
    expect(refusal(many, { ...BUNDLE_ZIP_LIMITS, maxEntries: 10 }).message).toBe('The bundle holds 11 entries; at most 10 are allowed');
    const deep = archive([honest(`root/${'a/'.repeat(20)}x.yaml`, 'x')]);
    expect(refusal(deep).message).toContain(`more than ${BUNDLE_ZIP_LIMITS.maxDepth} nested folders`);
  });

  it('refuses a corrupt entry (checksum mismatch)', () => {
    const bad = honest('root/a.yaml', 'hello');
    expect(refusal(archive([{ ...bad, crc: bad.crc ^ 1 }])).message).toContain('corrupt');
  });

  it('names safe paths safe', () => {
    expect(unsafePathReason('root/datasets/examples/birth_names.yaml', 12)).toBeNull();
    expect(unsafePathReason('root/a..b.yaml', 12)).toBeNull();
  });
});
