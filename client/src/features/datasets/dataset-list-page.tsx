// The Dataset list (spec 1 §2): name, kind, database, schema, owners and last change; search by name,
// filters by database and schema, all kept in the URL; Edit opens the Edit Dataset modal, Delete asks first.
import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { OwnerAvatars } from '../../components/owner-avatars';
import { lastModifiedColumn, rowActionsColumn } from '../../components/list-view/columns';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { UploadMenu } from '../upload/upload-menu';
import { EditIcon, ShareIcon, TrashIcon } from '../../components/action-icons';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { DatasetListDocument, DeleteDatasetFromListDocument, type DatasetListQuery } from '../../gql/graphql';
import { DATASET_LIST, kindLabel } from './dataset-list-query';

type DatasetRow = DatasetListQuery['datasets']['items'][number];

// The editor (and its SQL editor) loads when a dataset is opened, not with the list.
const DatasetEditModal = lazy(() => import('./dataset-edit-modal').then((m) => ({ default: m.DatasetEditModal })));

function columns(onEdit: (row: DatasetRow) => void, onDelete: (row: DatasetRow) => void, onExport: (row: DatasetRow) => void): ListViewColumn<DatasetRow>[] {
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
    rowActionsColumn<DatasetRow>(110, [
      { tooltip: 'Export', ariaLabel: (d) => `Export ${d.tableName}`, icon: <ShareIcon />, onClick: onExport, testId: 'dataset-export' },
      {
        tooltip: (d) => (d.abilities.canEdit ? 'Edit' : (d.abilities.editBlockedReason ?? 'Edit (read only)')),
        ariaLabel: (d) => `Edit ${d.tableName}`,
        icon: <EditIcon />,
        onClick: onEdit,
        testId: 'dataset-edit',
      },
      {
        tooltip: 'Delete',
        ariaLabel: (d) => `Delete ${d.tableName}`,
        icon: <TrashIcon />,
        onClick: onDelete,
        visible: (d) => d.abilities.canDelete,
        color: 'red',
        testId: 'dataset-delete',
      },
    ]),
  ];
}

/** Superset's "+ Dataset": to the screen where a database table is picked. */
function AddDatasetButton({ testId }: { testId: string }) {
  return (
    <Button component={Link} to="/dataset/add/" data-testid={testId}>
      + Dataset
    </Button>
  );
}

export default function DatasetListPage() {
  const list = useResourceList(DATASET_LIST, DatasetListDocument, (data) => data.datasets);
  const [editing, setEditing] = useState<number | null>(null);
  const [remove] = useMutation(DeleteDatasetFromListDocument);
  const deletion = useDeleteWithConfirm({
    remove: (d: DatasetRow) => remove({ variables: { id: d.id } }),
    subject: (d) => d.tableName,
    onDeleted: list.refetch,
  });
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  const transfer = useBundleTransfer('DATASET', 'dataset', list.refetch, 'dataset');

  return (
    <>
      <ListView
        title="Datasets"
        list={list}
        columns={columns((d) => setEditing(d.id), deletion.ask, (d) => void transfer.exportIds([d.id]))}
        getRowKey={(d) => d.id}
        rowTestId="dataset-list-row"
        actions={
          <>
            <UploadMenu onUploaded={() => void list.refetch()} />
            {transfer.importButton}
            {canWrite && <AddDatasetButton testId="dataset-add" />}
          </>
        }
        emptyState={{ title: 'No datasets yet', action: canWrite && <AddDatasetButton testId="dataset-add-empty" /> }}
      />
      {transfer.importModal}
      {editing !== null && (
        <Suspense fallback={null}>
          <DatasetEditModal datasetId={editing} onClose={() => setEditing(null)} onSaved={() => void list.refetch()} />
        </Suspense>
      )}
      <DeleteConfirmModal
        flow={deletion}
        title="Please confirm"
        description={(d) => (
          <>
            Are you sure you want to delete <b>{d.tableName}</b>? Charts built on it stop working.
          </>
        )}
        confirmTestId="dataset-delete-confirm"
      />
    </>
  );
}
