// One annotation layer's annotations (Superset's /annotationlayer/<id>/annotation/): short description, start
// and end at UTC, edit and delete per row, bulk delete, a search; back to all layers.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { rowActionsColumn } from '../../components/list-view/columns';
import { idValue } from '../../components/list-view/list-spec';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { useBulkDeleteWithConfirm, useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { AnnotationListDocument, DeleteAnnotationFromListDocument, DeleteAnnotationsFromListDocument, type AnnotationRowFragment } from '../../gql/graphql';
import NotFoundPage from '../../app/not-found-page';
import { formatUtc } from './annotation-dates';
import { ANNOTATION_LIST } from './annotation-lists';
import { AnnotationModal } from './annotation-modal';

type Row = AnnotationRowFragment;

const timeColumn = (id: 'start_dttm' | 'end_dttm', header: string, time: (a: Row) => string | null | undefined): ListViewColumn<Row> => ({
  id,
  header,
  sortable: true,
  width: 170,
  render: (a) => <Text size="sm">{formatUtc(time(a))}</Text>,
});

export default function AnnotationListPage() {
  const layerId = idValue(useParams().layerId);
  return layerId === null ? <NotFoundPage /> : <AnnotationList layerId={layerId} />;
}

function AnnotationList({ layerId }: { layerId: number }) {
  const list = useResourceList(ANNOTATION_LIST, AnnotationListDocument, (data) => data.annotations, { layerId });
  const canWrite = !!list.data?.annotationPermissions.includes('can_write');
  const layerName = list.data?.annotationLayer?.name;
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [removeOne] = useMutation(DeleteAnnotationFromListDocument);
  const [removeMany] = useMutation(DeleteAnnotationsFromListDocument);
  const selection = useBulkSelection<number>();

  const deletion = useDeleteWithConfirm({ remove: (a: Row) => removeOne({ variables: { layerId, id: a.id } }), subject: (a) => a.shortDescr ?? '', onDeleted: list.refetch });
  const bulkDeletion = useBulkDeleteWithConfirm({
    remove: (ids) => removeMany({ variables: { layerId, ids } }),
    noun: ['annotation', 'annotations'],
    deleted: (result) => result.data?.deleteAnnotations.count,
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });

  const columns: ListViewColumn<Row>[] = [
    { id: 'short_descr', header: 'Name', sortable: true, render: (a) => <Text size="sm" fw={500}>{a.shortDescr}</Text> },
    timeColumn('start_dttm', 'Start', (a) => a.startDttm),
    timeColumn('end_dttm', 'End', (a) => a.endDttm),
    rowActionsColumn<Row>(100, [
      { tooltip: 'Edit annotation', ariaLabel: (a) => `Edit ${a.shortDescr}`, icon: <EditIcon />, onClick: setEditing, visible: (a) => a.abilities.canEdit, testId: 'annotation-edit' },
      { tooltip: 'Delete annotation', ariaLabel: (a) => `Delete ${a.shortDescr}`, icon: <TrashIcon />, onClick: deletion.ask, visible: (a) => a.abilities.canDelete, color: 'red', testId: 'annotation-delete' },
    ]),
  ];
  const addButton = (testId?: string) =>
    canWrite && (
      <Button onClick={() => setEditing(null)} data-testid={testId}>
        + Annotation
      </Button>
    );

  return (
    <>
      <Group mb="xs">
        <Anchor component={Link} to="/annotationlayer/list/" size="sm" data-testid="annotation-back">
          ‹ Back to all annotation layers
        </Anchor>
      </Group>
      <ListView
        title={layerName ? `Annotation layer ${layerName}` : 'Annotation layer'}
        list={list}
        columns={columns}
        getRowKey={(a) => a.id}
        rowTestId="annotation-row"
        actions={addButton('annotation-add')}
        emptyState={{ title: 'No annotation yet', action: addButton() }}
        bulk={
          canWrite
            ? { selection, actions: [{ label: 'Delete', color: 'red', testId: 'annotation-bulk-delete', run: bulkDeletion.ask }], rowLabel: (a) => a.shortDescr ?? String(a.id), testIdPrefix: 'annotation' }
            : undefined
        }
      />
      {editing !== undefined && (
        <AnnotationModal
          layerId={layerId}
          annotation={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.refetch();
          }}
        />
      )}
      <DeleteConfirmModal flow={deletion} title="Delete Annotation?" description={(a) => `Are you sure you want to delete ${a.shortDescr ?? 'this annotation'}?`} typeToConfirm />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected annotations?'} typeToConfirm />
    </>
  );
}
