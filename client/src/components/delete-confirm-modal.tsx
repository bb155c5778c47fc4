// The confirmation of a delete. With `typeToConfirm` (Superset's delete modal) the Delete button waits for
// the word DELETE; Enter in that box confirms too.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DeleteWithConfirm } from './use-delete-with-confirm';

/** Superset's delete confirmation word. */
export const DELETE_CONFIRMATION = 'DELETE';

interface DeleteConfirmModalProps<T> {
  flow: DeleteWithConfirm<T>;
  title: string;
  description: (target: T) => ReactNode;
  typeToConfirm?: boolean;
  confirmTestId?: string;
}

export function DeleteConfirmModal<T>({ flow, title, description, typeToConfirm = false, confirmTestId = 'delete-confirm' }: DeleteConfirmModalProps<T>) {
  const [typed, setTyped] = useState('');
  // Every opening starts with an empty box.
  const [wasOpened, setWasOpened] = useState(flow.opened);
  if (wasOpened !== flow.opened) {
    setWasOpened(flow.opened);
    if (flow.opened) setTyped('');
  }
  const confirmed = !typeToConfirm || typed.trim().toUpperCase() === DELETE_CONFIRMATION;

  return (
    <Modal opened={flow.opened} onClose={flow.cancel} title={title} centered>
      <Stack>
        <Text size="sm">{flow.target !== null && description(flow.target)}</Text>
        {typeToConfirm && (
          <TextInput
            label={`Type "${DELETE_CONFIRMATION}" to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && confirmed) void flow.confirm();
            }}
            data-autofocus
            data-testid="delete-confirm-input"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={flow.cancel}>
            Cancel
          </Button>
          <Button color="red" disabled={!confirmed} loading={flow.busy} onClick={() => void flow.confirm()} data-testid={confirmTestId}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
