import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { OwnerAvatars } from '../../components/owner-avatars';
import { lastModifiedColumn, rowActionsColumn } from '../../components/list-view/columns';
import { ShareIcon } from '../../components/action-icons';
import { useBundleTransfer } from '../../components/import-export/use-bundle-transfer';
import { useBulkSelection } from '../../components/list-view/use-bulk-selection';
import { TagChips } from '../../components/tag-chips';
import { useAppConfig } from '../../app/app-config';
import { useBulkTag } from '../tags/use-bulk-tag';
import { ChartListDocument, type ChartListQuery } from '../../gql/graphql';
import { getViz } from '../../viz/registry';
import { CHART_LIST } from './chart-list-query';

type ChartRow = ChartListQuery['charts']['items'][number];

const COLUMNS: ReadonlyArray<ListViewColumn<ChartRow>> = [
  {
    id: 'slice_name',
    header: 'Name',
    sortable: true,
    render: (chart) => (
      <Anchor component={Link} to={chart.url} fw={500} data-testid="chart-link">
        {chart.sliceName}
      </Anchor>
    ),
  },
  {
    id: 'viz_type',
    header: 'Visualization type',
    sortable: true,
    width: 180,
    render: (chart) => getViz(chart.vizType)?.name ?? chart.vizType,
  },
  {
    id: 'datasource_name',
    header: 'Dataset',
    sortable: true,
    width: 220,
    render: (chart) => chart.datasource?.nameText ?? '',
  },
  {
    id: 'owners',
    header: 'Owners',
    width: 160,
    render: (chart) => <OwnerAvatars owners={chart.owners} />,
  },
  lastModifiedColumn(160),
];

const TAGS_COLUMN: ListViewColumn<ChartRow> = { id: 'tags', header: 'Tags', width: 180, render: (chart) => <TagChips tags={chart.tags} /> };

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
  const canWrite = list.data?.myPermissions.includes('can_write') ?? false;
  const { taggingSystem } = useAppConfig();
  const selection = useBulkSelection<number>();
  const bulkTag = useBulkTag({ objectType: 'CHART', resourceName: 'chart', enabled: taggingSystem && !!list.data?.tagPermissions.includes('can_bulk_create'), onTagged: () => void list.refetch() });
  const transfer = useBundleTransfer('CHART', 'chart', list.refetch, 'chart');
  const columns = [
    ...(taggingSystem ? [...COLUMNS.slice(0, -1), TAGS_COLUMN, ...COLUMNS.slice(-1)] : COLUMNS),
    rowActionsColumn<ChartRow>(70, [{ tooltip: 'Export', ariaLabel: (c) => `Export ${c.sliceName}`, icon: <ShareIcon />, onClick: (c) => void transfer.exportIds([c.id]), testId: 'chart-export' }]),
  ];
  return (
    <>
      <ListView
        title="Charts"
        list={list}
        columns={columns}
        getRowKey={(chart) => chart.id}
        rowTestId="chart-list-row"
        actions={
          <>
            {transfer.importButton}
            {canWrite && <AddChartButton testId="chart-add" />}
          </>
        }
        emptyState={{ title: 'No charts yet', action: canWrite && <AddChartButton testId="chart-add-empty" /> }}
        bulk={bulkTag.actions.length ? { selection, actions: bulkTag.actions, rowLabel: (chart) => chart.sliceName, testIdPrefix: 'chart' } : undefined}
      />
      {transfer.importModal}
      {bulkTag.modal}
    </>
  );
}
