import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { ChartDataService } from './chart-data.service';
import { ChartDataInput, ChartDataPayload } from './chart-data.types';

@Resolver()
export class ChartDataResolver {
  constructor(private readonly chartDataService: ChartDataService) {}

  @Query(() => ChartDataPayload, { description: 'Runs the queries of a chart query context (several per request) and returns one result per query.' })
  chartData(@Ctx() ctx: RequestContext, @Arg('input', () => ChartDataInput) input: ChartDataInput): Promise<ChartDataPayload> {
    return this.chartDataService.run(ctx, input);
  }
}
