// Superset's delete confirmation: the action is enabled once the user types DELETE.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DELETE_CONFIRMATION } from './saved-query-list-query';

interface Props {
  title: string;
  description: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function SavedQueryDeleteModal({ title, description, loading, onConfirm, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRMATION;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{description}</Text>
        <TextInput
          label={`Type "${DELETE_CONFIRMATION}" to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && confirmed) onConfirm();
          }}
          data-autofocus
          data-testid="delete-confirm-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!confirmed} loading={loading} onClick={onConfirm} data-testid="delete-confirm">
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
