// The data pane under the chart: the chart's results and the dataset's samples, each with its row count, a
// search, copy to clipboard; downloads of the results (CSV, JSON, XLSX) and of the chart as a PNG or JPEG image; and
// the 'View query' modal with the SQL the chart runs.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Menu, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SearchIcon } from '../../components/list-view/icons';
import { ExploreSamplesDocument } from '../../gql/graphql';
import { copyToClipboard } from '../../components/clipboard';
import { ResultsTable } from './results-table';
import { rowCountLabel, rowsToClipboardText, searchRows, toResultsData, type ResultsData } from './results-data';
import { DownloadMenuItems } from './download-menu-items';
import type { DownloadFormat } from './use-chart-downloads';

interface Props {
  results: ReadonlyArray<{ colnames: string[]; coltypes: number[]; data: unknown }> | null;
  resultsLoading: boolean;
  datasource: { id: number; type: string } | null;
  canDownload: boolean;
  onDownload: (format: DownloadFormat) => void;
  onViewQuery: () => void;
  height: number;
}

function CopyIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

function DataTab({ data, loading, error, height, testId }: { data: ResultsData; loading: boolean; error?: string | null; height: number; testId: string }) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => searchRows(data, search), [data, search]);
  if (loading) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label="Loading data" />
      </Center>
    );
  }
  if (error) return <Alert color="red">{error}</Alert>;
  return (
    <div data-testid={testId}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="row-count">
          {search.trim() ? `${rowCountLabel(rows.length)} of ${data.rows.length.toLocaleString('en-US')}` : rowCountLabel(data.rows.length)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Copy to clipboard">
            <ActionIcon variant="subtle" color="gray" aria-label="Copy to clipboard" onClick={() => void copyToClipboard(rowsToClipboardText(data.colnames, data.coltypes, rows))}>
              <CopyIcon />
            </ActionIcon>
          </Tooltip>
          <TextInput size="xs" w={200} placeholder="Search" aria-label="Search results" leftSection={<SearchIcon size={12} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </Group>
      </Group>
      {data.colnames.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No results
        </Text>
      ) : (
        <ResultsTable colnames={data.colnames} coltypes={data.coltypes} rows={rows} height={height - 40} />
      )}
    </div>
  );
}

function SamplesTab({ datasource, height }: { datasource: { id: number; type: string }; height: number }) {
  const { data, loading, error } = useQuery(ExploreSamplesDocument, {
    variables: { input: { datasourceId: datasource.id, datasourceType: datasource.type, page: 1 } },
  });
  const result = data?.datasourceSamples.result ?? null;
  const samples = useMemo(() => toResultsData(result), [result]);
  return <DataTab data={samples} loading={loading} error={error?.message ?? result?.error ?? null} height={height} testId="samples-data" />;
}

export function DataPane({ results, resultsLoading, datasource, canDownload, onDownload, onViewQuery, height }: Props) {
  const [tab, setTab] = useState<string | null>('results');
  const resultSets = useMemo(() => (results ?? []).map((result) => toResultsData(result)), [results]);
  const bodyHeight = height - 44;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} data-testid="data-pane">
      <Group justify="space-between" wrap="nowrap">
        <Tabs.List>
          <Tabs.Tab value="results">Results</Tabs.Tab>
          <Tabs.Tab value="samples">Samples</Tabs.Tab>
        </Tabs.List>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={onViewQuery} data-testid="view-query">
            View query
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-xs" variant="default" data-testid="download-menu">
                Download
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <DownloadMenuItems canDownload={canDownload} onDownload={onDownload} />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Tabs.Panel value="results" pt={6}>
        {resultSets.length <= 1 ? (
          <DataTab data={resultSets[0] ?? toResultsData(null)} loading={resultsLoading} height={bodyHeight} testId="results-data" />
        ) : (
          <Tabs defaultValue="0" variant="pills">
            <Tabs.List>
              {resultSets.map((_, index) => (
                <Tabs.Tab key={index} value={String(index)} size="xs">
                  {`Results ${index + 1}`}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {resultSets.map((set, index) => (
              <Tabs.Panel key={index} value={String(index)} pt={6}>
                <DataTab data={set} loading={resultsLoading} height={bodyHeight - 36} testId="results-data" />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="samples" pt={6}>
        {datasource ? <SamplesTab datasource={datasource} height={bodyHeight} /> : <Text size="sm" c="dimmed">The chart has no dataset.</Text>}
      </Tabs.Panel>
    </Tabs>
  );
}
