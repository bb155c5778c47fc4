// Drag and drop of the dashboard editor on dnd-kit: components of the layout and the builder pane's new
// components are draggables, every component is a drop target. While dragging, the hovered component shows
// where the drop lands (a line at its top, right, bottom or left, an outline when inside) or that it is
// forbidden; the drop itself is layout-ops' dropComponent. Resize handles are draggables too (the pointer's
// travel becomes grid columns and GRID_BASE_UNIT rows). Pointer and keyboard sensors: Space or Enter on a
// handle picks it up, the arrow keys move it, Space drops, Escape cancels.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { componentOf, GRID_BASE_UNIT, ROOT_ID, type Layout } from '@tessera/layout-rules';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { addDangerToast } from '../../../app/toasts';
import { destinationFor, dropComponent, dropPositionAt, FORBIDDEN, resizeComponent, type DragSource, type DropPosition, type NewId } from './layout-ops';

/** What a draggable carries. */
export type DragData =
  | { kind: 'drop'; source: DragSource; label: string }
  | { kind: 'resize'; id: string; axis: 'x' | 'xy'; width: number; height: number; measurePxPerColumn: () => number };

/** What a drop target carries: the component, and whether it is a tab's title (drops beside it only). */
export interface DropData {
  componentId: string;
  zone?: 'title';
}

export interface DropIndicator {
  overId: string;
  zone?: 'title';
  position: DropPosition;
  ok: boolean;
}

interface EditDndState {
  indicator: DropIndicator | null;
  dragging: DragData | null;
  /** The size a component is being resized to, before the drop commits it. */
  resizing: { id: string; width?: number; height?: number } | null;
}

const EditDndContext = createContext<EditDndState>({ indicator: null, dragging: null, resizing: null });
export const useEditDnd = () => useContext(EditDndContext);

/** Targets move while dragging (tabs switch, rows empty), so they are measured throughout. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** Of the targets under the pointer (or the dragged box, from the keyboard), the innermost: the smallest. */
const innermost: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

/** Where the pointer is: the activating pointer event moved by the drag's delta; from the keyboard, the dragged box's centre. */
function pointerOf(event: DragMoveEvent): { x: number; y: number } | null {
  const start = event.activatorEvent as PointerEvent | KeyboardEvent;
  if ('clientX' in start && typeof start.clientX === 'number') return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  const rect = event.active.rect.current.translated;
  return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
}

function positionIn(layout: Layout, data: DropData, rect: ClientRect, pointer: { x: number; y: number }): DropPosition {
  const x = rect.width ? (pointer.x - rect.left) / rect.width : 0.5;
  const y = rect.height ? (pointer.y - rect.top) / rect.height : 0.5;
  if (data.componentId === ROOT_ID) return 'inside';
  if (data.zone === 'title') return x < 0.5 ? 'left' : 'right';
  return dropPositionAt(layout, data.componentId, x, y);
}

const sourceType = (layout: Layout, source: DragSource) => (source.kind === 'new' ? source.type : componentOf(layout, source.id)?.type);

function tryDrop(layout: Layout, source: DragSource, data: DropData, position: DropPosition, newId: NewId) {
  // Anything but a tab dropped on a tab's title goes into that tab, at its end (as in Superset).
  const intoTab = data.zone === 'title' && sourceType(layout, source) !== 'TAB';
  const target = componentOf(layout, data.componentId);
  const destination =
    data.componentId === ROOT_ID
      ? { parentId: ROOT_ID, index: 0 }
      : intoTab && target
        ? { parentId: target.id, index: target.children.length }
        : destinationFor(layout, data.componentId, position);
  return destination ? dropComponent(layout, source, destination, newId) : ({ ok: false, reason: FORBIDDEN } as const);
}

interface Props {
  layout: Layout;
  onChange: (layout: Layout) => void;
  newId: NewId;
  children: ReactNode;
}

export function EditDndProvider({ layout, onChange, newId, children }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const [resizing, setResizing] = useState<EditDndState['resizing']>(null);
  const lastPointer = useRef<{ x: number; y: number } | null>(null);
  const pxPerColumn = useRef(1);
  // Previews of a drop make throwaway ids; the real drop makes real ones.
  const previewId = useCallback((type: string) => `${type}-preview`, []);

  const onDragStart = useCallback((event: DragStartEvent) => {
    const data = (event.active.data.current as DragData) ?? null;
    if (data?.kind === 'resize') pxPerColumn.current = Math.max(1, data.measurePxPerColumn());
    setDragging(data);
    setIndicator(null);
  }, []);

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const data = event.active.data.current as DragData | undefined;
      if (!data) return;
      if (data.kind === 'resize') {
        const width = data.width + Math.round(event.delta.x / pxPerColumn.current);
        const height = data.axis === 'xy' ? data.height + Math.round(event.delta.y / GRID_BASE_UNIT) : undefined;
        const next = resizeComponent(layout, data.id, { width, height });
        const meta = (next[data.id] as { meta?: { width?: number; height?: number } }).meta;
        setResizing({ id: data.id, width: meta?.width, height: meta?.height });
        return;
      }
      const pointer = pointerOf(event);
      lastPointer.current = pointer;
      const over = event.over;
      const target = over?.data.current as DropData | undefined;
      if (!over || !target || !pointer) {
        setIndicator(null);
        return;
      }
      const position = target.zone === 'title' && sourceType(layout, data.source) !== 'TAB' ? 'inside' : positionIn(layout, target, over.rect, pointer);
      const result = tryDrop(layout, data.source, target, position, previewId);
      setIndicator((current) =>
        current && current.overId === target.componentId && current.zone === target.zone && current.position === position && current.ok === result.ok
          ? current
          : { overId: target.componentId, zone: target.zone, position, ok: result.ok },
      );
    },
    [layout, previewId],
  );

  const finish = useCallback(() => {
    setDragging(null);
    setIndicator(null);
    setResizing(null);
    lastPointer.current = null;
  }, []);

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const data = event.active.data.current as DragData | undefined;
      try {
        if (!data) return;
        if (data.kind === 'resize') {
          if (resizing) onChange(resizeComponent(layout, data.id, { width: resizing.width, height: resizing.height }));
          return;
        }
        const target = event.over?.data.current as DropData | undefined;
        const pointer = pointerOf(event) ?? lastPointer.current;
        if (!event.over || !target || !pointer) return;
        const result = tryDrop(layout, data.source, target, positionIn(layout, target, event.over.rect, pointer), newId);
        if (result.ok) onChange(result.layout);
        else if (result.reason !== FORBIDDEN) addDangerToast(result.reason);
      } finally {
        finish();
      }
    },
    [layout, onChange, newId, resizing, finish],
  );

  const state = useMemo(() => ({ indicator, dragging, resizing }), [indicator, dragging, resizing]);
  return (
    <DndContext sensors={sensors} collisionDetection={innermost} measuring={MEASURING} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={finish}>
      <EditDndContext.Provider value={state}>{children}</EditDndContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging?.kind === 'drop' ? (
          <Paper shadow="md" px="sm" py={6} withBorder data-testid="drag-overlay" style={{ width: 'max-content', maxWidth: 260, opacity: 0.9 }}>
            <Text size="sm" fw={600} truncate>
              {dragging.label}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
