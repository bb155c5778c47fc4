// The example charts the server creates at first start, found by listing (ids are never hard-coded).
import { get, withQ } from './http';

export interface ExampleChart {
  id: number;
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
}

export async function listCharts(token: string): Promise<ExampleChart[]> {
  const answer = await get(
    withQ('/api/v1/chart/', '(columns:!(id,slice_name,viz_type,datasource_id,datasource_type),order_column:slice_name,order_direction:asc,page:0,page_size:100)'),
    { token },
  );
  if (answer.status !== 200) throw new Error(`chart list failed: HTTP ${answer.status} ${answer.text}`);
  return answer.json.result as ExampleChart[];
}

/** The first chart of a visualization type; fails loudly when the examples lack it. */
export function chartOfType(charts: ExampleChart[], vizType: string): ExampleChart {
  const chart = charts.find((c) => c.viz_type === vizType);
  if (!chart) throw new Error(`no example chart of type ${vizType} (have: ${charts.map((c) => c.viz_type).join(', ')})`);
  return chart;
}

export const EXAMPLE_VIZ_TYPES = ['table', 'echarts_timeseries_line', 'pie'] as const;
