// How a big number's text is sized inside the chart (pure, so it is tested without a browser).

// With a trend line the text shares the height with the chart (Superset gives the line about 40%).
export const TEXT_SHARE_WITH_TRENDLINE = 0.6;
// The subheader size control runs up to 0.4 of the height; scaled so 'Small' (0.15) reads as a caption.
export const SUBHEADER_SCALE = 0.6;

// Average glyph width as a share of the font size: long numbers shrink to fit the width.
const GLYPH_WIDTH = 0.62;

/** A font size: the share of the height asked for, but never wider than the chart for this text. */
export function fitFontSize(heightShare: number, text: string): string {
  const widthLimit = 100 / (Math.max(1, text.length) * GLYPH_WIDTH);
  return `min(${heightShare * 100}cqh, ${widthLimit.toFixed(2)}cqw)`;
}
