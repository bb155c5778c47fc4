// JSON-in-text columns come back exactly as stored: the gateway answers the `*Text` field the server
// carries next to the parsed JSON, never a re-serialisation (which would drop the spacing, reorder keys,
// and turn 1.0 into 1).
import { chartListItem, chartShow } from '../test-support/chart-fixtures';
import { datasetListItem, datasetShow } from '../test-support/dataset-fixtures';
import { startGateway, type Harness } from '../test-support/gateway-harness';

/** Stored text no JSON.stringify of the parsed value would reproduce. */
const PARAMS = '{"viz_type": "pie",  "metric": "sum__num", "row_limit": 1.0}';
const QUERY_CONTEXT = '{"queries": [ {"columns": ["gender"]} ], "datasource": {"type": "table", "id": 3}}';
const JSON_METADATA = '{\n  "color_scheme": "supersetColors"\n}';
const EXTRA = '{"certification": {"details": "Checked", "certified_by": "Data team"}}';

let gateway: Harness;

beforeAll(async () => {
  gateway = await startGateway({
    RestChartList: () => ({ data: { charts: { count: 1, items: [{ ...chartListItem, params: { viz_type: 'pie' }, paramsText: PARAMS }] } } }),
    RestChartShow: () => ({
      data: {
        chart: {
          ...chartShow,
          paramsText: PARAMS,
          queryContextText: QUERY_CONTEXT,
          dashboards: [{ id: 5, dashboardTitle: 'USA Births Names', jsonMetadataText: JSON_METADATA }],
        },
      },
    }),
    RestDatasetList: () => ({ data: { datasets: { count: 1, items: [{ ...datasetListItem, extraText: EXTRA }] } } }),
    RestDatasetShow: () => ({
      data: {
        dataset: {
          ...datasetShow,
          extraText: EXTRA,
          columns: datasetShow.columns.map((c) => ({ ...c, extraText: EXTRA })),
          metrics: datasetShow.metrics.map((m) => ({ ...m, extraText: EXTRA })),
        },
      },
    }),
    RestDatasetRelatedObjects: () => ({
      data: { datasetRelatedObjects: { charts: [], dashboards: [{ id: 5, title: 'Births', slug: null, jsonMetadataText: JSON_METADATA }] } },
    }),
  });
});
afterAll(() => gateway.close());

const body = async (path: string) => (await gateway.getJson(path)).body as Record<string, any>;

describe('JSON text fields, byte for byte', () => {
  it('chart params in the list; params, query_context and dashboards.json_metadata in GET', async () => {
    expect((await body('/api/v1/chart/')).result[0].params).toBe(PARAMS);
    const chart = (await body('/api/v1/chart/12')).result;
    expect([chart.params, chart.query_context, chart.dashboards[0].json_metadata]).toEqual([PARAMS, QUERY_CONTEXT, JSON_METADATA]);
  });

  it("dataset extra in the list and GET, its columns' and metrics' extra, and related dashboards' json_metadata", async () => {
    expect((await body('/api/v1/dataset/')).result[0].extra).toBe(EXTRA);
    const dataset = (await body('/api/v1/dataset/7')).result;
    expect([dataset.extra, dataset.columns[0].extra, dataset.metrics[0].extra]).toEqual([EXTRA, EXTRA, EXTRA]);
    expect((await body('/api/v1/dataset/7/related_objects')).dashboards.result[0].json_metadata).toBe(JSON_METADATA);
  });
});
