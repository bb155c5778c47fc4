// The editor's builder pane (spec 1 §2): the Charts tab — the charts this person can add, searchable and
// sortable, with viz type, dataset and last change, those already on the dashboard marked — and the Layout
// elements tab, the new-components source (tabs, row, column, header, markdown, divider). Everything here
// is dragged onto the dashboard.
import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { Anchor, Badge, Box, Group, Loader, NativeSelect, Paper, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { humanizeRelative } from '../../../components/relative-time';
import { EditorChartsDocument, type ChartFilter, type ChartOrderField, type SortDirection } from '../../../gql/graphql';
import type { DragData } from './edit-dnd';
import type { DragSource, NewComponentType } from './layout-ops';
import type { EditorChart } from './use-dashboard-editor';
import { useSteadyQuery } from '../../../app/use-steady-query';

/** Spec 1 §9: search debounce. The list shows the first 100 charts of the order chosen (the chart list's page-size cap; Superset's slice list asks 200): search narrows it. */
const SEARCH_DEBOUNCE_MS = 500;

const SORTS: Record<string, { label: string; orderBy: ChartOrderField; orderDirection: SortDirection }> = {
  recent: { label: 'Sort by recent', orderBy: 'CHANGED_ON', orderDirection: 'DESC' },
  name: { label: 'Sort by name', orderBy: 'SLICE_NAME', orderDirection: 'ASC' },
  viz: { label: 'Sort by viz type', orderBy: 'VIZ_TYPE', orderDirection: 'ASC' },
};

const ELEMENTS: { type: NewComponentType; label: string; icon: string }[] = [
  { type: 'TABS', label: 'Tabs', icon: '▭' },
  { type: 'ROW', label: 'Row', icon: '☰' },
  { type: 'COLUMN', label: 'Column', icon: '▥' },
  { type: 'HEADER', label: 'Header', icon: 'H' },
  { type: 'MARKDOWN', label: 'Text / Markdown', icon: 'M' },
  { type: 'DIVIDER', label: 'Divider', icon: '—' },
];

function SourceItem({ id, source, label, disabled, children, testId }: { id: string; source: DragSource; label: string; disabled?: boolean; children: ReactNode; testId: string }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `new:${id}`, data: { kind: 'drop', source, label } satisfies DragData, disabled });
  return (
    <Paper
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      withBorder
      p="xs"
      data-testid={testId}
      data-label={label}
      aria-label={disabled ? `${label} (already on the dashboard)` : `Drag ${label} onto the dashboard`}
      style={{ cursor: disabled ? 'default' : 'grab', opacity: disabled ? 0.55 : isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      {children}
    </Paper>
  );
}

function ChartsTab({ placed, onPick }: { placed: ReadonlySet<number>; onPick: (chart: EditorChart) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState('recent');
  const { orderBy, orderDirection } = SORTS[sort];
  const filters: ChartFilter[] = debounced ? [{ field: 'SLICE_NAME', op: 'CT', value: debounced }] : [];
  const { data, loading } = useSteadyQuery(EditorChartsDocument, { variables: { filters, orderBy, orderDirection } });
  const charts = data?.charts.items ?? [];

  // A chart picked up from the list is handed to the editor, so it can draw it once dropped.
  useDndMonitor({
    onDragStart: ({ active }) => {
      const source = (active.data.current as DragData | undefined)?.kind === 'drop' ? (active.data.current as Extract<DragData, { kind: 'drop' }>).source : null;
      const chart = source?.kind === 'new' && source.chart ? charts.find((c) => c.id === source.chart!.id) : undefined;
      if (chart) onPick(chart);
    },
  });

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/chart/add" size="sm" data-testid="create-new-chart">
          + Create new chart
        </Anchor>
      </Group>
      <TextInput placeholder="Filter your charts" aria-label="Filter your charts" value={search} onChange={(event) => setSearch(event.currentTarget.value)} data-testid="builder-chart-search" size="xs" />
      <NativeSelect aria-label="Sort charts" data={Object.entries(SORTS).map(([value, { label }]) => ({ value, label }))} value={sort} onChange={(event) => setSort(event.currentTarget.value)} size="xs" data-testid="builder-chart-sort" />
      {loading && !data ? (
        <Loader size="sm" aria-label="Loading charts" />
      ) : (
        <ScrollArea style={{ flex: 1 }} offsetScrollbars>
          <Stack gap={6}>
            {charts.length === 0 && (
              <Text size="sm" c="dimmed">
                No charts
              </Text>
            )}
            {charts.map((chart) => {
              const added = placed.has(chart.id);
              return (
                <SourceItem key={chart.id} id={`chart-${chart.id}`} source={{ kind: 'new', type: 'CHART', chart: { id: chart.id, sliceName: chart.sliceName } }} label={chart.sliceName} disabled={added} testId="builder-chart">
                  <Group justify="space-between" wrap="nowrap" gap={4}>
                    <Text size="sm" fw={600} truncate>
                      {chart.sliceName}
                    </Text>
                    {added && (
                      <Badge size="xs" variant="light" color="gray" data-testid="builder-chart-added">
                        Added
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {`${chart.vizType} · ${chart.datasource?.nameText ?? 'no dataset'}`}
                  </Text>
                  <Text size="xs" c="dimmed">{`Modified ${humanizeRelative(String(chart.changedOn))}`}</Text>
                </SourceItem>
              );
            })}
          </Stack>
        </ScrollArea>
      )}
    </Stack>
  );
}

export function BuilderPane({ placed, onPickChart }: { placed: ReadonlySet<number>; onPickChart: (chart: EditorChart) => void }) {
  return (
    <Box data-testid="builder-pane" style={{ width: 300, flex: 'none', borderLeft: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)', position: 'sticky', top: 0, alignSelf: 'flex-start', height: 'calc(100dvh - 120px)' }}>
      <Tabs defaultValue="charts" h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
        <Tabs.List grow>
          <Tabs.Tab value="charts" data-testid="builder-tab-charts">
            Charts
          </Tabs.Tab>
          <Tabs.Tab value="layout" data-testid="builder-tab-layout">
            Layout elements
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="charts" p="sm" style={{ flex: 1, minHeight: 0 }}>
          <ChartsTab placed={placed} onPick={onPickChart} />
        </Tabs.Panel>
        <Tabs.Panel value="layout" p="sm">
          <Stack gap={6}>
            {ELEMENTS.map((element) => (
              <SourceItem key={element.type} id={element.type} source={{ kind: 'new', type: element.type }} label={element.label} testId="builder-element">
                <Group gap="sm">
                  <Text fw={700} w={20} ta="center" aria-hidden>
                    {element.icon}
                  </Text>
                  <Text size="sm">{element.label}</Text>
                </Group>
              </SourceItem>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
