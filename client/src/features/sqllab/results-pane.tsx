// The south pane: Results (default), Query history, and one pane per table data preview.
import { ActionIcon, Box, Group, Stack, Tabs, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { QueryHistoryPane } from './query-history-pane';
import { CloseIcon } from './sqllab-icons';
import { ResultView } from './result-view';
import type { QueryRun } from './run-model';
import type { QueryEditor } from './tab-model';

export const RESULTS_PANE = 'Results';
export const HISTORY_PANE = 'History';

interface ResultsPaneProps {
  tab: QueryEditor;
  latest: QueryRun | null;
  previews: readonly QueryRun[];
  activePane: string;
  canCsv: boolean;
  onPane: (pane: string) => void;
  onClosePreview: (clientId: string) => void;
  onOpenInTab: (sql: string) => void;
  onSetSql: (sql: string) => void;
}

export function ResultsPane({ tab, latest, previews, activePane, canCsv, onPane, onClosePreview, onOpenInTab, onSetSql }: ResultsPaneProps) {
  const { ref, height } = useElementSize();
  const panes = new Set([RESULTS_PANE, HISTORY_PANE, ...previews.map((p) => p.clientId)]);
  const active = panes.has(activePane) ? activePane : RESULTS_PANE;

  return (
    <Tabs value={active} onChange={(pane) => pane && onPane(pane)} keepMounted={false} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Tabs.List px="xs">
        <Tabs.Tab value={RESULTS_PANE} data-testid="sqllab-results-tab">
          Results
        </Tabs.Tab>
        <Tabs.Tab value={HISTORY_PANE} data-testid="sqllab-history-tab">
          Query history
        </Tabs.Tab>
        {previews.map((preview) => (
          <Tabs.Tab
            key={preview.clientId}
            value={preview.clientId}
            rightSection={
              <ActionIcon
                component="span"
                size="xs"
                variant="subtle"
                color="gray"
                aria-label={`Close preview of ${preview.previewTable ?? ''}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onClosePreview(preview.clientId);
                }}
              >
                <CloseIcon size={10} />
              </ActionIcon>
            }
          >
            Preview: `{preview.previewTable}`
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Box ref={ref} style={{ flex: 1, minHeight: 0 }} px="xs" pt="xs">
        <Tabs.Panel value={RESULTS_PANE} h="100%">
          {latest ? (
            <ResultView run={latest} tab={tab} height={height} canCsv={canCsv} />
          ) : (
            <Stack align="center" justify="center" h="100%">
              <Text c="dimmed" size="sm">
                Run a query to display results
              </Text>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value={HISTORY_PANE} h="100%">
          <QueryHistoryPane tab={tab} height={height} onOpenInTab={onOpenInTab} onSetSql={onSetSql} />
        </Tabs.Panel>
        {previews.map((preview) => (
          <Tabs.Panel key={preview.clientId} value={preview.clientId} h="100%">
            <Group h="100%" align="stretch">
              <Box style={{ flex: 1 }}>
                <ResultView run={preview} tab={tab} height={height} canCsv={canCsv} />
              </Box>
            </Group>
          </Tabs.Panel>
        ))}
      </Box>
    </Tabs>
  );
}
