// A tab's title in edit mode: dragged to reorder or move the tab (a drop beside another tab's title), renamed
// in place (double-click, or the pencil), moved with the arrow buttons from the keyboard, deleted (asking
// first when the tab holds charts); and the button adding a tab.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import type { LayoutComponent } from '@tessera/layout-rules';
import { useState } from 'react';
import { addDangerToast } from '../../../app/toasts';
import { DropIndicatorMark } from './editable-component';
import type { DragData, DropData } from './edit-dnd';
import { useEditorActions } from './editor-actions';
import { addTab, FORBIDDEN, reorderComponent, updateComponentMeta } from './layout-ops';
import classes from './edit-mode.module.css';

export function EditableTabTitle({ tab, title }: { tab: LayoutComponent; title: string }) {
  const { layout, change, remove } = useEditorActions();
  const [renaming, setRenaming] = useState(false);
  const [text, setText] = useState(title);
  const draggable = useDraggable({ id: `drag:${tab.id}`, data: { kind: 'drop', source: { kind: 'existing', id: tab.id }, label: title } satisfies DragData });
  const droppable = useDroppable({ id: `droptitle:${tab.id}`, data: { componentId: tab.id, zone: 'title' } satisfies DropData });
  const commit = () => {
    setRenaming(false);
    if (text.trim() && text !== title) change(updateComponentMeta(layout, tab.id, { text: text.trim() }));
    else setText(title);
  };
  const move = (delta: -1 | 1) => {
    const result = reorderComponent(layout, tab.id, delta);
    if (result.ok) change(result.layout);
    else if (result.reason !== FORBIDDEN) addDangerToast(result.reason);
  };
  return (
    <Group
      gap={4}
      wrap="nowrap"
      pos="relative"
      ref={(element) => {
        draggable.setNodeRef(element);
        droppable.setNodeRef(element);
      }}
      data-testid="edit-tab-title"
      data-tab-id={tab.id}
      className={classes.tabTitle}
      style={{ opacity: draggable.isDragging ? 0.4 : 1 }}
    >
      {renaming ? (
        <TextInput
          size="xs"
          value={text}
          autoFocus
          aria-label="Tab title"
          data-testid="tab-title-input"
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') {
              setText(title);
              setRenaming(false);
            }
          }}
          onClick={(event) => event.stopPropagation()}
        />
      ) : (
        <span ref={draggable.setActivatorNodeRef} {...draggable.listeners} onDoubleClick={() => setRenaming(true)} style={{ cursor: 'grab' }}>
          {title}
        </span>
      )}
      <span className={classes.tabActions}>
        <ActionIcon component="span" role="button" tabIndex={0} size="xs" variant="subtle" aria-label={`Rename tab ${title}`} data-testid="rename-tab" onClick={() => setRenaming(true)} onKeyDown={(event) => event.key === 'Enter' && setRenaming(true)}>
          ✎
        </ActionIcon>
        <ActionIcon component="span" role="button" tabIndex={0} size="xs" variant="subtle" aria-label={`Move tab ${title} left`} data-testid="move-tab-earlier" onClick={() => move(-1)} onKeyDown={(event) => event.key === 'Enter' && move(-1)}>
          ←
        </ActionIcon>
        <ActionIcon component="span" role="button" tabIndex={0} size="xs" variant="subtle" aria-label={`Move tab ${title} right`} data-testid="move-tab-later" onClick={() => move(1)} onKeyDown={(event) => event.key === 'Enter' && move(1)}>
          →
        </ActionIcon>
        <ActionIcon component="span" role="button" tabIndex={0} size="xs" variant="subtle" color="red" aria-label={`Delete tab ${title}`} data-testid="delete-tab" onClick={() => remove(tab.id)} onKeyDown={(event) => event.key === 'Enter' && remove(tab.id)}>
          ✕
        </ActionIcon>
      </span>
      <DropIndicatorMark componentId={tab.id} zone="title" />
    </Group>
  );
}

export function AddTabButton({ tabs }: { tabs: LayoutComponent }) {
  const { layout, change, newId } = useEditorActions();
  return (
    <ActionIcon variant="subtle" aria-label="Add tab" data-testid="add-tab" ml="xs" style={{ alignSelf: 'center' }} onClick={() => change(addTab(layout, tabs.id, newId))}>
      +
    </ActionIcon>
  );
}
