import { Button, Stack, Text, Title } from '@mantine/core';

interface ListViewEmptyProps {
  filtered: boolean;
  onClearFilters: () => void;
}

/** The spec's empty states: with active filters an invitation to change them, otherwise 'No Data'. */
export function ListViewEmpty({ filtered, onClearFilters }: ListViewEmptyProps) {
  if (!filtered) {
    return (
      <Stack align="center" py={48} gap={4} data-testid="list-empty">
        <Title order={4} c="dimmed">
          No Data
        </Title>
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
