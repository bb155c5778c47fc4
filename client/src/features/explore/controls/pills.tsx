// The pieces the list controls (metrics, columns, filters) share: a removable pill that opens an editor, an
// "add" pill, and a drop zone for items dragged from the dataset pane.
import { Box, CloseButton, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { acceptsDrag, readDragItem, type DraggedItem } from './drag-data';

export function ControlPill({
  label,
  tooltip,
  onClick,
  onRemove,
  testId,
  warning,
}: {
  label: string;
  tooltip?: string;
  onClick?: () => void;
  onRemove?: () => void;
  testId?: string;
  warning?: boolean;
}) {
  const body = (
    <UnstyledButton
      onClick={onClick}
      data-testid={testId}
      style={{ flex: 1, minWidth: 0 }}
      px={8}
      py={4}
    >
      <Text size="sm" truncate="end" c={warning ? 'orange.8' : undefined}>
        {label}
      </Text>
    </UnstyledButton>
  );
  return (
    <Group
      gap={0}
      wrap="nowrap"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: 'var(--mantine-color-gray-0)' }}
    >
      {onRemove && <CloseButton size="sm" aria-label={`Remove ${label}`} onClick={onRemove} />}
      {tooltip ? (
        <Tooltip label={tooltip} multiline maw={320} openDelay={300}>
          {body}
        </Tooltip>
      ) : (
        body
      )}
    </Group>
  );
}

export function AddPill({ label, onClick, testId }: { label: string; onClick: () => void; testId?: string }) {
  return (
    <UnstyledButton
      onClick={onClick}
      data-testid={testId}
      px={8}
      py={4}
      style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4 }}
    >
      <Text size="sm" c="dimmed">
        + {label}
      </Text>
    </UnstyledButton>
  );
}

/** A list of pills that takes drops of the accepted dataset-pane items. */
export function DropZone({
  accepts,
  onDrop,
  children,
  testId,
}: {
  accepts: ReadonlyArray<DraggedItem['kind']>;
  onDrop: (item: DraggedItem) => void;
  children: ReactNode;
  testId?: string;
}) {
  const [over, setOver] = useState(false);
  const handleOver = (event: DragEvent) => {
    if (!acceptsDrag([...event.dataTransfer.types], accepts)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Box
      data-testid={testId}
      onDragOver={handleOver}
      onDragEnter={handleOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const item = readDragItem(event.dataTransfer, accepts);
        if (!item) return;
        event.preventDefault();
        onDrop(item);
      }}
      p={over ? 3 : 0}
      style={{
        borderRadius: 4,
        outline: over ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Stack gap={4}>{children}</Stack>
    </Box>
  );
}
