/**
 * Brotli and gzip copies of the built client, written once at build time so the server sends compressed
 * files without compressing per answer (server/src/platform/web-client.ts picks the copy the browser
 * accepts). index.html is left alone: the server writes a fresh CSP nonce into it for every answer.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text formats worth compressing; images and fonts the build emits are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` that is big enough. */
export function precompress(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    result.files += 1;
    result.bytes += content.length;
    result.brotliBytes += brotli.length;
    result.gzipBytes += gzip.length;
  }
  return result;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The Vite plugin: compresses the output directory after the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle() {
      const done = precompress(outDir);
      logger?.info(`precompressed ${done.files} files: ${kib(done.bytes)} -> brotli ${kib(done.brotliBytes)}, gzip ${kib(done.gzipBytes)}`);
    },
  };
}
