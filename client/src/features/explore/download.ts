// A PNG or JPEG of the chart drawn from its SVG (every Highcharts chart draws one), for explore's downloads.

export class ChartImageError extends Error {}

export type ChartImageFormat = 'png' | 'jpeg';

/** The chart's SVG, painted on a white canvas at twice its size, as PNG or JPEG. */
export async function chartImage(container: HTMLElement, format: ChartImageFormat): Promise<Blob> {
  const svg = container.querySelector('svg.highcharts-root') ?? container.querySelector('svg');
  if (!svg) throw new ChartImageError('This visualization is not drawn as an image; download its data instead.');
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(clone);
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new ChartImageError('The chart could not be drawn as an image.'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await loaded;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ChartImageError('The chart could not be drawn as an image.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ChartImageError('The chart could not be drawn as an image.'))), `image/${format}`, 0.92),
  );
}
