/**
 * A virtual dataset whose SQL is a template: rendered with the dataset's template parameters and the
 * caller's user macros when ENABLE_TEMPLATE_PROCESSING is on; run as written when it is off.
 */
import { ResultCache } from '../../platform/cache';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from '../../test-support/explore-fixture';
import { ChartDataService } from './chart-data.service';
import { ChartResultType, type ChartDataInput } from './chart-data.types';

let fx: ExploreFixture;
let virtualId: number;

const input = (): ChartDataInput =>
  ({ datasource: { id: virtualId, type: 'table' }, force: true, resultType: ChartResultType.FULL, queries: [{ columns: ['name', 'who'], metrics: [] }] }) as unknown as ChartDataInput;

beforeAll(async () => {
  fx = await openExploreFixture();
  const [{ database_id: databaseId }] = await fx.dataSource.query('SELECT database_id FROM tables WHERE id = $1', [fx.datasetId]);
  const [row] = await fx.dataSource.query(
    `INSERT INTO tables (table_name, database_id, sql, template_params) VALUES ('births_of', $1, $2, $3) RETURNING id`,
    [databaseId, "SELECT DISTINCT name, {{ current_username() }} AS who FROM birth_names WHERE name = {{ wanted }}", JSON.stringify({ wanted: "O'Brien" })],
  );
  virtualId = row.id;
  for (const column of ['name', 'who']) {
    await fx.dataSource.query(`INSERT INTO table_columns (table_id, column_name, type, groupby, filterable) VALUES ($1, $2, 'VARCHAR', TRUE, TRUE)`, [virtualId, column]);
  }
});
afterAll(() => fx?.close());

describe('templated virtual datasets', () => {
  it('renders the parameters as literals and the user macros for the caller', async () => {
    const service = new ChartDataService(fx.dataSource, new ResultCache(10), { ...TEST_CONFIG, featureFlags: { ENABLE_TEMPLATE_PROCESSING: true } });
    await fx.dataSource.query("UPDATE tables SET template_params = $2 WHERE id = $1", [virtualId, JSON.stringify({ wanted: 'Aaron' })]);
    const [result] = (await service.run(fx.admin, input())).queries;
    expect(result.data).toEqual([{ name: 'Aaron', who: 'admin' }]);
    expect(result.query).toContain("WHERE name = 'Aaron'");
  });

  it('keeps a quote in a parameter inside the literal', async () => {
    const service = new ChartDataService(fx.dataSource, new ResultCache(10), { ...TEST_CONFIG, featureFlags: { ENABLE_TEMPLATE_PROCESSING: true } });
    await fx.dataSource.query("UPDATE tables SET template_params = $2, changed_on = timezone('utc', now()) WHERE id = $1", [virtualId, JSON.stringify({ wanted: "O'Brien' OR 1=1 --" })]);
    const [result] = (await service.run(fx.admin, input())).queries;
    expect(result.data).toEqual([]);
  });

  it('leaves the SQL alone when template processing is off (the engine then refuses it)', async () => {
    const service = new ChartDataService(fx.dataSource, new ResultCache(10), TEST_CONFIG);
    await expect(service.run(fx.admin, input())).rejects.toThrow();
  });
});
