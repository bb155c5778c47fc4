// A chart's filter indicator: a badge counting the filters applied to it (amber when some could not be), and
// on click the breakdown — applied cross-filters and filters, incompatible ones with the reason, and those
// out of the chart's scope.
import { Badge, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FilterIndicator, IndicatorStatus } from './filter-indicators';

const SECTIONS: Array<{ title: string; status: IndicatorStatus; crossFilter?: boolean; testId: string }> = [
  { title: 'Applied cross-filters', status: 'applied', crossFilter: true, testId: 'indicators-applied-cross-filters' },
  { title: 'Applied filters', status: 'applied', crossFilter: false, testId: 'indicators-applied' },
  { title: 'Not applied: incompatible', status: 'incompatible', testId: 'indicators-incompatible' },
  { title: 'Not applied: out of scope', status: 'out_of_scope', testId: 'indicators-out-of-scope' },
];

export function FilterIndicators({ indicators }: { indicators: readonly FilterIndicator[] }) {
  const applied = indicators.filter((indicator) => indicator.status === 'applied').length;
  const incompatible = indicators.some((indicator) => indicator.status === 'incompatible');
  if (applied === 0 && !incompatible) return null;
  return (
    <Popover position="bottom-start" withinPortal shadow="md" width={300}>
      <Popover.Target>
        <UnstyledButton aria-label="Show the filters on this chart" style={{ display: 'flex' }}>
          <Badge size="xs" variant="light" color={incompatible ? 'yellow' : undefined} tt="none" data-testid="chart-filter-indicator" style={{ cursor: 'pointer' }}>
            {`${applied} filter${applied === 1 ? '' : 's'} applied`}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="chart-filter-details">
        <Stack gap="xs">
          {SECTIONS.map((section) => {
            const items = indicators.filter((indicator) => indicator.status === section.status && (section.crossFilter === undefined || indicator.crossFilter === section.crossFilter));
            if (items.length === 0) return null;
            return (
              <Stack gap={2} key={section.testId} data-testid={section.testId}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">{`${section.title} (${items.length})`}</Text>
                {items.map((item) => (
                  <div key={item.id} data-testid="chart-filter-detail">
                    <Text size="sm">
                      <Text span fw={600}>
                        {item.name}
                      </Text>
                      {item.value ? `: ${item.value}` : ''}
                    </Text>
                    {item.reason && (
                      <Text size="xs" c="dimmed">
                        {item.reason}
                      </Text>
                    )}
                  </div>
                ))}
              </Stack>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
