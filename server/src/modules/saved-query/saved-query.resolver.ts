import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { DistinctListArgs, RelatedListArgs } from '../../platform/related-args';

import type { SavedQueryService } from './saved-query.service';
import { CreateSavedQueryInput, DeleteSavedQueriesPayload, SavedQuery, SavedQueryDistinctColumn, SavedQueryListArgs, SavedQueryList, SqlLabDistinctList, SqlLabRelatedList, UpdateSavedQueryInput } from './saved-query.types';

@Resolver(() => SavedQuery)
export class SavedQueryResolver {
  constructor(
    private readonly service: SavedQueryService,
  ) {}

  @Query(() => SavedQueryList, { description: "The caller's saved queries (newest change first by default)." })
  savedQueries(
    @Ctx() ctx: RequestContext,
    @Args(() => SavedQueryListArgs) args: SavedQueryListArgs,
  ): Promise<SavedQueryList> {
    return this.service.list(ctx, args);
  }

  @Query(() => SavedQuery, { nullable: true })
  savedQuery(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<SavedQuery | null> {
    return this.service.get(ctx, id);
  }

  @Query(() => SqlLabRelatedList, { description: 'Databases to filter saved queries by (related/database).' })
  savedQueryRelatedDatabases(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<SqlLabRelatedList> {
    return this.service.relatedDatabases(ctx, args);
  }

  @Query(() => SqlLabRelatedList, { description: 'Users to filter saved queries by creator or editor (related/created_by, related/changed_by).' })
  savedQueryRelatedUsers(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<SqlLabRelatedList> {
    return this.service.relatedUsers(ctx, args);
  }

  @Query(() => SqlLabDistinctList, { description: "Distinct schemas or catalogs of the caller's saved queries." })
  savedQueryDistinct(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => SavedQueryDistinctColumn) column: SavedQueryDistinctColumn,
    @Args(() => DistinctListArgs) args: DistinctListArgs,
  ): Promise<SqlLabDistinctList> {
    return this.service.distinct(ctx, column, args);
  }


  @Mutation(() => SavedQuery, { description: 'Saves a query; with schedule_info in extraJson it is a scheduled query.' })
  createSavedQuery(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSavedQueryInput) input: CreateSavedQueryInput): Promise<SavedQuery> {
    return this.service.create(ctx, input);
  }

  @Mutation(() => SavedQuery)
  updateSavedQuery(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateSavedQueryInput) input: UpdateSavedQueryInput,
  ): Promise<SavedQuery> {
    return this.service.update(ctx, id, input);
  }

  @Mutation(() => Int, { description: 'The id of the deleted saved query.' })
  deleteSavedQuery(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.service.delete(ctx, id);
  }

  @Mutation(() => DeleteSavedQueriesPayload)
  async deleteSavedQueries(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteSavedQueriesPayload> {
    return { count: await this.service.deleteMany(ctx, ids) };
  }

}
