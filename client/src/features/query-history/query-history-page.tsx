// The Query history list (/sqllab/history/): SQL Lab runs (the caller's own, or everyone's with
// all_query_access), 25 a page, newest first; filters by database, state, user, time range and SQL text, all
// in the URL; the SQL opens in a preview; any run reopens in SQL Lab.
import { Anchor, Badge, Button, Code, Group, Modal, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rowActionsColumn } from '../../components/list-view/columns';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { useResourceList } from '../../components/list-view/use-resource-list';
import { QueryHistoryListDocument, type QueryHistoryListQuery } from '../../gql/graphql';
import { EditIcon } from '../../components/action-icons';
import { formatDuration, QUERY_HISTORY_LIST, stateColor, truncateSql } from './query-history-query';

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
    rowActionsColumn<Run>(70, [
      { tooltip: 'Open query in SQL Lab', ariaLabel: () => 'Open query in SQL Lab', icon: <EditIcon />, onClick: onOpen, testId: 'query-open' },
    ]),
  ];
}

export default function QueryHistoryPage() {
  const navigate = useNavigate();
  const list = useResourceList(QUERY_HISTORY_LIST, QueryHistoryListDocument, (data) => data.queries);
  const [preview, setPreview] = useState<Run | null>(null);

  const open = (q: Run) => void navigate(`/sqllab/?queryId=${q.id}`);

  return (
    <>
      <ListView title="Query history" list={list} columns={columns(setPreview, open)} getRowKey={(q) => q.id} rowTestId="query-history-row" />
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
    </>
  );
}
