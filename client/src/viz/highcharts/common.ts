// Option pieces several chart types share: the legend placed as Superset's legend orientation says, and
// tooltip rows. Types only, no Highcharts runtime, so option builders stay testable in node.
import type { LegendOptions } from 'highcharts';
import { escapeHtml } from './escape-html';

export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

export function readLegendOrientation(value: unknown): LegendOrientation {
  return value === 'bottom' || value === 'left' || value === 'right' ? value : 'top';
}

export function legendOptions(show: boolean, orientation: LegendOrientation = 'top'): LegendOptions {
  if (!show) return { enabled: false };
  const vertical = orientation === 'left' || orientation === 'right';
  return {
    enabled: true,
    layout: vertical ? 'vertical' : 'horizontal',
    align: vertical ? orientation : 'center',
    verticalAlign: vertical ? 'middle' : orientation,
    // A long legend scrolls (Superset's 'scroll' legend) rather than eating the plot.
    maxHeight: vertical ? undefined : 60,
  };
}

/** One tooltip row: a coloured bullet, the (escaped) series name and the formatted value. */
export function tooltipRow(color: unknown, name: string, value: string, bold = false): string {
  const text = `${escapeHtml(name)}: <b>${escapeHtml(value)}</b>`;
  return `<span style="color:${escapeHtml(String(color ?? ''))}">\u25CF</span> ${bold ? `<u>${text}</u>` : text}`;
}

export function tooltipHeader(text: string): string {
  return `<span style="font-size: 0.85em">${escapeHtml(text)}</span>`;
}
