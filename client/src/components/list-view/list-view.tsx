// The resource list every screen reuses, drawn from the list's declaration (list-spec.ts): the toolbar, the
// declared filters, the bulk selection banner, free-text search, sortable headers or cards (with their toggle
// and sort dropdown), paging, loading skeletons and the spec's empty states. useResourceList fetches the rows and keeps the state in the address bar.
import { Alert, Group, Pagination, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { BulkBanner, BulkToggle, selectionColumn, type ListViewBulk } from './list-view-bulk';
import { CardGrid, CardSortSelect, ViewModeToggle } from './list-view-cards';
import { ListViewEmpty, type ListEmptyState } from './list-view-empty';
import { ListViewFilters } from './list-view-filters';
import { ListViewSearch } from './list-view-search';
import { hasActiveFilters, pageCount, withFilter, withoutFilters, withPage, withSort } from './list-view-state';
import { SortIcon } from './icons';
import type { ResourceList } from './use-resource-list';

export interface ListViewColumn<Row> {
  /** Superset's column id (also the sortColumn value in the URL), e.g. 'slice_name'. */
  id: string;
  header: string;
  sortable?: boolean;
  width?: number | string;
  render: (row: Row) => ReactNode;
}

export interface ListViewProps<Row, Key extends string | number> {
  title: string;
  list: ResourceList<Row>;
  columns: ReadonlyArray<ListViewColumn<Row>>;
  getRowKey: (row: Row) => Key;
  /** data-testid on each body row, for end-to-end tests. */
  rowTestId?: string;
  /** Buttons at the top right (add, upload). */
  actions?: ReactNode;
  bulk?: ListViewBulk<Row, Key>;
  /** What the list says, and offers, when it has no rows and no filters. */
  emptyState?: ListEmptyState;
  /** A row as a card (a ListCard): the list then offers card mode, its first view when the spec says so. */
  card?: (row: Row) => ReactNode;
}

function SortableHeader({ label, order, onClick }: { label: string; order: 'asc' | 'desc' | null; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} fw={600} fz="sm" data-testid="sort-header">
      <Group gap={6} wrap="nowrap">
        <span>{label}</span>
        <SortIcon order={order} />
      </Group>
    </UnstyledButton>
  );
}

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, rowIndex) => (
    <Table.Tr key={rowIndex} data-testid="list-skeleton-row">
      {Array.from({ length: columns }, (__, columnIndex) => (
        <Table.Td key={columnIndex}>
          <Skeleton height={14} radius="sm" width={columnIndex === 0 ? '80%' : '60%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function ListView<Row, Key extends string | number>(props: ListViewProps<Row, Key>) {
  const { list, getRowKey, bulk } = props;
  const { spec, state, setState: onStateChange, rows, count, loading, error } = list;
  const { pageSize } = spec;
  const columns = bulk?.selection.enabled ? [selectionColumn(bulk, getRowKey), ...props.columns] : props.columns;
  const search = spec.filters.find((filter) => filter.kind === 'search');
  const filtered = hasActiveFilters(state);
  const pages = pageCount(count, pageSize);
  const firstRow = state.pageIndex * pageSize + 1;
  const lastRow = Math.min(count, (state.pageIndex + 1) * pageSize);
  const searchValue = search ? state.filters[search.id] : undefined;

  const handleSearch = (text: string) => {
    if (!search || text === (typeof searchValue === 'string' ? searchValue : '')) return;
    // Sent 500 ms after typing stops: applied to the state the address holds by then.
    onStateChange((current) => withFilter(current, search.id, text));
  };

  const card = state.viewMode === 'card' ? props.card : undefined;
  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = <SkeletonRows columns={columns.length} rows={pageSize} />;
  } else if (!error && rows.length > 0) {
    body = rows.map((row) => (
      <Table.Tr key={getRowKey(row)} data-testid={props.rowTestId}>
        {columns.map((column) => (
          <Table.Td key={column.id}>{column.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="sm">
      {(props.actions || bulk || props.card) && (
        <Group justify="flex-end" gap="sm">
          {props.card && <ViewModeToggle state={state} onStateChange={onStateChange} />}
          {bulk && <BulkToggle bulk={bulk} />}
          {props.actions}
        </Group>
      )}
      <ListViewFilters filters={spec.filters} state={state} onStateChange={onStateChange}>
        {card && spec.cardSorts.length > 0 && <CardSortSelect options={spec.cardSorts} state={state} onStateChange={onStateChange} />}
      </ListViewFilters>
      {bulk?.selection.enabled && <BulkBanner bulk={bulk} pageKeys={rows.map(getRowKey)} />}
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2}>{props.title}</Title>
          {search && <ListViewSearch label={search.label} value={typeof searchValue === 'string' ? searchValue : ''} onSearch={handleSearch} />}
        </Group>
        {card ? (
          <CardGrid rows={error ? [] : rows} loading={loading} placeholders={pageSize} card={card} getRowKey={getRowKey} rowTestId={props.rowTestId} bulk={bulk} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={loading} data-testid="list-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => {
                    const order = state.sort?.column === column.id ? state.sort.order : null;
                    return (
                      <Table.Th
                        key={column.id}
                        w={column.width}
                        aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
                      >
                        {column.sortable ? (
                          <SortableHeader
                            label={column.header}
                            order={order}
                            onClick={() => onStateChange(withSort(state, column.id))}
                          />
                        ) : (
                          column.header
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={loading ? { opacity: 0.6 } : undefined}>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {error && !loading && (
          <Alert color="red" title="Sorry, an error occurred" data-testid="list-error">
            {error}
          </Alert>
        )}
        {!error && !loading && rows.length === 0 && (
          <ListViewEmpty filtered={filtered} onClearFilters={() => onStateChange(withoutFilters(state))} emptyState={props.emptyState} />
        )}

        {!loading && count > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="list-range">
              {rows.length > 0 ? `${firstRow}-${lastRow} of ${count}` : `${count} in total`}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(state.pageIndex + 1, pages)}
                onChange={(page) => onStateChange(withPage(state, page - 1))}
                size="sm"
              />
            )}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
