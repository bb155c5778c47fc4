// Share > Embed code: an iframe snippet of the chart's permalink in standalone mode, with its size.
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { copyToClipboard } from '../../components/clipboard';
import { embedCode } from './explore-url';

export function EmbedCodeModal({ url, onClose }: { url: string; onClose: () => void }) {
  const [width, setWidth] = useState(600);
  const [height, setHeight] = useState(400);
  const code = embedCode(url, width, height);
  return (
    <Modal opened onClose={onClose} title="Embed code" size={600} centered data-testid="embed-code-modal">
      <Stack>
        <Textarea value={code} readOnly autosize minRows={8} styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} data-testid="embed-code-text" />
        <Group grow>
          <NumberInput label="Chart width" value={width} min={100} max={4000} onChange={(value) => typeof value === 'number' && setWidth(value)} />
          <NumberInput label="Chart height" value={height} min={100} max={4000} onChange={(value) => typeof value === 'number' && setHeight(value)} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void copyToClipboard(code)}>Copy code</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
