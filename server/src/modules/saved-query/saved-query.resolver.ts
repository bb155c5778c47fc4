import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { DistinctListArgs, RelatedListArgs } from '../../platform/related-args';

import type { SavedQueryTransferService } from './saved-query-transfer.service';
import type { SavedQueryService } from './saved-query.service';
import { CreateSavedQueryInput, DeleteSavedQueriesPayload, ImportSavedQueriesInput, ImportSavedQueriesPayload, SavedQuery, SavedQueryDistinctColumn, SavedQueryExport, SavedQueryListArgs, SavedQueryList, SqlLabDistinctList, SqlLabRelatedList, UpdateSavedQueryInput } from './saved-query.types';

@Resolver(() => SavedQuery)
export class SavedQueryResolver {
  constructor(
    private readonly service: SavedQueryService,
    private readonly transfer: SavedQueryTransferService,
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

  @Query(() => SavedQueryExport, { description: 'A ZIP bundle of YAML (saved queries and their databases).' })
  exportSavedQueries(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<SavedQueryExport> {
    return this.transfer.export(ctx, ids);
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

  @Mutation(() => ImportSavedQueriesPayload)
  importSavedQueries(@Ctx() ctx: RequestContext, @Arg('input', () => ImportSavedQueriesInput) input: ImportSavedQueriesInput): Promise<ImportSavedQueriesPayload> {
    return this.transfer.import(ctx, Buffer.from(input.base64, 'base64'), input.overwrite);
  }
}
