// The Matrixify grid: the chart once per cell (matrixify.ts lays the cells out), each cell its own query. When
// an axis is made of a dimension's members, they are asked for first.
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ChartDataDocument } from '../../gql/graphql';
import { failedQueryMessage, updateFailureMessage } from '../../viz/chart-errors';
import { ChartLoading } from '../../viz/chart-loading';
import { ChartView } from '../../viz/chart-view';
import { prepareFormDataQuery } from '../../viz/prepare-chart';
import type { RegisteredViz } from '../../viz/registry';
import { controlErrorsText } from '../../viz/shared/control-panel';
import { parseDatasourceKey, type QueryFormData } from '../../viz/shared/form-data';
import type { VerboseMap } from '../../viz/shared/labels';
import { buildBaseQuery, getColumnLabel } from '../../viz/shared/query-object';
import { axesNeedingMembers, matrixifyDimension, matrixifyLayout, membersQuery, type MatrixifyCell } from './matrixify';

function MatrixCell({ viz, cell, height, force, verboseMap }: { viz: RegisteredViz; cell: MatrixifyCell; height: number; force: boolean; verboseMap: VerboseMap }) {
  const prepared = useMemo(() => prepareFormDataQuery(viz, cell.formData, { force }), [viz, cell.formData, force]);
  const ready = prepared.kind === 'ready' ? prepared : null;
  const { data, loading, error } = useQuery(ChartDataDocument, ready ? { variables: { input: ready.input } } : skipToken);
  let failure: string | null = null;
  if (prepared.kind === 'failed') failure = prepared.message;
  else if (prepared.kind === 'invalid') failure = controlErrorsText(prepared.errors);
  else if (error) failure = updateFailureMessage(responseErrorsOf(error));
  else if (data) failure = failedQueryMessage(data.chartData.queries);
  return (
    <Box data-testid="matrixify-cell" style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 4, padding: 4, minWidth: 0 }}>
      <Text size="xs" fw={600} ta="center" truncate>
        {[cell.rowLabel, cell.columnLabel].filter(Boolean).join(' · ')}
      </Text>
      <ChartView viz={viz} formData={ready?.formData ?? null} queriesData={data?.chartData.queries ?? null} loading={Boolean(ready) && loading} errorMessage={failure} height={height} verboseMap={verboseMap} />
    </Box>
  );
}

export function MatrixifyGrid({ viz, formData, force, verboseMap }: { viz: RegisteredViz; formData: QueryFormData; force: boolean; verboseMap: VerboseMap }) {
  const needsMembers = axesNeedingMembers(formData).length > 0;
  const datasource = parseDatasourceKey(formData.datasource);
  const query = useMemo(() => (needsMembers ? membersQuery(formData, buildBaseQuery(formData)) : null), [needsMembers, formData]);
  const members = useQuery(ChartDataDocument, query && datasource ? { variables: { input: { datasource, force, resultType: 'FULL', queries: [query] } } } : skipToken);
  const dimension = matrixifyDimension(formData);
  const values = useMemo(() => {
    const rows = (members.data?.chartData.queries[0]?.data ?? []) as Array<Record<string, unknown>>;
    const label = dimension === null ? '' : getColumnLabel(dimension);
    return rows.map((row) => row[label]);
  }, [members.data, dimension]);
  const layout = useMemo(() => matrixifyLayout(formData, values), [formData, values]);

  if (needsMembers && dimension === null) return <Alert color="orange">Matrixify by dimension members needs a dimension in the chart.</Alert>;
  if (members.loading) return <ChartLoading height={200} />;
  if (members.error) return <Alert color="red">{updateFailureMessage(responseErrorsOf(members.error))}</Alert>;
  return (
    <div data-testid="matrixify-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gap: 8, overflowY: 'auto', height: '100%' }}>
      {layout.cells.map((cell) => (
        <MatrixCell key={cell.key} viz={viz} cell={cell} height={layout.rowHeight} force={force} verboseMap={verboseMap} />
      ))}
    </div>
  );
}
