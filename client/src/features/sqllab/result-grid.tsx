// The results grid: only the rows in view are in the DOM (@tanstack/react-virtual), so 100k rows scroll as
// smoothly as 100. Column headers show the column type; each column is as wide as its header and a sample of
// its values measured in the grid's fonts (up to a maximum), and a person drags its header's edge (or uses
// the arrow keys on it) to resize it; a double click gives it back its fitted width.
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { usePointerDrag } from '../../components/split-pane/use-pointer-drag';
import { cellText, clampColumnWidth, columnWidthAfterKey, columnWidths, COLUMN_WIDTH_BOUNDS, estimateTextWidth, type ResultColumn, type TextMeasure } from './result-data';
import classes from './result-grid.module.css';

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 44;

const FONT_PX = { header: '600 14px', type: '12px', cell: '13px' } as const;
let canvas: { context: CanvasRenderingContext2D; family: string } | null | undefined;

/** Text widths as the browser draws them in the grid's fonts (the page's font family). */
const measureText: TextMeasure = (text, font) => {
  if (canvas === undefined) {
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    canvas = context ? { context, family: getComputedStyle(document.body).fontFamily } : null;
  }
  if (!canvas) return estimateTextWidth(text, font);
  const wanted = `${FONT_PX[font]} ${canvas.family}`;
  if (canvas.context.font !== wanted) canvas.context.font = wanted;
  return canvas.context.measureText(text).width;
};

function ColumnResizeHandle({ name, width, onResize, onReset }: { name: string; width: number; onResize: (width: number) => void; onReset: () => void }) {
  const start = useRef({ x: 0, width });
  const drag = usePointerDrag({
    onStart: (x) => {
      start.current = { x, width };
    },
    onMove: (x) => onResize(clampColumnWidth(start.current.width + x - start.current.x)),
    onEnd: () => undefined,
  });
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Resize column ${name}`}
      aria-valuenow={width}
      aria-valuemin={COLUMN_WIDTH_BOUNDS.min}
      aria-valuemax={COLUMN_WIDTH_BOUNDS.max}
      className={classes.resizeHandle}
      data-testid="sqllab-column-resize"
      onDoubleClick={onReset}
      onKeyDown={(event) => {
        const next = columnWidthAfterKey(event.key, event.shiftKey, width);
        if (next === null) return;
        event.preventDefault();
        onResize(next);
      }}
      {...drag}
    />
  );
}

interface ResultGridProps {
  columns: readonly ResultColumn[];
  rows: readonly Record<string, unknown>[];
  height: number;
}

export function ResultGrid({ columns, rows, height }: ResultGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const fitted = useMemo(() => columnWidths(columns, rows, measureText), [columns, rows]);
  // Widths the person set, by column name.
  const [resized, setResized] = useState<Record<string, number>>({});
  const widths = columns.map((column, i) => resized[column.name] ?? fitted[i]);
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
            <div key={column.name} role="columnheader" className={classes.header} style={{ width: widths[i] }}>
              <Text size="sm" fw={600} truncate title={column.name}>
                {column.name}
              </Text>
              <Text size="xs" c="dimmed" truncate data-testid="sqllab-column-type">
                {column.type ?? ''}
              </Text>
              <ColumnResizeHandle
                name={column.name}
                width={widths[i]}
                onResize={(width) => setResized((current) => ({ ...current, [column.name]: width }))}
                onReset={() =>
                  setResized((current) => {
                    const { [column.name]: _fitted, ...rest } = current;
                    return rest;
                  })
                }
              />
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
