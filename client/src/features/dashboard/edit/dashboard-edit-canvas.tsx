// Edit mode's body: the layout drawn with the editor around each component, the top-level tabs drop area, the
// builder pane beside it, the confirmation before deleting a tab that holds charts, and the undo/redo keys
// (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y; inside a text field they stay the field's own).
import { useDroppable } from '@dnd-kit/core';
import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { componentOf, newComponentId, ROOT_ID, topLevelTabsId, type Layout } from '@tessera/layout-rules';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DashboardLayout, type LayoutEditHooks } from '../layout/dashboard-layout';
import type { LayoutComponent } from '../layout/layout-model';
import { BuilderPane } from './builder-pane';
import { DropIndicatorMark, EditableBody, EditableComponent } from './editable-component';
import { EditDndProvider, useEditDnd, type DropData } from './edit-dnd';
import { EditorActionsContext, labelOf, type EditorActions } from './editor-actions';
import { chartIdsIn, deleteComponent, resizeComponent } from './layout-ops';
import { AddTabButton, EditableTabTitle } from './tab-title';
import type { DashboardEditor } from './use-dashboard-editor';
import classes from './edit-mode.module.css';

const EDIT_HOOKS: LayoutEditHooks = {
  wrap: (component, content) => {
    if (component.type === 'ROOT') return content;
    if (component.type === 'GRID' || component.type === 'TAB') return <EditableBody component={component} content={content} />;
    return <EditableComponent component={component} content={content} />;
  },
  tabTitle: (_tabsId, tab, title) => <EditableTabTitle tab={tab} title={title} />,
  tabsExtra: (tabs) => <AddTabButton tabs={tabs} />,
};

/** Where tabs dropped become the dashboard's top-level tabs (only while it has none). */
function TopLevelTabsZone({ layout }: { layout: Layout }) {
  const { setNodeRef } = useDroppable({ id: `drop:${ROOT_ID}`, data: { componentId: ROOT_ID } satisfies DropData });
  if (topLevelTabsId(layout)) return null;
  return (
    <Box ref={setNodeRef} pos="relative" className={`${classes.empty} ${classes.topLevelZone}`} data-testid="top-level-tabs-zone" style={{ minHeight: 32 }}>
      Drop tabs here to give the dashboard top-level tabs
      <DropIndicatorMark componentId={ROOT_ID} />
    </Box>
  );
}

/** The layout as drawn: while a resize handle is dragged, at the size being given. */
function CanvasLayout(props: { layout: Layout; selection: Record<string, string>; onSelectTab: (tabsId: string, tabId: string) => void; renderChart: (component: LayoutComponent, height: number) => ReactNode }) {
  const { resizing } = useEditDnd();
  const layout = useMemo(() => (resizing ? resizeComponent(props.layout, resizing.id, { width: resizing.width, height: resizing.height }) : props.layout), [props.layout, resizing]);
  return <DashboardLayout {...props} layout={layout} edit={EDIT_HOOKS} />;
}

function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}

interface Props {
  editor: DashboardEditor;
  selection: Record<string, string>;
  onSelectTab: (tabsId: string, tabId: string) => void;
  renderChart: (component: LayoutComponent, height: number) => ReactNode;
}

export function DashboardEditCanvas({ editor, selection, onSelectTab, renderChart }: Props) {
  const { layout, change } = editor;
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  useUndoKeys(editor.undo, editor.redo);
  const newId = useCallback((type: string) => newComponentId(type), []);
  const remove = useCallback(
    (id: string) => {
      if (componentOf(layout, id)?.type === 'TAB' && chartIdsIn(layout, id).length > 0) setPendingDelete(id);
      else change(deleteComponent(layout, id));
    },
    [layout, change],
  );
  const actions = useMemo<EditorActions>(() => ({ layout, change, newId, remove }), [layout, change, newId, remove]);
  const placed = useMemo(() => new Set(chartIdsIn(layout, ROOT_ID)), [layout]);
  const pendingCharts = pendingDelete ? chartIdsIn(layout, pendingDelete).length : 0;

  return (
    <EditorActionsContext.Provider value={actions}>
      <EditDndProvider layout={layout} onChange={change} newId={newId}>
        <Box style={{ display: 'flex', alignItems: 'flex-start', flex: 1 }} data-testid="dashboard-edit-canvas">
          <Box p="md" pt="lg" style={{ flex: 1, minWidth: 0 }} data-testid="dashboard-grid">
            <TopLevelTabsZone layout={layout} />
            <CanvasLayout layout={layout} selection={selection} onSelectTab={onSelectTab} renderChart={renderChart} />
          </Box>
          <BuilderPane placed={placed} onPickChart={editor.addChart} />
        </Box>
      </EditDndProvider>
      {pendingDelete && (
        <Modal opened onClose={() => setPendingDelete(null)} title="Delete tab?" centered data-testid="delete-tab-confirm">
          <Text size="sm">{`The tab “${labelOf(layout, pendingDelete)}” holds ${pendingCharts} chart${pendingCharts === 1 ? '' : 's'}. Deleting it removes them from this dashboard.`}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setPendingDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              data-testid="delete-tab-confirm-button"
              onClick={() => {
                change(deleteComponent(layout, pendingDelete));
                setPendingDelete(null);
              }}
            >
              Delete
            </Button>
          </Group>
        </Modal>
      )}
    </EditorActionsContext.Provider>
  );
}
