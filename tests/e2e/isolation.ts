// Which spec files must not run at the same time, and why. The suite runs on two workers against one server and
// one admin user, so two files running side by side share everything that user sees: the example objects, the
// lists, the home page's recents and favourites, the SQL Lab tabs. Most files touch only objects of their own
// (names unique to the run) and run beside anything; the files below read or change something another file
// changes, and Playwright's test locks keep each such pair apart while the rest of the suite goes on in parallel.
// A lock is held by a file's whole run (each file runs in one worker, in order), and two files holding the same
// lock never run together. A file listed here calls `test.describe.configure({ lock: locksOf(__filename) })`;
// playwright.config.ts checks that each does.
//
// A new spec that reads a global count, the first rows of a list or a default, or changes an example object,
// belongs in this table; one that creates and deletes charts belongs among CHART_WRITERS.
import path from 'node:path';

/** Playwright's built-in lock: the file runs only when no other test runs (so, in practice, at the end). */
const EXCLUSIVE = '-exclusive-';

/** Files that create, rename or delete charts while they run. */
const CHART_WRITERS = ['chart-gallery.spec.ts', 'dashboard-config.spec.ts', 'dashboard.spec.ts', 'explore.spec.ts', 'table-paging.spec.ts', 'tags.spec.ts'];

/** Files that read the whole chart list: its first page, its count, every chart on it. Each is kept apart from
 * every chart writer by a lock of that pair alone, so that the writers still run beside each other. */
const CHART_LIST_READERS = [
  // Opens the first row, renders every chart listed, and searches for the longest listed name: another file's
  // chart, listed and then deleted (or one made without params), fails it.
  'charts.spec.ts',
  // Counts the list before and after filters ('clear all filters' brings back the same count) and sorts the
  // names it shows.
  'list-cards.spec.ts',
];

/** The locks of each file that needs any, with the reason. */
const LOCKS: Record<string, string[]> = {
  // The admin's recents (Viewed, Edited, Created, newest first) and favourites: any chart or dashboard another
  // file opens, saves, creates or stars in the meantime changes what it expects first.
  'home.spec.ts': [EXCLUSIVE],
  // Saves a new label for birth_names' sum__num ("Births"), which the explore and dashboard files expect by
  // that name, and reads birth_names' stored columns and metrics.
  'datasets.spec.ts': [EXCLUSIVE],
  // Imports the exported USA Births Names bundle over the example dashboard, its charts, dataset and database.
  'import-export.spec.ts': [EXCLUSIVE],
  // SQL Lab's tabs are kept per user on the server: sqllab-editor deletes them all and expects one fresh tab,
  // sqllab counts them across a reload, sqllab-links counts the birth_names ones; explore's 'Run in SQL Lab'
  // adds one, and a visit to SQL Lab with none (security-headers) creates one.
  'sqllab.spec.ts': ['sqllab-tabs'],
  'sqllab-editor.spec.ts': ['sqllab-tabs'],
  'sqllab-links.spec.ts': ['sqllab-tabs'],
  'security-headers.spec.ts': ['sqllab-tabs'],
  'explore.spec.ts': ['sqllab-tabs'],
  // The Sales dashboard stores its label colours on an editor's first visit, in the order its charts arrive;
  // two first visits at once (a short window loads the charts in another order) store two different maps, and
  // the label colour test then finds the other one after its reload.
  'dashboard.spec.ts': ['sales-label-colors'],
  'dashboard-share.spec.ts': ['sales-label-colors'],
};

for (const reader of CHART_LIST_READERS) {
  for (const writer of CHART_WRITERS) {
    const lock = `chart-list: ${reader} / ${writer}`;
    LOCKS[reader] = [...(LOCKS[reader] ?? []), lock];
    LOCKS[writer] = [...(LOCKS[writer] ?? []), lock];
  }
}

/** The locks of a spec file (by its path), for `test.describe.configure({ lock })`. */
export function locksOf(file: string): string[] {
  const entry = LOCKS[path.basename(file)];
  if (!entry) throw new Error(`${path.basename(file)} has no entry in e2e/isolation.ts`);
  return entry;
}

/** The files that must declare their locks. */
export const filesWithLocks = (): string[] => Object.keys(LOCKS).sort();
