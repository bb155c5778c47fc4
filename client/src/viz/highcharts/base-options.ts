// Highcharts options every chart shares. Kept free of the Highcharts runtime (types only) so chart option
// builders stay pure and testable in node.
import type { Options } from 'highcharts';

/** Where the client serves the scripts a PDF export needs (client/build/pdf-export-libs.ts). */
export const PDF_LIB_URL = '/vendor/pdf/';

/** Set once on Highcharts: UTC time (results are naive timestamps), no credits, local exports only. */
export const GLOBAL_OPTIONS: Options = {
  time: { timezone: 'UTC' },
  credits: { enabled: false },
  lang: { thousandsSep: ',' },
  exporting: {
    // Exports are drawn in the browser; with the fallback off, a failed export never posts the chart to
    // Highsoft's server.
    local: true,
    fallbackToExportServer: false,
    // jsPDF and svg2pdf, loaded from Tessera itself the first time a PDF is downloaded.
    libURL: PDF_LIB_URL,
    // Charts inherit the page's font, which an exported file cannot: name a sans-serif stack for it.
    chartOptions: { chart: { style: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' } } },
    buttons: {
      contextButton: {
        menuItems: ['downloadPNG', 'downloadJPEG', 'downloadSVG', 'downloadPDF', 'separator', 'downloadCSV'],
      },
    },
  },
  accessibility: { enabled: true },
  // highcharts-chart.tsx imports the palette's stylesheet.
  palette: { injectCSS: false },
};

/** The frame of a chart: no title (the chart's name is shown by its container), no animation (charts
 * redraw on every query), the page's font. */
export function baseOptions(type: string): Options {
  return {
    chart: { type, animation: false, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    exporting: { enabled: true },
    plotOptions: { series: { animation: false } },
  };
}
