import { askingOptionPage, loadedOptions, nextOptionPage, noOptionPages, withOptionPage } from './option-pages';

const option = (n: number) => ({ value: String(n), label: `User ${n}` });
const page = (from: number, to: number, count: number) => ({ count, options: Array.from({ length: to - from }, (_, i) => option(from + i)) });

describe('option pages', () => {
  it('asks for nothing more until the first page is in, then for the next page while more match', () => {
    let pages = noOptionPages('');
    expect(nextOptionPage(pages, 2)).toBeNull();
    pages = withOptionPage(askingOptionPage(pages, 0), '', 0, page(0, 2, 5));
    expect(nextOptionPage(pages, 2)).toBe(1);
    pages = askingOptionPage(pages, 1);
    // A second scroll to the end while page 1 is on its way asks for nothing.
    expect(nextOptionPage(pages, 2)).toBeNull();
    pages = withOptionPage(pages, '', 1, page(2, 4, 5));
    expect(nextOptionPage(pages, 2)).toBe(2);
    pages = withOptionPage(askingOptionPage(pages, 2), '', 2, page(4, 5, 5));
    expect(nextOptionPage(pages, 2)).toBeNull();
    expect(loadedOptions(pages).map((o) => (typeof o === 'string' ? o : o.value))).toEqual(['0', '1', '2', '3', '4']);
  });

  it('drops an answer for a search typed over since', () => {
    const pages = askingOptionPage(noOptionPages('ad'), 0);
    expect(withOptionPage(pages, 'a', 0, page(0, 2, 2))).toBe(pages);
  });

  it('lists each value once when a row moved between pages', () => {
    const pages = withOptionPage(withOptionPage(noOptionPages(''), '', 0, page(0, 2, 4)), '', 1, page(1, 3, 4));
    expect(loadedOptions(pages)).toEqual([option(0), option(1), option(2)]);
  });

  it('asks for a page again after its answer failed', () => {
    const first = withOptionPage(noOptionPages(''), '', 0, page(0, 2, 5));
    const asking = askingOptionPage(first, 1);
    expect(nextOptionPage(asking, 2)).toBeNull();
    expect(nextOptionPage(withOptionPage(asking, '', 1, null), 2)).toBe(1);
  });

  it('takes distinct values (plain strings) as options', () => {
    const pages = withOptionPage(noOptionPages(''), '', 0, { count: 2, options: ['main', 'public'] });
    expect(loadedOptions(pages)).toEqual(['main', 'public']);
  });
});
