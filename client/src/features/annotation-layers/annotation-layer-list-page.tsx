// Superset's Annotation layers list (Settings > Manage): name (opening the layer's annotations), description,
// last modified, created by; edit and delete per row, bulk delete, a search and a changed-by filter.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { lastModifiedColumn, rowActionsColumn } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { useBulkDeleteWithConfirm, useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { fullName } from '../../components/user-initials';
import { AnnotationLayerListDocument, DeleteAnnotationLayerFromListDocument, DeleteAnnotationLayersFromListDocument, type AnnotationLayerRowFragment } from '../../gql/graphql';
import { AnnotationLayerModal } from './annotation-layer-modal';
import { ANNOTATION_LAYER_LIST } from './annotation-lists';

type Row = AnnotationLayerRowFragment;

export const annotationsPath = (layerId: number) => `/annotationlayer/${layerId}/annotation/`;

function columns(actions: { edit: (row: Row) => void; remove: (row: Row) => void }): ListViewColumn<Row>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (l) => (
        <Anchor component={Link} to={annotationsPath(l.id)} fw={500} data-testid="annotation-layer-name-link">
          {l.name}
        </Anchor>
      ),
    },
    {
      id: 'descr',
      header: 'Description',
      sortable: true,
      render: (l) => (
        <Text size="sm" lineClamp={2}>
          {l.descr ?? ''}
        </Text>
      ),
    },
    lastModifiedColumn(150),
    { id: 'created_by.first_name', header: 'Created by', sortable: true, width: 160, render: (l) => (l.createdBy ? fullName(l.createdBy) : '') },
    rowActionsColumn<Row>(100, [
      { tooltip: 'Edit', ariaLabel: (l) => `Edit ${l.name}`, icon: <EditIcon />, onClick: actions.edit, visible: (l) => l.abilities.canEdit, testId: 'annotation-layer-edit' },
      { tooltip: 'Delete', ariaLabel: (l) => `Delete ${l.name}`, icon: <TrashIcon />, onClick: actions.remove, visible: (l) => l.abilities.canDelete, color: 'red', testId: 'annotation-layer-delete' },
    ]),
  ];
}

export default function AnnotationLayerListPage() {
  const navigate = useNavigate();
  const list = useResourceList(ANNOTATION_LAYER_LIST, AnnotationLayerListDocument, (data) => data.annotationLayers);
  const canWrite = !!list.data?.annotationPermissions.includes('can_write');
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [removeOne] = useMutation(DeleteAnnotationLayerFromListDocument);
  const [removeMany] = useMutation(DeleteAnnotationLayersFromListDocument);
  const selection = useBulkSelection<number>();

  const deletion = useDeleteWithConfirm({ remove: (l: Row) => removeOne({ variables: { id: l.id } }), subject: (l) => l.name, onDeleted: list.refetch });
  const bulkDeletion = useBulkDeleteWithConfirm({
    remove: (ids) => removeMany({ variables: { ids } }),
    noun: ['annotation layer', 'annotation layers'],
    deleted: (result) => result.data?.deleteAnnotationLayers.count,
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });

  const addButton = (testId?: string) =>
    canWrite && (
      <Button onClick={() => setEditing(null)} data-testid={testId}>
        + Annotation layer
      </Button>
    );

  return (
    <>
      <ListView
        title="Annotation layers"
        list={list}
        columns={columns({ edit: setEditing, remove: deletion.ask })}
        getRowKey={(l) => l.id}
        rowTestId="annotation-layer-row"
        actions={addButton('annotation-layer-add')}
        emptyState={{ title: 'No annotation layers yet', action: addButton() }}
        bulk={
          canWrite
            ? { selection, actions: [{ label: 'Delete', color: 'red', testId: 'annotation-layer-bulk-delete', run: bulkDeletion.ask }], rowLabel: (l) => l.name, testIdPrefix: 'annotation-layer' }
            : undefined
        }
      />
      {editing !== undefined && (
        <AnnotationLayerModal
          layer={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(layer, added) => {
            setEditing(undefined);
            if (added) void navigate(annotationsPath(layer.id));
            else void list.refetch();
          }}
        />
      )}
      <DeleteConfirmModal flow={deletion} title="Delete Layer?" description={() => 'This action will permanently delete the layer.'} typeToConfirm />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected layers?'} typeToConfirm />
    </>
  );
}
