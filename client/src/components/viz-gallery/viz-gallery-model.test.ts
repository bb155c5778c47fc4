import { registeredVizs } from '../../viz/registry';
import { VIZ_CATEGORIES } from '../../viz/types';
import { galleryCategories, galleryEntries, galleryTags, RECENT_LIMIT, rememberVizType, searchRank, storedRecent } from './viz-gallery-model';

const vizs = registeredVizs();
const names = (entries: ReadonlyArray<{ name: string }>) => entries.map((viz) => viz.name);

describe('viz-type gallery', () => {
  it('shows every chart type once under All charts: featured first, deprecated last (spec 1 §9 label weights)', () => {
    const all = galleryEntries(vizs, { kind: 'all' }, '', []);
    expect(all).toHaveLength(vizs.length);
    expect(new Set(all).size).toBe(all.length);
    expect(names(all.slice(0, 5))).toEqual(['Bar Chart', 'Big Number with Trendline', 'Line Chart', 'Pivot Table', 'Table']);
    expect(all.at(-1)?.vizTypes).toEqual(['dist_bar']);
    expect(names(all.slice(5, -1))).toEqual([...names(all.slice(5, -1))].sort((a, b) => a.localeCompare(b)));
  });

  it('shows the featured types under Featured, and a category or a tag its own types', () => {
    expect(names(galleryEntries(vizs, { kind: 'featured' }, '', []))).toEqual(['Bar Chart', 'Big Number with Trendline', 'Line Chart', 'Pivot Table', 'Table']);
    expect(names(galleryEntries(vizs, { kind: 'category', category: 'Part of a Whole' }, '', []))).toEqual(['Pie Chart', 'Sunburst Chart', 'Treemap']);
    expect(names(galleryEntries(vizs, { kind: 'category', category: 'Table' }, '', []))).toEqual(['Pivot Table', 'Table']);
    const statistical = galleryEntries(vizs, { kind: 'tag', tag: 'Statistical' }, '', []);
    expect(names(statistical)).toEqual(['Box Plot', 'Histogram']);
  });

  it('searches every type whatever the side bar shows, names before tags before descriptions', () => {
    const found = galleryEntries(vizs, { kind: 'category', category: 'KPI' }, 'line', []);
    // Names with a word starting 'line' first (featured first), then names containing it, then tags.
    expect(names(found).slice(0, 4)).toEqual(['Line Chart', 'Smooth Line', 'Stepped Line', 'Big Number with Trendline']);
    expect(names(found).slice(4)).toContain('Area Chart');
    expect(names(galleryEntries(vizs, { kind: 'all' }, '  PIE ', []))).toEqual(['Pie Chart']);
    expect(galleryEntries(vizs, { kind: 'all' }, 'no such chart', [])).toEqual([]);
  });

  it('needs every word of a search to match somewhere', () => {
    const pie = vizs.find((viz) => viz.name === 'Pie Chart')!;
    expect(searchRank(pie, 'pie')).toBe(0);
    expect(searchRank(pie, 'percentages')).toBe(2);
    expect(searchRank(pie, 'donut')).toBe(3);
    expect(searchRank(pie, 'pie map')).toBeNull();
    expect(searchRank(pie, '')).toBe(0);
  });

  it('lists recently used types in the order used, legacy aliases as their current type, unknown types dropped', () => {
    const recent = ['pie', 'line', 'no_such_type', 'table'];
    expect(names(galleryEntries(vizs, { kind: 'recent' }, '', recent))).toEqual(['Pie Chart', 'Line Chart', 'Table']);
  });

  it('keeps the recently used list newest first, without repeats, at most RECENT_LIMIT long', () => {
    expect(rememberVizType([], 'pie')).toEqual(['pie']);
    expect(rememberVizType(['table', 'pie', 'big_number'], 'pie')).toEqual(['pie', 'table', 'big_number']);
    const full = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(rememberVizType(full, 'g')).toEqual(['g', 'a', 'b', 'c', 'd', 'e']);
    expect(rememberVizType(full, 'g')).toHaveLength(RECENT_LIMIT);
  });

  it('reads a stored recent list that is not a list of names as empty', () => {
    expect(storedRecent(['pie', 3, 'table'])).toEqual(['pie', 'table']);
    expect(storedRecent('pie')).toEqual([]);
    expect(storedRecent(null)).toEqual([]);
  });

  it('offers the categories in use in Superset order, and the tags shared by several types', () => {
    const categories = galleryCategories(vizs);
    expect(categories).toEqual(VIZ_CATEGORIES.filter((category) => categories.includes(category)));
    expect(categories).toEqual(expect.arrayContaining(['Evolution', 'Table', 'KPI', 'Map', 'Flow']));
    const tags = galleryTags(vizs);
    expect(tags[0]).toBe('Comparison');
    expect(tags).toContain('Popular');
    for (const tag of tags) expect(vizs.filter((viz) => viz.gallery.tags.includes(tag)).length).toBeGreaterThan(1);
  });
});
