// The Edit Dataset modal (spec 1 §2, §5, §8): 900 px tall, tabs for the source, metrics, columns,
// calculated columns and settings. Save is disabled while saving, while the form has errors, or when the
// dataset may not be edited (externally managed, or not the caller's); when the SQL changed, 'Automatically
// sync columns' is offered, checked. The Columns tab's 'Sync columns from source' syncs the stored columns right
// away and folds them into the form. Failures of either open the error dialog.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Checkbox, Group, List, Loader, Modal, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addSuccessToast } from '../../app/toasts';
import { DatasetForEditDocument, SaveDatasetDocument, SyncDatasetColumnsDocument, type DatasetEditFragment } from '../../gql/graphql';
import { DatasetColumnsTab } from './dataset-columns-tab';
import { draftFromDataset, firstSaveErrorText, sqlChanged, toUpdateInput, validateDraft, type DatasetDraft, type SaveError } from './dataset-form';
import { DatasetMetricsTab } from './dataset-metrics-tab';
import { DatasetSettingsTab } from './dataset-settings-tab';
import { DatasetSourceTab } from './dataset-source-tab';
import { syncToastText, withSyncedColumns } from './dataset-sync';

export const EDIT_DATASET_MODAL_HEIGHT = 900;
const SQL_UNSAVED_TEXT = 'Save the dataset first: the source query changed, and Save syncs its columns.';
const NOT_OWNER_TEXT = 'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

interface Props {
  datasetId: number;
  onClose: () => void;
  onSaved?: () => void;
}

export function DatasetEditModal({ datasetId, onClose, onSaved }: Props) {
  const { data, loading, error } = useQuery(DatasetForEditDocument, { variables: { id: datasetId }, fetchPolicy: 'network-only' });
  const stored = data?.dataset ?? null;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit Dataset"
      size={1100}
      centered
      styles={{
        content: { height: EDIT_DATASET_MODAL_HEIGHT, maxHeight: '100vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
      data-testid="edit-dataset-modal"
    >
      {loading && (
        <Center h="100%">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {!loading && (error || !stored) && (
        <Alert color="red" title="Sorry, an error occurred">
          {error?.message ?? 'The dataset does not exist or you may not see it.'}
        </Alert>
      )}
      {stored && <DatasetEditor key={stored.id} stored={stored} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function DatasetEditor({ stored, onClose, onSaved }: { stored: DatasetEditFragment; onClose: () => void; onSaved?: () => void }) {
  const [draft, setDraft] = useState<DatasetDraft>(() => draftFromDataset(stored));
  const [syncColumns, setSyncColumns] = useState(true);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [save, { loading: saving }] = useMutation(SaveDatasetDocument);
  const [syncFromSource, { loading: syncing }] = useMutation(SyncDatasetColumnsDocument);
  const problems = useMemo(() => validateDraft(draft), [draft]);
  const changedSql = sqlChanged(draft, stored);
  const readOnly = !stored.abilities.canEdit;
  const blockedReason = readOnly ? (stored.abilities.editBlockedReason ?? NOT_OWNER_TEXT) : null;
  const onChange = (patch: Partial<DatasetDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const showFailure = (title: string, err: unknown) =>
    setFailure({ title, text: firstSaveErrorText(responseErrorsOf(err) as SaveError[], err instanceof Error ? err.message : 'Sorry, an unknown error occurred') });

  const submit = async () => {
    try {
      await save({ variables: { id: stored.id, input: toUpdateInput(draft), overrideColumns: changedSql && syncColumns } });
      addSuccessToast('The dataset has been saved');
      onSaved?.();
      onClose();
    } catch (err) {
      showFailure('Error saving dataset', err);
    }
  };

  // The server syncs from the stored source, so while the form holds a different query Save is the way
  // to sync (it offers 'Automatically sync columns').
  const syncBlockedReason = blockedReason ?? (changedSql ? SQL_UNSAVED_TEXT : null);
  const syncColumnsFromSource = async () => {
    const before = stored;
    try {
      const { data: synced } = await syncFromSource({ variables: { id: stored.id } });
      if (!synced) return;
      const { dataset, sync } = synced.refreshDataset;
      setDraft((current) => withSyncedColumns(current, before, dataset, sync));
      addSuccessToast(syncToastText(sync));
    } catch (err) {
      showFailure('Error syncing columns', err);
    }
  };

  const saveDisabled = saving || problems.length > 0 || readOnly;
  const saveButton = (
    <Button onClick={submit} loading={saving} disabled={saveDisabled} data-testid="dataset-save">
      Save
    </Button>
  );

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {stored.isManagedExternally && (
        <Alert color="yellow" data-testid="dataset-managed-externally">
          {stored.abilities.editBlockedReason ?? 'This dataset is managed externally'}
          {stored.externalUrl && (
            <Text size="sm" component="a" href={stored.externalUrl} target="_blank" rel="noreferrer" ml={4}>
              Open the source
            </Text>
          )}
        </Alert>
      )}
      <Tabs defaultValue="source" keepMounted={false} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Tabs.List>
          <Tabs.Tab value="source">Source</Tabs.Tab>
          <Tabs.Tab value="metrics">Metrics ({draft.metrics.length})</Tabs.Tab>
          <Tabs.Tab value="columns">Columns</Tabs.Tab>
          <Tabs.Tab value="calculated">Calculated columns</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', paddingTop: 12 }}>
          <Tabs.Panel value="source">
            <DatasetSourceTab draft={draft} stored={stored} readOnly={readOnly} onChange={onChange} />
          </Tabs.Panel>
          <Tabs.Panel value="metrics">
            <DatasetMetricsTab draft={draft} readOnly={readOnly} onChange={onChange} />
          </Tabs.Panel>
          <Tabs.Panel value="columns">
            <DatasetColumnsTab
              draft={draft}
              readOnly={readOnly}
              calculated={false}
              onChange={onChange}
              sync={{ run: syncColumnsFromSource, running: syncing, blockedReason: syncBlockedReason }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="calculated">
            <DatasetColumnsTab draft={draft} readOnly={readOnly} calculated onChange={onChange} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <DatasetSettingsTab draft={draft} stored={stored} readOnly={readOnly} onChange={onChange} />
          </Tabs.Panel>
        </div>
      </Tabs>
      {problems.length > 0 && !readOnly && (
        <Alert color="red" title="Fix these before saving" data-testid="dataset-problems">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between">
        <div>
          {changedSql && !readOnly && (
            <Checkbox
              label="Automatically sync columns"
              checked={syncColumns}
              onChange={(e) => setSyncColumns(e.currentTarget.checked)}
              data-testid="dataset-sync-columns"
            />
          )}
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {blockedReason ? (
            <Tooltip label={blockedReason} multiline w={320} withArrow>
              <span>{saveButton}</span>
            </Tooltip>
          ) : (
            saveButton
          )}
        </Group>
      </Group>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title={failure?.title} centered zIndex={400} data-testid="dataset-save-error">
        <Stack>
          <Text size="sm">{failure?.text}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setFailure(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
