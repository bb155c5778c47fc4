// The chart area: a status line (rows, cached, time taken), the 'not up to date' notice when the controls
// changed since the last run, and the chart in every status of spec 1 §4 (loading with Stop, success, rendered,
// stopped, failed). Control errors that keep the chart from running show as Superset's empty state while there is
// no chart to show, and as a banner above a chart whose controls were changed (chart-state.ts decides which).
import { Alert, Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { ChartView } from '../../viz/chart-view';
import type { OwnState } from '../../viz/types';
import type { RegisteredViz } from '../../viz/registry';
import type { ControlError } from '../../viz/shared/control-panel';
import type { VerboseMap } from '../../viz/shared/labels';
import { controlErrorsDisplay, runButtonLabel, type ChartState } from './chart-state';
import { matrixifyEnabled } from './matrixify';
import { MatrixifyGrid } from './matrixify-grid';
import { rowCountLabel } from './results-data';

interface Props {
  viz: RegisteredViz;
  chart: ChartState;
  stale: boolean;
  errors: ControlError[];
  height: number | string;
  force: boolean;
  containerRef: Ref<HTMLDivElement>;
  onStop: () => void;
  onRun: () => void;
  onRendered: () => void;
  onRenderFailed: (error: unknown) => void;
  /** The chart's own state (a server-paged table's page, sort, search) and how it asks for another. */
  ownState: OwnState;
  onOwnStateChange: (state: OwnState) => void;
  /** The dataset's verbose names, for the chart's headers and legends. */
  verboseMap: VerboseMap;
}

/** Elapsed time as Superset's timer shows it: 00:00:01.23. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, ms);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = (total % 60_000) / 1000;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** Each error as its control's label, then the message: 'Metrics: cannot be empty'. */
function ControlErrorList({ errors }: { errors: readonly ControlError[] }) {
  return (
    <List size="sm" data-testid="control-errors">
      {errors.map((error) => (
        <List.Item key={`${error.name}:${error.message}`} data-testid="control-error">
          <Text span size="sm" fw={600}>
            {error.label}
          </Text>
          {`: ${error.message}`}
        </List.Item>
      ))}
    </List>
  );
}

/** Superset's empty state for a chart that needs control values before it can run. */
function RequiredValuesEmptyState({ errors, runLabel }: { errors: readonly ControlError[]; runLabel: string }) {
  return (
    <Stack align="center" gap="xs" maw={480} data-testid="chart-empty-state">
      <Title order={4} ta="center">
        Add required control values to preview chart
      </Title>
      <Text c="dimmed" size="sm" ta="center">
        {`Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "${runLabel}" button.`}
      </Text>
      <ControlErrorList errors={errors} />
    </Stack>
  );
}

export function ChartPane({ viz, chart, stale, errors, height, force, containerRef, onStop, onRun, onRendered, onRenderFailed, ownState, onOwnStateChange, verboseMap }: Props) {
  const queries = chart.queriesResponse ?? [];
  const rowcount = queries.reduce((sum, query) => sum + query.rowcount, 0);
  const cached = queries.length > 0 && queries.every((query) => query.isCached);
  const finished = chart.chartUpdateStartTime !== null && chart.chartUpdateEndTime !== null;
  const neverRun = chart.chartStatus === null;
  const errorsDisplay = controlErrorsDisplay(chart, errors.length);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height, minHeight: 0 }} data-testid="chart-pane">
      <Group justify="flex-end" gap="xs" mb={4} mih={22}>
        {queries.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="chart-rowcount">
            {rowCountLabel(rowcount)}
          </Text>
        )}
        {cached && (
          <Badge size="xs" variant="light" color="gray">
            Cached
          </Badge>
        )}
        {finished && (
          <Badge size="xs" variant="light" color={chart.chartStatus === 'failed' ? 'red' : chart.chartStatus === 'stopped' ? 'yellow' : 'teal'} data-testid="chart-timer">
            {formatElapsed((chart.chartUpdateEndTime ?? 0) - (chart.chartUpdateStartTime ?? 0))}
          </Badge>
        )}
      </Group>
      {errorsDisplay === 'banner' && (
        <Alert color="orange" title="The chart cannot be updated" mb="xs" data-testid="control-errors-banner">
          <ControlErrorList errors={errors} />
        </Alert>
      )}
      {stale && errorsDisplay === 'none' && !neverRun && (
        <Alert color="blue" variant="light" mb="xs" title="Your chart is not up to date" data-testid="chart-stale">
          {'You updated the values in the control panel, but the chart was not updated automatically. Run the query by clicking on the '}
          <Anchor component="button" size="sm" onClick={onRun}>
            Update chart
          </Anchor>
          {' button or press Ctrl+Enter.'}
        </Alert>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        {neverRun || errorsDisplay === 'emptyState' ? (
          <div data-testid="chart-container" data-status="idle" style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {errorsDisplay === 'emptyState' ? (
              <RequiredValuesEmptyState errors={errors} runLabel={runButtonLabel(chart)} />
            ) : (
              <Text c="dimmed" size="sm">
                {`Click "${runButtonLabel(chart)}" to see the chart.`}
              </Text>
            )}
          </div>
        ) : chart.latestQueryFormData && matrixifyEnabled(chart.latestQueryFormData) && chart.chartStatus !== 'loading' ? (
          <MatrixifyGrid viz={viz} formData={chart.latestQueryFormData} force={force} verboseMap={verboseMap} />
        ) : (
          <ChartView
            viz={viz}
            formData={chart.latestQueryFormData}
            queriesData={chart.chartStatus === 'loading' ? null : chart.queriesResponse}
            loading={chart.chartStatus === 'loading'}
            errorMessage={chart.chartStatus === 'failed' && !chart.chartStackTrace ? chart.chartAlert : null}
            stoppedMessage={chart.chartStatus === 'stopped' ? chart.chartAlert : null}
            height="100%"
            onStop={onStop}
            onRendered={onRendered}
            onRenderFailed={onRenderFailed}
            containerRef={containerRef}
            ownState={ownState}
            setOwnState={onOwnStateChange}
            verboseMap={verboseMap}
          />
        )}
      </div>
    </div>
  );
}
