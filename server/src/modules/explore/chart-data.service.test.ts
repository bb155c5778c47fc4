import { ResultCache } from '../../platform/cache';
import { RequestContext } from '../../platform/context';
import { bootstrapExamples } from '../../examples/examples.service';
import { createLogger } from '../../platform/logger';
import { AnnotationLayerService, AnnotationService } from '../annotation';
import { ChartDashboardsPort, ChartService } from '../chart';
import { loadActor } from '../../test-support/actors';
import { seedRole, seedUser } from '../../test-support/seed';
import { ChartDataService } from './chart-data.service';
import { ChartResultType, type ChartDataInput, type ChartQueryInput } from './chart-data.types';
import { rawJsonText, type RawJson } from '@tessera/gateway-rest';
import { resultData } from './result-rows';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from '../../test-support/explore-fixture';

let fx: ExploreFixture;
let service: ChartDataService;
let admin: RequestContext;
let gamma: RequestContext;
let datasetId: number;

const input = (queries: ChartQueryInput[], extra: Partial<ChartDataInput> = {}): ChartDataInput =>
  ({ datasource: { id: datasetId, type: 'table' }, force: false, resultType: ChartResultType.FULL, queries, ...extra }) as ChartDataInput;

beforeAll(async () => {
  fx = await openExploreFixture();
  ({ admin, gamma, datasetId } = fx);
  service = new ChartDataService(
    fx.dataSource,
    new ResultCache(100),
    TEST_CONFIG,
    undefined,
    undefined,
    new AnnotationService(fx.dataSource),
    new ChartService(fx.dataSource, new ChartDashboardsPort()),
  );
});

afterAll(() => fx?.close());

describe('ChartDataService', () => {
  it('runs several queries in one request; the parts add up to the whole', async () => {
    const { queries } = await service.run(
      admin,
      input([{ columns: ['gender'], metrics: ['sum__num'] }, { metrics: ['sum__num', 'count'] }]),
    );
    expect(queries).toHaveLength(2);
    const byGender = queries[0].data as { gender: string; sum__num: number }[];
    const [total] = queries[1].data as { sum__num: number; count: number }[];
    expect(byGender.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(byGender.reduce((s, r) => s + r.sum__num, 0)).toBe(total.sum__num);
    expect(total.count).toBeGreaterThan(90_000);
    expect(queries[0].colnames).toEqual(['gender', 'sum__num']);
    expect(queries[0].coltypes).toEqual([1, 0]);
  });

  it('answers a row count query with {rowcount}: the rows the same query gives', async () => {
    const q = { columns: ['name'], metrics: ['sum__num'], rowLimit: 100 };
    const { queries } = await service.run(admin, input([q, { ...q, isRowcount: true, postProcessing: [] }]));
    expect(queries[1].colnames).toEqual(['rowcount']);
    expect(queries[1].data).toEqual([{ rowcount: queries[0].rowcount }]);
    expect(queries[0].rowcount).toBe(100);
  });

  it('answers a repeated query from the cache, and force bypasses it', async () => {
    const q = [{ columns: ['state'], metrics: ['count'], rowLimit: 5 }];
    const first = await service.run(admin, input(q));
    const second = await service.run(admin, input(q));
    const forced = await service.run(admin, input(q, { force: true }));
    expect(first.queries[0].isCached).toBe(false);
    expect(second.queries[0]).toMatchObject({ isCached: true, cacheKey: first.queries[0].cacheKey, data: first.queries[0].data });
    expect(second.queries[0].cachedDttm).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(forced.queries[0].isCached).toBe(false);
  });

  it('hands the REST door the rows as the JSON text the cache holds until someone reads them; then the rows read', async () => {
    const q = [{ columns: ['gender'], metrics: ['count'] }];
    const cold = (await service.run(admin, input(q))).queries[0];
    const warm = (await service.run(admin, input(q))).queries[0];
    for (const result of [cold, warm]) {
      const text = rawJsonText(resultData(result, 'rest') as RawJson);
      expect(typeof text).toBe('string');
      // Over GraphQL itself the rows are values; once read, they are the truth (whoever read them may change them).
      expect(resultData(result, 'graphql')).toEqual(JSON.parse(text));
      (result.data as unknown[]).push({ gender: 'x', count: 0 });
      expect(resultData(result, 'rest')).toBe(result.data);
    }
    expect((await service.run(admin, input(q))).queries[0].data).toHaveLength(2);
  });

  it('filters with bound values and a time range on the temporal column', async () => {
    const { queries } = await service.run(
      admin,
      input([
        {
          metrics: ['sum__num'],
          filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
          granularity: 'ds',
          timeRange: '2000-01-01 : 2001-01-01',
        },
        { metrics: ['sum__num'], filters: [{ col: 'state', op: '==', val: 'CA' }], extras: { where: "ds >= '2000-01-01' AND ds < '2001-01-01'" } },
      ]),
    );
    expect((queries[0].data as { sum__num: number }[])[0].sum__num).toBe((queries[1].data as { sum__num: number }[])[0].sum__num);
    expect(queries[0].fromDttm).toBe(Date.UTC(2000, 0, 1));
    expect(queries[0].query).toContain("'CA'");
  });

  it('returns only the SQL for result type QUERY', async () => {
    const { queries } = await service.run(admin, input([{ columns: ['name'], metrics: ['count'] }], { resultType: ChartResultType.QUERY }));
    expect(queries[0].query).toMatch(/SELECT[\s\S]*"name"[\s\S]*GROUP BY/);
    expect(queries[0].data).toEqual([]);
  });

  it("honours a query's own result type: columns and time grains describe the dataset without running SQL", async () => {
    // Neither query could run (no such column or metric); their result types need no query.
    const { queries } = await service.run(
      admin,
      input([
        { resultType: ChartResultType.COLUMNS, columns: ['no_such_column'] },
        { resultType: ChartResultType.TIMEGRAINS, metrics: ['no_such_metric'] },
      ]),
    );
    expect(queries.map((q) => q.query)).toEqual([null, null]);
    expect(queries[0].data).toEqual(expect.arrayContaining([{ column_name: 'gender', verbose_name: null, dtype: 1 }]));
    expect(queries[1].data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Day', duration: 'P1D' })]));
  });

  it('refuses a user without access to the dataset with DATASOURCE_SECURITY_ACCESS_ERROR', async () => {
    await expect(service.run(gamma, input([{ metrics: ['count'] }]))).rejects.toMatchObject({
      errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      status: 403,
    });
  });

  it('rejects an unknown metric, an unknown dataset and an empty request with clear errors', async () => {
    await expect(service.run(admin, input([{ metrics: ['nope'] }]))).rejects.toThrow("Metric 'nope' does not exist");
    await expect(service.run(admin, { ...input([{ metrics: ['count'] }]), datasource: { id: 9999, type: 'table' } })).rejects.toMatchObject({ status: 404 });
    await expect(service.run(admin, input([]))).rejects.toMatchObject({ status: 400 });
  });

  it("answers a native annotation layer's annotations within the query's time range, by the layer's name", async () => {
    const layer = await new AnnotationLayerService(fx.dataSource).create(admin, { name: 'Milestones' });
    const annotations = new AnnotationService(fx.dataSource);
    await annotations.create(admin, layer.id, { shortDescr: 'In range', startDttm: new Date('2000-06-01T00:00:00Z'), endDttm: new Date('2000-06-30T00:00:00Z') });
    await annotations.create(admin, layer.id, { shortDescr: 'Out of range', startDttm: new Date('2005-06-01T00:00:00Z'), endDttm: new Date('2005-06-01T00:00:00Z') });
    const layers = [
      { name: 'Events', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: layer.id, show: true },
      { name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: 'x', show: true },
    ];
    // A Gamma viewer with access to the chart's data sees its annotations too (fx's gamma has none: admin here).
    const { queries } = await service.run(admin, input([{ metrics: ['count'], granularity: 'ds', timeRange: '2000-01-01 : 2001-01-01', annotationLayers: layers }, { metrics: ['count'] }]));
    expect(queries[0].annotationData).toEqual({
      Events: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [{ start_dttm: Date.UTC(2000, 5, 1), end_dttm: Date.UTC(2000, 5, 30), short_descr: 'In range', long_descr: null, json_metadata: null }],
      },
    });
    expect(queries[1].annotationData).toEqual({});
    const bad = service.run(admin, input([{ metrics: ['count'], annotationLayers: [{ name: 'x', sourceType: 'NATIVE', value: 'first' }] }]));
    await expect(bad).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("answers a time-series layer with the saved line chart's series, in the viewed time range when the layer overrides it", async () => {
    const chartId = async (name: string) => (await fx.dataSource.query('SELECT id FROM slices WHERE slice_name = $1', [name]))[0].id as number;
    const trends = await chartId('Trends');
    const layer = (name: string, value: unknown, overrides: Record<string, unknown> = {}) => ({ name, annotationType: 'TIME_SERIES', sourceType: 'line', value, overrides, show: true });
    const viewed = { metrics: ['count'], granularity: 'ds', timeRange: '2000-01-01 : 2003-01-01' };
    const { queries } = await service.run(admin, input([{ ...viewed, annotationLayers: [layer('Own range', trends), layer('Viewed range', trends, { time_range: null }), layer('Gone', 999_999)] }]));
    const data = queries[0].annotationData as Record<string, { columns: string[]; records: Record<string, number>[]; error?: string }>;
    expect(data['Own range'].columns).toEqual(['ds', 'sum__num, boy', 'sum__num, girl']);
    expect(data['Own range'].records.length).toBeGreaterThan(3);
    // Overridden by the viewed query's range: the years 2000, 2001 and 2002 at the chart's yearly grain.
    expect(data['Viewed range'].records.map((r) => new Date(r.ds).getUTCFullYear())).toEqual([2000, 2001, 2002]);
    expect(data['Viewed range'].records[0]['sum__num, boy']).toBeGreaterThan(0);
    expect(data.Gone).toEqual({ columns: [], records: [], error: expect.stringContaining("Chart with ID 999999 (referenced by annotation layer 'Gone') was not found") });
    // The viewed chart itself still answers.
    expect(queries[0].rowcount).toBe(1);

    // A viewer who reads the births data but not the chart's dataset cannot draw it: its entry says the chart is not found.
    const [other] = await fx.dataSource.query(`SELECT s.id FROM slices s JOIN tables t ON t.id = s.datasource_id WHERE t.table_name <> 'birth_names' LIMIT 1`);
    const [{ perm }] = await fx.dataSource.query('SELECT perm FROM tables WHERE id = $1', [datasetId]);
    await seedRole(fx.dataSource.manager, 'births-only', [['datasource_access', perm]]);
    const user = await seedUser(fx.dataSource.manager, { username: 'births-viewer', roles: ['Gamma', 'births-only'] });
    const viewer = new RequestContext({ actor: await loadActor(fx.dataSource, user), authKind: 'bearer', transport: 'internal' });
    const seen = await service.run(viewer, input([{ ...viewed, annotationLayers: [layer('Theirs', other.id), layer('Mine', trends)] }]));
    const seenData = seen.queries[0].annotationData as typeof data;
    expect(seenData.Theirs).toEqual({ columns: [], records: [], error: expect.stringContaining(`Chart with ID ${other.id}`) });
    expect(seenData.Mine.records.length).toBeGreaterThan(3);
  });

  it('refuses anonymous callers', async () => {
    await expect(service.run(RequestContext.system(), input([{ metrics: ['count'] }]))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('bootstrapExamples', () => {
  it('is idempotent: a second start registers nothing new and keeps the data', async () => {
    const bootstrap = () => bootstrapExamples({ dataSource: fx.dataSource, dataDir: fx.dataDir, adminUsername: 'admin', logger: createLogger('error') });
    const count = async () =>
      (await fx.dataSource.query(`SELECT (SELECT COUNT(*) FROM dbs)::int AS dbs, (SELECT COUNT(*) FROM tables)::int AS tables,
                                         (SELECT COUNT(*) FROM slices)::int AS slices, (SELECT COUNT(*) FROM table_columns)::int AS columns`))[0];
    const before = await count();
    await bootstrap();
    expect(await count()).toEqual(before);
    expect(before.slices).toBeGreaterThan(0);
  });
});
