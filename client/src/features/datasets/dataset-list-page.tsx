// The Dataset list (spec 1 §2): name, kind, database, schema, owners and last change; search by name,
// filters by database and schema, all kept in the URL; Edit opens the Edit Dataset modal, Delete asks first.
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { withFilter } from '../../components/list-view/list-view-state';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useListViewState } from '../../components/list-view/use-list-view-state';
import { OwnerAvatars } from '../../components/owner-avatars';
import { lastModifiedColumn } from '../../components/list-view/last-modified-column';
import { UploadMenu } from '../upload/upload-menu';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { DatasetListDocument, DatasetListFilterOptionsDocument, DeleteDatasetFromListDocument, type DatasetListQuery } from '../../gql/graphql';
import {
  DATASET_DATABASE_FILTER_ID,
  DATASET_LIST_DEFAULTS,
  DATASET_LIST_PAGE_SIZE,
  DATASET_SCHEMA_FILTER_ID,
  DATASET_SEARCH_FILTER_ID,
  datasetListVariables,
  kindLabel,
} from './dataset-list-query';

type DatasetRow = DatasetListQuery['datasets']['items'][number];

// The editor (and its SQL editor) loads when a dataset is opened, not with the list.
const DatasetEditModal = lazy(() => import('./dataset-edit-modal').then((m) => ({ default: m.DatasetEditModal })));

function columns(onEdit: (row: DatasetRow) => void, onDelete: (row: DatasetRow) => void): ListViewColumn<DatasetRow>[] {
  return [
    {
      id: 'table_name',
      header: 'Name',
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={d.exploreUrl} fw={500} data-testid="dataset-link">
            {d.tableName}
          </Anchor>
          {d.certifiedBy && (
            <Tooltip label={`Certified by ${d.certifiedBy}${d.certificationDetails ? `: ${d.certificationDetails}` : ''}`} withArrow>
              <Badge size="xs" color="teal" variant="light">
                Certified
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    { id: 'kind', header: 'Type', width: 110, render: (d) => kindLabel(d.kind) },
    { id: 'database.database_name', header: 'Database', sortable: true, width: 160, render: (d) => d.database?.databaseName ?? '' },
    { id: 'schema', header: 'Schema', sortable: true, width: 140, render: (d) => d.schema ?? '' },
    { id: 'owners', header: 'Owners', width: 140, render: (d) => <OwnerAvatars owners={d.owners} /> },
    lastModifiedColumn(),
    {
      id: 'actions',
      header: 'Actions',
      width: 90,
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={d.abilities.canEdit ? 'Edit' : (d.abilities.editBlockedReason ?? 'Edit (read only)')} withArrow>
            <ActionIcon variant="subtle" aria-label={`Edit ${d.tableName}`} onClick={() => onEdit(d)} data-testid="dataset-edit">
              <EditIcon />
            </ActionIcon>
          </Tooltip>
          {d.abilities.canDelete && (
            <Tooltip label="Delete" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.tableName}`} onClick={() => onDelete(d)} data-testid="dataset-delete">
                <TrashIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
}

export default function DatasetListPage() {
  const [state, setState] = useListViewState(DATASET_LIST_DEFAULTS);
  const { data, loading, error, refetch } = useQuery(DatasetListDocument, { variables: datasetListVariables(state) });
  const options = useQuery(DatasetListFilterOptionsDocument);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DatasetRow | null>(null);
  const [remove, { loading: removing }] = useMutation(DeleteDatasetFromListDocument);

  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching datasets: ${error.message}`);
  }, [error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      addSuccessToast(`Deleted: ${deleting.tableName}`);
      setDeleting(null);
      await refetch();
    } catch (err) {
      const message = responseErrorsOf(err)[0]?.message ?? (err instanceof Error ? err.message : String(err));
      addDangerToast(`There was an issue deleting ${deleting.tableName}: ${message}`);
    }
  };

  const databaseValue = state.filters[DATASET_DATABASE_FILTER_ID];
  const schemaValue = state.filters[DATASET_SCHEMA_FILTER_ID];

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <UploadMenu onUploaded={() => void refetch()} />
      </Group>
      <Group gap="sm" justify="flex-end" data-testid="dataset-filters">
        <Select
          label="Database"
          placeholder="All"
          w={200}
          clearable
          searchable
          data={(options.data?.datasetRelatedDatabases.items ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
          value={databaseValue === undefined ? null : String(databaseValue)}
          onChange={(value) => setState(withFilter(state, DATASET_DATABASE_FILTER_ID, value === null ? undefined : Number(value)))}
          data-testid="dataset-filter-database"
        />
        <Select
          label="Schema"
          placeholder="All"
          w={200}
          clearable
          searchable
          data={options.data?.datasetDistinct.items ?? []}
          value={typeof schemaValue === 'string' ? schemaValue : null}
          onChange={(value) => setState(withFilter(state, DATASET_SCHEMA_FILTER_ID, value ?? undefined))}
          data-testid="dataset-filter-schema"
        />
      </Group>
      <ListView
        title="Datasets"
        columns={columns((d) => setEditing(d.id), setDeleting)}
        rows={data?.datasets.items ?? []}
        count={data?.datasets.count ?? 0}
        loading={loading}
        error={error?.message}
        state={state}
        onStateChange={setState}
        pageSize={DATASET_LIST_PAGE_SIZE}
        getRowKey={(d) => d.id}
        rowTestId="dataset-list-row"
        search={{ filterId: DATASET_SEARCH_FILTER_ID, label: 'Search datasets', placeholder: 'Type a value' }}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <DatasetEditModal datasetId={editing} onClose={() => setEditing(null)} onSaved={() => void refetch()} />
        </Suspense>
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Please confirm" centered>
        <Stack>
          <Text size="sm">
            Are you sure you want to delete <b>{deleting?.tableName}</b>? Charts built on it stop working.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={removing} onClick={confirmDelete} data-testid="dataset-delete-confirm">
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
