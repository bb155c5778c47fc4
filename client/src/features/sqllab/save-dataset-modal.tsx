// Saves a result's query as a virtual dataset; 'Explore' then opens the new dataset in the chart builder.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { CreateDatasetDocument } from '../../gql/graphql';
import type { QueryRun } from './run-model';
import type { QueryEditor } from './tab-model';

interface SaveDatasetModalProps {
  mode: 'save' | 'explore' | null;
  run: QueryRun;
  tab: QueryEditor;
  onClose: () => void;
}

function defaultDatasetName(tabName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${tabName} ${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

export function exploreUrl(datasetId: number): string {
  return `/explore/?datasource_id=${datasetId}&datasource_type=table`;
}

export function SaveDatasetModal({ mode, run, tab, onClose }: SaveDatasetModalProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [create, { loading }] = useMutation(CreateDatasetDocument);
  useEffect(() => {
    if (mode) setName(defaultDatasetName(tab.name));
  }, [mode, tab.name]);

  const submit = async () => {
    try {
      const { data } = await create({
        variables: {
          input: {
            databaseId: run.dbId,
            catalog: tab.catalog,
            schema: tab.schema,
            sql: run.sql,
            tableName: name.trim(),
            templateParams: tab.templateParams.trim() || null,
          },
        },
      });
      const dataset = data?.createDataset;
      if (!dataset) throw new Error('An error occurred while creating the data source');
      onClose();
      if (mode === 'explore') navigate(exploreUrl(dataset.id));
      else addSuccessToast(`Dataset ${dataset.tableName} was created`);
    } catch (error) {
      addDangerToast(responseErrorsOf(error)[0]?.message ?? 'An error occurred while creating the data source');
    }
  };

  return (
    <Modal opened={mode !== null} onClose={onClose} title={mode === 'explore' ? 'Save or Overwrite Dataset' : 'Create dataset'}>
      <Text size="sm" c="dimmed" mb="sm">
        The query becomes a virtual dataset{mode === 'explore' ? ', then opens in Explore' : ''}.
      </Text>
      <TextInput label="Dataset name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus data-testid="sqllab-dataset-name" />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={loading} disabled={!name.trim()} data-testid="sqllab-dataset-save">
          {mode === 'explore' ? 'Save & Explore' : 'Save'}
        </Button>
      </Group>
    </Modal>
  );
}
