// The bulk tag modal (spec 1 §2, §6): picks custom tags and tags the selected rows with them. Objects the
// person may not edit are skipped by the server, and the toast says how many.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { BulkTagDocument, type TaggableType } from '../../gql/graphql';
import { TagSelect, type PickedTag } from './tag-select';

/** The toasts of a finished bulk tagging, in Superset's words ('Tagged 3 charts'). */
export function bulkTagMessages(tagged: number, skipped: number, resourceName: string): string[] {
  const messages = [];
  if (skipped > 0) messages.push(`${skipped} items could not be tagged because you don\u2019t have edit permissions to all selected objects.`);
  messages.push(`Tagged ${tagged} ${resourceName}s`);
  return messages;
}

export interface BulkTagModalProps {
  opened: boolean;
  objectType: TaggableType;
  /** The singular noun the toast uses: 'chart', 'dashboard', 'query'. */
  resourceName: string;
  ids: readonly number[];
  onClose: () => void;
  onTagged: () => void;
}

export function BulkTagModal({ opened, objectType, resourceName, ids, onClose, onTagged }: BulkTagModalProps) {
  const [selected, setSelected] = useState<PickedTag[]>([]);
  const [bulkTag, { loading: saving }] = useMutation(BulkTagDocument);

  const close = () => {
    setSelected([]);
    onClose();
  };

  const save = async () => {
    try {
      const result = await bulkTag({
        variables: { tags: selected.map(({ name }) => ({ name, objectsToTag: ids.map((objectId) => ({ objectType, objectId })) })) },
      });
      const payload = result.data?.bulkTag;
      for (const message of bulkTagMessages(new Set(payload?.objectsTagged.map((o) => o.objectId)).size, payload?.objectsSkipped.length ?? 0, resourceName)) addSuccessToast(message);
    } catch {
      addDangerToast('Failed to tag items');
    }
    onTagged();
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title="Bulk tag" size={600} data-testid="bulk-tag-modal">
      <Stack>
        <Text size="sm">You are adding tags to {ids.length} {resourceName}s</Text>
        {opened && <TagSelect value={selected} onChange={setSelected} testId="bulk-tag-select" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!selected.length || !ids.length} loading={saving} data-testid="bulk-tag-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
