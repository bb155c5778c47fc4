// 'Save': name and description of the tab's query. A tab opened from (or saved as) a saved query can update it
// or save a new copy. Toasts are the spec's.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOG_EVENTS, logEvent } from '../../app/event-logger';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { CreateSqlLabSavedQueryDocument, UpdateSqlLabSavedQueryDocument, type SqlLabSavedQueryFragment } from '../../gql/graphql';
import type { QueryEditor } from './tab-model';
import { UNTITLED_QUERY_PREFIX } from './tab-naming';

interface SaveQueryModalProps {
  opened: boolean;
  tab: QueryEditor;
  onClose: () => void;
  onSaved: (saved: SqlLabSavedQueryFragment) => void;
}

export function savedQueryFields(tab: QueryEditor, label: string, description: string) {
  return {
    dbId: tab.dbId ?? 0,
    label,
    description,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    templateParameters: tab.templateParams.trim() || null,
  };
}

export function SaveQueryModal({ opened, tab, onClose, onSaved }: SaveQueryModalProps) {
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [create, created] = useMutation(CreateSqlLabSavedQueryDocument);
  const [update, updated] = useMutation(UpdateSqlLabSavedQueryDocument);
  useEffect(() => {
    if (opened) {
      setLabel(tab.name.startsWith(UNTITLED_QUERY_PREFIX) ? 'Undefined' : tab.name);
      setDescription('');
    }
  }, [opened, tab.name]);

  const saved = (query: SqlLabSavedQueryFragment, updatedExisting: boolean) => {
    logEvent(LOG_EVENTS.sqlLabSaveQuery, { source: 'sqlLab', source_id: tab.id, saved_query_id: query.id, database_id: tab.dbId, update: updatedExisting });
    onSaved(query);
    onClose();
  };

  const saveNew = async () => {
    try {
      const { data } = await create({ variables: { input: savedQueryFields(tab, label.trim(), description) } });
      if (!data) throw new Error('Your query was not properly saved');
      addSuccessToast('Your query was saved');
      saved(data.createSavedQuery, false);
    } catch {
      addDangerToast('Your query could not be saved');
    }
  };

  const saveUpdate = async () => {
    if (tab.remoteId === null) return;
    try {
      const { data } = await update({ variables: { id: tab.remoteId, input: savedQueryFields(tab, label.trim(), description) } });
      if (!data) throw new Error('Your query was not properly saved');
      addSuccessToast('Your query was updated');
      saved(data.updateSavedQuery, true);
    } catch {
      addDangerToast('Your query could not be updated');
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save query">
      <TextInput label="Name" value={label} onChange={(e) => setLabel(e.currentTarget.value)} required data-autofocus data-testid="sqllab-save-name" />
      <Textarea mt="sm" label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={3} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        {tab.remoteId !== null && (
          <Button variant="default" onClick={saveNew} loading={created.loading} disabled={!label.trim()}>
            Save as new
          </Button>
        )}
        <Button
          onClick={tab.remoteId !== null ? saveUpdate : saveNew}
          loading={created.loading || updated.loading}
          disabled={!label.trim()}
          data-testid="sqllab-save-submit"
        >
          {tab.remoteId !== null ? 'Update' : 'Save'}
        </Button>
      </Group>
    </Modal>
  );
}
