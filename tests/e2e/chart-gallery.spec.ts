// The chart gallery of issue 5: every registered chart type is saved from example data through the REST API,
// opened in explore and drawn; a screenshot per type goes to tests/artifacts/gallery-<viz_type>.png for a
// person to look at. Each chart is deleted afterwards.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { locksOf } from './isolation';
import { apiToken, artifact, expect, signIn, test, watchCspViolations } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

type Dataset = 'birth_names' | 'cleaned_sales_data' | 'wb_health_population' | 'flights' | 'long_timeseries';

interface GalleryChart {
  dataset: Dataset;
  params: Record<string, unknown>;
}

const in2014 = [
  { expressionType: 'SIMPLE', subject: 'year', operator: 'TEMPORAL_RANGE', comparator: '2014-01-01 : 2015-01-01', clause: 'WHERE' },
];
const birthsOverTime = { x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], row_limit: 10000 };

/** Form data per viz type, on the example datasets, as the explore screen would save it. */
const GALLERY: Record<string, GalleryChart> = {
  table: { dataset: 'birth_names', params: { query_mode: 'aggregate', groupby: ['state'], metrics: ['sum__num', 'count'], row_limit: 20 } },
  pivot_table_v2: {
    dataset: 'cleaned_sales_data',
    params: { groupbyRows: ['product_line'], groupbyColumns: ['deal_size'], metrics: ['sum__sales'], aggregateFunction: 'Sum', rowTotals: true, colTotals: true },
  },
  big_number: { dataset: 'long_timeseries', params: { x_axis: 'ds', time_grain_sqla: 'P1D', metric: 'avg__temperature_c' } },
  big_number_total: { dataset: 'birth_names', params: { metric: 'sum__num' } },
  pie: { dataset: 'cleaned_sales_data', params: { groupby: ['product_line'], metric: 'sum__sales', row_limit: 100, show_legend: true } },
  echarts_timeseries_line: { dataset: 'birth_names', params: birthsOverTime },
  echarts_timeseries_bar: { dataset: 'birth_names', params: { ...birthsOverTime, stack: 'Stack' } },
  echarts_area: { dataset: 'birth_names', params: { ...birthsOverTime, stack: 'Stack' } },
  echarts_timeseries_scatter: { dataset: 'birth_names', params: birthsOverTime },
  echarts_timeseries_smooth: { dataset: 'birth_names', params: birthsOverTime },
  echarts_timeseries_step: { dataset: 'birth_names', params: birthsOverTime },
  mixed_timeseries: {
    dataset: 'birth_names',
    params: { x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: [], metrics_b: ['count'], groupby_b: [], seriesType: 'line', seriesTypeB: 'bar', yAxisIndex: 0, yAxisIndexB: 1 },
  },
  dist_bar: { dataset: 'cleaned_sales_data', params: { groupby: ['product_line'], columns: ['deal_size'], metrics: ['sum__sales'], row_limit: 100 } },
  histogram_v2: { dataset: 'wb_health_population', params: { column: 'SP_DYN_LE00_IN', groupby: [], bins: 15, adhoc_filters: in2014, row_limit: 10000 } },
  box_plot: {
    dataset: 'wb_health_population',
    params: { columns: ['country_name'], groupby: ['region'], metrics: ['avg__SP_DYN_LE00_IN'], whiskerOptions: 'Tukey', adhoc_filters: in2014 },
  },
  bubble_v2: {
    dataset: 'wb_health_population',
    params: {
      entity: 'country_name',
      series: 'region',
      x: 'avg__SP_DYN_LE00_IN',
      y: 'avg__SP_RUR_TOTL_ZS',
      size: 'sum__SP_POP_TOTL',
      adhoc_filters: in2014,
      row_limit: 100,
      max_bubble_size: '25',
      x_axis_label: 'Life expectancy',
      y_axis_label: 'Rural population (%)',
    },
  },
  heatmap_v2: {
    dataset: 'cleaned_sales_data',
    params: { x_axis: 'country', groupby: ['product_line'], metric: 'sum__sales', normalize_across: 'heatmap', sort_x_axis: 'alpha_asc', sort_y_axis: 'alpha_asc' },
  },
  treemap_v2: { dataset: 'cleaned_sales_data', params: { groupby: ['product_line', 'deal_size'], metric: 'sum__sales', row_limit: 100 } },
  sunburst_v2: { dataset: 'cleaned_sales_data', params: { columns: ['product_line', 'deal_size'], metric: 'sum__sales', row_limit: 100 } },
  funnel: { dataset: 'cleaned_sales_data', params: { groupby: ['product_line'], metric: 'count', row_limit: 10, label_type: 'key_value' } },
  gauge_chart: {
    dataset: 'long_timeseries',
    params: { groupby: [], metric: 'avg__humidity_pct', min_val: 0, max_val: 100, intervals: '30,70,100', interval_color_indices: '2,1,3', value_formatter: '{value}%' },
  },
  radar: {
    dataset: 'cleaned_sales_data',
    params: { groupby: ['deal_size'], metrics: ['sum__sales', 'count', 'avg__price_each', 'sum__quantity_ordered'], row_limit: 10 },
  },
  word_cloud: { dataset: 'birth_names', params: { series: 'name', metric: 'sum__num', row_limit: 100, rotation: 'square' } },
  sankey_v2: { dataset: 'cleaned_sales_data', params: { source: 'product_line', target: 'deal_size', metric: 'sum__sales', row_limit: 1000 } },
  world_map: {
    dataset: 'wb_health_population',
    params: {
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: 'avg__SP_DYN_LE00_IN',
      show_bubbles: true,
      secondary_metric: 'sum__SP_POP_TOTL',
      adhoc_filters: in2014,
      row_limit: 1000,
    },
  },
};

/** The current viz_type of every chart type folder in client/src/viz (the first of a plugin's vizTypes, and
 * the timeseries kinds), read from the source so a new type without a gallery entry fails the test below. */
function registeredVizTypes(): string[] {
  const vizDir = path.join(__dirname, '../../client/src/viz');
  const types: string[] = [];
  for (const entry of fs.readdirSync(vizDir, { withFileTypes: true })) {
    const index = path.join(vizDir, entry.name, 'index.ts');
    if (!entry.isDirectory() || !fs.existsSync(index)) continue;
    for (const match of fs.readFileSync(index, 'utf8').matchAll(/vizTypes:\s*\[\s*'([a-z0-9_]+)'/g)) types.push(match[1]);
  }
  const kinds = fs.readFileSync(path.join(vizDir, 'timeseries/kinds.ts'), 'utf8');
  for (const match of kinds.matchAll(/\{\s*vizType:\s*'([a-z0-9_]+)'/g)) types.push(match[1]);
  return types.sort();
}

async function datasetIds(request: APIRequestContext, token: string): Promise<Map<string, number>> {
  const answer = await request.get('/api/v1/dataset/?q=(page_size:100)', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: Array<{ id: number; table_name: string }> };
  return new Map(result.map((dataset) => [dataset.table_name, dataset.id]));
}

let page: Page;
let token: string;
let datasets: Map<string, number>;
let cspViolations: string[];
/** What Highcharts printed: its warnings (e.g. a missing exporting.libURL) are defects of the setup. */
let highchartsMessages: string[];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  cspViolations = await watchCspViolations(page);
  highchartsMessages = [];
  page.on('console', (message) => {
    if (/highcharts/i.test(message.text())) highchartsMessages.push(`${message.type()}: ${message.text()}`);
  });
  token = await apiToken(page.request);
  datasets = await datasetIds(page.request, token);
  await signIn(page, '/chart/list/');
  await expect(page.getByTestId('chart-list-row').first()).toBeVisible();
});

// The shared page is not the fixture's: each chart type is checked against the policy here.
test.afterEach(() => {
  expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  expect(highchartsMessages.splice(0), 'Highcharts warnings and errors').toEqual([]);
});

test.afterAll(async () => {
  await page?.close();
});

test('the gallery covers every registered chart type', () => {
  expect(Object.keys(GALLERY).sort()).toEqual(registeredVizTypes());
});

for (const [vizType, chart] of Object.entries(GALLERY)) {
  test(`renders ${vizType} from example data`, async () => {
    const datasourceId = datasets.get(chart.dataset);
    expect(datasourceId, `example dataset ${chart.dataset}`).toBeDefined();
    const created = await page.request.post('/api/v1/chart/', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        slice_name: `Gallery ${vizType}`,
        viz_type: vizType,
        datasource_id: datasourceId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: vizType, time_range: 'No filter', ...chart.params }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    try {
      await page.goto(`/explore/?slice_id=${id}`);
      const container = page.getByTestId('chart-container');
      await expect(container).toHaveAttribute('data-status', /rendered|failed/, { timeout: 60_000 });
      // Highcharts draws synchronously; give SVG text layout a moment before the picture.
      await page.waitForTimeout(300);
      await container.screenshot({ path: artifact(`gallery-${vizType}.png`) });
      // A failed chart says why in the test output, not only in its screenshot.
      if ((await container.getAttribute('data-status')) === 'failed') throw new Error(`${vizType} failed: ${await container.innerText()}`);
    } finally {
      await page.request.delete(`/api/v1/chart/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
}

test("a Highcharts chart downloads from its menu as PNG, JPEG, SVG and PDF, drawn in the browser", async () => {
  const created = await page.request.post('/api/v1/chart/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slice_name: 'Gallery downloads',
      viz_type: 'echarts_timeseries_line',
      datasource_id: datasets.get('birth_names'),
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'echarts_timeseries_line', time_range: 'No filter', ...birthsOverTime }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  // Nothing may leave the machine: an export that fell back to Highsoft's server would ask export.highcharts.com.
  const offsite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url()).origin) && !/^(data|blob):/.test(request.url())) offsite.push(request.url());
  });
  try {
    await page.goto(`/explore/?slice_id=${id}`);
    await expect(page.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    const formats = [
      { item: 'Download PNG image', name: /\.png$/, magic: [0x89, 0x50, 0x4e, 0x47] },
      { item: 'Download JPEG image', name: /\.jpe?g$/, magic: [0xff, 0xd8, 0xff] },
      { item: 'Download SVG vector image', name: /\.svg$/, magic: [...Buffer.from('<svg')] },
      { item: 'Download PDF document', name: /\.pdf$/, magic: [...Buffer.from('%PDF')] },
    ];
    for (const format of formats) {
      await page.locator('.highcharts-contextbutton').click();
      const download = page.waitForEvent('download');
      await page.locator('.highcharts-menu-item', { hasText: format.item }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(format.name);
      const bytes = fs.readFileSync((await file.path())!);
      expect([...bytes.subarray(0, format.magic.length)], `${format.item} content`).toEqual(format.magic);
    }
    expect(offsite).toEqual([]);
  } finally {
    await page.request.delete(`/api/v1/chart/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
