// Explore's chart type control: the current type's thumbnail and name, and "View all charts", which opens the
// gallery in Superset's "Select a visualization type" modal.
import { Button, Group, Input, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { getViz } from '../../viz/registry';
import { useRecentVizTypes, VizGallery, VizLabelBadge } from './viz-gallery';
import { VizThumbnail } from './viz-thumbnail';

const GALLERY_HEIGHT = 560;

function VizTypeModal({ value, onSelect, onClose }: { value: string; onSelect: (vizType: string) => void; onClose: () => void }) {
  const [recent, remember] = useRecentVizTypes();
  const [chosen, setChosen] = useState(value);
  const select = (vizType: string) => {
    remember(vizType);
    onSelect(vizType);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Select a visualization type" size={1040} centered data-testid="viz-type-modal">
      <VizGallery value={chosen} onChange={setChosen} onSubmit={select} recent={recent} height={GALLERY_HEIGHT} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => select(chosen)} data-testid="viz-type-modal-select">
          Select
        </Button>
      </Group>
    </Modal>
  );
}

export function VizTypeControl({ value, onChange }: { value: string; onChange: (vizType: string) => void }) {
  const [open, setOpen] = useState(false);
  const viz = getViz(value);
  return (
    <Input.Wrapper label="Chart type">
      <Paper withBorder p="xs" data-testid="viz-type-control" data-viz-type={value}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {viz && <VizThumbnail viz={viz} width={42} />}
            <Text size="sm" fw={500} truncate data-testid="viz-type-name">
              {viz?.name ?? value}
            </Text>
            {viz?.label === 'deprecated' && <VizLabelBadge label="deprecated" />}
          </Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} data-testid="viz-type-view-all">
            View all charts
          </Button>
        </Group>
      </Paper>
      {open && <VizTypeModal value={value} onSelect={onChange} onClose={() => setOpen(false)} />}
    </Input.Wrapper>
  );
}
