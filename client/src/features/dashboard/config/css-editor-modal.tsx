// The dashboard CSS editor (spec 1 §2): the CSS applies to the page live while it is edited, a CSS template
// can be loaded to start from, Save stores it (updateDashboard) and Cancel puts the stored CSS back.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { firstErrorMessage } from '../../../app/graphql-errors';
import { CssTemplateOptionsDocument, SaveDashboardPropertiesDocument } from '../../../gql/graphql';

interface Props {
  dashboardId: number;
  css: string;
  /** The CSS shown on the page while editing (null: the stored CSS again). */
  onPreview: (css: string | null) => void;
  onSaved: () => void;
  onClose: () => void;
}

export function CssEditorModal({ dashboardId, css, onPreview, onSaved, onClose }: Props) {
  const [draft, setDraft] = useState(css);
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useQuery(CssTemplateOptionsDocument);
  const [save, { loading }] = useMutation(SaveDashboardPropertiesDocument);
  useEffect(() => onPreview(draft), [draft, onPreview]);
  const close = () => {
    onPreview(null);
    onClose();
  };
  const items = templates.data?.cssTemplates.items ?? [];
  const submit = async () => {
    setFailure(null);
    try {
      await save({ variables: { id: dashboardId, input: { css: draft } } });
      onSaved();
    } catch (error) {
      setFailure(`Sorry, there was an error saving this dashboard: ${firstErrorMessage(error)}`);
    }
  };
  return (
    <Modal opened onClose={close} title="Edit CSS" size={720} centered data-testid="dashboard-css-modal">
      <Stack gap="sm">
        {failure && <Alert color="red">{failure}</Alert>}
        <Group justify="space-between" align="flex-end">
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            Live CSS editor: the dashboard shows your CSS as you type. Rules apply inside this dashboard only.
          </Text>
          <Select
            w={240}
            label="Load a CSS template"
            placeholder={templates.loading ? 'Loading…' : items.length ? 'Choose a template' : 'No CSS templates'}
            data={items.map((template) => ({ value: String(template.id), label: template.templateName ?? `Template ${template.id}` }))}
            value={null}
            searchable
            onChange={(id) => {
              const template = items.find((candidate) => String(candidate.id) === id);
              if (template) setDraft(template.css ?? '');
            }}
            disabled={!items.length}
            comboboxProps={{ withinPortal: true }}
            data-testid="dashboard-css-template"
          />
        </Group>
        <Textarea
          aria-label="CSS"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={14}
          maxRows={24}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          data-testid="dashboard-css-editor"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading} data-testid="dashboard-css-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
