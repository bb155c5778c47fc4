import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfExportLibsPlugin } from './build/pdf-export-libs.ts';
import { precompressPlugin } from './build/precompress.ts';

// The Tessera server (GraphQL, the /api/v1 gateway and health) the dev server proxies to; TESSERA_SERVER points
// it at another instance.
const SERVER = process.env.TESSERA_SERVER ?? 'http://127.0.0.1:8088';

// The dashboard layout rules live once, in the server module; the renderer and editor import the same file.
const LAYOUT_RULES = fileURLToPath(new URL('../server/src/modules/dashboard/layout-rules.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), pdfExportLibsPlugin(), precompressPlugin()],
  // The server writes a fresh nonce over this placeholder in every answer of the page and allows it in the
  // page's Content-Security-Policy (server/src/platform/web-client.ts); the client gives it to the <style>
  // elements it creates at run time (src/app/csp-nonce.ts).
  html: { cspNonce: '__TESSERA_CSP_NONCE__' },
  resolve: { alias: { '@tessera/layout-rules': LAYOUT_RULES } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/graphql': { target: SERVER, ws: true, changeOrigin: false },
      '/api': { target: SERVER, changeOrigin: false },
      '/health': { target: SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every route is React.lazy and every chart renderer is a dynamic import, so screens and Highcharts
        // already land in their own chunks. These groups split the first load's libraries into long-lived
        // vendor chunks that survive app deploys in the browser cache, and give Highcharts a stable name; a
        // group chunk is still fetched only when something that imports it loads, so Highcharts stays lazy.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'vendor-mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 2 },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
            // Only the core and the modules every chart loads: series modules (highcharts-more, maps, heatmap,
            // treemap...) stay in the chunk of the chart type that imports them.
            {
              name: 'highcharts',
              test: /node_modules[\\/](highcharts[\\/](highcharts|modules[\\/](accessibility|exporting|offline-exporting|export-data))\.js|highcharts-react-official[\\/])/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
