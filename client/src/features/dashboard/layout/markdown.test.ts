import { parseBlocks } from './markdown';

describe('markdown blocks', () => {
  it('splits headings, paragraphs and lists', () => {
    expect(parseBlocks('## USA births\n\nBirths by name\nand state.\n\n- one\n- two\n1. first')).toEqual([
      { kind: 'heading', level: 2, text: 'USA births' },
      { kind: 'paragraph', text: 'Births by name and state.' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first'] },
    ]);
  });

  it('keeps HTML as text (it is never parsed as markup)', () => {
    expect(parseBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });
});
