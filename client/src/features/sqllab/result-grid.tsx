// The results grid: only the rows in view are in the DOM (@tanstack/react-virtual), so 100k rows scroll as
// smoothly as 100. Column headers show the column type; widths come from a sample of the values.
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { cellText, columnWidths, type ResultColumn } from './result-data';

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 44;

interface ResultGridProps {
  columns: readonly ResultColumn[];
  rows: readonly Record<string, unknown>[];
  height: number;
}

export function ResultGrid({ columns, rows, height }: ResultGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const totalWidth = widths.reduce((sum, w) => sum + w, 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  return (
    <Box
      ref={scroller}
      h={height}
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, position: 'relative' }}
      data-testid="sqllab-result-grid"
      role="grid"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
    >
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <div
          role="row"
          style={{
            display: 'flex',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            height: HEADER_HEIGHT,
            background: 'var(--mantine-color-gray-0)',
            borderBottom: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {columns.map((column, i) => (
            <div key={column.name} role="columnheader" style={{ width: widths[i], flex: 'none', padding: '4px 8px', overflow: 'hidden' }}>
              <Text size="sm" fw={600} truncate title={column.name}>
                {column.name}
              </Text>
              <Text size="xs" c="dimmed" truncate data-testid="sqllab-column-type">
                {column.type ?? ''}
              </Text>
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <div
                key={item.key}
                role="row"
                data-testid="sqllab-result-row"
                style={{
                  display: 'flex',
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  background: item.index % 2 ? 'var(--mantine-color-gray-0)' : undefined,
                }}
              >
                {columns.map((column, i) => {
                  const value = row[column.name];
                  const text = cellText(value);
                  return (
                    <div
                      key={column.name}
                      role="gridcell"
                      title={text}
                      style={{
                        width: widths[i],
                        flex: 'none',
                        padding: '0 8px',
                        lineHeight: `${ROW_HEIGHT}px`,
                        fontSize: 13,
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        textAlign: typeof value === 'number' ? 'right' : 'left',
                        color: value === null || value === undefined ? 'var(--mantine-color-dimmed)' : undefined,
                      }}
                    >
                      {text}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Box>
  );
}
