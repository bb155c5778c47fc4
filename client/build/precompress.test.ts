import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tessera-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const script = 'export const rows = [' + Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ') + '];\n';

  it('writes brotli and gzip copies that decompress to the file, smaller than it', () => {
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
    const result = precompress(dir);
    const file = path.join(dir, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(result.files).toBe(1);
    expect(result.bytes).toBe(Buffer.byteLength(script));
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes / 5);
  });

  it.each([
    ['index.html, which the server rewrites per answer', 'index.html', script],
    ['an image, compressed already', path.join('assets', 'logo.png'), script],
    ['a file too small to gain', path.join('assets', 'tiny.js'), 'export {};'],
  ])('leaves %s alone', (_what, name, content) => {
    writeFileSync(path.join(dir, name), content);
    expect(precompress(dir).files).toBe(0);
    expect([existsSync(path.join(dir, `${name}.br`)), existsSync(path.join(dir, `${name}.gz`))]).toEqual([false, false]);
  });
});
