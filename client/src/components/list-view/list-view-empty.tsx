import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list (no filters) says, and the next step it offers, e.g. "No charts yet" and "+ Chart". */
export interface ListEmptyState {
  title: string;
  action?: ReactNode;
}

interface ListViewEmptyProps {
  filtered: boolean;
  onClearFilters: () => void;
  emptyState?: ListEmptyState;
}

/** The spec's empty states: with active filters an invitation to change them, otherwise the list's own empty
 * state ('No Data' when it has none). */
export function ListViewEmpty({ filtered, onClearFilters, emptyState }: ListViewEmptyProps) {
  if (!filtered) {
    return (
      <Stack align="center" py={48} gap="sm" data-testid="list-empty">
        <Title order={4} c="dimmed">
          {emptyState?.title ?? 'No Data'}
        </Title>
        {emptyState?.action}
      </Stack>
    );
  }
  return (
    <Stack align="center" py={48} gap={4} data-testid="list-empty">
      <Title order={4}>No results match your filter criteria</Title>
      <Text c="dimmed" size="sm">
        Try different criteria to display results.
      </Text>
      <Button variant="subtle" onClick={onClearFilters} mt="xs" data-testid="clear-filters">
        clear all filters
      </Button>
    </Stack>
  );
}
