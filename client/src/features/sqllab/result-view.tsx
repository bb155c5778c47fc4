// One run's outcome: progress while it runs, the error view when it failed, else the row count, the notice of
// what limited the rows, the actions (copy, CSV, create dataset, explore) and the virtualized grid.
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CsvDownloadButton } from './csv-download-button';
import { ErrorPanel } from './error-panel';
import { errorViewOf } from './error-view';
import { isRunning, STATE_COLOR, stateDisplay } from './query-state';
import { limitNotice, resultsAsTsv, rowCountLabel } from './result-data';
import { ResultGrid } from './result-grid';
import type { QueryRun } from './run-model';
import { SaveDatasetModal } from './save-dataset-modal';
import type { QueryEditor } from './tab-model';
import { copyToClipboard } from '../../components/clipboard';

const ACTIONS_HEIGHT = 64;

interface ResultViewProps {
  run: QueryRun;
  tab: QueryEditor;
  height: number;
  canCsv: boolean;
}

export function ResultView({ run, tab, height, canCsv }: ResultViewProps) {
  const [datasetMode, setDatasetMode] = useState<'save' | 'explore' | null>(null);

  if (isRunning(run.state)) {
    return (
      <Stack gap="xs" py="md" data-testid="sqllab-running" data-state={run.state}>
        <Text size="sm" c={STATE_COLOR[stateDisplay(run.state)]}>
          {run.state === 'pending' ? 'Waiting for the query to start…' : run.state === 'fetching' ? 'Fetching results…' : 'Running…'}
        </Text>
        <Progress value={Math.max(run.progress, 3)} animated striped aria-label="Query progress" />
      </Stack>
    );
  }

  if (run.state === 'stopped') {
    return (
      <Alert color="red" title="Stopped" data-testid="sqllab-stopped">
        Query was stopped.
      </Alert>
    );
  }

  if (run.state === 'failed' || run.state === 'timed_out' || run.state === 'offline') {
    const errors = run.errors.length ? run.errors : [{ message: run.state === 'timed_out' ? 'The query timed out.' : 'Unknown error', errorType: run.state === 'timed_out' ? 'SQLLAB_TIMEOUT_ERROR' : null }];
    return (
      <Stack gap="xs" style={{ overflow: 'auto' }} h={height}>
        {errors.map((error, i) => (
          <ErrorPanel key={i} view={errorViewOf(error, run.sql, run.templateParams)} />
        ))}
      </Stack>
    );
  }

  if (run.ctas && run.state === 'success') {
    return (
      <Alert color="teal" title={`${run.tempSchema ? `${run.tempSchema}.` : ''}${run.tempTable ?? ''} created`}>
        The {run.executedSql?.toUpperCase().includes('CREATE VIEW') ? 'view' : 'table'} was created from the query.
      </Alert>
    );
  }

  const results = run.results;
  if (!results) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {run.rows !== null ? `${rowCountLabel(run.rows)} returned. Run the query again to see them.` : 'No results.'}
      </Text>
    );
  }

  const notice = limitNotice(run.limitingFactor, results.data.length, run.limit, results.displayLimitReached);
  return (
    <Stack gap={6} h={height}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {!run.isDataPreview && (
            <>
              <Button size="xs" variant="default" onClick={() => setDatasetMode('save')} data-testid="sqllab-create-dataset">
                Create dataset
              </Button>
              <Button size="xs" variant="default" onClick={() => setDatasetMode('explore')} data-testid="sqllab-explore">
                Explore
              </Button>
            </>
          )}
          {canCsv && <CsvDownloadButton clientId={run.clientId} />}
          <Button size="xs" variant="default" onClick={() => void copyToClipboard(resultsAsTsv(results.columns, results.data))}>
            Copy to clipboard
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="sqllab-row-count">
          {rowCountLabel(results.data.length)}
          {run.endDttm ? ` · ${((run.endDttm - run.startDttm) / 1000).toFixed(2)} s` : ''}
        </Text>
      </Group>
      {notice && (
        <Text size="xs" c="orange.8" data-testid="sqllab-limit-notice">
          {notice}
        </Text>
      )}
      {results.columns.length === 0 ? (
        <Text size="sm" c="dimmed">
          The query returned no data
        </Text>
      ) : (
        <ResultGrid key={run.clientId} columns={results.columns} rows={results.data} height={Math.max(120, height - ACTIONS_HEIGHT - (notice ? 18 : 0))} />
      )}
      <SaveDatasetModal mode={datasetMode} run={run} tab={tab} onClose={() => setDatasetMode(null)} />
    </Stack>
  );
}
