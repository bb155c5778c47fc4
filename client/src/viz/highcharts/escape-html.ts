/** Highcharts renders tooltip/label strings as (sanitised) markup; data values are escaped before they are
 * put into one. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
