import { checkLayout } from '../modules/dashboard';
import { checkMetadata, toMetadataView } from '../modules/dashboard';
import { buildExampleDashboard } from './dashboard-builder';
import { EXAMPLES } from './catalog';

describe.each(EXAMPLES.map((e) => [e.key, e] as const))('the %s example dashboard', (_key, example) => {
  const def = example.dashboard!;
  const ids = new Map(example.charts.map((c, i) => [c.uuid, { id: 100 + i, uuid: c.uuid, sliceName: c.sliceName }]));
  const built = buildExampleDashboard(def, (uuid) => ids.get(uuid), 7);

  it('exists, published under a slug', () => {
    expect(def).toBeDefined();
    expect(def.slug).toMatch(/^[\w-]+$/);
  });

  it('has a layout the nesting rules accept, holding every chart of the example once', () => {
    const checked = checkLayout(built.layout);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    expect([...built.chartIds].sort()).toEqual([...ids.values()].map((c) => c.id).sort());
  });

  it('has metadata of the right types, its filters on the example dataset', () => {
    expect(checkMetadata(built.metadata)).toBeNull();
    const view = toMetadataView(built.metadata);
    for (const filter of view.nativeFilterConfiguration) {
      expect(filter.id).toMatch(/^NATIVE_FILTER-/);
      const target = filter.targets[0] as { datasetId?: number; column?: { name: string } };
      if (filter.filterType !== 'filter_time') expect(target).toEqual({ datasetId: 7, column: { name: expect.any(String) } });
      for (const parent of filter.cascadeParentIds) expect(view.nativeFilterConfiguration.map((f) => f.id)).toContain(parent);
    }
  });
});

describe('what the examples ask for', () => {
  const byKey = Object.fromEntries(EXAMPLES.map((e) => [e.key, e]));
  const built = (key: string) => {
    const e = byKey[key];
    const ids = new Map(e.charts.map((c, i) => [c.uuid, { id: i + 1, uuid: c.uuid, sliceName: c.sliceName }]));
    return buildExampleDashboard(e.dashboard!, (uuid) => ids.get(uuid), 1);
  };

  it('births: "USA Births Names" at /births, top-level tabs, gender/state/name/time filters', () => {
    const b = built('births');
    expect([byKey.births.dashboard!.title, byKey.births.dashboard!.slug]).toEqual(['USA Births Names', 'births']);
    expect(Object.values(b.layout).filter((c) => typeof c === 'object' && c.type === 'TAB')).toHaveLength(2);
    const view = toMetadataView(b.metadata);
    expect(view.nativeFilterConfiguration.map((f) => f.name)).toEqual(['Gender', 'State', 'Name', 'Time range']);
  });

  it('sales: a horizontal filter bar with cross-filters', () => {
    const view = toMetadataView(built('sales').metadata);
    expect([view.filterBarOrientation, view.crossFiltersEnabled]).toEqual(['HORIZONTAL', true]);
    expect(Object.keys(view.chartConfiguration)).toHaveLength(byKey.sales.charts.length);
  });

  it('world health: a world map and markdown, cross-filters', () => {
    const b = built('world_health');
    expect(byKey.world_health.charts.some((c) => c.vizType === 'world_map')).toBe(true);
    expect(Object.values(b.layout).some((c) => typeof c === 'object' && c.type === 'MARKDOWN')).toBe(true);
    expect(toMetadataView(b.metadata).crossFiltersEnabled).toBe(true);
  });

  it('long time series refreshes itself; events holds 25 charts', () => {
    expect(toMetadataView(built('long_timeseries').metadata).refreshFrequency).toBeGreaterThan(0);
    expect(built('events_10m').chartIds).toHaveLength(25);
    expect(byKey.events_10m.large).toBe(true);
  });
});
