// The Tags list (Superset's /superset/tags/, here /tag/list/): name linking to the tag's page, description,
// last change; search, the custom/implicit filter, delete and bulk delete for people who may write tags.
import { useMutation } from '@apollo/client/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { lastModifiedColumn, rowActionsColumn } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { tagPageUrl } from '../../components/tag-chips';
import { fullName } from '../../components/user-initials';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { DeleteTagsFromListDocument, TagListDocument, type TagListQuery } from '../../gql/graphql';
import { TAG_LIST } from './tag-list-query';

type Row = TagListQuery['tags']['items'][number];

function columns(canWrite: boolean, onDelete: (row: Row) => void): ListViewColumn<Row>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (t) => (
        <Anchor component={Link} to={tagPageUrl(t.id)} fw={500} data-testid="tag-link">
          {t.name}
        </Anchor>
      ),
    },
    { id: 'description', header: 'Description', render: (t) => <Text size="sm" lineClamp={2}>{t.description ?? ''}</Text> },
    { id: 'changed_by', header: 'Modified by', width: 160, render: (t) => (t.changedBy ? fullName(t.changedBy) : '') },
    lastModifiedColumn(160),
    ...(canWrite
      ? [rowActionsColumn<Row>(70, [{ tooltip: 'Delete', ariaLabel: (t) => `Delete ${t.name}`, icon: <TrashIcon />, onClick: onDelete, color: 'red', testId: 'tag-delete' }])]
      : []),
  ];
}

export default function TagListPage() {
  const list = useResourceList(TAG_LIST, TagListDocument, (data) => data.tags);
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  const [remove] = useMutation(DeleteTagsFromListDocument);
  const selection = useBulkSelection<number>();
  const deletedMessage = (count: number) => `Deleted ${count} tag${count === 1 ? '' : 's'}`;
  const deletion = useDeleteWithConfirm({ remove: (t: Row) => remove({ variables: { ids: [t.id] } }), subject: (t) => t.name, onDeleted: list.refetch });
  const bulkDeletion = useDeleteWithConfirm({
    remove: (ids: number[]) => remove({ variables: { ids } }),
    subject: () => 'the selected tags',
    deletedMessage: (ids, result) => deletedMessage(result.data?.deleteTags.count ?? ids.length),
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });
  return (
    <>
      <ListView
        title="Tags"
        list={list}
        columns={columns(canWrite, deletion.ask)}
        getRowKey={(t) => t.id}
        rowTestId="tag-list-row"
        bulk={canWrite ? { selection, actions: [{ label: 'Delete', color: 'red', testId: 'tag-bulk-delete', run: bulkDeletion.ask }], rowLabel: (t) => t.name, testIdPrefix: 'tag' } : undefined}
        emptyState={{ title: 'No tags yet' }}
      />
      <DeleteConfirmModal flow={deletion} title="Please confirm" description={(t) => `Are you sure you want to delete ${t.name}?`} />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected tags?'} />
    </>
  );
}
