import { formulaAnnotations, parseFormula } from './annotations';
import { annotationSeries } from './highcharts-options';

describe('formula annotations', () => {
  it.each([
    ['10000', 3, 10000],
    ['y = 2*x + 1', 3, 7],
    ['-x^2', 3, -9],
    ['2^3^2', 0, 512],
    ['(x + 1) * (x - 1) / 2', 3, 4],
    ['x % 2', 7, 1],
    ['sqrt(x) + max(1, x, 2)', 4, 6],
    ['PI * 0 + abs(-x)', 5, 5],
    ['1.5e3 + .5', 0, 1500.5],
  ])('evaluates %s at x=%d', (formula, x, y) => {
    expect(parseFormula(formula)(x)).toBe(y);
  });

  it.each([['x +'], ['foo(x)'], ['x y'], ['(x'], ['alert("x")'], ['x; 1']])('rejects %s', (formula) => {
    expect(() => parseFormula(formula)).toThrow();
  });

  it('keeps shown formula layers that parse, with their style', () => {
    const layers = formulaAnnotations([
      { name: 'Target', annotationType: 'FORMULA', value: '500000', show: true, color: '#ff0000', opacity: 'opacityMedium', width: 2, style: 'dashed' },
      { name: 'Hidden', annotationType: 'FORMULA', value: 'x', show: false },
      { name: 'Broken', annotationType: 'FORMULA', value: 'x +' },
      { name: 'Events', annotationType: 'EVENT', value: 3 },
    ]);
    expect(layers.map(({ name, color, opacity, width, dashStyle }) => ({ name, color, opacity, width, dashStyle }))).toEqual([
      { name: 'Target', color: '#ff0000', opacity: 0.5, width: 2, dashStyle: 'Dash' },
    ]);
    expect(layers[0].evaluate(1)).toBe(500000);
    expect(formulaAnnotations([{ annotationType: 'FORMULA', value: '1/0' }])[0].evaluate(1)).toBeNull();
  });

  it('draws a layer at every x of a time axis, and none on a category axis', () => {
    const annotations = formulaAnnotations([{ name: 'Double', annotationType: 'FORMULA', value: '2*x' }]);
    const series = [
      { name: 'a', data: [[2, 1], [1, 1]] as Array<[number, number]>, comparison: false },
      { name: 'b', data: [[3, 1]] as Array<[number, number]>, comparison: false },
    ];
    expect(annotationSeries({ annotations, series, xAxisType: 'datetime' })).toEqual([
      { type: 'line', name: 'Double', data: [[1, 2], [2, 4], [3, 6]], color: '#666666', opacity: 1, lineWidth: 1, dashStyle: 'Solid', marker: { enabled: false } },
    ]);
    expect(annotationSeries({ annotations, series, xAxisType: 'category' })).toEqual([]);
  });
});
