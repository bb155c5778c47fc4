// The header's controls in edit mode: undo and redo (also Ctrl+Z / Ctrl+Shift+Z), Discard and Save.
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { DashboardEditor } from './use-dashboard-editor';

export function EditControls({ editor }: { editor: DashboardEditor }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="edit-controls">
      <Tooltip label="Undo the action (Ctrl + Z)">
        <ActionIcon variant="subtle" color="gray" aria-label="Undo" disabled={!editor.canUndo} onClick={editor.undo} data-testid="edit-undo">
          ↶
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Redo the action (Ctrl + Shift + Z)">
        <ActionIcon variant="subtle" color="gray" aria-label="Redo" disabled={!editor.canRedo} onClick={editor.redo} data-testid="edit-redo">
          ↷
        </ActionIcon>
      </Tooltip>
      <Button size="xs" variant="default" onClick={editor.discard} data-testid="edit-discard">
        Discard
      </Button>
      <Button size="xs" onClick={() => void editor.save()} loading={editor.saving} disabled={!editor.unsaved} data-testid="edit-save">
        Save
      </Button>
    </Group>
  );
}
