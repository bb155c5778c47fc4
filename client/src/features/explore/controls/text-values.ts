// Pure conversions of the text and colour inputs.

/** Numeric text is stored as a number when it parses (Superset's isInt/isFloat TextControl); other text stays
 * text so the validator can say what is wrong with it. */
export function parseTextValue(text: string, inputType: 'text' | 'integer' | 'number' | undefined): unknown {
  if (inputType === 'integer' || inputType === 'number') {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const number = Number(trimmed);
    if (Number.isFinite(number) && (inputType === 'number' || Number.isInteger(number))) return number;
    return text;
  }
  return text;
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** {r, g, b, a} (Superset's stored colour) <-> 'rgba(r, g, b, a)' (the colour input). */
export function rgbaToString(color: unknown): string {
  const c = color as Partial<Rgba> | null;
  if (!c || typeof c !== 'object' || typeof c.r !== 'number') return '';
  return `rgba(${c.r}, ${c.g ?? 0}, ${c.b ?? 0}, ${c.a ?? 1})`;
}

export function parseRgba(text: string): Rgba | null {
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text.trim());
  if (rgba) return { r: Number(rgba[1]), g: Number(rgba[2]), b: Number(rgba[3]), a: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!hex) return null;
  const digits = hex[1].length === 3 ? hex[1].replace(/./g, (d) => d + d) : hex[1];
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1 };
}


/** Spec 1 section 5: a colour is hex of 3 or 6 digits or rgb(r,g,b)/rgba(r,g,b,a) with opacity 0 to 1. */
export function colorError(text: string): string | null {
  const parsed = parseRgba(text);
  if (!parsed) return 'Invalid color';
  if ([parsed.r, parsed.g, parsed.b].some((channel) => channel > 255) || parsed.a < 0 || parsed.a > 1) return 'Invalid color';
  return null;
}
