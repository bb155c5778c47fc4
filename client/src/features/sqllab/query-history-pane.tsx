// The Query history pane: this user's runs of this tab, newest first, with their state, time, rows and SQL;
// a run's SQL can be put back in the editor or opened in a new tab.
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useSession } from '../../app/session';
import { SqlLabTabHistoryDocument } from '../../gql/graphql';
import { STATE_COLOR, stateDisplay, type RunState } from './query-state';
import type { QueryEditor } from './tab-model';

export function editorIdOf(tab: QueryEditor): string {
  return tab.tabStateId !== null ? String(tab.tabStateId) : tab.id;
}

function duration(start: number | null | undefined, end: number | null | undefined): string {
  if (!start || !end) return '';
  return `${((end - start) / 1000).toFixed(2)} s`;
}

interface QueryHistoryPaneProps {
  tab: QueryEditor;
  height: number;
  onOpenInTab: (sql: string) => void;
  onSetSql: (sql: string) => void;
}

export function QueryHistoryPane({ tab, height, onOpenInTab, onSetSql }: QueryHistoryPaneProps) {
  const { me } = useSession();
  const { data, loading, error } = useQuery(SqlLabTabHistoryDocument, {
    variables: { editorId: editorIdOf(tab), userId: me?.id ?? 0 },
    fetchPolicy: 'cache-and-network',
  });
  const runs = data?.queries.items ?? [];

  if (error) return <Text c="red" size="sm">{error.message}</Text>;
  if (!loading && runs.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        No query history yet…
      </Text>
    );
  }
  return (
    <ScrollArea h={height - 8} data-testid="sqllab-history">
      <Table striped highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>State</Table.Th>
            <Table.Th w={170}>Started</Table.Th>
            <Table.Th w={90}>Duration</Table.Th>
            <Table.Th w={80}>Rows</Table.Th>
            <Table.Th>SQL</Table.Th>
            <Table.Th w={190} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => {
            const state = run.status.toLowerCase() as RunState;
            return (
              <Table.Tr key={run.clientId} data-testid="sqllab-history-row">
                <Table.Td>
                  <Badge color={STATE_COLOR[stateDisplay(state)]} variant="light">
                    {state}
                  </Badge>
                </Table.Td>
                <Table.Td>{run.startTime ? new Date(run.startTime).toLocaleString() : ''}</Table.Td>
                <Table.Td>{duration(run.startTime, run.endTime)}</Table.Td>
                <Table.Td>{run.rows ?? ''}</Table.Td>
                <Table.Td>
                  <Tooltip label={run.sql ?? ''} multiline maw={560} withinPortal>
                    <Text size="xs" ff="monospace" lineClamp={2}>
                      {run.sql}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => onSetSql(run.sql ?? '')}>
                      Edit query
                    </Button>
                    <Button size="compact-xs" variant="subtle" onClick={() => onOpenInTab(run.sql ?? '')}>
                      Open in new tab
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
