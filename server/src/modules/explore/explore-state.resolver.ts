import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { GraphQLJSON } from '../../platform/scalars';
import type { ExploreFormDataService } from './explore-form-data.service';
import type { ExploreStateService } from './explore-state.service';
import { ExploreFormDataInput, ExplorePermalink, ExploreState } from './explore-state.types';

@Resolver()
export class ExploreStateResolver {
  constructor(
    private readonly explore: ExploreStateService,
    private readonly formData: ExploreFormDataService,
  ) {}

  @Query(() => ExploreState, { description: 'What Explore opens with: by permalink key, form-data key, saved chart, or dataset (a viz type may be forced).' })
  exploreState(
    @Ctx() ctx: RequestContext,
    @Arg('sliceId', () => Int, { nullable: true }) sliceId: number | null,
    @Arg('datasourceId', () => Int, { nullable: true }) datasourceId: number | null,
    @Arg('datasourceType', () => String, { nullable: true }) datasourceType: string | null,
    @Arg('permalinkKey', () => String, { nullable: true }) permalinkKey: string | null,
    @Arg('formDataKey', () => String, { nullable: true, description: 'A key of the form-data cache (exploreFormData).' }) formDataKey: string | null,
    @Arg('vizType', () => String, { nullable: true }) vizType: string | null,
    @Arg('urlParams', () => [[String]], { nullable: true, description: "The address's [key, value] pairs, kept in form_data.url_params." }) urlParams: string[][] | null,
  ): Promise<ExploreState> {
    return this.explore.state(ctx, { sliceId, datasourceId, datasourceType, permalinkKey, formDataKey, vizType, urlParams });
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

  @Mutation(() => String, { description: "Keeps unsaved form data and answers its key (the tab's current key when `tabId` has one)." })
  createExploreFormData(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExploreFormDataInput) input: ExploreFormDataInput,
    @Arg('tabId', () => String, { nullable: true, description: 'The browser tab, which keeps one key while it edits.' }) tabId: string | null,
  ): Promise<string> {
    return this.formData.create(ctx, { ...input, tabId });
  }

  @Query(() => String, { nullable: true, description: 'The form data kept under a key (JSON text); null when unknown or expired.' })
  exploreFormData(@Ctx() ctx: RequestContext, @Arg('key', () => String) key: string): Promise<string | null> {
    return this.formData.get(ctx, key);
  }

  @Mutation(() => String, { description: "Replaces the caller's form data under a key; answers the key it now lives under." })
  updateExploreFormData(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => String) key: string,
    @Arg('input', () => ExploreFormDataInput) input: ExploreFormDataInput,
    @Arg('tabId', () => String, { nullable: true }) tabId: string | null,
  ): Promise<string> {
    return this.formData.update(ctx, key, { ...input, tabId });
  }

  @Mutation(() => Boolean, { description: "Deletes the caller's form data under a key; false when there was none." })
  deleteExploreFormData(@Ctx() ctx: RequestContext, @Arg('key', () => String) key: string, @Arg('tabId', () => String, { nullable: true }) tabId: string | null): Promise<boolean> {
    return this.formData.delete(ctx, key, tabId);
  }
}
