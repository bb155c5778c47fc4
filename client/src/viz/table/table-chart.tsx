import { Group, Pagination, ScrollArea, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState, type CSSProperties, type MouseEvent } from 'react';
import type { VizRendererProps } from '../types';
import { nextSort, pageCount, pageOf, searchRows, sortRows, type SortEntry } from './table-state';
import type { TableChartProps, TableColumn } from './transform-props';

const POSITIVE_BAR = 'rgba(32, 167, 201, 0.25)';
const NEGATIVE_BAR = 'rgba(224, 67, 85, 0.25)';

/** A bar behind a metric value, its length the value's share of the column's largest magnitude. */
function cellBar(column: TableColumn, value: unknown): string | undefined {
  if (!column.showCellBars || typeof value !== 'number' || column.maxAbs === 0) return undefined;
  const share = Math.abs(value) / column.maxAbs;
  const color = column.colorPositiveNegative && value < 0 ? NEGATIVE_BAR : POSITIVE_BAR;
  const hasNegatives = column.min < 0 && !column.alignPositiveNegative;
  if (!hasNegatives) return `linear-gradient(to right, ${color} ${share * 100}%, transparent ${share * 100}%)`;
  // Bars grow both ways from the middle when the column has negative values.
  const half = share * 50;
  return value < 0
    ? `linear-gradient(to right, transparent ${50 - half}%, ${color} ${50 - half}%, ${color} 50%, transparent 50%)`
    : `linear-gradient(to right, transparent 50%, ${color} 50%, ${color} ${50 + half}%, transparent ${50 + half}%)`;
}

const SORT_MARK = { asc: ' ▲', desc: ' ▼' };

export default function TableChart({ props, onRendered, ownState, setOwnState, onMarkClick }: VizRendererProps<TableChartProps>) {
  const [sortBy, setSortBy] = useState<SortEntry[]>(ownState?.sortBy ?? []);
  const [search, setSearch] = useState(ownState?.searchText ?? '');
  const [page, setPage] = useState(0);
  const server = props.serverPagination;
  // The table is on screen as soon as it has committed; there is no asynchronous drawing step.
  useEffect(() => onRendered(), [props, onRendered]);

  const indexOf = useMemo(() => {
    const byKey = new Map(props.columns.map((column, index) => [column.key, index]));
    return (key: string) => byKey.get(key) ?? -1;
  }, [props.columns]);
  // With server paging the server sorts and searches; the page shown is the page it sent.
  const shown = useMemo(
    () => (server ? props.rows : sortRows(searchRows(props.rows, search), sortBy, indexOf)),
    [server, props.rows, search, sortBy, indexOf],
  );
  const pageSize = server ? server.pageSize : props.pageLength;
  const pages = pageCount(server ? server.rowCount : shown.length, pageSize);
  const currentPage = server ? (ownState?.currentPage ?? 0) : Math.min(page, pages - 1);
  const visible = server ? shown : pageOf(shown, currentPage, pageSize);

  const onHeaderClick = (key: string) => (event: MouseEvent) => {
    const next = nextSort(sortBy, key, event.shiftKey);
    setSortBy(next);
    if (server && setOwnState) setOwnState({ ...ownState, sortBy: next, currentPage: 0 });
  };
  const onPage = (value: number) => {
    if (server) setOwnState?.({ ...ownState, currentPage: value - 1, pageSize });
    else setPage(value - 1);
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(0);
    const firstText = props.columns.find((column) => column.kind === 'string');
    if (server && setOwnState && firstText) setOwnState({ ...ownState, searchText: text, searchColumn: firstText.key, currentPage: 0 });
  };

  if (props.rows.length === 0 && !search) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No results were returned for this query
      </Text>
    );
  }
  const sortOf = (key: string) => sortBy.find((entry) => entry.key === key);
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {(props.includeSearch || pages > 1) && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {server ? server.rowCount : shown.length} records
          </Text>
          {props.includeSearch && (
            <TextInput
              size="xs"
              placeholder="Search"
              aria-label="Search"
              value={search}
              onChange={(event) => onSearch(event.currentTarget.value)}
            />
          )}
        </Group>
      )}
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Table striped highlightOnHover stickyHeader withTableBorder fz="sm" data-testid="table-chart">
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => {
                const sort = sortOf(column.key);
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.align}
                    w={column.width}
                    aria-sort={sort ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                  >
                    <UnstyledButton fw={600} fz="sm" onClick={onHeaderClick(column.key)} title="Sort (Shift-click to sort by several columns)">
                      {column.label}
                      {sort ? (sort.desc ? SORT_MARK.desc : SORT_MARK.asc) : ''}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {props.columns.map((column, i) => {
                  const style: CSSProperties = {};
                  const bar = cellBar(column, row.values[i]);
                  if (row.background[i]) style.backgroundColor = row.background[i];
                  if (bar) style.backgroundImage = bar;
                  // A metric's value filters nothing; any other cell cross-filters on its column's value.
                  const onClick = onMarkClick && !column.isMetric ? () => onMarkClick({ columns: [column.key], values: [row.values[i]], label: row.text[i] }) : undefined;
                  if (onClick) style.cursor = 'pointer';
                  return (
                    <Table.Td key={column.key} ta={column.align} style={style} onClick={onClick} data-cross-filter={onClick ? column.key : undefined}>
                      {row.text[i]}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {props.totals && (
            <Table.Tfoot style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }}>
              <Table.Tr>
                {props.columns.map((column, i) => (
                  <Table.Th key={column.key} ta={column.align}>
                    {props.totals?.[i]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={currentPage + 1} onChange={onPage} disabled={Boolean(server && !setOwnState)} />
        </Group>
      )}
    </div>
  );
}
