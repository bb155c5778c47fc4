import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { closeAllEngines, getConnection } from '../engines';
import { ResultCache } from '../platform/cache';
import { RequestContext } from '../platform/context';
import { createLogger } from '../platform/logger';
import { openTestDataSource } from '../test-support/pg';
import { seedSecurity, seedUser } from '../test-support/seed';
import { type ChartDataInput, ChartDataService, ChartResultType } from '../modules/explore';
import { AuthService, TokenService } from '../modules/security';
import { EXAMPLES, STANDARD_EXAMPLES } from './catalog';
import { EVENTS_EXAMPLE } from './events.charts';
import { checkLayout, layoutChartIds } from '../modules/dashboard';
import { generateEvents } from './events-data';
import { bootstrapExamples, examplesUri, registerExamples } from './examples.service';

const config = { rowLimit: 50_000, sqlMaxRow: 100_000, samplesRowLimit: 1_000, secretKey: 'k'.repeat(32), webserverTimeoutSec: 60 };
const logger = createLogger('error');

let db: { dataSource: DataSource; close(): Promise<void> };
let dataDir: string;
let admin: RequestContext;

async function contextFor(dataSource: DataSource, username: string): Promise<RequestContext> {
  const auth = new AuthService(dataSource, new TokenService({ ...config, accessTokenTtlSec: 60, refreshTokenTtlSec: 60, sessionTtlSec: 60 }), {
    secureCookies: false,
  });
  const [{ id }] = await dataSource.query('SELECT id FROM ab_user WHERE username = $1', [username]);
  return new RequestContext({ actor: await auth.loadActor(id), authKind: 'bearer', transport: 'internal' });
}

const counts = async () =>
  (
    await db.dataSource.query(`SELECT (SELECT COUNT(*) FROM dbs)::int AS dbs, (SELECT COUNT(*) FROM tables)::int AS datasets,
      (SELECT COUNT(*) FROM slices)::int AS charts, (SELECT COUNT(*) FROM table_columns)::int AS columns, (SELECT COUNT(*) FROM sql_metrics)::int AS metrics`)
  )[0];

/** The saved query context (REST's snake_case) as the GraphQL ChartDataInput the service takes. */
function toChartDataInput(queryContext: Record<string, unknown>): ChartDataInput {
  const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const camelKeys = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));
  const queries = (queryContext.queries as Record<string, unknown>[]).map((q) => {
    const out = camelKeys(q);
    if (q.extras) out.extras = camelKeys(q.extras as Record<string, unknown>);
    return out;
  });
  return { datasource: queryContext.datasource, force: true, resultType: ChartResultType.FULL, queries } as ChartDataInput;
}

beforeAll(async () => {
  db = await openTestDataSource();
  dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-examples-'));
  await seedSecurity(db.dataSource.manager);
  await seedUser(db.dataSource.manager, { username: 'admin', roles: ['Admin'] });
  await bootstrapExamples({ dataSource: db.dataSource, dataDir, adminUsername: 'admin', logger });
  admin = await contextFor(db.dataSource, 'admin');
});

afterAll(async () => {
  await closeAllEngines();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bootstrapExamples', () => {
  it('creates the datasource_access and schema_access pairs of every example dataset, so they can be granted', async () => {
    const missing = await db.dataSource.query(
      `SELECT t.table_name FROM tables t
        WHERE NOT EXISTS (SELECT 1 FROM ab_permission_view pv JOIN ab_permission p ON p.id = pv.permission_id
                            JOIN ab_view_menu v ON v.id = pv.view_menu_id WHERE p.name = 'datasource_access' AND v.name = t.perm)
           OR NOT EXISTS (SELECT 1 FROM ab_permission_view pv JOIN ab_permission p ON p.id = pv.permission_id
                            JOIN ab_view_menu v ON v.id = pv.view_menu_id WHERE p.name = 'schema_access' AND v.name = t.schema_perm)`,
    );
    expect(missing).toEqual([]);
  });


  it('generates and registers every standard example at first start', async () => {
    const charts = STANDARD_EXAMPLES.reduce((n, e) => n + e.charts.length, 0);
    expect(await counts()).toMatchObject({ dbs: 1, datasets: STANDARD_EXAMPLES.length, charts });
    const datasets = await db.dataSource.query(
      `SELECT t.table_name, t.main_dttm_col, t.perm, t.schema_perm, u.username AS owner,
         (SELECT array_agg(metric_name ORDER BY metric_name) FROM sql_metrics m WHERE m.table_id = t.id) AS metrics,
         (SELECT array_agg(column_name) FILTER (WHERE is_dttm) FROM table_columns c WHERE c.table_id = t.id) AS dttm
       FROM tables t LEFT JOIN sqlatable_user o ON o.table_id = t.id LEFT JOIN ab_user u ON u.id = o.user_id ORDER BY t.id`,
    );
    expect(datasets.map((d: { table_name: string }) => d.table_name)).toEqual(STANDARD_EXAMPLES.map((e) => e.table));
    for (const d of datasets) {
      const example = EXAMPLES.find((e) => e.table === d.table_name)!;
      expect(d).toMatchObject({ main_dttm_col: example.mainDttmCol, schema_perm: '[examples].[main]', owner: 'admin' });
      expect(d.perm).toMatch(new RegExp(`^\\[examples\\]\\.\\[${d.table_name}\\]\\(id:\\d+\\)$`));
      expect(d.metrics).toEqual(example.metrics.map((m) => m.metricName).sort());
      expect(d.dttm).toContain(example.mainDttmCol);
    }
  });

  it('creates a published dashboard per example, owned by the admin, its charts linked as its layout places them', async () => {
    const rows: { slug: string; published: boolean; position_json: string; owner: string; linked: number[] }[] = await db.dataSource.query(
      `SELECT d.slug, d.published, d.position_json, u.username AS owner,
         (SELECT array_agg(ds.slice_id ORDER BY ds.slice_id) FROM dashboard_slices ds WHERE ds.dashboard_id = d.id) AS linked
       FROM dashboards d JOIN dashboard_user du ON du.dashboard_id = d.id JOIN ab_user u ON u.id = du.user_id ORDER BY d.id`,
    );
    expect(rows.map((r) => r.slug)).toEqual(STANDARD_EXAMPLES.map((e) => e.dashboard!.slug));
    for (const row of rows) {
      expect([row.published, row.owner]).toEqual([true, 'admin']);
      expect(checkLayout(JSON.parse(row.position_json)).ok).toBe(true);
      expect([...row.linked].sort((a, b) => a - b)).toEqual([...layoutChartIds(JSON.parse(row.position_json))].sort((a, b) => a - b));
    }
  });

  it("saves every chart with a query context that runs on the example's data", async () => {
    const service = new ChartDataService(db.dataSource, new ResultCache(100), config);
    const charts: { slice_name: string; query_context: string }[] = await db.dataSource.query('SELECT slice_name, query_context FROM slices ORDER BY id');
    expect(charts.length).toBeGreaterThan(0);
    for (const chart of charts) {
      const { queries } = await service.run(admin, toChartDataInput(JSON.parse(chart.query_context)));
      expect({ chart: chart.slice_name, status: queries[0].status, hasRows: queries[0].rowcount > 0 }).toEqual({ chart: chart.slice_name, status: 'success', hasRows: true });
    }
  });

  it('is idempotent: a second start regenerates nothing and registers nothing new', async () => {
    const conn = await getConnection(examplesUri(dataDir));
    // A row no generator writes: it survives only if the table is left alone.
    await conn.query(`INSERT INTO long_timeseries (ds, site) VALUES (TIMESTAMP '2030-01-01', 'marker')`);
    const before = await counts();
    await bootstrapExamples({ dataSource: db.dataSource, dataDir, adminUsername: 'admin', logger });
    expect(await counts()).toEqual(before);
    expect((await conn.query(`SELECT COUNT(*) AS n FROM long_timeseries WHERE site = 'marker'`)).rows[0].n).toBe(1);
  });

  it('stops a background load of the large examples when the server stops', async () => {
    const examples = await bootstrapExamples({ dataSource: db.dataSource, dataDir, adminUsername: 'admin', logger, large: true });
    examples.startBackground();
    await examples.stop();
    const conn = await getConnection(examplesUri(dataDir));
    expect((await conn.listTables('main')).map((t) => t.name)).not.toContain(EVENTS_EXAMPLE.table);
    expect((await counts()).datasets).toBe(STANDARD_EXAMPLES.length);
  });

  it('registers a large example once its table exists (generated by the CLI or in the background)', async () => {
    const uri = examplesUri(dataDir);
    const conn = await getConnection(uri);
    await generateEvents(conn, { events: 20_000 });
    expect(await registerExamples(db.dataSource, { uri, conn, adminUsername: 'admin', logger })).toBe(1);
    expect(await registerExamples(db.dataSource, { uri, conn, adminUsername: 'admin', logger })).toBe(0);
    const [chart] = await db.dataSource.query(`SELECT s.query_context FROM slices s JOIN tables t ON t.id = s.datasource_id WHERE t.table_name = 'events_10m'`);
    const service = new ChartDataService(db.dataSource, new ResultCache(100), config);
    const { queries } = await service.run(admin, toChartDataInput(JSON.parse(chart.query_context)));
    expect(queries[0].rowcount).toBeGreaterThan(300);
    expect(queries[0].rowcount).toBeLessThanOrEqual(366);
  });
});
