import { ResultCache } from '../../platform/cache';
import { buildQuery } from '../../semantic/build-query';
import type { QueryObject } from '../../semantic/types';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from '../../test-support/explore-fixture';
import { ChartDataService } from './chart-data.service';
import { ChartResultType, type ChartDataInput } from './chart-data.types';

// The semantic layer's entry point, watched: what the chart data request hands it is what the test reads.
jest.mock('../../semantic/build-query', () => {
  const actual = jest.requireActual('../../semantic/build-query');
  return { ...actual, buildQuery: jest.fn(actual.buildQuery) };
});
const built = buildQuery as jest.MockedFunction<typeof buildQuery>;

let fx: ExploreFixture;

beforeAll(async () => {
  fx = await openExploreFixture();
});

afterAll(() => fx?.close());

describe('the query object from request to semantic layer', () => {
  it('carries annotationLayers and urlParams to the query builder', async () => {
    const annotationLayers = [{ name: 'Releases', sourceType: 'NATIVE', value: 1, show: true }];
    const urlParams = { country: 'fr' };
    const service = new ChartDataService(fx.dataSource, new ResultCache(10), TEST_CONFIG);
    built.mockClear();
    await service.run(fx.admin, {
      datasource: { id: fx.datasetId, type: 'table' },
      force: true,
      resultType: ChartResultType.QUERY,
      queries: [{ metrics: ['count'], annotationLayers, urlParams }],
    } as ChartDataInput);
    expect(built).toHaveBeenCalledTimes(1);
    const query: QueryObject = built.mock.calls[0][1];
    expect(query.annotationLayers).toEqual(annotationLayers);
    expect(query.urlParams).toEqual(urlParams);
  });
});

describe('applied time extras', () => {
  it.each([1, 'text', [1], true])('refuses %p with a 400 before any query, for chart data and samples alike', async (appliedTimeExtras) => {
    const service = new ChartDataService(fx.dataSource, new ResultCache(10), TEST_CONFIG);
    const refusal = { code: 'BAD_USER_INPUT', message: 'Request is incorrect: {"applied_time_extras": ["Not a valid mapping type."]}' };
    await expect(
      service.run(fx.admin, { datasource: { id: fx.datasetId, type: 'table' }, force: true, resultType: ChartResultType.FULL, queries: [{ metrics: ['count'], appliedTimeExtras }] } as ChartDataInput),
    ).rejects.toMatchObject(refusal);
    await expect(service.samples(fx.admin, { datasourceId: fx.datasetId, datasourceType: 'table', force: true, page: 1, payload: { appliedTimeExtras } } as never)).rejects.toMatchObject(refusal);
  });
});
