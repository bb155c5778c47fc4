/**
 * The scripts Highcharts' offline exporting loads (from `exporting.libURL`) when a person downloads a chart as
 * PDF: jsPDF and svg2pdf, taken from the npm packages and served by Tessera itself under PDF_LIB_URL, never
 * from a CDN. They are fetched only when a PDF is asked for, so they add nothing to any screen's load.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { PDF_LIB_URL } from '../src/viz/highcharts/base-options.ts';

const require = createRequire(import.meta.url);

/** The file names Highcharts asks for, and the browser (UMD) build of each package. */
const LIBS: Record<string, string> = {
  'jspdf.js': 'jspdf/dist/jspdf.umd.min.js',
  'svg2pdf.js': 'svg2pdf.js/dist/svg2pdf.umd.min.js',
};

/** A library's script without its source-map comment (the map is not served). */
function script(name: string): string {
  return readFileSync(require.resolve(LIBS[name]), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

export function pdfExportLibsPlugin(): Plugin {
  return {
    name: 'tessera-pdf-export-libs',
    // The built client holds them as files (the server's static serving sends them, compressed).
    generateBundle() {
      for (const name of Object.keys(LIBS)) this.emitFile({ type: 'asset', fileName: `${PDF_LIB_URL.slice(1)}${name}`, source: script(name) });
    },
    // The dev server answers the same paths.
    configureServer(server) {
      server.middlewares.use(PDF_LIB_URL, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0];
        if (!(name in LIBS)) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(script(name));
      });
    },
  };
}
