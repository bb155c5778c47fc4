// The CSS templates list (Superset's CssTemplatesList, /csstemplatemodal/list/): name, last change and who made
// it, creator, and edit and delete for people who may write CSS templates; '+ CSS template', bulk select and
// bulk delete; the name search and the Created by filter.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { lastModifiedColumn, relativeTimeColumn, rowActionsColumn } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { useBulkDeleteWithConfirm, useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { fullName } from '../../components/user-initials';
import { CssTemplateListDocument, DeleteCssTemplateFromListDocument, DeleteCssTemplatesFromListDocument, type CssTemplateListQuery } from '../../gql/graphql';
import { CSS_TEMPLATE_LIST } from './css-template-list-query';
import { CssTemplateModal, type EditedCssTemplate } from './css-template-modal';

type Row = CssTemplateListQuery['cssTemplates']['items'][number];

const templateName = (t: Row) => t.templateName ?? '';

function columns(canWrite: boolean, edit: (row: Row) => void, remove: (row: Row) => void): ListViewColumn<Row>[] {
  const name: ListViewColumn<Row> = {
    id: 'template_name',
    header: 'Name',
    sortable: true,
    render: (t) =>
      canWrite ? (
        <Anchor component="button" type="button" fw={500} onClick={() => edit(t)} data-testid="css-template-name-link">
          {templateName(t)}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {templateName(t)}
        </Text>
      ),
  };
  const modified = lastModifiedColumn<Row>();
  return [
    name,
    { ...modified, render: (t) => <>{modified.render(t)}{t.changedBy && <Text size="xs" c="dimmed">{fullName(t.changedBy)}</Text>}</> },
    relativeTimeColumn<Row>({ id: 'created_on', header: 'Created on', width: 150, time: (t) => t.createdOn }),
    { id: 'created_by', header: 'Created by', width: 160, render: (t) => (t.createdBy ? fullName(t.createdBy) : '') },
    ...(canWrite
      ? [
          rowActionsColumn<Row>(90, [
            { tooltip: 'Edit template', ariaLabel: (t) => `Edit ${templateName(t)}`, icon: <EditIcon />, onClick: edit, testId: 'css-template-edit' },
            { tooltip: 'Delete template', ariaLabel: (t) => `Delete ${templateName(t)}`, icon: <TrashIcon />, onClick: remove, color: 'red', testId: 'css-template-delete' },
          ]),
        ]
      : []),
  ];
}

export default function CssTemplateListPage() {
  const list = useResourceList(CSS_TEMPLATE_LIST, CssTemplateListDocument, (data) => data.cssTemplates);
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  // The modal's template: null adds one; undefined is closed.
  const [editing, setEditing] = useState<EditedCssTemplate | null | undefined>(undefined);
  const [removeOne] = useMutation(DeleteCssTemplateFromListDocument);
  const [removeMany] = useMutation(DeleteCssTemplatesFromListDocument);
  const selection = useBulkSelection<number>();
  const deletion = useDeleteWithConfirm({ remove: (t: Row) => removeOne({ variables: { id: t.id } }), subject: templateName, onDeleted: list.refetch });
  const bulkDeletion = useBulkDeleteWithConfirm({
    remove: (ids: number[]) => removeMany({ variables: { ids } }),
    noun: ['css template', 'css templates'],
    deleted: (result) => result.data?.deleteCssTemplates.count,
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });
  const addButton = (testId: string) =>
    canWrite && (
      <Button onClick={() => setEditing(null)} data-testid={testId}>
        + CSS template
      </Button>
    );

  return (
    <>
      <ListView
        title="CSS templates"
        list={list}
        columns={columns(canWrite, setEditing, deletion.ask)}
        getRowKey={(t) => t.id}
        rowTestId="css-template-row"
        actions={addButton('css-template-add')}
        bulk={canWrite ? { selection, actions: [{ label: 'Delete', color: 'red', testId: 'css-template-bulk-delete', run: bulkDeletion.ask }], rowLabel: templateName, testIdPrefix: 'css-template' } : undefined}
        emptyState={{ title: 'No CSS templates yet', action: addButton('css-template-add-empty') }}
      />
      {editing !== undefined && (
        <CssTemplateModal
          template={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.refetch();
          }}
        />
      )}
      <DeleteConfirmModal flow={deletion} title="Delete Template?" description={() => 'This action will permanently delete the template.'} typeToConfirm />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected templates?'} />
    </>
  );
}
