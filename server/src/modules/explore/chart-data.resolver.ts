import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { ExportFile } from '../../platform/export-file';
import { GraphQLJSON } from '../../platform/scalars';
import type { RequestContext } from '../../platform/context';
import type { ChartDataService } from './chart-data.service';
import { ChartDataInput, ChartDataPayload, ChartQueryResult, ChartResultFormat } from './chart-data.types';
import { resultData, type ResultRows } from './result-rows';

@Resolver()
export class ChartDataResolver {
  constructor(private readonly chartDataService: ChartDataService) {}

  @Query(() => ChartDataPayload, { description: 'Runs the queries of a chart query context (several per request) and returns one result per query.' })
  chartData(@Ctx() ctx: RequestContext, @Arg('input', () => ChartDataInput) input: ChartDataInput): Promise<ChartDataPayload> {
    return this.chartDataService.run(ctx, input);
  }

  @Query(() => [ChartDataPayload], {
    description: "Several charts' query contexts in one request (a dashboard's), run a few queries at a time; a chart that fails carries its error.",
  })
  chartDataBatch(@Ctx() ctx: RequestContext, @Arg('inputs', () => [ChartDataInput]) inputs: ChartDataInput[]): Promise<ChartDataPayload[]> {
    return this.chartDataService.runBatch(ctx, inputs);
  }

  @Query(() => ExportFile, { description: "The results of a query context as a CSV or XLSX file (a ZIP for several queries), named as Superset does (<YYYYMMDD_HHMMSS>.csv); needs can_csv." })
  chartDataExport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChartDataInput) input: ChartDataInput,
    @Arg('format', () => ChartResultFormat) format: ChartResultFormat,
  ): Promise<ExportFile> {
    return this.chartDataService.export(ctx, input, format);
  }
}

@Resolver(() => ChartQueryResult)
export class ChartQueryResultResolver {
  /** A warm result's rows go out as the text the cache holds (see result-rows.ts). */
  @FieldResolver(() => GraphQLJSON, { description: 'Row objects keyed by colnames; temporal values are epoch milliseconds.' })
  data(@Root() result: ResultRows, @Ctx() ctx: RequestContext): unknown {
    return resultData(result, ctx.transport);
  }
}
