// The viz-type gallery's logic, pure so it is unit-tested: what a side-bar choice or a search shows and in
// which order, the side bar's categories and tags, and the recently used list. The registry is the only
// source of chart types; this file only orders and filters them.
import type { RegisteredViz } from '../../viz/registry';
import { VIZ_CATEGORIES, type VizCategory, type VizLabel } from '../../viz/types';

/** What the gallery's side bar can show. */
export type GallerySection =
  | { kind: 'all' }
  | { kind: 'recent' }
  | { kind: 'featured' }
  | { kind: 'category'; category: VizCategory }
  | { kind: 'tag'; tag: string };

/** How a label reads in the gallery: its badge text and colour, and the tooltip that explains it. */
export const VIZ_LABELS: Record<VizLabel, { text: string; color: string; tooltip: string }> = {
  featured: { text: 'Featured', color: 'blue', tooltip: 'A chart type recommended for most uses; featured types are listed first.' },
  deprecated: {
    text: 'Deprecated',
    color: 'red',
    tooltip: 'Kept so that saved charts keep working, and listed last: it may be removed in a future version. Prefer another type for new charts.',
  },
};

// Spec 1 §9: Deprecated weighs -0.1, Featured +0.1 — featured types first, deprecated last.
const LABEL_WEIGHT: Record<VizLabel, number> = { deprecated: -0.1, featured: 0.1 };

/** How many chart types "Recently used" keeps. */
export const RECENT_LIMIT = 6;

/** A chart type's current viz_type (the one new charts are saved with). */
export const currentVizType = (viz: RegisteredViz): string => viz.vizTypes[0];

const weight = (viz: RegisteredViz) => (viz.label ? LABEL_WEIGHT[viz.label] : 0);

/** Featured first, deprecated last, then by name. */
export function byLabelThenName(a: RegisteredViz, b: RegisteredViz): number {
  return weight(b) - weight(a) || a.name.localeCompare(b.name);
}

/** How well a chart type matches the search, best 0; null when it does not. Every word must match. */
export function searchRank(viz: RegisteredViz, search: string): number | null {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const name = viz.name.toLowerCase();
  const terms = [viz.gallery.category, ...viz.gallery.tags].map((term) => term.toLowerCase());
  const description = viz.gallery.description.toLowerCase();
  let rank = 0;
  for (const word of words) {
    if (name.split(/[\s()]+/).some((part) => part.startsWith(word))) continue;
    if (name.includes(word)) rank = Math.max(rank, 1);
    else if (terms.some((term) => term.includes(word))) rank = Math.max(rank, 2);
    else if (description.includes(word)) rank = Math.max(rank, 3);
    else return null;
  }
  return rank;
}

/**
 * The chart types the gallery shows: a search looks through every type (best matches first, whatever the side
 * bar shows, as in Superset); otherwise the side bar's section, recently used in the order used.
 */
export function galleryEntries(vizs: ReadonlyArray<RegisteredViz>, section: GallerySection, search: string, recent: readonly string[]): RegisteredViz[] {
  if (search.trim()) {
    return vizs
      .map((viz) => ({ viz, rank: searchRank(viz, search) }))
      .filter((entry): entry is { viz: RegisteredViz; rank: number } => entry.rank !== null)
      .sort((a, b) => a.rank - b.rank || byLabelThenName(a.viz, b.viz))
      .map((entry) => entry.viz);
  }
  if (section.kind === 'recent') {
    return recent.flatMap((vizType) => vizs.find((viz) => viz.vizTypes.includes(vizType)) ?? []);
  }
  const inSection = (viz: RegisteredViz): boolean => {
    switch (section.kind) {
      case 'all':
        return true;
      case 'featured':
        return viz.label === 'featured';
      case 'category':
        return viz.gallery.category === section.category;
      case 'tag':
        return viz.gallery.tags.includes(section.tag);
    }
  };
  return vizs.filter(inSection).sort(byLabelThenName);
}

/** The categories that have chart types, in Superset's order. */
export function galleryCategories(vizs: ReadonlyArray<RegisteredViz>): VizCategory[] {
  return VIZ_CATEGORIES.filter((category) => vizs.some((viz) => viz.gallery.category === category));
}

/** The tags shared by at least two chart types (a tag of one type filters nothing a search would not),
 * most used first. */
export function galleryTags(vizs: ReadonlyArray<RegisteredViz>): string[] {
  const counts = new Map<string, number>();
  for (const tag of vizs.flatMap((viz) => viz.gallery.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([tag]) => tag);
}

/** The recently used list after choosing a type: it moves to the front, the oldest falls off. */
export function rememberVizType(recent: readonly string[], vizType: string): string[] {
  return [vizType, ...recent.filter((type) => type !== vizType)].slice(0, RECENT_LIMIT);
}

/** The stored recently used list as written by this app; anything else (edited by hand, an older shape) reads
 * as empty. */
export function storedRecent(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_LIMIT) : [];
}
