// Adding or editing a CSS template (Superset's CssTemplateModal): its name and its CSS in the code editor,
// both required; 'Add' creates, 'Save' writes the edit. A failure is toasted and the modal stays open.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Input, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { LazySqlEditor } from '../../components/sql-editor/lazy-sql-editor';
import { CreateCssTemplateDocument, UpdateCssTemplateDocument } from '../../gql/graphql';

/** The template being edited; none when one is added. */
export interface EditedCssTemplate {
  id: number;
  templateName?: string | null;
  css?: string | null;
}

interface Props {
  template: EditedCssTemplate | null;
  onSaved: () => void;
  onClose: () => void;
}

export function CssTemplateModal({ template, onSaved, onClose }: Props) {
  const [name, setName] = useState(template?.templateName ?? '');
  const [css, setCss] = useState(template?.css ?? '');
  const [create, created] = useMutation(CreateCssTemplateDocument);
  const [update, updated] = useMutation(UpdateCssTemplateDocument);
  const editing = template !== null;
  const complete = name.length > 0 && css.length > 0;

  const save = async () => {
    const input = { templateName: name, css };
    try {
      if (editing) await update({ variables: { id: template.id, input } });
      else await create({ variables: { input } });
      onSaved();
    } catch (error) {
      addDangerToast(`An error occurred while ${editing ? 'saving' : 'creating'} css_templates: ${firstErrorMessage(error)}`);
    }
  };

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit CSS template properties' : 'Add CSS template'} size="55%" centered data-testid="css-template-modal">
      <Stack gap="md">
        <Title order={4}>General information</Title>
        <TextInput label="Name" withAsterisk w="50%" value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus data-testid="css-template-name" />
        <Stack gap={4}>
          <Input.Label required>css</Input.Label>
          <LazySqlEditor value={css} onChange={setCss} language="css" height={300} placeholder=".dashboard { }" data-testid="css-template-css" />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!complete} loading={created.loading || updated.loading} onClick={() => void save()} data-testid="css-template-save">
            {editing ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
