// The filter bar's settings (gear) menu, for those who may edit the dashboard: add or edit filters, turn
// cross-filtering on or off, scope cross-filters, and the bar's orientation (Superset's FilterBarSettings).
import { ActionIcon, Menu } from '@mantine/core';

interface Props {
  crossFiltersEnabled: boolean;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  onEditFilters: () => void;
  onCrossFiltersEnabled: (enabled: boolean) => void;
  onScopeCrossFilters: () => void;
  onOrientation: (orientation: 'VERTICAL' | 'HORIZONTAL') => void;
}

export function FilterBarSettings({ crossFiltersEnabled, orientation, onEditFilters, onCrossFiltersEnabled, onScopeCrossFilters, onOrientation }: Props) {
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Filter bar settings" data-testid="filter-bar-settings">
          ⚙
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEditFilters} data-testid="filter-bar-edit-filters">
          Add or edit filters
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => onCrossFiltersEnabled(!crossFiltersEnabled)} data-testid="filter-bar-cross-filters-toggle" rightSection={crossFiltersEnabled ? '✓' : undefined}>
          Enable cross-filtering
        </Menu.Item>
        <Menu.Item onClick={onScopeCrossFilters} disabled={!crossFiltersEnabled} data-testid="filter-bar-cross-filter-scoping">
          Cross-filtering scoping
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Orientation of filter bar</Menu.Label>
        {(['VERTICAL', 'HORIZONTAL'] as const).map((value) => (
          <Menu.Item key={value} onClick={() => onOrientation(value)} rightSection={orientation === value ? '✓' : undefined} data-testid={`filter-bar-orientation-${value.toLowerCase()}`}>
            {value === 'VERTICAL' ? 'Vertical (Left)' : 'Horizontal (Top)'}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
