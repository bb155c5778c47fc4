import { Anchor } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { addDangerToast } from '../../app/toasts';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useListViewState } from '../../components/list-view/use-list-view-state';
import { OwnerAvatars } from '../../components/owner-avatars';
import { lastModifiedColumn } from '../../components/list-view/last-modified-column';
import { ChartListDocument, type ChartListQuery } from '../../gql/graphql';
import { getViz } from '../../viz/registry';
import {
  CHART_LIST_DEFAULTS,
  CHART_LIST_PAGE_SIZE,
  CHART_SEARCH_FILTER_ID,
  chartListVariables,
} from './chart-list-query';

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

export default function ChartListPage() {
  const [state, setState] = useListViewState(CHART_LIST_DEFAULTS);
  const { data, loading, error } = useQuery(ChartListDocument, { variables: chartListVariables(state) });

  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching charts: ${error.message}`);
  }, [error]);

  return (
    <ListView
      title="Charts"
      columns={COLUMNS}
      rows={data?.charts.items ?? []}
      count={data?.charts.count ?? 0}
      loading={loading}
      error={error?.message}
      state={state}
      onStateChange={setState}
      pageSize={CHART_LIST_PAGE_SIZE}
      getRowKey={(chart) => chart.id}
      rowTestId="chart-list-row"
      search={{ filterId: CHART_SEARCH_FILTER_ID, label: 'Search charts', placeholder: 'Type a value' }}
    />
  );
}
