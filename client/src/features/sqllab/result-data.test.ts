import { clampColumnWidth, columnWidthAfterKey, columnWidths, MAX_AUTO_WIDTH, type TextMeasure } from './result-data';

/** One pixel per character in cells and type lines, five in headers: easy widths to reason about. */
const measure: TextMeasure = (text, font) => text.length * (font === 'header' ? 5 : 1);

describe('result column widths', () => {
  it('fit the widest of the header and the sampled cells, plus padding', () => {
    const rows = [{ name: 'Aaron', 'sum(num)': 1 }, { name: 'x'.repeat(70), 'sum(num)': 123456789 }];
    const [name, sum] = columnWidths([{ name: 'name', type: 'VARCHAR' }, { name: 'sum(num)', type: 'HUGEINT' }], rows, measure);
    // name: the longest cell, 70 px, + 16 padding.
    expect(name).toBe(86);
    // sum(num): the header, 40 px, + 10 for the resize handle + 16 padding, beats the 9-digit cell.
    expect(sum).toBe(66);
  });

  it('stop at the maximum for long values, and never go below the minimum', () => {
    expect(columnWidths([{ name: 'json' }], [{ json: 'x'.repeat(5000) }], measure)).toEqual([MAX_AUTO_WIDTH]);
    expect(columnWidths([{ name: 'a' }], [{ a: 1 }], measure)).toEqual([60]);
  });

  it('do not cut a header like sum(num) with the default measure', () => {
    const [width] = columnWidths([{ name: 'sum(num)', type: 'HUGEINT' }], [{ 'sum(num)': 5 }]);
    expect(width).toBeGreaterThanOrEqual(8 * 8.4 + 16);
  });

  it('are resized by keyboard in steps, within bounds', () => {
    expect(columnWidthAfterKey('ArrowRight', false, 100)).toBe(116);
    expect(columnWidthAfterKey('ArrowLeft', true, 100)).toBe(40);
    expect(columnWidthAfterKey('ArrowUp', false, 100)).toBeNull();
    expect(clampColumnWidth(99999)).toBe(1600);
  });
});
