// Downloads of the whole dashboard from its ⋯ menu (Superset's "Download as image" and "Export to PDF"): the
// grid as drawn, captured from the page with html-to-image, saved as a PNG or cut into A4 pages of a PDF. This
// module (with html-to-image) and jsPDF load only when a person asks for a download (use-dashboard-download.ts
// imports it on demand); jsPDF is the same script Highcharts' PDF export loads from Tessera itself
// (PDF_LIB_URL), so a browser fetches it once for both.
import { toCanvas } from 'html-to-image';
import type { jsPDF as JsPdf } from 'jspdf';
import { saveBlob } from '../../components/download';
import { loadOnce } from '../../components/load-once';
import { PDF_LIB_URL } from '../../viz/highcharts/base-options';
import { downloadFileName } from '../explore/results-data';

export type DashboardDownloadFormat = 'png' | 'pdf';

export class DashboardDownloadError extends Error {}

/** A part of the grid a page break should not cut through (a chart, a markdown), in pixels from the grid's top. */
export interface Block {
  top: number;
  bottom: number;
}

/** A block the break at `end` cuts and that starts below the page's `start` (so it can move to the next page). */
const blockCutAt = (blocks: readonly Block[], start: number, end: number) => blocks.find((block) => block.top > start && block.top < end && block.bottom > end);

/**
 * Where the pages of a `height` pixels tall image end, each at most `pageHeight` pixels: a break that would cut a
 * block moves up to the block's top, unless the block starts the page (taller than a page, it is cut).
 * Pure.
 */
export function pageBreaks(height: number, pageHeight: number, blocks: readonly Block[]): number[] {
  if (!(height > 0) || !(pageHeight > 0)) return [];
  const breaks: number[] = [];
  let start = 0;
  while (start < height) {
    let end = Math.min(height, start + pageHeight);
    // Up to the top of a block the break would cut, again while that cuts another (charts side by side).
    for (let cut = end < height ? blockCutAt(blocks, start, end) : undefined; cut; cut = blockCutAt(blocks, start, end)) end = cut.top;
    breaks.push(end);
    start = end;
  }
  return breaks;
}

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const PDF_MARGIN = 24;
/** The capture's pixels per CSS pixel: sharp enough to print, as Superset's html2canvas scale. */
const PIXEL_RATIO = 2;
/** How long a download waits for charts still loading before it captures what is drawn. */
const SETTLE_TIMEOUT_MS = 60_000;

type JsPdfConstructor = typeof JsPdf;
type WindowWithJsPdf = Window & { jspdf?: { jsPDF?: JsPdfConstructor } };

const loadJsPdf = loadOnce(async (): Promise<JsPdfConstructor> => {
  const loaded = () => (window as WindowWithJsPdf).jspdf?.jsPDF;
  if (!loaded()) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${PDF_LIB_URL}jspdf.js`;
      script.onload = () => resolve();
      script.onerror = () => reject(new DashboardDownloadError('The PDF library could not be loaded.'));
      document.head.appendChild(script);
    });
  }
  const constructor = loaded();
  if (!constructor) throw new DashboardDownloadError('The PDF library could not be loaded.');
  return constructor;
});

const STILL_DRAWING = '[data-testid="chart-container"][data-status="loading"], [data-testid="chart-container"][data-status="success"]';

/** Resolves once no chart in `grid` is loading or waiting to be drawn, or after SETTLE_TIMEOUT_MS. */
async function chartsSettled(grid: HTMLElement): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (grid.querySelector(STILL_DRAWING) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 150));
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new DashboardDownloadError('The dashboard could not be drawn as an image.'))), 'image/png'),
  );
}

/** The grid's height and its charts and markdown (the blocks a page break avoids), in CSS pixels. */
function measure(grid: HTMLElement): { height: number; blocks: Block[] } {
  const box = grid.getBoundingClientRect();
  const blocks = [...grid.querySelectorAll('[data-testid="dashboard-chart"], [data-testid="dashboard-markdown"]')].map((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top - box.top, bottom: rect.bottom - box.top };
  });
  return { height: box.height, blocks };
}

/** The capture cut into A4 landscape pages, each scaled to the page's width. */
async function pdfOf(canvas: HTMLCanvasElement, grid: { height: number; blocks: Block[] }): Promise<Blob> {
  const JsPdfClass = await loadJsPdf();
  const pdf = new JsPdfClass({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  const width = A4_LANDSCAPE.width - 2 * PDF_MARGIN;
  // Canvas pixels per CSS pixel (the capture scales down a grid too large for a canvas) and per PDF point.
  const ratio = canvas.height / grid.height;
  const perPoint = canvas.width / width;
  const pageHeight = ((A4_LANDSCAPE.height - 2 * PDF_MARGIN) * perPoint) / ratio;
  let start = 0;
  pageBreaks(grid.height, pageHeight, grid.blocks).forEach((end, index) => {
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = Math.max(1, Math.round((end - start) * ratio));
    const context = slice.getContext('2d');
    if (!context) throw new DashboardDownloadError('The dashboard could not be drawn as an image.');
    context.drawImage(canvas, 0, Math.round(start * ratio), slice.width, slice.height, 0, 0, slice.width, slice.height);
    if (index > 0) pdf.addPage('a4', 'landscape');
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', PDF_MARGIN, PDF_MARGIN, width, slice.height / perPoint);
    start = end;
  });
  return pdf.output('blob');
}

/** The colour the grid is drawn on: its own background, else the nearest ancestor's that is not transparent. */
function backgroundOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)') return color;
  }
  return '#ffffff';
}

/**
 * The capture of `grid` with the elements matching `leaveOut` hidden meanwhile: hidden, not filtered out of the
 * capture, because html-to-image copies an <svg> whole (a chart's export button is inside one).
 */
async function capture(grid: HTMLElement, leaveOut: string): Promise<HTMLCanvasElement> {
  const hidden = [...grid.querySelectorAll<HTMLElement | SVGElement>(leaveOut)].map((element) => ({ element, visibility: element.style.visibility }));
  for (const { element } of hidden) element.style.visibility = 'hidden';
  try {
    // The page uses the system's fonts: no web font to embed.
    return await toCanvas(grid, { pixelRatio: PIXEL_RATIO, backgroundColor: backgroundOf(grid), skipFonts: true });
  } finally {
    for (const { element, visibility } of hidden) element.style.visibility = visibility;
  }
}

/**
 * Captures `grid` once its charts are drawn, without the elements matching the `leaveOut` selector, and
 * saves it as `<title>_<timestamp>.png|pdf`. The caller makes sure every chart of the grid has been asked for
 * (charts far below the fold load only when near).
 */
export async function downloadDashboard(grid: HTMLElement, format: DashboardDownloadFormat, title: string, leaveOut: string): Promise<void> {
  await chartsSettled(grid);
  const canvas = await capture(grid, leaveOut);
  const blob = format === 'png' ? await canvasBlob(canvas) : await pdfOf(canvas, measure(grid));
  saveBlob(downloadFileName(title, format, new Date()), blob);
}
