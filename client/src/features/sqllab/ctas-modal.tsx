// CREATE TABLE AS / CREATE VIEW AS from the tab's query: the target schema (forced when the database sets
// force_ctas_schema) and the new object's name.
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface CtasRequest {
  method: 'TABLE' | 'VIEW';
  schema: string | null;
  name: string;
}

interface CtasModalProps {
  kind: 'TABLE' | 'VIEW' | null;
  defaultSchema: string | null;
  schemaLocked: boolean;
  onClose: () => void;
  onSubmit: (request: CtasRequest) => void;
}

export function CtasModal({ kind, defaultSchema, schemaLocked, onClose, onSubmit }: CtasModalProps) {
  const [schema, setSchema] = useState(defaultSchema ?? '');
  const [name, setName] = useState('');
  useEffect(() => {
    if (kind) {
      setSchema(defaultSchema ?? '');
      setName('');
    }
  }, [kind, defaultSchema]);
  const label = kind === 'VIEW' ? 'view' : 'table';

  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind === 'VIEW' ? 'Create view' : 'Create table'}>
      <TextInput label="Target schema" value={schema} onChange={(e) => setSchema(e.currentTarget.value)} disabled={schemaLocked} />
      <TextInput
        mt="sm"
        label={`Name of the new ${label}`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={name && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? 'Use letters, digits and underscores, not starting with a digit' : undefined}
        data-autofocus
        data-testid="sqllab-ctas-name"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)}
          onClick={() => kind && onSubmit({ method: kind, schema: schema.trim() || null, name })}
        >
          {kind === 'VIEW' ? 'Create view' : 'Create table'}
        </Button>
      </Group>
    </Modal>
  );
}
