// The data pane's table: a header row and virtualised rows (thousands of rows stay smooth); a click on a cell
// opens its whole content, in the JSON viewer when it is JSON.
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { CellContentModal } from './cell-content-modal';
import { cellText } from './results-data';

// Superset's middle virtual row height (spec 1 §9: 47 px and 39 px); the compact one suits a pane.
const ROW_HEIGHT = 39;
const MIN_COLUMN_WIDTH = 120;

interface Props {
  colnames: readonly string[];
  coltypes: readonly number[];
  rows: ReadonlyArray<Record<string, unknown>>;
  height: number | string;
}

export function ResultsTable({ colnames, coltypes, rows, height }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [cell, setCell] = useState<{ column: string; value: unknown; text: string } | null>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const template = `repeat(${Math.max(colnames.length, 1)}, minmax(${MIN_COLUMN_WIDTH}px, 1fr))`;
  const minWidth = colnames.length * MIN_COLUMN_WIDTH;
  const cellStyle = { padding: '0 8px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: `${ROW_HEIGHT}px` } as const;

  return (
    <Box ref={scrollRef} style={{ height, overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} data-testid="results-table">
      <div
        role="row"
        style={{ display: 'grid', gridTemplateColumns: template, minWidth, position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-gray-0)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {colnames.map((name) => (
          <Text key={name} role="columnheader" size="xs" fw={700} style={cellStyle} title={name}>
            {name}
          </Text>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <div
              key={item.key}
              role="row"
              data-testid="results-row"
              style={{
                display: 'grid',
                gridTemplateColumns: template,
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
              }}
            >
              {colnames.map((name, index) => {
                const text = cellText(row[name], coltypes[index]);
                return (
                  <Text
                    key={name}
                    role="cell"
                    size="xs"
                    c={row[name] === null || row[name] === undefined ? 'dimmed' : undefined}
                    ta={coltypes[index] === 0 ? 'right' : undefined}
                    style={{ ...cellStyle, cursor: 'pointer' }}
                    title={text}
                    onClick={() => setCell({ column: name, value: row[name], text })}
                  >
                    {text}
                  </Text>
                );
              })}
            </div>
          );
        })}
      </div>
      {cell && <CellContentModal column={cell.column} value={cell.value} text={cell.text} onClose={() => setCell(null)} />}
    </Box>
  );
}
