// Template parameters as JSON, checked as the user types (empty means {}; invalid JSON says why).
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseTemplateParams } from './template-params';

interface TemplateParamsModalProps {
  opened: boolean;
  value: string;
  onClose: () => void;
  onChange: (text: string) => void;
}

export function TemplateParamsModal({ opened, value, onClose, onChange }: TemplateParamsModalProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const parsed = parseTemplateParams(draft);

  return (
    <Modal opened={opened} onClose={onClose} title="Template parameters" size="lg">
      <Text size="sm" c="dimmed" mb="xs">
        A JSON object whose keys the query can use as Jinja template variables, e.g. {'{"country": "France"}'}.
      </Text>
      <Textarea
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={18}
        styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
        error={parsed.ok ? undefined : parsed.error}
        aria-label="Template parameters JSON"
        data-testid="sqllab-params-input"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!parsed.ok}
          onClick={() => {
            onChange(draft);
            onClose();
          }}
        >
          Apply
        </Button>
      </Group>
    </Modal>
  );
}
