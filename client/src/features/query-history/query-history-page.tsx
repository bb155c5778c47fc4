// The Query history list (/sqllab/history/): SQL Lab runs (the caller's own, or everyone's with
// all_query_access), 25 a page, newest first; filters by database, state, user, time range and SQL text, all
// in the URL; the SQL opens in a preview; any run reopens in SQL Lab.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Code, Group, Modal, Progress, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { addDangerToast } from '../../app/toasts';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { withFilter, type ListViewState } from '../../components/list-view/list-view-state';
import { useListViewState } from '../../components/list-view/use-list-view-state';
import { QueryHistoryFilterOptionsDocument, QueryHistoryListDocument, type QueryHistoryListQuery } from '../../gql/graphql';
import { EditIcon } from '../../components/action-icons';
import {
  formatDuration,
  QUERY_DATABASE_FILTER_ID,
  QUERY_FROM_FILTER_ID,
  QUERY_HISTORY_DEFAULTS,
  QUERY_HISTORY_PAGE_SIZE,
  QUERY_SEARCH_FILTER_ID,
  QUERY_STATUS_FILTER_ID,
  QUERY_TO_FILTER_ID,
  QUERY_USER_FILTER_ID,
  queryHistoryVariables,
  stateColor,
  truncateSql,
} from './query-history-query';

type Run = QueryHistoryListQuery['queries']['items'][number];

function columns(onPreview: (run: Run) => void, onOpen: (run: Run) => void): ListViewColumn<Run>[] {
  return [
    {
      id: 'status',
      header: 'State',
      width: 100,
      render: (q) => (
        <Tooltip label={q.errorMessage ?? q.status} withArrow disabled={!q.errorMessage}>
          <Badge color={stateColor(q.status)} variant="light" data-testid="query-state">
            {q.status}
          </Badge>
        </Tooltip>
      ),
    },
    {
      id: 'start_time',
      header: 'Time',
      sortable: true,
      width: 170,
      render: (q) => (q.startTime == null ? '' : new Date(q.startTime).toLocaleString()),
    },
    { id: 'duration', header: 'Duration', width: 110, render: (q) => <Text size="sm" ff="monospace">{formatDuration(q.startTime, q.endTime)}</Text> },
    { id: 'progress', header: 'Progress', width: 100, render: (q) => <Progress value={q.progress} size="sm" aria-label={`${q.progress}%`} /> },
    { id: 'rows', header: 'Rows', sortable: true, width: 80, render: (q) => q.rows ?? '' },
    { id: 'tab_name', header: 'Tab name', sortable: true, width: 140, render: (q) => q.tabName ?? '' },
    { id: 'database.database_name', header: 'Database', sortable: true, width: 130, render: (q) => q.database?.databaseName ?? '' },
    { id: 'user.first_name', header: 'User', sortable: true, width: 130, render: (q) => (q.user ? `${q.user.firstName} ${q.user.lastName}` : '') },
    {
      id: 'sql',
      header: 'SQL',
      render: (q) => (
        <Anchor component="button" type="button" size="sm" ff="monospace" ta="left" onClick={() => onPreview(q)} data-testid="query-sql">
          {truncateSql(q.sql)}
        </Anchor>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 70,
      render: (q) => (
        <Tooltip label="Open query in SQL Lab" withArrow>
          <ActionIcon variant="subtle" aria-label="Open query in SQL Lab" onClick={() => onOpen(q)} data-testid="query-open">
            <EditIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
}

function Filters({ state, setState }: { state: ListViewState; setState: (s: ListViewState) => void }) {
  const options = useQuery(QueryHistoryFilterOptionsDocument);
  const pick = (id: string, value: string | null, numeric = false) => setState(withFilter(state, id, value === null ? undefined : numeric ? Number(value) : value));
  const current = (id: string) => (state.filters[id] === undefined ? null : String(state.filters[id]));
  const opts = (items: { value: number; text: string }[] | undefined) => (items ?? []).map((o) => ({ value: String(o.value), label: o.text }));
  return (
    <Group gap="sm" justify="flex-end" align="flex-end" data-testid="query-history-filters">
      <Select label="Database" placeholder="All" w={170} clearable searchable data={opts(options.data?.queryRelatedDatabases.items)} value={current(QUERY_DATABASE_FILTER_ID)} onChange={(v) => pick(QUERY_DATABASE_FILTER_ID, v, true)} />
      <Select label="State" placeholder="All" w={140} clearable data={options.data?.queryDistinctStatus.items ?? []} value={current(QUERY_STATUS_FILTER_ID)} onChange={(v) => pick(QUERY_STATUS_FILTER_ID, v)} data-testid="query-filter-state" />
      <Select label="User" placeholder="All" w={170} clearable searchable data={opts(options.data?.queryRelatedUsers.items)} value={current(QUERY_USER_FILTER_ID)} onChange={(v) => pick(QUERY_USER_FILTER_ID, v, true)} />
      <TextInput label="From" type="datetime-local" w={200} value={current(QUERY_FROM_FILTER_ID) ?? ''} onChange={(e) => pick(QUERY_FROM_FILTER_ID, e.currentTarget.value || null)} />
      <TextInput label="To" type="datetime-local" w={200} value={current(QUERY_TO_FILTER_ID) ?? ''} onChange={(e) => pick(QUERY_TO_FILTER_ID, e.currentTarget.value || null)} />
    </Group>
  );
}

export default function QueryHistoryPage() {
  const navigate = useNavigate();
  const [state, setState] = useListViewState(QUERY_HISTORY_DEFAULTS);
  const { data, loading, error } = useQuery(QueryHistoryListDocument, { variables: queryHistoryVariables(state) });
  const [preview, setPreview] = useState<Run | null>(null);

  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching queries: ${error.message}`);
  }, [error]);

  const open = (q: Run) => void navigate(`/sqllab/?queryId=${q.id}`);

  return (
    <Stack gap="sm">
      <Filters state={state} setState={setState} />
      <ListView
        title="Query history"
        columns={columns(setPreview, open)}
        rows={data?.queries.items ?? []}
        count={data?.queries.count ?? 0}
        loading={loading}
        error={error?.message}
        state={state}
        onStateChange={setState}
        pageSize={QUERY_HISTORY_PAGE_SIZE}
        getRowKey={(q) => q.id}
        rowTestId="query-history-row"
        search={{ filterId: QUERY_SEARCH_FILTER_ID, label: 'Search SQL', placeholder: 'Type a value' }}
      />
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title="Query preview" size="xl" centered>
        {preview && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {[preview.database?.databaseName, preview.schema, preview.tabName].filter(Boolean).join(' · ')}
            </Text>
            <Code block data-testid="query-preview-sql">{preview.sql ?? ''}</Code>
            {preview.executedSql && preview.executedSql !== preview.sql && (
              <>
                <Text size="sm" fw={600}>Executed SQL</Text>
                <Code block>{preview.executedSql}</Code>
              </>
            )}
            <Group justify="flex-end">
              <Button onClick={() => open(preview)}>Open in SQL Lab</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
