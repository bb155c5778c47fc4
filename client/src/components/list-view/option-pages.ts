// The pages of a searched select's options (spec 1 §9: selects are searchable and paged over the server's
// related/distinct options): what is loaded for the current search text, which page to ask for next, and the
// options to draw. Pure, so the select only asks and draws.
import type { SelectOption } from './list-spec';

/** One page of options as the server answers it: how many match in all, and this page's options. */
export interface OptionPage {
  count: number;
  options: SelectOption[];
}

/** The options loaded for one search text. */
export interface OptionPages {
  search: string;
  /** By page index; a page still on its way is missing. */
  pages: ReadonlyArray<SelectOption[] | undefined>;
  /** How many match in all; null until the first answer. */
  count: number | null;
}

export const noOptionPages = (search: string): OptionPages => ({ search, pages: [], count: null });

/** A copy of the pages with room up to `index` (missing pages as undefined, never holes). */
function padded(pages: OptionPages['pages'], index: number): Array<SelectOption[] | undefined> {
  const copy = [...pages];
  while (copy.length <= index) copy.push(undefined);
  return copy;
}

/**
 * The pages with an answer in: the page's options, or, when the ask failed (null), the page no longer awaited
 * so scrolling asks again. An answer for another search text (typed over since) is dropped.
 */
export function withOptionPage(current: OptionPages, search: string, index: number, page: OptionPage | null): OptionPages {
  if (search !== current.search) return current;
  if (page === null) return index === current.pages.length - 1 && current.pages[index] === undefined ? { ...current, pages: current.pages.slice(0, index) } : current;
  const pages = padded(current.pages, index);
  pages[index] = page.options;
  return { search, pages, count: page.count };
}

/** The options loaded so far, in page order, each value once (a row that moved between pages is not doubled). */
export function loadedOptions(pages: OptionPages): SelectOption[] {
  const seen = new Set<string>();
  return pages.pages.flatMap((page) =>
    (page ?? []).filter((option) => {
      const value = typeof option === 'string' ? option : option.value;
      if (seen.has(value)) return false;
      seen.add(value);
      return true;
    }),
  );
}

/**
 * The page to ask for when the person scrolls to the end of the options: the one after the last loaded, while
 * the server says more match; null while the first answer is awaited, a page is on its way, or all are in.
 */
export function nextOptionPage(pages: OptionPages, pageSize: number): number | null {
  if (pages.count === null || pages.pages.some((page) => page === undefined)) return null;
  const next = pages.pages.length;
  return next * pageSize < pages.count ? next : null;
}

/** The pages with a page marked as asked for (so a second scroll to the end does not ask again). */
export function askingOptionPage(current: OptionPages, index: number): OptionPages {
  return index < current.pages.length ? current : { ...current, pages: padded(current.pages, index) };
}
