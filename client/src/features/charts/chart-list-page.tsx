// The Charts list (spec 1 §2): cards by default (thumbnail, title, owners, last change, star, certification,
// actions) or a table with the favourite star, type, dataset, dashboards, owners, last editor and last change;
// search and the owner / modified by / type / dataset / dashboard / favourite / certified filters kept in the
// URL; edit, delete and bulk delete, each delete asked first.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EditIcon, ShareIcon, TrashIcon } from '../../components/action-icons';
import { DeleteConfirmModal } from '../../components/delete-confirm-modal';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { lastModifiedColumn, rowActionsColumn, type RowAction } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { OwnerAvatars } from '../../components/owner-avatars';
import { TagChips } from '../../components/tag-chips';
import { useAppConfig } from '../../app/app-config';
import { useBulkTag } from '../tags/use-bulk-tag';
import { useBulkDeleteWithConfirm, useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import { fullName } from '../../components/user-initials';
import { ChartListDocument, DeleteChartFromListDocument, DeleteChartsFromListDocument, type ChartListQuery } from '../../gql/graphql';
import { getViz } from '../../viz/registry';
import { CertifiedIcon } from '../explore/explore-icons';
import { ChartCard } from './chart-card';
import { ChartFavoriteStar } from './chart-favorite-star';
import { CHART_LIST } from './chart-list-query';

export type ChartRow = ChartListQuery['charts']['items'][number];

function certificationText(chart: Pick<ChartRow, 'certifiedBy' | 'certificationDetails'>): string {
  return `Certified by ${chart.certifiedBy}${chart.certificationDetails ? `: ${chart.certificationDetails}` : ''}`;
}

function columns(actions: ReadonlyArray<RowAction<ChartRow>>, showTags: boolean): ListViewColumn<ChartRow>[] {
  return [
    { id: 'favorite', header: '', width: 40, render: (chart) => <ChartFavoriteStar chart={chart} /> },
    {
      id: 'slice_name',
      header: 'Name',
      sortable: true,
      render: (chart) => (
        <Group gap={6} wrap="nowrap">
          {chart.certifiedBy && (
            <Tooltip label={certificationText(chart)}>
              <span style={{ display: 'inline-flex' }}>
                <CertifiedIcon />
              </span>
            </Tooltip>
          )}
          <Anchor component={Link} to={chart.url} fw={500} data-testid="chart-link">
            {chart.sliceName}
          </Anchor>
        </Group>
      ),
    },
    { id: 'viz_type', header: 'Type', sortable: true, width: 150, render: (chart) => getViz(chart.vizType)?.name ?? chart.vizType },
    {
      id: 'datasource_name',
      header: 'Dataset',
      sortable: true,
      width: 180,
      render: (chart) =>
        chart.datasource ? (
          <Anchor component={Link} to={chart.datasource.exploreUrl} size="sm">
            {chart.datasource.nameText}
          </Anchor>
        ) : null,
    },
    {
      id: 'dashboards',
      header: 'On dashboards',
      width: 180,
      render: (chart) => (
        <Text size="sm" lineClamp={2}>
          {chart.dashboards.map((d, index) => (
            <span key={d.id}>
              {index > 0 && ', '}
              <Anchor component={Link} to={`/superset/dashboard/${d.id}/`} size="sm">
                {d.dashboardTitle}
              </Anchor>
            </span>
          ))}
        </Text>
      ),
    },
    { id: 'owners', header: 'Owners', width: 130, render: (chart) => <OwnerAvatars owners={chart.owners} /> },
    {
      id: 'changed_by.first_name',
      header: 'Modified by',
      sortable: true,
      width: 130,
      render: (chart) => (chart.changedBy ? fullName(chart.changedBy) : ''),
    },
    ...(showTags ? [{ id: 'tags', header: 'Tags', width: 160, render: (chart: ChartRow) => <TagChips tags={chart.tags} /> }] : []),
    lastModifiedColumn(140),
    rowActionsColumn(100, actions),
  ];
}

/** Superset's "+ Chart": to the screen where a dataset and a chart type are chosen. */
function AddChartButton({ testId }: { testId: string }) {
  return (
    <Button component={Link} to="/chart/add" data-testid={testId}>
      + Chart
    </Button>
  );
}

export default function ChartListPage() {
  const list = useResourceList(CHART_LIST, ChartListDocument, (data) => data.charts);
  const navigate = useNavigate();
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  const [removeOne] = useMutation(DeleteChartFromListDocument);
  const [removeMany] = useMutation(DeleteChartsFromListDocument);
  const selection = useBulkSelection<number>();
  const deletion = useDeleteWithConfirm({ remove: (chart: ChartRow) => removeOne({ variables: { id: chart.id } }), subject: (chart) => chart.sliceName, onDeleted: list.refetch });
  const bulkDeletion = useBulkDeleteWithConfirm({
    remove: (ids: number[]) => removeMany({ variables: { ids } }),
    noun: ['chart', 'charts'],
    deleted: (result) => result.data?.deleteCharts.count,
    onDeleted: () => {
      selection.clear();
      return list.refetch();
    },
  });
  const { taggingSystem } = useAppConfig();
  const bulkTag = useBulkTag({ objectType: 'CHART', resourceName: 'chart', enabled: taggingSystem && !!list.data?.tagPermissions.includes('can_bulk_create'), onTagged: () => void list.refetch() });
  const transfer = useBundleTransfer('CHART', 'chart', list.refetch, 'chart');
  const actions: RowAction<ChartRow>[] = [
    { tooltip: 'Edit', ariaLabel: (c) => `Edit ${c.sliceName}`, icon: <EditIcon />, onClick: (c) => void navigate(c.url), visible: (c) => c.abilities.canEdit, testId: 'chart-edit' },
    { tooltip: 'Delete', ariaLabel: (c) => `Delete ${c.sliceName}`, icon: <TrashIcon />, onClick: deletion.ask, visible: (c) => c.abilities.canDelete, color: 'red', testId: 'chart-delete' },
    { tooltip: 'Export', ariaLabel: (c) => `Export ${c.sliceName}`, icon: <ShareIcon />, onClick: (c) => void transfer.exportIds([c.id]), testId: 'chart-export' },
  ];
  return (
    <>
      <ListView
        title="Charts"
        list={list}
        columns={columns(actions, taggingSystem)}
        card={(chart) => <ChartCard chart={chart} actions={actions} />}
        getRowKey={(chart) => chart.id}
        rowTestId="chart-list-row"
        actions={
          <>
            {transfer.importButton}
            {canWrite && <AddChartButton testId="chart-add" />}
          </>
        }
        emptyState={{ title: 'No charts yet', action: canWrite && <AddChartButton testId="chart-add-empty" /> }}
        bulk={{ selection, actions: [
            { label: 'Export', testId: 'chart-bulk-export', run: (ids) => void transfer.exportIds(ids) },
            { label: 'Delete', color: 'red', testId: 'chart-bulk-delete', run: bulkDeletion.ask },
            ...bulkTag.actions,
          ], rowLabel: (c) => c.sliceName, testIdPrefix: 'chart' }}
      />
      <DeleteConfirmModal flow={deletion} title="Please confirm" description={(c) => `Are you sure you want to delete ${c.sliceName}?`} confirmTestId="chart-delete-confirm" />
      {transfer.importModal}
      {bulkTag.modal}
      <DeleteConfirmModal flow={bulkDeletion} title="Please confirm" description={() => 'Are you sure you want to delete the selected charts?'} />
    </>
  );
}
