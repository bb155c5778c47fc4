// The colour schemes the product offers, under Superset's scheme ids so saved charts keep their colours, and
// the label -> colour mapping the charts use. Colour values are published facts:
// - supersetColors: Apache Superset's default categorical palette;
// - d3Category10/20/20b/20c: d3-scale-chromatic / d3 v3 schemeCategory*;
// - googleCategory10c/20c: the Google Charts default series colours;
// - bnbColors: Airbnb's palette as Superset ships it;
// - echarts4Colors/echarts5Colors: Apache ECharts' default series colours (v4 and v5);
// - the sequential schemes: Superset's legacy linear schemes (ColorBrewer-derived greens/purples/oranges and
//   the diverging red_yellow_blue, brown_white_green, purple_white_green ramps).
// When a chart has more labels than its palette has colours, the palette is extended with analogous colours
// (the base colour with its hue turned a little and made lighter or darker) instead of repeating colours
// (spec 1 section 9).

export interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const CATEGORICAL_SCHEMES: readonly ColorScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: [
      '#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700', '#A868B7', '#3CCCCB', '#A38F79',
      '#8FD3E4', '#A1A6BD', '#ACE1C4', '#FEC0A1', '#B2B2B2', '#EFA1AA', '#FDE380', '#D3B3DA', '#9EE5E5', '#D1C6BC',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f', '#7b0051', '#007A87', '#00d1c1', '#8ce071', '#ffb400', '#b4a76c', '#ff8083', '#cc0086', '#00a1b3',
      '#00ffeb', '#bbedab', '#ffd266', '#cbc29a', '#ff3339', '#ff1ab1', '#005c66', '#00b3a5', '#55d12e', '#b37e00',
      '#988b4e',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: ['#3366cc', '#dc3912', '#ff9900', '#109618', '#990099', '#0099c6', '#dd4477', '#66aa00', '#b82e2e', '#316395'],
  },
  {
    id: 'googleCategory20c',
    label: 'Google Category 20c',
    colors: [
      '#3366cc', '#dc3912', '#ff9900', '#109618', '#990099', '#0099c6', '#dd4477', '#66aa00', '#b82e2e', '#316395',
      '#994499', '#22aa99', '#aaaa11', '#6633cc', '#e67300', '#8b0707', '#651067', '#329262', '#5574a6', '#3b3eac',
    ],
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'],
  },
  {
    id: 'd3Category20',
    label: 'D3 Category 20',
    colors: [
      '#1f77b4', '#aec7e8', '#ff7f0e', '#ffbb78', '#2ca02c', '#98df8a', '#d62728', '#ff9896', '#9467bd', '#c5b0d5',
      '#8c564b', '#c49c94', '#e377c2', '#f7b6d2', '#7f7f7f', '#c7c7c7', '#bcbd22', '#dbdb8d', '#17becf', '#9edae5',
    ],
  },
  {
    id: 'd3Category20b',
    label: 'D3 Category 20b',
    colors: [
      '#393b79', '#5254a3', '#6b6ecf', '#9c9ede', '#637939', '#8ca252', '#b5cf6b', '#cedb9c', '#8c6d31', '#bd9e39',
      '#e7ba52', '#e7cb94', '#843c39', '#ad494a', '#d6616b', '#e7969c', '#7b4173', '#a55194', '#ce6dbd', '#de9ed6',
    ],
  },
  {
    id: 'd3Category20c',
    label: 'D3 Category 20c',
    colors: [
      '#3182bd', '#6baed6', '#9ecae1', '#c6dbef', '#e6550d', '#fd8d3c', '#fdae6b', '#fdd0a2', '#31a354', '#74c476',
      '#a1d99b', '#c7e9c0', '#756bb1', '#9e9ac8', '#bcbddc', '#dadaeb', '#636363', '#969696', '#bdbdbd', '#d9d9d9',
    ],
  },
  {
    id: 'echarts4Colors',
    label: 'ECharts v4.x Colors',
    colors: ['#c23531', '#2f4554', '#61a0a8', '#d48265', '#91c7ae', '#749f83', '#ca8622', '#bda29a', '#6e7074', '#546570', '#c4ccd3'],
  },
  {
    id: 'echarts5Colors',
    label: 'ECharts v5.x Colors',
    colors: ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'],
  },
];

/** Sequential and diverging ramps: colours spread evenly from the lowest value to the highest. */
export const LINEAR_SCHEMES: readonly ColorScheme[] = [
  { id: 'blue_white_yellow', label: 'Blue, white, yellow', colors: ['#00d1c1', '#ffffff', '#ffb400'] },
  { id: 'fire', label: 'Fire', colors: ['#ffffff', '#ffff00', '#ff0000', '#000000'] },
  { id: 'white_black', label: 'White to black', colors: ['#ffffff', '#000000'] },
  { id: 'black_white', label: 'Black to white', colors: ['#000000', '#ffffff'] },
  { id: 'dark_blue', label: 'Dark blue', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'Pink, grey', colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', label: 'Greens', colors: ['#ffffcc', '#78c679', '#006837'] },
  { id: 'purples', label: 'Purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', label: 'Oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  { id: 'red_yellow_blue', label: 'Red, yellow, blue', colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'] },
  { id: 'brown_white_green', label: 'Brown, white, green', colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'] },
  { id: 'purple_white_green', label: 'Purple, white, green', colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'] },
];

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_LINEAR_SCHEME = 'blue_white_yellow';

/** A categorical scheme by id; unknown or missing ids (e.g. a scheme this product lacks) use the default. */
export function categoricalScheme(id: unknown): ColorScheme {
  return CATEGORICAL_SCHEMES.find((scheme) => scheme.id === id) ?? CATEGORICAL_SCHEMES[0];
}

export function linearScheme(id: unknown): ColorScheme {
  return LINEAR_SCHEMES.find((scheme) => scheme.id === id) ?? LINEAR_SCHEMES[0];
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function parseHex(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function toHsl([r, g, b]: [number, number, number]): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')}`;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The `round`-th analogous variant of a colour (round >= 1): odd rounds lighter with the hue turned one way,
 * even rounds darker with it turned the other way, further each time, so no two variants coincide. */
export function analogousColor(hex: string, round: number): string {
  if (round <= 0) return hex.toLowerCase();
  const base = toHsl(parseHex(hex));
  const step = Math.ceil(round / 2);
  const lighter = round % 2 === 1;
  const hue = (base.h + (lighter ? 1 : -1) * 12 * step + 360) % 360;
  // Capped well short of white: a pale variant on a white background is hard to read (word clouds, labels).
  const lightness = clamp(base.l + (lighter ? 0.12 : -0.12) * step, 0.12, 0.75);
  return toHex({ h: hue, s: base.s, l: lightness });
}

/** The colour of the index-th label of a chart: the scheme's colours in order, then analogous variants of them.
 * An explicit label colour (Superset's label_colors form data) wins. */
export function colorForLabel(
  schemeId: unknown,
  label: string,
  index: number,
  labelColors?: Readonly<Record<string, string>> | null,
): string {
  const explicit = labelColors?.[label];
  if (explicit) return explicit;
  const colors = categoricalScheme(schemeId).colors;
  const position = Math.max(0, Math.floor(index));
  return analogousColor(colors[position % colors.length], Math.floor(position / colors.length));
}

/**
 * The label colours of the page being shown (Superset's shared label colours): a label keeps the colour it
 * first got in any chart, so 'boy' is the same colour in the pie and in the line chart. A dashboard seeds the
 * page with the colours it stored (`map_label_colors`), so its labels keep their colours from one visit to the
 * next whichever chart's data arrives first; labels new to it take the scheme's next colour not already taken.
 */
const pageColors = {
  /** The stored label -> colour map the page was opened with; it holds for every scheme. */
  stored: new Map<string, string>(),
  /** Labels first coloured on this page, per scheme. */
  byScheme: new Map<string, Map<string, string>>(),
  listeners: new Set<() => void>(),
};

const COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/** Starts a new page of charts: forgets the labels coloured so far and seeds the stored map (a dashboard's
 * `map_label_colors`; entries that are not colours are ignored). */
export function startLabelColorPage(stored?: unknown): void {
  pageColors.stored.clear();
  pageColors.byScheme.clear();
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [label, color] of Object.entries(stored)) if (typeof color === 'string' && COLOUR.test(color)) pageColors.stored.set(label, color);
  }
}

/** Forgets the shared assignments (tests; a new page of charts). */
export function resetSharedLabelColors(): void {
  startLabelColorPage();
}

/** The page's whole label -> colour map: the stored one, then what was coloured since (the first colour wins). */
export function pageLabelColors(): Record<string, string> {
  const all: Record<string, string> = Object.fromEntries(pageColors.stored);
  for (const assigned of pageColors.byScheme.values()) for (const [label, color] of assigned) all[label] ??= color;
  return all;
}

/** Calls `listener` whenever a label gets its first colour on the page; returns the unsubscribe. */
export function onLabelColored(listener: () => void): () => void {
  pageColors.listeners.add(listener);
  return () => pageColors.listeners.delete(listener);
}

/** A chart's label -> colour function: an explicit label colour wins; then the page's stored colour of the
 * label; then the colour the label already has on this page for the scheme; else the scheme's next colour
 * (then analogous variants) that no label on the page holds. */
export function createColorScale(
  schemeId: unknown,
  labelColors?: Readonly<Record<string, string>> | null,
): (label: string) => string {
  const scheme = categoricalScheme(schemeId).id;
  let assigned = pageColors.byScheme.get(scheme);
  if (!assigned) pageColors.byScheme.set(scheme, (assigned = new Map()));
  const own = assigned;
  return (label: string) => {
    const explicit = labelColors?.[label];
    if (explicit) return explicit;
    const known = pageColors.stored.get(label) ?? own.get(label);
    if (known) return known;
    const taken = new Set([...pageColors.stored.values(), ...own.values()].map((c) => c.toLowerCase()));
    let index = own.size;
    let color = colorForLabel(scheme, label, index);
    while (taken.has(color.toLowerCase())) color = colorForLabel(scheme, label, ++index);
    own.set(label, color);
    for (const listener of pageColors.listeners) listener();
    return color;
  };
}

/** A colour on a linear scheme for t in [0, 1] (clamped), interpolating between the ramp's stops in RGB. */
export function linearColor(schemeId: unknown, t: number): string {
  const stops = linearScheme(schemeId).colors;
  const position = clamp(Number.isFinite(t) ? t : 0, 0, 1) * (stops.length - 1);
  const low = Math.floor(position);
  const high = Math.min(stops.length - 1, low + 1);
  const fraction = position - low;
  const [a, b] = [parseHex(stops[low]), parseHex(stops[high])];
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * fraction).toString(16).padStart(2, '0')).join('')}`;
}
