/**
 * Result types, time comparison, downloads, batches, samples and cache timeouts against the example
 * births data (DuckDB) and a real metadata database.
 */
import 'reflect-metadata';
import { inflateRawSync } from 'node:zlib';
import { ResultCache } from '../../platform/cache';
import type { RequestContext } from '../../platform/context';
import { ChartDataService } from './chart-data.service';
import { ChartResultFormat, ChartResultType, type ChartDataInput, type ChartQueryInput } from './chart-data.types';
import { DatasourceMetadataService } from './datasource-metadata.service';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from '../../test-support/explore-fixture';

let fx: ExploreFixture;
let service: ChartDataService;
let admin: RequestContext;

const input = (queries: ChartQueryInput[], extra: Partial<ChartDataInput> = {}): ChartDataInput =>
  ({ datasource: { id: fx.datasetId, type: 'table' }, force: false, resultType: ChartResultType.FULL, queries, ...extra }) as ChartDataInput;
const yearAxis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
const rows = (r: { data: unknown }) => r.data as Record<string, unknown>[];

beforeAll(async () => {
  fx = await openExploreFixture();
  admin = fx.admin;
  service = new ChartDataService(fx.dataSource, new ResultCache(100), TEST_CONFIG);
});

afterAll(() => fx?.close());

describe('result types', () => {
  const chartQuery: ChartQueryInput = {
    columns: ['gender'],
    metrics: ['count'],
    filters: [{ col: 'state', op: '==', val: 'CA' }],
    granularity: 'ds',
    timeRange: '2000-01-01 : 2001-01-01',
    postProcessing: [{ operation: 'sort', options: { by: 'gender' } }],
  };
  const run = (resultType: ChartResultType, q: ChartQueryInput = chartQuery) => service.run(admin, input([q], { resultType })).then((p) => p.queries[0]);

  it('samples: raw rows of every dataset column, filters kept, time range dropped, SAMPLES_ROW_LIMIT rows', async () => {
    const result = await run(ChartResultType.SAMPLES);
    expect(result.colnames).toEqual(fx.datasetColumns);
    expect(result.rowcount).toBe(TEST_CONFIG.samplesRowLimit);
    expect(rows(result).every((r) => r.state === 'CA')).toBe(true);
    expect(rows(result).some((r) => (r.ds as number) < Date.UTC(2000, 0, 1))).toBe(true);
    expect(result.query).not.toMatch(/GROUP BY|ORDER BY/);
  });

  it('drill_detail: like samples, but the time range applies', async () => {
    const result = await run(ChartResultType.DRILL_DETAIL);
    expect(result.colnames).toEqual(fx.datasetColumns);
    expect(result.rowcount).toBeGreaterThan(0);
    expect(rows(result).every((r) => (r.ds as number) >= Date.UTC(2000, 0, 1) && (r.ds as number) < Date.UTC(2001, 0, 1))).toBe(true);
  });

  it('columns: the dataset column list with generic types', async () => {
    const result = await run(ChartResultType.COLUMNS);
    expect(rows(result).map((c) => c.column_name)).toEqual(fx.datasetColumns);
    expect(rows(result).find((c) => c.column_name === 'ds')).toMatchObject({ dtype: 2 });
    expect(rows(result).find((c) => c.column_name === 'gender')).toMatchObject({ dtype: 1 });
  });

  it("timegrains: the engine's grains with their SQL", async () => {
    const result = await run(ChartResultType.TIMEGRAINS);
    expect(rows(result)).toContainEqual({ name: 'Year', duration: 'P1Y', function: expect.stringContaining('{col}') });
  });

  it('results and full carry the same post-processed data', async () => {
    const [full, results] = await Promise.all([run(ChartResultType.FULL), run(ChartResultType.RESULTS)]);
    expect(results.data).toEqual(full.data);
    expect(rows(full).map((r) => r.gender)).toEqual(['boy', 'girl']);
  });

  it("post_processed: the pivot table's pivot on top of the query", async () => {
    const payload = await service.run(
      admin,
      input([{ columns: ['state', 'gender'], metrics: ['count'], filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }] }], {
        resultType: ChartResultType.POST_PROCESSED,
        formData: { viz_type: 'pivot_table_v2', groupbyRows: ['state'], groupbyColumns: ['gender'], metrics: ['count'], aggregateFunction: 'Sum' },
      }),
    );
    const [result] = payload.queries;
    expect(result.colnames).toEqual(['state', 'count boy', 'count girl']);
    expect(rows(result).map((r) => r.state)).toEqual(['CA', 'NY']);
  });

  it('post_processed: refuses an aggregate that is only an Object member', async () => {
    const request = input([{ columns: ['state', 'gender'], metrics: ['count'] }], {
      resultType: ChartResultType.POST_PROCESSED,
      formData: { viz_type: 'pivot_table_v2', groupbyRows: ['state'], groupbyColumns: ['gender'], metrics: ['count'], aggregateFunction: 'constructor' },
    });
    await expect(service.run(admin, request)).rejects.toMatchObject({ message: "The pivot table aggregate 'constructor' cannot be exported yet", status: 400 });
  });
});

describe('time comparison', () => {
  it('joins each shifted query: the 1-year-ago column holds the previous year', async () => {
    const q = (range: string, extra: Partial<ChartQueryInput> = {}): ChartQueryInput => ({
      columns: [yearAxis],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: range }],
      orderby: [['ds', true]],
      ...extra,
    });
    const { queries } = await service.run(admin, input([q('2000-01-01 : 2003-01-01', { timeOffsets: ['1 year ago'] }), q('1999-01-01 : 2002-01-01')]));
    const [compared, previous] = queries;
    expect(compared.colnames).toEqual(['ds', 'count', 'count__1 year ago']);
    expect(rows(compared).map((r) => r['count__1 year ago'])).toEqual(rows(previous).map((r) => r.count));
    expect(compared.labelMap).toMatchObject({ 'count__1 year ago': ['count', '1 year ago'] });
    expect(compared.query?.split(';\n\n')).toHaveLength(2);
  });

  it('compares with the compare operation (percentage change)', async () => {
    const { queries } = await service.run(
      admin,
      input([
        {
          columns: [yearAxis],
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2002-01-01' }],
          orderby: [['ds', true]],
          timeOffsets: ['52 weeks ago'],
          postProcessing: [
            { operation: 'pivot', options: { index: ['ds'], aggregates: { count: { operator: 'sum' }, 'count__52 weeks ago': { operator: 'sum' } } } },
            { operation: 'compare', options: { source_columns: ['count'], compare_columns: ['count__52 weeks ago'], compare_type: 'percentage', drop_original_columns: true } },
            { operation: 'flatten' },
          ],
        },
      ]),
    );
    expect(queries[0].colnames).toEqual(['ds', 'percentage__count__count__52 weeks ago']);
  });
});

describe('downloads', () => {
  const q = { columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] };

  it('writes CSV with a BOM, verbose headers and a timestamped name', async () => {
    const file = await service.export(admin, input([q]), ChartResultFormat.CSV);
    expect(file.filename).toMatch(/^\d{8}_\d{6}\.csv$/);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFFgender,')).toBe(true);
    expect(text.split('\n')[1]).toMatch(/^boy,\d+$/);
  });

  it('writes XLSX', async () => {
    const file = await service.export(admin, input([q]), ChartResultFormat.XLSX);
    expect(file.filename).toMatch(/\.xlsx$/);
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  it('zips several queries as query_1.csv, query_2.csv', async () => {
    const file = await service.export(admin, input([q, { metrics: ['count'] }]), ChartResultFormat.CSV);
    expect(file.filename).toMatch(/\.zip$/);
    const zip = Buffer.from(file.base64, 'base64');
    const nameAt = (offset: number) => zip.subarray(offset + 30, offset + 30 + zip.readUInt16LE(offset + 26)).toString();
    expect(nameAt(0)).toBe('query_1.csv');
    const first = inflateRawSync(zip.subarray(30 + 'query_1.csv'.length, 30 + 'query_1.csv'.length + zip.readUInt32LE(18))).toString();
    expect(first.startsWith('\uFEFFgender,')).toBe(true);
  });

  it('refuses a user without can_csv with 403', async () => {
    await expect(service.export(fx.reader, input([q]), ChartResultFormat.CSV)).rejects.toMatchObject({ status: 403, message: "You don't have the rights to download as csv" });
    await expect(service.run(fx.reader, input([q]))).resolves.toBeDefined();
  });
});

describe('chartDataBatch', () => {
  it('answers every chart, a failing one with its error', async () => {
    const answers = await service.runBatch(admin, [input([{ metrics: ['count'] }]), input([{ metrics: ['nope'] }]), input([{ columns: ['state'], metrics: ['count'] }])]);
    expect(answers.map((a) => a.error?.message ?? null)).toEqual([null, "Metric 'nope' does not exist", null]);
    expect(answers[1].queries).toEqual([]);
    expect(rows(answers[2].queries[0]).length).toBeGreaterThan(1);
  });

  it('refuses anonymous callers as a whole', async () => {
    await expect(service.runBatch(fx.anonymous, [input([{ metrics: ['count'] }])])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('cache timeout', () => {
  it("uses the chart's when the form data names it, and a custom one above all", async () => {
    const [{ id: chartId }] = await fx.dataSource.query('SELECT id FROM slices ORDER BY id LIMIT 1');
    await fx.dataSource.query('UPDATE slices SET cache_timeout = 123 WHERE id = $1', [chartId]);
    const q = [{ metrics: ['count'] }];
    expect((await service.run(admin, input(q, { formData: { slice_id: chartId } }))).queries[0].cacheTimeout).toBe(123);
    expect((await service.run(admin, input(q, { formData: { slice_id: chartId }, customCacheTimeout: 5 }))).queries[0].cacheTimeout).toBe(5);
    expect((await service.run(admin, input(q))).queries[0].cacheTimeout).toBe(86_400);
  });
});

describe('row limit', () => {
  it('refuses more rows than SQL_MAX_ROW with a field message', async () => {
    await expect(service.run(admin, input([{ columns: ['name'], rowLimit: 100_001 }]))).rejects.toMatchObject({
      message: 'row_limit: Value cannot exceed 100000',
      extra: { fields: { row_limit: ['Value cannot exceed 100000'] } },
    });
  });
});

describe('datasource samples', () => {
  it('pages the rows and counts them all', async () => {
    const page2 = await service.samples(admin, { datasourceType: 'table', datasourceId: fx.datasetId, force: false, page: 2, perPage: 10 });
    const page1 = await service.samples(admin, { datasourceType: 'table', datasourceId: fx.datasetId, force: false, page: 1, perPage: 20 });
    expect([page2.page, page2.perPage, page2.result.rowcount]).toEqual([2, 10, 10]);
    expect(page2.result.data).toEqual(rows(page1.result).slice(10, 20));
    const [{ n }] = await service.run(admin, input([{ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] }])).then((p) => rows(p.queries[0]));
    expect(page2.totalCount).toBe(n);
  });

  it('filters drill-to-detail rows with the payload, counting only those', async () => {
    const answer = await service.samples(admin, {
      datasourceType: 'table',
      datasourceId: fx.datasetId,
      force: false,
      page: 1,
      perPage: 5000,
      payload: { filters: [{ col: 'state', op: '==', val: 'CA' }, { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2001-01-01' }] },
    });
    expect(answer.perPage).toBe(TEST_CONFIG.samplesRowLimit);
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(rows(answer.result).every((r) => r.state === 'CA')).toBe(true);
  });

  it('needs access to the dataset', async () => {
    await expect(service.samples(fx.gamma, { datasourceType: 'table', datasourceId: fx.datasetId, force: false, page: 1 })).rejects.toMatchObject({
      errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    });
  });
});

describe('datasource metadata', () => {
  const metadata = () => new DatasourceMetadataService(fx.dataSource);

  it("describes the dataset for Explore by its key", async () => {
    const meta = await metadata().get(admin, `${fx.datasetId}__table`);
    expect(meta).toMatchObject({ id: fx.datasetId, uid: `${fx.datasetId}__table`, tableName: 'birth_names', mainDttmCol: 'ds', type: 'table' });
    expect(meta.columns.map((c) => c.columnName)).toEqual(fx.datasetColumns);
    expect(meta.metrics.map((m) => m.metricName)).toEqual(expect.arrayContaining(['count', 'sum__num']));
    expect(meta.verboseMap).toMatchObject({ __timestamp: 'Time', gender: expect.any(String) });
    expect(meta.granularitySqla).toContainEqual(['ds', 'ds']);
    expect(meta.timeGrainSqla).toContainEqual(['P1Y', 'Year']);
    expect(meta.orderByChoices).toContainEqual(['["gender",true]', 'gender [asc]']);
    expect(meta.selectStar).toMatch(/^SELECT \*[\s\S]*birth_names[\s\S]*LIMIT 100$/);
  });

  it('answers 404 for a deleted datasource, 403 without access, 400 for a bad key', async () => {
    await expect(metadata().get(admin, '987654__table')).rejects.toMatchObject({ status: 404, message: 'The data source seems to have been deleted' });
    await expect(metadata().get(fx.gamma, `${fx.datasetId}__table`)).rejects.toMatchObject({ status: 403, errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
    await expect(metadata().get(admin, 'birth_names')).rejects.toMatchObject({ status: 400 });
  });
});
