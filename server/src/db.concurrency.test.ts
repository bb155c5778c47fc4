/**
 * Many clients at once on one metadata database (the embedded PGlite, or TEST_DATABASE_URL), through the
 * services requests use: reads, writes, writes refused inside their transaction, and transactions that write
 * and then fail (and must roll back), all interleaved. PGlite is one Postgres session: this guards that no
 * request's statement is broken or swapped by another's (DESIGN.md rule 8), that nothing waits forever, and
 * that every acknowledged write, and nothing rolled back, is there afterwards.
 */
import type { RequestContext } from './platform/context';
import { TesseraError } from './platform/errors';
import { withTransaction } from './platform/sql';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from './test-support/explore-fixture';
import { composeTestServices } from './test-support/services';
import { ChartWriteService } from './modules/chart';
import { DatabaseService } from './modules/database';
import { DatasetService } from './modules/dataset';
import { ChartDataService, ChartResultType, type ChartDataInput } from './modules/explore';
import { SavedQueryService } from './modules/saved-query';

const CLIENTS = 16;
const ROUNDS = 6;
/** Every operation here takes milliseconds; one without an outcome after this long is a hang. */
const OUTCOME_WITHIN_MS = 30_000;

class Abort extends Error {}

let fx: ExploreFixture;
let admin: RequestContext;
let savedQueries: SavedQueryService;
let databases: DatabaseService;
let datasets: DatasetService;
let chartWrites: ChartWriteService;
let chartData: ChartDataService;
let examplesDb: number;

beforeAll(async () => {
  fx = await openExploreFixture();
  admin = fx.admin;
  const ds = fx.dataSource;
  // The services as the server composes them (a chart's dashboards, a database's dependents included).
  const services = composeTestServices(ds, { ...TEST_CONFIG, preventUnsafeDbConnections: false });
  savedQueries = services.get(SavedQueryService);
  databases = services.get(DatabaseService);
  datasets = services.get(DatasetService);
  chartWrites = services.get(ChartWriteService);
  chartData = services.get(ChartDataService);
  [{ id: examplesDb }] = await ds.query(`SELECT id FROM dbs WHERE database_name = 'examples'`);
  // Starting PGlite and generating the example tables takes a while on a busy machine.
}, 180_000);

afterAll(() => fx?.close());

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown } | { hung: true };

async function outcome(work: () => Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ hung: true }), OUTCOME_WITHIN_MS)));
  const settled = work().then(
    (value): Outcome => ({ ok: true, value }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  try {
    return await Promise.race([settled, hung]);
  } finally {
    clearTimeout(timer);
  }
}

const describeError = (error: unknown) => (error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error));

describe('the metadata database under concurrent requests', () => {
  it('answers every request correctly and keeps exactly the committed writes', async () => {
    const run = `concurrency ${Date.now().toString(36)}`;
    const base = await savedQueries.create(admin, { dbId: examplesDb, label: `${run} base`, sql: 'SELECT 1' });
    const ownChart = await chartWrites.create(admin, { sliceName: `${run} chart`, datasourceId: fx.datasetId, datasourceType: 'table', vizType: 'table' });
    const births = (force: boolean): ChartDataInput =>
      ({ datasource: { id: fx.datasetId, type: 'table' }, force, resultType: ChartResultType.FULL, queries: [{ columns: ['gender'], metrics: ['count'] }] }) as ChartDataInput;

    const problems: string[] = [];
    const acknowledged = new Map<number, string>();
    const rolledBack: string[] = [];
    /** Runs one operation; `expect` names what a correct outcome is, and anything else is a problem. */
    const check = async (what: string, work: () => Promise<unknown>, expected: (o: Outcome) => boolean) => {
      const o = await outcome(work);
      if (!expected(o)) problems.push(`${what}: ${'hung' in o ? `no outcome within ${OUTCOME_WITHIN_MS} ms` : o.ok ? `unexpected ${JSON.stringify(o.value)?.slice(0, 200)}` : describeError(o.error)}`);
      return o;
    };
    const succeeds = (test: (value: any) => boolean) => (o: Outcome) => 'ok' in o && o.ok && test(o.value);
    const refusedWith = (status: number) => (o: Outcome) => 'ok' in o && !o.ok && o.error instanceof TesseraError && o.error.status === status;

    const operations: ((client: number, round: number) => Promise<unknown>)[] = [
      () => check('read a saved query', () => savedQueries.get(admin, base.id), succeeds((q) => q?.id === base.id && q.label === base.label)),
      () => check('list databases', () => databases.list(admin, { filters: [], page: 0, pageSize: 10 }), succeeds((l) => l.items.some((d: { id: number }) => d.id === examplesDb))),
      async (client, round) => {
        const label = `${run} ${client}/${round}`;
        const o = await check('create a saved query', () => savedQueries.create(admin, { dbId: examplesDb, label, sql: `SELECT ${client}` }), succeeds((q) => q.label === label));
        if ('ok' in o && o.ok) acknowledged.set((o.value as { id: number }).id, label);
      },
      (client, round) => check('chart data', () => chartData.run(admin, births(round % 2 === 0)), succeeds((p) => p.queries[0].rowcount === 2)),
      // A transaction that writes and then fails: nothing of it may remain.
      async (client, round) => {
        const label = `${run} rolled back ${client}/${round}`;
        rolledBack.push(label);
        await check(
          'write, then fail',
          () =>
            withTransaction(admin, fx.dataSource, async (tx) => {
              await savedQueries.create(tx, { dbId: examplesDb, label, sql: 'SELECT 2' });
              await chartWrites.update(tx, ownChart.id, { description: label });
              throw new Abort(label);
            }),
          (o) => 'ok' in o && !o.ok && o.error instanceof Abort,
        );
      },
      // Writes refused inside their transaction: an unknown dataset, an unknown database.
      (client) => check('create a chart on an unknown dataset', () => chartWrites.create(admin, { sliceName: `${run} refused ${client}`, datasourceId: 987_654, datasourceType: 'table', vizType: 'table' }), refusedWith(422)),
      () => check('point a saved query at an unknown database', () => savedQueries.update(admin, base.id, { dbId: 987_654 }), refusedWith(422)),
      (client, round) => check('update a chart', () => chartWrites.update(admin, ownChart.id, { description: `client ${client} round ${round}` }), succeeds((c) => c.id === ownChart.id)),
      () => check('create a database under a taken name', () => databases.create(admin, { databaseName: 'examples', sqlalchemyUri: 'duckdb:///:memory:' }), refusedWith(422)),
      () => check('list datasets', () => datasets.list(admin, { filters: [], page: 0, pageSize: 5 }), succeeds((l) => l.count > 0)),
    ];

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          for (let k = 0; k < operations.length; k += 1) await operations[(k + client) % operations.length](client, round);
        }
      }),
    );

    expect(problems).toEqual([]);
    const stored: { id: number; label: string }[] = await fx.dataSource.query(`SELECT id, label FROM saved_query WHERE label LIKE $1 || '%' ORDER BY id`, [run]);
    expect(new Map(stored.filter((q) => q.id !== base.id).map((q) => [q.id, q.label]))).toEqual(acknowledged);
    expect(rolledBack).toHaveLength(CLIENTS * ROUNDS);
    const [chart] = await fx.dataSource.query('SELECT description FROM slices WHERE id = $1', [ownChart.id]);
    expect(chart.description).toMatch(/^client \d+ round \d+$/);
    expect(await fx.dataSource.query(`SELECT id FROM slices WHERE slice_name LIKE $1 || ' refused%'`, [run])).toEqual([]);
  }, 300_000);
});
