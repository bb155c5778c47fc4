// Cross-filter scoping (spec 1 §4): which charts each chart's cross-filters reach — one global scoping for
// every chart, and per-chart scopings that replace it. Saved into json_metadata's chart_configuration and
// global_chart_configuration.
import { Button, Group, Modal, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Layout } from '../layout/layout-model';
import type { FilterScope } from '../native-filters/filter-scope';
import { checkedCharts, scopeOf, scopeTree } from './scope-tree';
import { ScopeTreeControl } from './scope-tree-control';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CrossFilterScoping {
  chartConfiguration: Record<string, { id: number; crossFilters: { scope: FilterScope | 'global'; chartsInScope: number[] } }>;
  globalChartConfiguration: { scope: FilterScope; chartsInScope: number[] };
}

/** The stored scoping read back: the global scope (whole dashboard by default) and each chart's own, if any. */
export function readCrossFilterScoping(chartConfiguration: unknown, globalChartConfiguration: unknown): { global: unknown; own: Map<number, unknown> } {
  const global = isObject(globalChartConfiguration) && isObject(globalChartConfiguration.scope) ? globalChartConfiguration.scope : null;
  const own = new Map<number, unknown>();
  if (isObject(chartConfiguration)) {
    for (const [key, value] of Object.entries(chartConfiguration)) {
      const cross = isObject(value) && isObject(value.crossFilters) ? value.crossFilters : null;
      if (cross && isObject(cross.scope)) own.set(Number(key), cross.scope);
    }
  }
  return { global, own };
}

interface Props {
  layout: Layout;
  charts: ReadonlyArray<{ id: number; sliceName: string }>;
  chartConfiguration: unknown;
  globalChartConfiguration: unknown;
  saving: boolean;
  onSave: (scoping: CrossFilterScoping) => void;
  onClose: () => void;
}

export function CrossFilterScopingModal({ layout, charts, chartConfiguration, globalChartConfiguration, saving, onSave, onClose }: Props) {
  const names = useMemo(() => new Map(charts.map((chart) => [chart.id, chart.sliceName])), [charts]);
  const tree = useMemo(() => scopeTree(layout, names), [layout, names]);
  const stored = useMemo(() => readCrossFilterScoping(chartConfiguration, globalChartConfiguration), [chartConfiguration, globalChartConfiguration]);
  const [global, setGlobal] = useState<Set<number>>(() => checkedCharts(layout, stored.global));
  const [own, setOwn] = useState<Map<number, Set<number>>>(() => new Map([...stored.own].map(([id, scope]) => [id, checkedCharts(layout, scope)])));
  const [selected, setSelected] = useState<number | null>(null);

  const submit = () => {
    const globalScope = scopeOf(tree, global);
    const chartConfig: CrossFilterScoping['chartConfiguration'] = {};
    for (const chart of charts) {
      const mine = own.get(chart.id);
      const scope = mine ? scopeOf(tree, mine, chart.id) : 'global';
      const inScope = [...(mine ?? global)].filter((id) => id !== chart.id);
      chartConfig[String(chart.id)] = { id: chart.id, crossFilters: { scope, chartsInScope: inScope } };
    }
    onSave({ chartConfiguration: chartConfig, globalChartConfiguration: { scope: globalScope, chartsInScope: [...checkedCharts(layout, globalScope)] } });
  };

  const editing = selected === null ? global : (own.get(selected) ?? new Set([...global].filter((id) => id !== selected)));
  return (
    <Modal opened onClose={onClose} title="Cross-filtering scoping" size={760} centered data-testid="cross-filter-scoping-modal">
      <Group align="stretch" wrap="nowrap" gap="md" mih={360}>
        <ScrollArea.Autosize mah={420} w={240} style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)' }}>
          <NavLink label="All charts (global)" active={selected === null} onClick={() => setSelected(null)} data-testid="cross-scope-global" />
          <Text size="xs" c="dimmed" px="sm" pt="sm">
            Chart scoping
          </Text>
          {charts.map((chart) => (
            <NavLink key={chart.id} label={chart.sliceName} description={own.has(chart.id) ? 'Custom scoping' : undefined} active={selected === chart.id} onClick={() => setSelected(chart.id)} data-testid={`cross-scope-chart-${chart.id}`} />
          ))}
        </ScrollArea.Autosize>
        <Stack style={{ flex: 1 }} gap="xs">
          <Text size="sm">{selected === null ? 'Charts every cross-filter applies to, unless a chart has its own scoping.' : `Charts the cross-filters of “${names.get(selected) ?? selected}” apply to.`}</Text>
          <ScopeTreeControl
            tree={tree}
            checked={editing}
            disabledChart={selected}
            testId="cross-scope-tree"
            onChange={(next) => (selected === null ? setGlobal(next) : setOwn((map) => new Map(map).set(selected, next)))}
          />
          {selected !== null && own.has(selected) && (
            <Button size="xs" variant="subtle" w="fit-content" onClick={() => setOwn((map) => { const next = new Map(map); next.delete(selected); return next; })}>
              Use the global scoping
            </Button>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={saving} data-testid="cross-scope-save">
          Save
        </Button>
      </Group>
    </Modal>
  );
}
