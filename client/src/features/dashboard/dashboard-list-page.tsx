// The Dashboards list (issue 11 §9, issue 14): cards by default (thumbnail, title, owners, last change, star,
// certification, tags, actions) or a table with title and certification, status, owners, last change and
// the favourite star; search and owner / creator filters kept in the URL; edit, delete and bulk delete, each
// delete asked first.
import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EditIcon, ShareIcon, TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { TagChips } from '../../components/tag-chips';
import { useAppConfig } from '../../app/app-config';
import { useBulkTag } from '../tags/use-bulk-tag';
import { lastModifiedColumn, rowActionsColumn, type RowAction } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { OwnerAvatars } from '../../components/owner-avatars';
import { useBulkDeleteWithConfirm, useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import {
  DashboardListDocument,
  DeleteDashboardFromListDocument,
  DeleteDashboardsFromListDocument,
  type DashboardListQuery,
} from '../../gql/graphql';
import { CertifiedIcon } from '../explore/explore-icons';
import { DashboardCard } from './dashboard-card';
import { DashboardFavoriteStar } from './dashboard-favorite-star';
import { DASHBOARD_LIST } from './dashboard-list-query';

type Row = DashboardListQuery['dashboards']['items'][number];

function columns(actions: ReadonlyArray<RowAction<Row>>, showTags: boolean): ListViewColumn<Row>[] {
  return [
    { id: 'favorite', header: '', width: 40, render: (d) => <DashboardFavoriteStar dashboard={d} /> },
    {
      id: 'dashboard_title',
      header: 'Name',
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          {d.certifiedBy && (
            <Tooltip label={`Certified by ${d.certifiedBy}${d.certificationDetails ? `: ${d.certificationDetails}` : ''}`}>
              <span>
                <CertifiedIcon />
              </span>
            </Tooltip>
          )}
          <Anchor component={Link} to={d.url} fw={500} data-testid="dashboard-link">
            {d.dashboardTitle}
          </Anchor>
        </Group>
      ),
    },
    {
      id: 'published',
      header: 'Status',
      sortable: true,
      width: 110,
      render: (d) => (
        <Badge variant="light" color={d.published ? 'teal' : 'gray'}>
          {d.published ? 'Published' : 'Draft'}
        </Badge>
      ),
    },
    { id: 'owners', header: 'Owners', width: 140, render: (d) => <OwnerAvatars owners={d.owners} /> },
    ...(showTags ? [{ id: 'tags', header: 'Tags', width: 180, render: (d: Row) => <TagChips tags={d.tags} /> }] : []),
    lastModifiedColumn(160),
    rowActionsColumn(100, actions),
  ];
}

export default function DashboardListPage() {
  const list = useResourceList(DASHBOARD_LIST, DashboardListDocument, (data) => data.dashboards);
  const [removeOne] = useMutation(DeleteDashboardFromListDocument);
  const [removeMany] = useMutation(DeleteDashboardsFromListDocument);
  const navigate = useNavigate();
  const selection = useBulkSelection<number>();
  const deletion = useDeleteWithConfirm({ remove: (d: Row) => removeOne({ variables: { id: d.id } }), subject: (d) => d.dashboardTitle, onDeleted: list.refetch });
  const bulkDeletion = useBulkDeleteWithConfirm({
    remove: (ids: number[]) => removeMany({ variables: { ids } }),
    noun: ['dashboard', 'dashboards'],
    deleted: (result) => result.data?.deleteDashboards.count,
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });
  const { taggingSystem } = useAppConfig();
  const bulkTag = useBulkTag({ objectType: 'DASHBOARD', resourceName: 'dashboard', enabled: taggingSystem && !!list.data?.tagPermissions.includes('can_bulk_create'), onTagged: () => void list.refetch() });
  const transfer = useBundleTransfer('DASHBOARD', 'dashboard', list.refetch, 'dashboard');
  const actions: RowAction<Row>[] = [
    { tooltip: 'Edit', ariaLabel: (d) => `Edit ${d.dashboardTitle}`, icon: <EditIcon />, onClick: (d) => void navigate(`/superset/dashboard/${d.id}/?edit=true`), visible: (d) => d.abilities.canEdit, testId: 'dashboard-edit' },
    { tooltip: 'Delete', ariaLabel: (d) => `Delete ${d.dashboardTitle}`, icon: <TrashIcon />, onClick: deletion.ask, visible: (d) => d.abilities.canDelete, color: 'red', testId: 'dashboard-delete' },
    { tooltip: 'Export', ariaLabel: (d) => `Export ${d.dashboardTitle}`, icon: <ShareIcon />, onClick: (d) => void transfer.exportIds([d.id]), testId: 'dashboard-export' },
  ];
  return (
    <>
      <ListView
        title="Dashboards"
        list={list}
        columns={columns(actions, taggingSystem)}
        card={(d) => <DashboardCard dashboard={d} actions={actions} />}
        getRowKey={(d) => d.id}
        rowTestId="dashboard-list-row"
        actions={transfer.importButton}
        bulk={{
          selection,
          actions: [
            { label: 'Export', testId: 'dashboard-bulk-export', run: (ids) => void transfer.exportIds(ids) },
            { label: 'Delete', color: 'red', testId: 'dashboard-bulk-delete', run: bulkDeletion.ask },
            ...bulkTag.actions,
          ],
          rowLabel: (d) => d.dashboardTitle, testIdPrefix: 'dashboard' }}
      />
      {transfer.importModal}
      {bulkTag.modal}
      <DeleteConfirmModal flow={deletion} title="Please confirm" description={(d) => `Are you sure you want to delete ${d.dashboardTitle}?`} confirmTestId="dashboard-delete-confirm" />
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected dashboards?'} />
    </>
  );
}
