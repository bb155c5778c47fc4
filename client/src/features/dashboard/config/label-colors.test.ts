import { categoricalScheme } from '../../../viz/shared/color-schemes';
import { labelColorPreview } from './label-colors';

describe('labelColorPreview', () => {
  const colors = categoricalScheme('supersetColors').colors;
  it.each<[string, unknown, unknown, Array<[string, string, string]>]>([
    ['nothing set', {}, [], []],
    ['custom colours stay whatever the scheme', { boy: '#00f' }, [], [['boy', '#00f', 'custom']]],
    ['shared labels take the scheme in order', {}, ['boy', 'girl'], [['boy', colors[0].toLowerCase(), 'shared'], ['girl', colors[1].toLowerCase(), 'shared']]],
    ['a custom colour wins over the shared one', { girl: '#f00' }, ['boy', 'girl'], [['girl', '#f00', 'custom'], ['boy', colors[0].toLowerCase(), 'shared']]],
    ['old metadata with shared colours as a map', {}, { boy: '#123' }, [['boy', colors[0].toLowerCase(), 'shared']]],
  ])('%s', (_, custom, shared, expected) => {
    expect(labelColorPreview('supersetColors', custom, shared).map((entry) => [entry.label, entry.color.toLowerCase(), entry.source])).toEqual(expected);
  });
});
