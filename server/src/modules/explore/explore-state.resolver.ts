import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { GraphQLJSON } from '../../platform/scalars';
import type { ExploreStateService } from './explore-state.service';
import { ExplorePermalink, ExploreState } from './explore-state.types';

@Resolver()
export class ExploreStateResolver {
  constructor(private readonly explore: ExploreStateService) {}

  @Query(() => ExploreState, { description: 'What Explore opens with: by permalink key, saved chart, or dataset (a viz type may be forced).' })
  exploreState(
    @Ctx() ctx: RequestContext,
    @Arg('sliceId', () => Int, { nullable: true }) sliceId: number | null,
    @Arg('datasourceId', () => Int, { nullable: true }) datasourceId: number | null,
    @Arg('datasourceType', () => String, { nullable: true }) datasourceType: string | null,
    @Arg('permalinkKey', () => String, { nullable: true }) permalinkKey: string | null,
    @Arg('vizType', () => String, { nullable: true }) vizType: string | null,
    @Arg('urlParams', () => [[String]], { nullable: true, description: "The address's [key, value] pairs, kept in form_data.url_params." }) urlParams: string[][] | null,
  ): Promise<ExploreState> {
    return this.explore.state(ctx, { sliceId, datasourceId, datasourceType, permalinkKey, vizType, urlParams });
  }

  @Query(() => ExplorePermalink, { description: 'A stored explore permalink; access to its chart and dataset is checked again.' })
  explorePermalink(@Ctx() ctx: RequestContext, @Arg('key', () => String) key: string): Promise<ExplorePermalink> {
    return this.explore.permalink(ctx, key);
  }

  @Mutation(() => ExplorePermalink, { description: "A permanent link to this Explore state (formData must name its datasource, '<id>__table')." })
  createExplorePermalink(
    @Ctx() ctx: RequestContext,
    @Arg('formData', () => GraphQLJSON) formData: unknown,
    @Arg('urlParams', () => [[String]], { nullable: true }) urlParams: string[][] | null,
  ): Promise<ExplorePermalink> {
    return this.explore.createPermalink(ctx, formData, urlParams);
  }
}
