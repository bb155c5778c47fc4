// The native filter bar (spec 1 §2): vertical and collapsible, or horizontal across the top when the
// dashboard's filter_bar_orientation says so. Filters edit a pending data mask; Apply makes it the applied one
// (the charts' filters), Clear all empties every filter. Dividers show their title and description. Active
// cross-filters are listed with a remove button.
import type React from 'react';
import { ActionIcon, Badge, Box, Button, CloseButton, Divider, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { DashboardNativeFilterFragment } from '../../../gql/graphql';
import { parentExtraFormData, cascadeOrder } from './cascade';
import type { DataMaskMap } from './data-mask';
import { FilterControl } from './filter-controls';
import { isRequired, maskProblem } from './filter-types';

export interface CrossFilterChip {
  chartId: number;
  chartName: string;
  label: string;
}

interface Props {
  dashboardId: number;
  filters: ReadonlyArray<DashboardNativeFilterFragment>;
  pending: DataMaskMap;
  /** Whether the pending mask differs from the applied one. */
  dirty: boolean;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  crossFilters: CrossFilterChip[];
  temporalColumnsOf: (datasetId: number | null) => string[];
  onChange: (filter: DashboardNativeFilterFragment, value: unknown) => void;
  onApply: () => void;
  onClearAll: () => void;
  onRemoveCrossFilter: (chartId: number) => void;
  onCollapse?: () => void;
  /** The settings (gear) menu, for those who may edit the dashboard. */
  settings?: React.ReactNode;
}

function datasetOf(filter: DashboardNativeFilterFragment): number | null {
  const first: unknown = Array.isArray(filter.targets) ? filter.targets[0] : null;
  return first && typeof first === 'object' && typeof (first as { datasetId?: unknown }).datasetId === 'number' ? (first as { datasetId: number }).datasetId : null;
}

export function FilterBar({ dashboardId, filters, pending, dirty, orientation, crossFilters, temporalColumnsOf, onChange, onApply, onClearAll, onRemoveCrossFilter, onCollapse, settings }: Props) {
  const horizontal = orientation === 'HORIZONTAL';
  const problems = filters.filter((filter) => filter.type !== 'DIVIDER').map((filter) => maskProblem(filter, pending[filter.id]));
  const blocked = problems.some((problem) => problem !== null);
  const anyValue = filters.some((filter) => pending[filter.id]?.filterState?.value != null);

  const items = cascadeOrder(filters.map((filter) => ({ ...filter, cascadeParentIds: filter.cascadeParentIds ?? [] }))).map(({ filter, depth }) => {
    if (filter.type === 'DIVIDER') {
      return (
        <Box key={filter.id} data-testid="filter-divider" miw={horizontal ? 160 : undefined}>
          <Text fw={600} size="sm">
            {filter.title ?? filter.name}
          </Text>
          {filter.description && (
            <Text size="xs" c="dimmed">
              {filter.description}
            </Text>
          )}
          {!horizontal && <Divider mt={4} />}
        </Box>
      );
    }
    const problem = maskProblem(filter, pending[filter.id]);
    return (
      <Box key={filter.id} pl={horizontal ? 0 : depth * 12} w={horizontal ? 220 : undefined} data-testid="native-filter" data-filter-name={filter.name}>
        <Group gap={4} mb={4} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {filter.name}
          </Text>
          {isRequired(filter) && (
            <Text span c="red" size="sm">
              *
            </Text>
          )}
          {filter.description && (
            <Tooltip label={filter.description} multiline w={240}>
              <Text span size="xs" c="dimmed" style={{ cursor: 'help' }}>
                ⓘ
              </Text>
            </Tooltip>
          )}
        </Group>
        <FilterControl
          filter={filter}
          dashboardId={dashboardId}
          value={pending[filter.id]?.filterState?.value ?? null}
          onChange={(value) => onChange(filter, value)}
          parentExtraFormData={parentExtraFormData(filter.id, filters.map((f) => ({ id: f.id, cascadeParentIds: f.cascadeParentIds ?? [], targets: f.targets })), pending)}
          temporalColumns={temporalColumnsOf(datasetOf(filter))}
        />
        {problem && problem !== 'Minimum must be strictly less than maximum' && (
          <Text size="xs" c="red" mt={2}>
            {problem}
          </Text>
        )}
      </Box>
    );
  });

  const crossFilterSection = crossFilters.length > 0 && (
    <Stack gap={4} data-testid="cross-filters">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Cross-filters
      </Text>
      <Group gap={4}>
        {crossFilters.map((chip) => (
          <Badge
            key={chip.chartId}
            variant="light"
            size="lg"
            tt="none"
            data-testid="cross-filter-chip"
            rightSection={<CloseButton size="xs" aria-label={`Remove cross-filter ${chip.label}`} onClick={() => onRemoveCrossFilter(chip.chartId)} />}
          >
            {`${chip.chartName}: ${chip.label}`}
          </Badge>
        ))}
      </Group>
    </Stack>
  );

  const actions = (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={onClearAll} disabled={!anyValue} data-testid="filter-clear-all">
        Clear all
      </Button>
      <Button size="xs" onClick={onApply} disabled={!dirty || blocked} data-testid="filter-apply">
        Apply filters
      </Button>
    </Group>
  );

  if (horizontal) {
    return (
      <Box data-testid="filter-bar" data-orientation="horizontal" py="xs" px="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}>
        <Group align="flex-end" gap="md" wrap="wrap">
          {items}
          {actions}
          {settings}
        </Group>
        {crossFilterSection && <Box mt="xs">{crossFilterSection}</Box>}
      </Box>
    );
  }
  return (
    <Stack data-testid="filter-bar" data-orientation="vertical" gap="md" p="md" w={260} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)', flex: 'none', alignSelf: 'stretch' }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={5}>Filters</Title>
        <Group gap={2} wrap="nowrap">
          {settings}
          {onCollapse && (
            <ActionIcon variant="subtle" color="gray" onClick={onCollapse} aria-label="Collapse the filter bar" data-testid="filter-bar-collapse">
              «
            </ActionIcon>
          )}
        </Group>
      </Group>
      {crossFilterSection}
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          No filters are currently added to this dashboard.
        </Text>
      )}
      {items}
      {actions}
    </Stack>
  );
}
