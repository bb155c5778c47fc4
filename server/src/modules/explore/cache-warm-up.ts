/**
 * What a cache warm-up runs (PUT /chart/warm_up_cache, /dataset/warm_up_cache): a chart's saved query
 * context, or those of every chart on a dataset. Only holders of can_warm_up_cache may ask (Admin among the
 * built-in roles); the query contexts then run through chart data, which checks data access itself.
 */
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { TesseraError } from '../../platform/errors';
import { GraphQLJSON } from '../../platform/scalars';
import { dbFor } from '../../platform/sql';
import { chartQueryContext, datasetChartQueryContexts } from '../chart';
import { datasetIdByName } from '../dataset';

@ObjectType()
export class CacheWarmUpTarget {
  @Field(() => Int) chartId: number;
  @Field(() => GraphQLJSON, { nullable: true, description: "The chart's saved query context (JSON text as stored), null when it has none." })
  queryContext: unknown;
}

export const TABLE_NOT_FOUND_MESSAGE = 'The provided table was not found in the provided database';
export const CHART_NOT_FOUND_MESSAGE = 'Chart not found';

export class CacheWarmUpService {
  constructor(private readonly dataSource: DataSource) {}

  /** One chart; an unknown id is 404 with Superset's WarmUpCacheChartNotFoundError text. */
  async chart(ctx: RequestContext, chartId: number): Promise<CacheWarmUpTarget[]> {
    ctx.require('can_warm_up_cache', 'Chart');
    const rows = await chartQueryContext(dbFor(ctx, this.dataSource), chartId);
    if (!rows.length) throw new TesseraError('OBJECT_DOES_NOT_EXIST_ERROR', CHART_NOT_FOUND_MESSAGE, { code: 'NOT_FOUND', extra: { publicMessage: true } });
    return rows.map((r) => ({ chartId: r.id, queryContext: r.query_context }));
  }

  /** Every chart on the dataset `tableName` of the database named `databaseName`; 404 when there is none. */
  async dataset(ctx: RequestContext, databaseName: string, tableName: string): Promise<CacheWarmUpTarget[]> {
    ctx.require('can_warm_up_cache', 'Dataset');
    const db = dbFor(ctx, this.dataSource);
    const datasetId = await datasetIdByName(db, databaseName, tableName);
    // publicMessage: REST answers Superset's own text rather than the generic 'Not found'.
    if (datasetId === null) throw new TesseraError('OBJECT_DOES_NOT_EXIST_ERROR', TABLE_NOT_FOUND_MESSAGE, { code: 'NOT_FOUND', extra: { publicMessage: true } });
    const rows = await datasetChartQueryContexts(db, datasetId);
    return rows.map((r) => ({ chartId: r.id, queryContext: r.query_context }));
  }
}

@Resolver()
export class CacheWarmUpResolver {
  constructor(private readonly warmUp: CacheWarmUpService) {}

  @Query(() => [CacheWarmUpTarget], { description: "A chart's saved query context to warm the cache with (NOT_FOUND for an unknown chart); needs can_warm_up_cache on Chart." })
  chartWarmUpTargets(@Ctx() ctx: RequestContext, @Arg('chartId', () => Int) chartId: number): Promise<CacheWarmUpTarget[]> {
    return this.warmUp.chart(ctx, chartId);
  }

  @Query(() => [CacheWarmUpTarget], { description: "The saved query contexts of a dataset's charts; needs can_warm_up_cache on Dataset." })
  datasetWarmUpTargets(
    @Ctx() ctx: RequestContext,
    @Arg('databaseName', () => String) databaseName: string,
    @Arg('tableName', () => String) tableName: string,
  ): Promise<CacheWarmUpTarget[]> {
    return this.warmUp.dataset(ctx, databaseName, tableName);
  }
}
