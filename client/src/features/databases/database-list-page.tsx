// The Databases list (/databaseview/list/): Superset's columns, search by name, URL state, and the
// connection form for adding or editing a database (Admin-only: `can_write` on Database).
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { addSuccessToast } from '../../app/toasts';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { UploadMenu } from '../upload/upload-menu';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { lastModifiedColumn } from '../../components/list-view/columns';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { fullName } from '../../components/user-initials';
import { DatabaseListDocument, DeleteDatabaseDocument, type DatabaseListQuery } from '../../gql/graphql';
import { DATABASE_LIST } from './database-list-query';
import { DatabaseModal } from './database-modal';

type DatabaseRow = DatabaseListQuery['databases']['items'][number];

/** Which database the form is open for: a new one, an existing one, or none. */
type FormTarget = { id: number | null } | null;

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <Text size="sm" c={on ? 'teal.7' : 'dimmed'} aria-label={`${label}: ${on ? 'yes' : 'no'}`} data-value={on ? 'true' : 'false'}>
      {on ? '✓' : '–'}
    </Text>
  );
}

function columns(openForm: (id: number) => void, askDelete: (row: DatabaseRow) => void, onExport: (row: DatabaseRow) => void): ReadonlyArray<ListViewColumn<DatabaseRow>> {
  return [
    {
      id: 'database_name',
      header: 'Database',
      sortable: true,
      render: (db) =>
        db.abilities.canEdit ? (
          <Anchor component="button" type="button" fw={500} onClick={() => openForm(db.id)} data-testid="database-name">
            {db.databaseName}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} data-testid="database-name">
            {db.databaseName}
          </Text>
        ),
    },
    { id: 'backend', header: 'Backend', width: 120, render: (db) => db.backend },
    { id: 'allow_dml', header: 'Allow DML', sortable: true, width: 130, render: (db) => <Flag on={db.allowDml} label="Allow DML" /> },
    {
      id: 'expose_in_sqllab',
      header: 'Expose in SQL Lab',
      sortable: true,
      width: 180,
      render: (db) => <Flag on={db.exposeInSqllab} label="Expose in SQL Lab" />,
    },
    { id: 'allow_file_upload', header: 'CSV upload', sortable: true, width: 130, render: (db) => <Flag on={db.allowFileUpload} label="CSV upload" /> },
    {
      id: 'created_by.first_name',
      header: 'Created by',
      sortable: true,
      width: 150,
      render: (db) => (db.createdBy ? fullName(db.createdBy) : ''),
    },
    lastModifiedColumn(),
    {
      id: 'actions',
      header: 'Actions',
      width: 190,
      render: (db) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => onExport(db)} data-testid="database-export">
            Export
          </Button>
          {db.abilities.canEdit && (
            <Button size="compact-xs" variant="subtle" onClick={() => openForm(db.id)} data-testid="database-edit">
              Edit
            </Button>
          )}
          {db.abilities.canDelete && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => askDelete(db)} data-testid="database-delete">
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

export default function DatabaseListPage() {
  const list = useResourceList(DATABASE_LIST, DatabaseListDocument, (data) => data.databases);
  const [deleteDatabase] = useMutation(DeleteDatabaseDocument);
  const [form, setForm] = useState<FormTarget>(null);
  const deletion = useDeleteWithConfirm({
    remove: (db: DatabaseRow) => deleteDatabase({ variables: { id: db.id } }),
    subject: (db) => db.databaseName,
    onDeleted: list.refetch,
  });
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  const transfer = useBundleTransfer('DATABASE', 'database', list.refetch, 'database');

  return (
    <>
      <ListView
        title="Databases"
        list={list}
        columns={columns((id) => setForm({ id }), deletion.ask, (db) => void transfer.exportIds([db.id]))}
        getRowKey={(db) => db.id}
        rowTestId="database-list-row"
        actions={
          <>
            <UploadMenu />
            {transfer.importButton}
            {canWrite && (
              <Button onClick={() => setForm({ id: null })} data-testid="database-add">
                + Database
              </Button>
            )}
          </>
        }
      />
      {transfer.importModal}
      {form && (
        <DatabaseModal
          databaseId={form.id}
          onClose={() => setForm(null)}
          onSaved={(name, created) => {
            addSuccessToast(created ? `Database connected: ${name}` : `Database updated: ${name}`);
            setForm(null);
            void list.refetch();
          }}
        />
      )}
      <DeleteConfirmModal
        flow={deletion}
        title="Delete Database?"
        description={(db) => (
          <>
            Are you sure you want to delete <b>{db.databaseName}</b>? Datasets, charts and saved queries that use it will stop working.
          </>
        )}
        confirmTestId="database-delete-confirm"
      />
    </>
  );
}
