// The chart page (/explore/?slice_id=<id>): loads the saved chart, builds its queries through the viz plugin,
// runs chartData and draws the result. The control panel and saving come with later issues.
import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ChartDataDocument, ExploreChartDocument, type ExploreChartQuery } from '../../gql/graphql';
import { failedQueryMessage, updateFailureMessage } from '../../viz/chart-errors';
import { ChartView } from '../../viz/chart-view';
import { prepareChart } from '../../viz/prepare-chart';
import { parseBooleanParam, parseSliceId } from './explore-params';

type ExploreChart = NonNullable<ExploreChartQuery['chart']>;

// Fills the window below the header, title and description.
const CHART_HEIGHT = 'max(420px, calc(100vh - 250px))';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="red" title={title} data-testid="explore-error">
      {children}
    </Alert>
  );
}

function ChartScreen({ chart, force }: { chart: ExploreChart; force: boolean }) {
  const prepared = useMemo(
    () =>
      prepareChart(
        chart.params,
        { sliceId: chart.id, vizType: chart.vizType, datasourceId: chart.datasourceId ?? null, datasourceType: chart.datasourceType ?? null },
        { force },
      ),
    [chart, force],
  );
  const ready = prepared.kind === 'ready' ? prepared : null;
  const { data, loading, error } = useQuery(
    ChartDataDocument,
    ready ? { variables: { input: ready.input }, fetchPolicy: force ? 'network-only' : 'cache-first' } : skipToken,
  );

  let errorMessage: string | null = null;
  if (prepared.kind === 'failed') errorMessage = prepared.message;
  else if (prepared.kind === 'invalid') errorMessage = prepared.errors.map((e) => `${e.label}: ${e.message}`).join('\n');
  else if (error) errorMessage = updateFailureMessage(responseErrorsOf(error));
  else if (data) errorMessage = failedQueryMessage(data.chartData.queries);

  const vizName = prepared.kind === 'failed' ? chart.vizType : prepared.viz.name;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} data-testid="chart-title">
          {chart.sliceName}
        </Title>
        <Text size="sm" c="dimmed">
          {chart.datasource ? `${vizName} · ${chart.datasource.nameText}` : vizName}
        </Text>
        {chart.description && (
          <Text size="sm" mt={4}>
            {chart.description}
          </Text>
        )}
      </div>
      <Card withBorder padding="md">
        <ChartView
          viz={prepared.kind === 'failed' ? null : prepared.viz}
          formData={ready?.formData ?? null}
          queriesData={data?.chartData.queries ?? null}
          loading={Boolean(ready) && loading}
          errorMessage={errorMessage}
          height={CHART_HEIGHT}
        />
      </Card>
    </Stack>
  );
}

function ExploreChartLoader({ sliceId, force }: { sliceId: number; force: boolean }) {
  const { data, loading, error } = useQuery(ExploreChartDocument, { variables: { id: sliceId } });

  useEffect(() => {
    if (data?.chart) document.title = `${data.chart.sliceName} | Tessera`;
  }, [data]);

  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading chart" />
      </Center>
    );
  }
  if (error) return <Notice title="Sorry, an error occurred">{updateFailureMessage(responseErrorsOf(error))}</Notice>;
  if (!data?.chart) return <Notice title="Chart not found">This chart does not exist, or you do not have access to it.</Notice>;
  return <ChartScreen chart={data.chart} force={force} />;
}

export default function ExplorePage() {
  const [searchParams] = useSearchParams();
  const sliceId = parseSliceId(searchParams.get('slice_id'));
  const force = parseBooleanParam(searchParams.get('force'));
  if (sliceId === null) return <Notice title="No chart selected">The address must name a chart: ?slice_id=&lt;id&gt;.</Notice>;
  return <ExploreChartLoader key={sliceId} sliceId={sliceId} force={force} />;
}
