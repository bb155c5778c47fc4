// Card mode of ListView (spec 1 §2): the card/table toggle, the sort dropdown shown with cards only, and the
// grid of cards (25 placeholders while loading), each with its bulk-selection checkbox when bulk mode is on.
import { Box, Checkbox, SegmentedControl, Select, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { CARD_WIDTH, ListCardSkeleton } from './list-card';
import { cardSortOf, type CardSortOption } from './list-spec';
import type { ListViewBulk } from './list-view-bulk';
import { withSortOrder, withViewMode, type ListViewState, type ViewMode } from './list-view-state';

function GridIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="3" width="8" height="8" rx="1" />
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
    </svg>
  );
}

function RowsIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

const MODES: ReadonlyArray<{ mode: ViewMode; label: string; icon: ReactNode }> = [
  { mode: 'card', label: 'Card view', icon: <GridIcon /> },
  { mode: 'table', label: 'List view', icon: <RowsIcon /> },
];

export function ViewModeToggle({ state, onStateChange }: { state: ListViewState; onStateChange: (next: ListViewState) => void }) {
  return (
    <SegmentedControl
      size="xs"
      value={state.viewMode}
      onChange={(mode) => onStateChange(withViewMode(state, mode as ViewMode))}
      data={MODES.map(({ mode, label, icon }) => ({
        value: mode,
        label: (
          <Tooltip label={label} withArrow>
            <Box component="span" style={{ display: 'inline-flex' }} aria-label={label} data-testid={`view-mode-${mode}`}>
              {icon}
            </Box>
          </Tooltip>
        ),
      }))}
      data-testid="view-mode-toggle"
    />
  );
}

/** The card mode's order; shows nothing chosen when the order was set from a table header. */
export function CardSortSelect({ options, state, onStateChange }: { options: ReadonlyArray<CardSortOption>; state: ListViewState; onStateChange: (next: ListViewState) => void }) {
  const current = cardSortOf({ cardSorts: options }, state.sort);
  return (
    <Select
      label="Sort"
      w={200}
      placeholder="Sort"
      allowDeselect={false}
      data={options.map((option) => option.label)}
      value={current?.label ?? null}
      onChange={(label) => {
        const option = options.find((o) => o.label === label);
        if (option) onStateChange(withSortOrder(state, option.sort));
      }}
      data-testid="card-sort"
    />
  );
}

interface CardGridProps<Row, Key extends string | number> {
  rows: readonly Row[];
  loading: boolean;
  placeholders: number;
  card: (row: Row) => ReactNode;
  getRowKey: (row: Row) => Key;
  rowTestId?: string;
  bulk?: ListViewBulk<Row, Key>;
}

export function CardGrid<Row, Key extends string | number>({ rows, loading, placeholders, card, getRowKey, rowTestId, bulk }: CardGridProps<Row, Key>) {
  const selecting = bulk?.selection.enabled ?? false;
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_WIDTH}px, 1fr))`, gap: 'var(--mantine-spacing-md)' }} aria-busy={loading} data-testid="list-cards">
      {loading && rows.length === 0
        ? Array.from({ length: placeholders }, (_, index) => <ListCardSkeleton key={index} />)
        : rows.map((row) => {
            const key = getRowKey(row);
            const selected = bulk?.selection.selected.has(key) ?? false;
            return (
              <Box
                key={key}
                pos="relative"
                data-testid={rowTestId}
                data-selected={selecting ? selected : undefined}
                style={selecting && selected ? { outline: '2px solid var(--mantine-color-tessera-6)', borderRadius: 'var(--mantine-radius-md)' } : undefined}
              >
                {card(row)}
                {bulk && selecting && (
                  <Checkbox
                    pos="absolute"
                    top={10}
                    left={10}
                    style={{ zIndex: 1 }}
                    aria-label={`Select ${bulk.rowLabel(row)}`}
                    checked={selected}
                    onChange={() => bulk.selection.toggle(key)}
                    data-testid={`${bulk.testIdPrefix}-select`}
                  />
                )}
              </Box>
            );
          })}
    </Box>
  );
}
