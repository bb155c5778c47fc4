// Saved chart -> everything needed to ask the server for its data: the viz plugin, the full form data and the
// chartData input built by the plugin's buildQuery. Pure, so the same path serves explore and dashboards.
import type { ChartDataInput, ChartResultType } from '../gql/graphql';
import { getViz, type RegisteredViz } from './registry';
import type { ControlError } from './shared/control-panel';
import { chartFormData, FormDataError, parseDatasourceKey, type ChartIdentity, type QueryFormData } from './shared/form-data';
import { renderFailureMessage } from './chart-errors';
import type { OwnState } from './types';

export const MISSING_DATASET = 'The dataset associated with this chart no longer exists';

export type PreparedChart =
  | { kind: 'ready'; viz: RegisteredViz; formData: QueryFormData; input: ChartDataInput }
  | { kind: 'invalid'; viz: RegisteredViz; formData: QueryFormData; errors: ControlError[] }
  | { kind: 'failed'; message: string };

export interface PrepareChartOptions {
  force?: boolean;
  /** The chart's own state (a server-paged table's page, sort and search), which shapes its queries. */
  ownState?: OwnState;
}

export function prepareChart(params: unknown, chart: ChartIdentity, options: PrepareChartOptions = {}): PreparedChart {
  const viz = getViz(chart.vizType);
  if (!viz) return { kind: 'failed', message: renderFailureMessage(`Unknown chart type "${chart.vizType}"`) };

  let formData: QueryFormData;
  try {
    formData = viz.prepareFormData(chartFormData(params, chart));
  } catch (error) {
    if (error instanceof FormDataError) return { kind: 'failed', message: renderFailureMessage(error) };
    throw error;
  }
  return prepareFormDataQuery(viz, formData, options);
}

/** Form data already complete (the explore screen's controls) -> the chartData input, or why it cannot run. */
export function prepareFormDataQuery(
  viz: RegisteredViz,
  formData: QueryFormData,
  options: PrepareChartOptions & { resultType?: ChartResultType } = {},
): PreparedChart {
  const datasource = parseDatasourceKey(formData.datasource);
  if (!datasource) return { kind: 'failed', message: MISSING_DATASET };

  const errors = viz.validate(formData);
  if (errors.length > 0) return { kind: 'invalid', viz, formData, errors };

  return {
    kind: 'ready',
    viz,
    formData,
    input: {
      datasource,
      force: options.force ?? false,
      resultType: options.resultType ?? 'FULL',
      queries: viz.buildQuery(formData, { ownState: options.ownState }),
      formData,
    },
  };
}
