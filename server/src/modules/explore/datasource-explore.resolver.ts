import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { ChartDataService } from './chart-data.service';
import { DatasourceMetadata, DatasourceSamplesInput, DatasourceSamplesPayload } from './datasource-explore.types';
import type { DatasourceMetadataService } from './datasource-metadata.service';

@Resolver()
export class DatasourceExploreResolver {
  constructor(
    private readonly chartData: ChartDataService,
    private readonly metadata: DatasourceMetadataService,
  ) {}

  @Query(() => DatasourceSamplesPayload, { description: "A page of a dataset's rows, with the total row count." })
  datasourceSamples(@Ctx() ctx: RequestContext, @Arg('input', () => DatasourceSamplesInput) input: DatasourceSamplesInput): Promise<DatasourceSamplesPayload> {
    return this.chartData.samples(ctx, input);
  }

  @Query(() => DatasourceMetadata, { description: "A datasource's metadata for Explore, by datasource key ('3__table')." })
  datasourceMetadata(@Ctx() ctx: RequestContext, @Arg('datasourceKey', () => String) datasourceKey: string): Promise<DatasourceMetadata> {
    return this.metadata.get(ctx, datasourceKey);
  }
}
