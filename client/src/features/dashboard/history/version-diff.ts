// What a kept version changed from the one before it, row by row for the history drawer's before/after table:
// the layout component by component (layout-diff.ts, as the overwrite confirmation shows it), the native
// filters by name, and the properties. Pure.
import type { Layout } from '@tessera/layout-rules';
import type { DashboardVersionContentFragment } from '../../../gql/graphql';
import { stableStringify } from '../../explore/form-data-diff';
import { layoutDiff } from '../edit/layout-diff';

export interface VersionChangeRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

type Filter = DashboardVersionContentFragment['metadata']['nativeFilterConfiguration'][number];

const NONE = '—';

function describeFilter(filter: Filter | undefined, index: number): string {
  if (!filter) return NONE;
  return `${filter.name || filter.id}, ${filter.type === 'DIVIDER' ? 'divider' : (filter.filterType ?? 'filter')}, position ${index + 1}`;
}

function filterRows(before: readonly Filter[], after: readonly Filter[]): VersionChangeRow[] {
  const ids = [...new Set([...before.map((f) => f.id), ...after.map((f) => f.id)])];
  return ids.flatMap((id) => {
    const b = before.findIndex((f) => f.id === id);
    const a = after.findIndex((f) => f.id === id);
    const was = describeFilter(before[b], b);
    let now = describeFilter(after[a], a);
    const settingsChanged = b >= 0 && a >= 0 && stableStringify(before[b].config) !== stableStringify(after[a].config);
    if (was === now && !settingsChanged) return [];
    if (was === now) now = `${now} (settings changed)`;
    const filter = after[a] ?? before[b];
    return [{ key: `filter:${id}`, label: `${filter.type === 'DIVIDER' ? 'Divider' : 'Filter'} “${filter.name || id}”`, before: was, after: now }];
  });
}

const text = (value: string | null | undefined) => (value ? value : NONE);
const cssText = (css: string | null | undefined) => (css?.trim() ? `${css.trim().split('\n')[0].slice(0, 60)} (${css.length} characters)` : NONE);

function propertyRows(before: DashboardVersionContentFragment, after: DashboardVersionContentFragment): VersionChangeRow[] {
  const rows: [string, string, string][] = [
    ['Title', text(before.dashboardTitle), text(after.dashboardTitle)],
    ['Slug', text(before.slug), text(after.slug)],
    ['Status', before.published ? 'Published' : 'Draft', after.published ? 'Published' : 'Draft'],
    ['Certified by', text(before.certifiedBy), text(after.certifiedBy)],
    ['Certification details', text(before.certificationDetails), text(after.certificationDetails)],
    ['CSS', cssText(before.css), cssText(after.css)],
    ['Colour scheme', text(before.metadata.colorScheme), text(after.metadata.colorScheme)],
    ['Refresh frequency', `${before.metadata.refreshFrequency} s`, `${after.metadata.refreshFrequency} s`],
    ['Cross-filtering', before.metadata.crossFiltersEnabled ? 'On' : 'Off', after.metadata.crossFiltersEnabled ? 'On' : 'Off'],
    ['Filter bar', before.metadata.filterBarOrientation.toLowerCase(), after.metadata.filterBarOrientation.toLowerCase()],
  ];
  const changedCss = (before.css ?? '') !== (after.css ?? '');
  return rows.filter(([label, b, a]) => b !== a || (label === 'CSS' && changedCss)).map(([label, b, a]) => ({ key: `property:${label}`, label, before: b, after: a }));
}

const layoutOf = (position: unknown): Layout => (position && typeof position === 'object' ? (position as Layout) : {});

/** The rows that differ from `before` (the version kept before) to `after` (the version shown): layout, filters, properties. */
export function versionDiff(before: DashboardVersionContentFragment, after: DashboardVersionContentFragment): VersionChangeRow[] {
  const layout = layoutDiff(layoutOf(before.position), layoutOf(after.position)).map((change) => ({ key: `layout:${change.id}`, label: change.label, before: change.before, after: change.after }));
  return [...layout, ...filterRows(before.metadata.nativeFilterConfiguration, after.metadata.nativeFilterConfiguration), ...propertyRows(before, after)];
}
