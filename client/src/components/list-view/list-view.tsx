// The resource list every screen reuses (charts now; dashboards, datasets, saved queries later): free-text
// search, sortable headers, paging, loading skeletons and the spec's empty states. The caller owns fetching;
// this component only renders rows and reports state changes, which the caller keeps in the URL.
import { Alert, Group, Pagination, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListViewEmpty } from './list-view-empty';
import { ListViewSearch } from './list-view-search';
import {
  hasActiveFilters,
  pageCount,
  withFilter,
  withoutFilters,
  withPage,
  withSort,
  type ListViewState,
} from './list-view-state';
import { SortIcon } from './icons';

export interface ListViewColumn<Row> {
  /** Superset's column id (also the sortColumn value in the URL), e.g. 'slice_name'. */
  id: string;
  header: string;
  sortable?: boolean;
  width?: number | string;
  render: (row: Row) => ReactNode;
}

export interface ListViewSearchConfig {
  /** The filter id the text is stored under, e.g. 'slice_name'. */
  filterId: string;
  label: string;
  placeholder: string;
}

export interface ListViewProps<Row> {
  title: string;
  columns: ReadonlyArray<ListViewColumn<Row>>;
  rows: readonly Row[];
  count: number;
  loading: boolean;
  error?: string | null;
  state: ListViewState;
  onStateChange: (next: ListViewState) => void;
  pageSize: number;
  getRowKey: (row: Row) => string | number;
  /** data-testid on each body row, for end-to-end tests. */
  rowTestId?: string;
  search?: ListViewSearchConfig;
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

export function ListView<Row>(props: ListViewProps<Row>) {
  const { columns, rows, count, loading, error, state, onStateChange, pageSize, search } = props;
  const filtered = hasActiveFilters(state);
  const pages = pageCount(count, pageSize);
  const firstRow = state.pageIndex * pageSize + 1;
  const lastRow = Math.min(count, (state.pageIndex + 1) * pageSize);
  const searchValue = search ? state.filters[search.filterId] : undefined;

  const handleSearch = (text: string) => {
    if (!search || text === (typeof searchValue === 'string' ? searchValue : '')) return;
    onStateChange(withFilter(state, search.filterId, text));
  };

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows columns={columns.length} rows={pageSize} />;
  } else if (!error && rows.length > 0) {
    body = rows.map((row) => (
      <Table.Tr key={props.getRowKey(row)} data-testid={props.rowTestId}>
        {columns.map((column) => (
          <Table.Td key={column.id}>{column.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{props.title}</Title>
        {search && (
          <ListViewSearch
            label={search.label}
            placeholder={search.placeholder}
            value={typeof searchValue === 'string' ? searchValue : ''}
            onSearch={handleSearch}
          />
        )}
      </Group>

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
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {error && !loading && (
        <Alert color="red" title="Sorry, an error occurred" data-testid="list-error">
          {error}
        </Alert>
      )}
      {!error && !loading && rows.length === 0 && (
        <ListViewEmpty filtered={filtered} onClearFilters={() => onStateChange(withoutFilters(state))} />
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
  );
}
