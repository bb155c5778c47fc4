// The Databases list (/databaseview/list/): Superset's columns, search by name, URL state, and the
// connection form for adding or editing a database (Admin-only: `can_write` on Database).
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { UploadMenu } from '../upload/upload-menu';
import { useListViewState } from '../../components/list-view/use-list-view-state';
import { lastModifiedColumn } from '../../components/list-view/last-modified-column';
import { fullName } from '../../components/user-initials';
import { DatabaseListDocument, DeleteDatabaseDocument, type DatabaseListQuery } from '../../gql/graphql';
import { DATABASE_LIST_DEFAULTS, DATABASE_LIST_PAGE_SIZE, DATABASE_SEARCH_FILTER_ID, databaseListVariables } from './database-list-query';
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

function columns(openForm: (id: number) => void, askDelete: (row: DatabaseRow) => void): ReadonlyArray<ListViewColumn<DatabaseRow>> {
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
      width: 130,
      render: (db) => (
        <Group gap={4} wrap="nowrap">
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
  const [state, setState] = useListViewState(DATABASE_LIST_DEFAULTS);
  const { data, loading, error, refetch } = useQuery(DatabaseListDocument, { variables: databaseListVariables(state) });
  const [deleteDatabase, deleting] = useMutation(DeleteDatabaseDocument);
  const [form, setForm] = useState<FormTarget>(null);
  const [toDelete, setToDelete] = useState<DatabaseRow | null>(null);
  const canWrite = data?.myPermissions.includes('can_write') ?? false;

  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching databases: ${error.message}`);
  }, [error]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDatabase({ variables: { id: toDelete.id } });
      addSuccessToast(`Deleted: ${toDelete.databaseName}`);
      setToDelete(null);
      await refetch();
    } catch (err) {
      const message = responseErrorsOf(err)[0]?.message ?? (err as Error).message;
      addDangerToast(`There was an issue deleting ${toDelete.databaseName}: ${message}`);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <UploadMenu />
        {canWrite && (
          <Button onClick={() => setForm({ id: null })} data-testid="database-add">
            + Database
          </Button>
        )}
      </Group>
      <ListView
        title="Databases"
        columns={columns((id) => setForm({ id }), setToDelete)}
        rows={data?.databases.items ?? []}
        count={data?.databases.count ?? 0}
        loading={loading}
        error={error?.message}
        state={state}
        onStateChange={setState}
        pageSize={DATABASE_LIST_PAGE_SIZE}
        getRowKey={(db) => db.id}
        rowTestId="database-list-row"
        search={{ filterId: DATABASE_SEARCH_FILTER_ID, label: 'Search databases', placeholder: 'Type a value' }}
      />
      {form && (
        <DatabaseModal
          databaseId={form.id}
          onClose={() => setForm(null)}
          onSaved={(name, created) => {
            addSuccessToast(created ? `Database connected: ${name}` : `Database updated: ${name}`);
            setForm(null);
            void refetch();
          }}
        />
      )}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Delete Database?" centered>
        <Stack>
          <Text size="sm">
            Are you sure you want to delete <b>{toDelete?.databaseName}</b>? Datasets, charts and saved queries that use it will stop working.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button color="red" loading={deleting.loading} onClick={() => void confirmDelete()} data-testid="database-delete-confirm">
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
