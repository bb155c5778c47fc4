import 'reflect-metadata';
import { TesseraError } from '../../platform/errors';
import { openExploreFixture, type ExploreFixture } from '../../test-support/explore-fixture';
import { CacheWarmUpService } from './cache-warm-up';

let fx: ExploreFixture;
let service: CacheWarmUpService;

beforeAll(async () => {
  fx = await openExploreFixture();
  service = new CacheWarmUpService(fx.dataSource);
});
afterAll(() => fx?.close());

describe('CacheWarmUpService', () => {
  it("answers a dataset's charts with their saved query contexts, and one chart by id", async () => {
    const targets = await service.dataset(fx.admin, 'examples', 'birth_names');
    const [{ count }] = await fx.dataSource.query(`SELECT COUNT(*)::int AS count FROM slices WHERE datasource_id = $1`, [fx.datasetId]);
    expect(targets).toHaveLength(count);
    expect(targets.every((t) => typeof t.queryContext === 'string')).toBe(true);
    expect(await service.chart(fx.admin, targets[0].chartId)).toEqual([targets[0]]);
    await expect(service.chart(fx.admin, -1)).rejects.toMatchObject({ status: 404, message: 'Chart not found', extra: { publicMessage: true } });
  });

  it('answers 404 for a table that is not a dataset of that database', async () => {
    const err = await service.dataset(fx.admin, 'examples', 'no_such_table').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TesseraError);
    expect((err as TesseraError).status).toBe(404);
  });

  it('needs can_warm_up_cache', async () => {
    await expect(service.chart(fx.reader, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service.dataset(fx.gamma, 'examples', 'birth_names')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
