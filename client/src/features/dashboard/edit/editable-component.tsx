// One component of the layout in edit mode: a drop target, draggable by its handle, with a toolbar (drag,
// move earlier/later for the keyboard, its settings, delete), the drop indicator while something hovers it,
// and for charts, markdown and columns a resize handle (pointer, or the arrow keys when focused).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Box, Tooltip } from '@mantine/core';
import { componentOf, GRID_BASE_UNIT, parentIdOf, type LayoutComponent } from '@tessera/layout-rules';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addDangerToast } from '../../../app/toasts';
import { heightOf } from '../layout/dashboard-layout';
import { BackgroundMenu, ChartTitleEditor, HeaderEditor, HeaderSizeMenu, MarkdownEditor } from './component-editors';
import { useEditDnd, type DragData, type DropData } from './edit-dnd';
import { componentLabel, useEditorActions } from './editor-actions';
import { FORBIDDEN, reorderComponent, resizeComponent } from './layout-ops';
import classes from './edit-mode.module.css';

const EMPTY_TEXT: Record<string, string> = {
  GRID: 'Drag and drop components and charts to the dashboard',
  TAB: 'Drag and drop components to this tab',
  ROW: 'Empty row',
  COLUMN: 'Empty column',
};

/** The drop indicator on the hovered component: a line on the side the drop lands, an outline inside, red when forbidden. */
export function DropIndicatorMark({ componentId, zone }: { componentId: string; zone?: 'title' }) {
  const { indicator } = useEditDnd();
  if (!indicator || indicator.overId !== componentId || indicator.zone !== zone) return null;
  return (
    <span
      className={`${classes.indicator} ${classes[indicator.position]} ${indicator.ok ? '' : classes.forbidden}`}
      data-testid="drop-indicator"
      data-position={indicator.position}
      data-forbidden={indicator.ok ? undefined : true}
    />
  );
}

/** The grid's and each tab's body: a drop target for what goes inside them. */
export function EditableBody({ component, content }: { component: LayoutComponent; content: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: `drop:${component.id}`, data: { componentId: component.id } satisfies DropData });
  return (
    <Box ref={setNodeRef} pos="relative" data-testid={`edit-body-${component.type.toLowerCase()}`} style={{ minHeight: component.type === 'GRID' ? 160 : 96, paddingBottom: 32 }}>
      {content}
      {component.children.length === 0 && <div className={classes.empty}>{EMPTY_TEXT[component.type]}</div>}
      <DropIndicatorMark componentId={component.id} />
    </Box>
  );
}

function ResizeHandle({ id, outer }: { id: string; outer: () => HTMLElement | null }) {
  const { layout, change } = useEditorActions();
  // The committed size: a drag measures from it while the drawing shows the size being given.
  const component = componentOf(layout, id) as LayoutComponent;
  const axis = component.type === 'COLUMN' ? 'x' : 'xy';
  const width = typeof component.meta?.width === 'number' ? component.meta.width : 1;
  const height = typeof component.meta?.height === 'number' ? component.meta.height : 50;
  const data: DragData = { kind: 'resize', id: component.id, axis, width, height, measurePxPerColumn: () => (outer()?.getBoundingClientRect().width ?? width) / width };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `resize:${component.id}`, data });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, { width?: number; height?: number }> = {
      ArrowRight: { width: width + 1 },
      ArrowLeft: { width: width - 1 },
      ...(axis === 'xy' ? { ArrowDown: { height: height + 5 }, ArrowUp: { height: height - 5 } } : {}),
    };
    if (step[event.key]) {
      event.preventDefault();
      change(resizeComponent(layout, component.id, step[event.key]));
    } else listeners?.onKeyDown?.(event);
  };
  return (
    <Tooltip label={axis === 'xy' ? 'Resize (arrow keys: width and height)' : 'Resize (arrow keys: width)'} openDelay={500}>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        aria-label={`Resize ${componentLabel(component)}: ${width} columns${axis === 'xy' ? `, ${height * GRID_BASE_UNIT} pixels high` : ''}`}
        data-testid="resize-handle"
        className={`${classes.resize} ${axis === 'x' ? classes.resizeX : ''}`}
      />
    </Tooltip>
  );
}

export function EditableComponent({ component, content }: { component: LayoutComponent; content: ReactNode }) {
  const { layout, change, remove } = useEditorActions();
  const [editingMarkdown, setEditingMarkdown] = useState(false);
  const outer = useRef<HTMLDivElement | null>(null);
  const label = componentLabel(component);
  const id = component.id;
  const draggable = useDraggable({ id: `drag:${id}`, data: { kind: 'drop', source: { kind: 'existing', id }, label } satisfies DragData });
  const droppable = useDroppable({ id: `drop:${id}`, data: { componentId: id } satisfies DropData });
  const parentId = parentIdOf(layout, id);
  const horizontal = parentId !== null && componentOf(layout, parentId)?.type === 'ROW';
  const container = component.type === 'ROW' || component.type === 'COLUMN' || component.type === 'TABS';
  const sized = component.type === 'CHART' || component.type === 'MARKDOWN' || component.type === 'COLUMN';

  const move = (delta: -1 | 1) => {
    const result = reorderComponent(layout, id, delta);
    if (result.ok) change(result.layout);
    else if (result.reason !== FORBIDDEN) addDangerToast(result.reason);
  };

  let body = content;
  if (component.type === 'HEADER') body = <HeaderEditor component={component} />;
  else if (component.type === 'MARKDOWN' && editingMarkdown) body = <MarkdownEditor component={component} height={heightOf(component)} />;
  else if (component.type === 'ROW' || component.type === 'COLUMN') {
    body = (
      <>
        {content}
        {component.children.length === 0 && <div className={classes.empty}>{EMPTY_TEXT[component.type]}</div>}
      </>
    );
  }

  return (
    <div
      ref={(element) => {
        outer.current = element;
        draggable.setNodeRef(element);
        droppable.setNodeRef(element);
      }}
      className={`${classes.component} ${container ? classes.container : ''}`}
      data-testid="edit-component"
      data-component-id={id}
      data-component-type={component.type}
      style={{ opacity: draggable.isDragging ? 0.4 : 1 }}
    >
      <div className={classes.toolbar} role="toolbar" aria-label={`${label} actions`}>
        <ActionIcon ref={draggable.setActivatorNodeRef} {...draggable.listeners} {...draggable.attributes} size="sm" variant="subtle" aria-label={`Drag ${label}`} data-testid="drag-handle" style={{ cursor: 'grab' }}>
          ⠿
        </ActionIcon>
        <ActionIcon size="sm" variant="subtle" aria-label={horizontal ? `Move ${label} left` : `Move ${label} up`} data-testid="move-earlier" onClick={() => move(-1)}>
          {horizontal ? '←' : '↑'}
        </ActionIcon>
        <ActionIcon size="sm" variant="subtle" aria-label={horizontal ? `Move ${label} right` : `Move ${label} down`} data-testid="move-later" onClick={() => move(1)}>
          {horizontal ? '→' : '↓'}
        </ActionIcon>
        {component.type === 'HEADER' && <HeaderSizeMenu component={component} />}
        {(component.type === 'HEADER' || component.type === 'ROW' || component.type === 'COLUMN') && <BackgroundMenu component={component} />}
        {component.type === 'CHART' && <ChartTitleEditor component={component} />}
        {component.type === 'MARKDOWN' && (
          <ActionIcon size="sm" variant={editingMarkdown ? 'filled' : 'subtle'} aria-label={editingMarkdown ? 'Preview markdown' : 'Edit markdown'} aria-pressed={editingMarkdown} data-testid="edit-markdown" onClick={() => setEditingMarkdown((on) => !on)}>
            ✎
          </ActionIcon>
        )}
        <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Delete ${label}`} data-testid="delete-component" onClick={() => remove(id)}>
          ✕
        </ActionIcon>
      </div>
      {body}
      {sized && <ResizeHandle id={id} outer={() => outer.current} />}
      <DropIndicatorMark componentId={id} />
    </div>
  );
}
