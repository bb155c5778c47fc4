import { clampSplit, percentAfterKey, percentAt } from './split-model';

const bounds = { min: 10, max: 90 };

describe('a resizable split', () => {
  it('puts the separator where the pointer is, within its bounds', () => {
    expect(percentAt(300, 100, 800, bounds)).toBe(25);
    expect(percentAt(50, 100, 800, bounds)).toBe(10);
    expect(percentAt(5000, 100, 800, bounds)).toBe(90);
    expect(percentAt(300, 100, 0, bounds)).toBe(10);
  });

  it.each<[string, boolean, 'row' | 'column', number | null]>([
    ['ArrowDown', false, 'column', 52],
    ['ArrowUp', false, 'column', 48],
    ['ArrowDown', true, 'column', 60],
    ['ArrowRight', false, 'row', 52],
    ['ArrowLeft', true, 'row', 40],
    ['ArrowRight', false, 'column', null],
    ['ArrowDown', false, 'row', null],
    ['Home', false, 'column', 10],
    ['End', false, 'row', 90],
    ['Enter', false, 'column', null],
  ])('moves with %s (shift %s) along a %s split', (key, shift, direction, expected) => {
    expect(percentAfterKey(key, shift, 50, direction, bounds)).toBe(expected);
  });

  it('never moves past its bounds by keyboard', () => {
    expect(percentAfterKey('ArrowUp', true, 12, 'column', bounds)).toBe(10);
    expect(percentAfterKey('ArrowDown', true, 88, 'column', bounds)).toBe(90);
  });

  it('keeps one decimal', () => {
    expect(clampSplit(33.333, bounds)).toBe(33.3);
  });
});
