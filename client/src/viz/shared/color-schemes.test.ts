import {
  analogousColor,
  CATEGORICAL_SCHEMES,
  categoricalScheme,
  colorForLabel,
  createColorScale,
  linearColor,
  resetSharedLabelColors,
  startLabelColorPage,
  pageLabelColors,
  onLabelColored,
} from './color-schemes';

describe('colour schemes', () => {
  it('offers Superset scheme ids with valid hex colours', () => {
    expect(CATEGORICAL_SCHEMES.map((scheme) => scheme.id)).toEqual(
      expect.arrayContaining(['supersetColors', 'bnbColors', 'googleCategory10c', 'd3Category10', 'd3Category20']),
    );
    for (const scheme of CATEGORICAL_SCHEMES) {
      for (const color of scheme.colors) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('falls back to the default scheme for unknown ids', () => {
    expect(categoricalScheme('noSuchScheme').id).toBe('supersetColors');
    expect(categoricalScheme(undefined).id).toBe('supersetColors');
  });

  it('uses the palette in order while it lasts', () => {
    expect(colorForLabel('d3Category10', 'a', 0)).toBe('#1f77b4');
    expect(colorForLabel('d3Category10', 'b', 9)).toBe('#17becf');
  });

  it('extends the palette by analogous colours, never repeating one', () => {
    const colors = Array.from({ length: 50 }, (_, index) => colorForLabel('d3Category10', `l${index}`, index));
    expect(new Set(colors).size).toBe(50);
    // The 11th label is a lighter variant of the first colour, the 21st a darker one.
    expect(colors[10]).toBe(analogousColor('#1f77b4', 1));
    expect(colors[20]).toBe(analogousColor('#1f77b4', 2));
  });

  it.each([
    ['lighter on odd rounds', '#1f77b4', 1, (l: number, base: number) => l > base],
    ['darker on even rounds', '#1f77b4', 2, (l: number, base: number) => l < base],
  ])('makes analogous colours %s', (_name, hex, round, compare) => {
    const lightness = (color: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
      return Math.max(r, g, b) + Math.min(r, g, b);
    };
    expect(compare(lightness(analogousColor(hex, round)), lightness(hex))).toBe(true);
  });

  it('lets explicit label colours win', () => {
    expect(colorForLabel('d3Category10', 'boys', 0, { boys: '#000000' })).toBe('#000000');
  });

  it('gives a label the same colour in every chart on the page; an explicit colour wins', () => {
    resetSharedLabelColors();
    const pie = createColorScale('d3Category10');
    expect([pie('girl'), pie('boy')]).toEqual(['#1f77b4', '#ff7f0e']);
    const line = createColorScale('d3Category10');
    expect([line('boy'), line('other'), line('girl')]).toEqual(['#ff7f0e', '#2ca02c', '#1f77b4']);
    expect(createColorScale('d3Category10', { boy: '#000000' })('boy')).toBe('#000000');
    expect(createColorScale('bnbColors')('boy')).not.toBe('#ff7f0e');
  });

  it('seeds the page with stored colours, which win for every scheme, and gives new labels colours not taken', () => {
    startLabelColorPage({ boy: '#1f77b4', girl: '#ff7f0e', broken: 'red; background: url(x)', other: 3 });
    const pie = createColorScale('d3Category10');
    expect([pie('girl'), pie('boy'), pie('other'), pie('broken')]).toEqual(['#ff7f0e', '#1f77b4', '#2ca02c', '#d62728']);
    expect(createColorScale('bnbColors')('boy')).toBe('#1f77b4');
    expect(pageLabelColors()).toEqual({ boy: '#1f77b4', girl: '#ff7f0e', other: '#2ca02c', broken: '#d62728' });
  });

  it('tells listeners when a label is first coloured, not when it is looked up again', () => {
    startLabelColorPage({ boy: '#1f77b4' });
    let calls = 0;
    const stop = onLabelColored(() => calls++);
    const scale = createColorScale('d3Category10');
    scale('boy');
    scale('girl');
    scale('girl');
    stop();
    scale('other');
    expect(calls).toBe(1);
  });

  it('keeps a label on the colour it first got', () => {
    resetSharedLabelColors();
    const scale = createColorScale('d3Category10');
    expect(scale('girl')).toBe('#1f77b4');
    expect(scale('boy')).toBe('#ff7f0e');
    expect(scale('girl')).toBe('#1f77b4');
  });

  it.each([
    [0, '#000000'],
    [1, '#ffffff'],
    [0.5, '#808080'],
    [-3, '#000000'],
    [Number.NaN, '#000000'],
  ])('interpolates a linear scheme at %s', (t, expected) => {
    expect(linearColor('black_white', t)).toBe(expected);
  });
});
