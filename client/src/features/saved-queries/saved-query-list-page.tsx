// The Saved queries list (spec 2 §2, §9): the caller's saved SQL, 25 a page, newest change first; search,
// database and schema filters kept in the URL; preview, open in SQL Lab, copy link, delete, and bulk delete.
import { copyToClipboard } from '../../components/clipboard';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { lastModifiedColumn, relativeTimeColumn, rowActionsColumn } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { TagChips } from '../../components/tag-chips';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { useAppConfig } from '../../app/app-config';
import { useBulkTag } from '../tags/use-bulk-tag';
import {
  DeleteSavedQueriesFromListDocument,
  DeleteSavedQueryFromListDocument,
  SavedQueryListDocument,
  type SavedQueryListQuery,
} from '../../gql/graphql';
import { EditIcon, LinkIcon, PreviewIcon, ShareIcon, TrashIcon } from '../../components/action-icons';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { SAVED_QUERY_LIST, savedQueryLink } from './saved-query-list-query';

type Row = SavedQueryListQuery['savedQueries']['items'][number];

const SavedQueryPreviewModal = lazy(() => import('./saved-query-preview-modal').then((m) => ({ default: m.SavedQueryPreviewModal })));

const copyLink = (id: number) => copyToClipboard(savedQueryLink(window.location.origin, id), 'Link Copied!');

interface Actions {
  preview: (row: Row) => void;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  export: (row: Row) => void;
}

function columns(rows: readonly Row[], actions: Actions, taggingSystem: boolean): ListViewColumn<Row>[] {
  const list: ListViewColumn<Row>[] = [
    {
      id: 'label',
      header: 'Name',
      sortable: true,
      render: (q) => (
        <Anchor component="button" type="button" fw={500} onClick={() => actions.preview(q)} data-testid="saved-query-label">
          {q.label || 'Untitled query'}
        </Anchor>
      ),
    },
    { id: 'database.database_name', header: 'Database', sortable: true, width: 150, render: (q) => q.database?.databaseName ?? '' },
    { id: 'schema', header: 'Schema', sortable: true, width: 120, render: (q) => q.schema ?? '' },
    {
      id: 'sql_tables',
      header: 'Tables',
      width: 180,
      render: (q) => (
        <Text size="sm" lineClamp={1}>
          {q.sqlTables.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)).join(', ')}
        </Text>
      ),
    },
  ];
  if (taggingSystem && rows.some((q) => q.tags.length > 0)) {
    list.push({
      id: 'tags',
      header: 'Tags',
      width: 160,
      render: (q) => <TagChips tags={q.tags} />,
    });
  }
  list.push(
    relativeTimeColumn<Row>({ id: 'created_on', header: 'Created on', width: 130, time: (q) => q.createdOn }),
    lastModifiedColumn(140),
    rowActionsColumn<Row>(
      180,
      [
        { tooltip: 'Query preview', ariaLabel: (q) => `Preview ${q.label}`, icon: <PreviewIcon />, onClick: actions.preview, testId: 'saved-query-preview-action' },
        { tooltip: 'Edit query', ariaLabel: (q) => `Edit ${q.label}`, icon: <EditIcon />, onClick: actions.edit, visible: (q) => q.abilities.canEdit, testId: 'saved-query-edit' },
        { tooltip: 'Export', ariaLabel: (q) => `Export ${q.label}`, icon: <ShareIcon />, onClick: actions.export, testId: 'saved-query-export' },
        { tooltip: 'Copy query URL', ariaLabel: (q) => `Copy link to ${q.label}`, icon: <LinkIcon />, onClick: (q) => void copyLink(q.id), testId: 'saved-query-copy-link' },
        {
          tooltip: 'Delete query',
          ariaLabel: (q) => `Delete ${q.label}`,
          icon: <TrashIcon />,
          onClick: actions.remove,
          visible: (q) => q.abilities.canDelete,
          color: 'red',
          testId: 'saved-query-delete',
        },
      ],
      2,
    ),
  );
  return list;
}

export default function SavedQueryListPage() {
  const navigate = useNavigate();
  const list = useResourceList(SAVED_QUERY_LIST, SavedQueryListDocument, (data) => data.savedQueries);
  const rows = list.rows;
  const [removeOne] = useMutation(DeleteSavedQueryFromListDocument);
  const [removeMany] = useMutation(DeleteSavedQueriesFromListDocument);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const selection = useBulkSelection<number>();
  const transfer = useBundleTransfer('SAVED_QUERY', 'saved query', list.refetch, 'saved-query');

  const deletion = useDeleteWithConfirm({
    remove: (q: Row) => removeOne({ variables: { id: q.id } }),
    subject: (q) => q.label ?? '',
    onDeleted: list.refetch,
  });
  const bulkDeletion = useDeleteWithConfirm({
    remove: (ids: number[]) => removeMany({ variables: { ids } }),
    subject: () => 'the selected queries',
    deletedMessage: (ids, result) => {
      const count = result.data?.deleteSavedQueries.count ?? ids.length;
      return `Deleted ${count} saved quer${count === 1 ? 'y' : 'ies'}`;
    },
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });

  const { taggingSystem } = useAppConfig();
  const bulkTag = useBulkTag({ objectType: 'QUERY', resourceName: 'query', enabled: taggingSystem && !!list.data?.tagPermissions.includes('can_bulk_create'), onTagged: () => void list.refetch() });

  const openInSqlLab = (q: { id: number }) => void navigate(`/sqllab/?savedQueryId=${q.id}`);

  return (
    <>
      <ListView
        title="Saved queries"
        list={list}
        columns={columns(rows, { preview: (q) => setPreviewIndex(rows.indexOf(q)), edit: openInSqlLab, remove: deletion.ask, export: (q) => void transfer.exportIds([q.id]) }, taggingSystem)}
        getRowKey={(q) => q.id}
        rowTestId="saved-query-row"
        actions={
          <>
            {transfer.importButton}
            <Button onClick={() => void navigate('/sqllab/?new=true')}>+ Query</Button>
          </>
        }
        bulk={{
          selection,
          actions: [
            { label: 'Export', testId: 'saved-query-bulk-export', run: (ids) => void transfer.exportIds(ids) },
            { label: 'Delete', color: 'red', testId: 'saved-query-bulk-delete', run: bulkDeletion.ask },
            ...bulkTag.actions,
          ],
          rowLabel: (q) => q.label ?? String(q.id),
          testIdPrefix: 'saved-query',
        }}
      />
      {transfer.importModal}
      {previewIndex !== null && (
        <Suspense fallback={null}>
          <SavedQueryPreviewModal queries={rows} index={previewIndex} onIndexChange={setPreviewIndex} onOpenInSqlLab={openInSqlLab} onClose={() => setPreviewIndex(null)} />
        </Suspense>
      )}
      {bulkTag.modal}
      <DeleteConfirmModal flow={deletion} title="Delete Query?" description={(q) => `Are you sure you want to delete ${q.label ?? 'this query'}?`} typeToConfirm />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected queries?'} typeToConfirm />
    </>
  );
}
