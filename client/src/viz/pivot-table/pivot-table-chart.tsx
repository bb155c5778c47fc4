import { ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { VizRendererProps } from '../types';
import { rowHeaderSpans, type AxisEntry } from './pivot';
import { pivotCellMark, type PivotTableProps } from './transform-props';

/** Consecutive entries with the same labels down to a level share one header cell. */
function spans(entries: AxisEntry[], level: number): Array<{ label: string; span: number; kind: AxisEntry['kind'] }> {
  const out: Array<{ label: string; span: number; kind: AxisEntry['kind']; path: string }> = [];
  for (const entry of entries) {
    const path = JSON.stringify(entry.labels.slice(0, level + 1));
    const last = out[out.length - 1];
    if (last && last.path === path) last.span += 1;
    else out.push({ label: entry.labels[level] ?? '', span: 1, kind: entry.kind, path });
  }
  return out;
}

const emphasis = (kind: AxisEntry['kind']) => (kind === 'data' ? undefined : 600);

export default function PivotTableChart({ props, onRendered, onMarkClick }: VizRendererProps<PivotTableProps>) {
  useEffect(() => onRendered(), [props, onRendered]);
  const { model, cellText } = props;
  if (model.rows.length === 0 || model.columns.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No results were returned for this query
      </Text>
    );
  }
  const rowHeaderWidth = Math.max(1, model.rowLevels.length);
  const rowHeaders = rowHeaderSpans(model.rows);
  const headerRows: ReactNode[] = model.colLevels.map((level, l) => (
    <Table.Tr key={`c${l}`}>
      <Table.Th colSpan={rowHeaderWidth} ta="right" c="dimmed">
        {level}
      </Table.Th>
      {spans(model.columns, l).map((cell, i) => (
        <Table.Th key={i} colSpan={cell.span} ta="center" fw={emphasis(cell.kind) ?? 500}>
          {cell.label}
        </Table.Th>
      ))}
    </Table.Tr>
  ));
  headerRows.push(
    <Table.Tr key="levels">
      {(model.rowLevels.length ? model.rowLevels : ['']).map((level, l) => (
        <Table.Th key={l}>{level}</Table.Th>
      ))}
      {model.columns.map((_, i) => (
        <Table.Th key={i} />
      ))}
    </Table.Tr>,
  );
  return (
    <ScrollArea h="100%" type="auto">
      <Table withTableBorder withColumnBorders stickyHeader fz="sm" data-testid="pivot-table">
        <Table.Thead>{headerRows}</Table.Thead>
        <Table.Tbody>
          {model.rows.map((row, r) => (
            <Table.Tr key={r} fw={emphasis(row.kind)}>
              {row.labels.length === 0 && <Table.Th />}
              {rowHeaders[r].map((cell, l) =>
                cell ? (
                  <Table.Th key={l} rowSpan={cell.span} fw={emphasis(row.kind) ?? 500} style={{ verticalAlign: 'top' }}>
                    {cell.label}
                  </Table.Th>
                ) : null,
              )}
              {model.columns.map((column, c) => {
                // A cell cross-filters on its row's and column's dimension values, as in Superset.
                const mark = onMarkClick ? pivotCellMark(props, r, c) : null;
                return (
                  <Table.Td
                    key={c}
                    ta="right"
                    fw={emphasis(column.kind) ?? emphasis(row.kind)}
                    onClick={mark ? () => onMarkClick?.(mark) : undefined}
                    style={mark ? { cursor: 'pointer' } : undefined}
                    data-cross-filter={mark ? mark.columns.join(',') : undefined}
                  >
                    {cellText[r][c]}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
