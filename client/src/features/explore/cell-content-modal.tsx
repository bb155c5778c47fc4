// The cell content modal (spec 1 §2 Modals): the whole value of a results cell, in the JSON viewer when it is
// JSON, with a copy button.
import { Button, Code, Group, Modal, Stack } from '@mantine/core';
import { copyToClipboard } from '../../components/clipboard';
import { JsonViewer } from './json-viewer';
import { parseJsonCell } from './results-data';

export const MODAL_WIDTH = 600;

export function CellContentModal({ column, value, text, onClose }: { column: string; value: unknown; text: string; onClose: () => void }) {
  const json = parseJsonCell(value);
  const copyText = json === undefined ? text : JSON.stringify(json, null, 2);
  return (
    <Modal opened onClose={onClose} title={column} size={MODAL_WIDTH} centered data-testid="cell-content-modal">
      <Stack>
        {json === undefined ? (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: '60vh', overflow: 'auto' }}>
            {text}
          </Code>
        ) : (
          <JsonViewer value={json} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void copyToClipboard(copyText)}>
            Copy
          </Button>
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
