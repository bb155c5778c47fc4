import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { DistinctListArgs, RelatedList, RelatedListArgs } from '../../platform/related-args';

import { userSummaries, UserSummary } from '../security';
import { toColumn, toMetric } from './dataset-rows';
import { selectStarOf, timeGrainsOf } from './dataset-select-star';
import type { DatasetWriteService } from './dataset-write.service';
import { datasetLoaders } from './dataset.loaders';
import { CreateDatasetInput, DuplicateDatasetInput, GetOrCreateDatasetInput, UpdateDatasetInput } from './dataset.inputs';
import { datasetAbilities } from './dataset.policy';
import type { DatasetService } from './dataset.service';
import { Dataset, DatasetAbilities, DatasetColumnType, DatasetDatabase, DatasetDistinctColumn, DatasetDistinctList, DatasetListArgs, DatasetKind, DatasetList, DatasetMetricType, DatasetRelatedObjects, DatasetTimeGrain, DeleteDatasetsPayload, GetOrCreateDatasetPayload, RefreshDatasetPayload } from './dataset.types';

@Resolver(() => Dataset)
export class DatasetResolver {
  constructor(
    private readonly reads: DatasetService,
    private readonly writes: DatasetWriteService,
  ) {}

  @Query(() => DatasetList)
  datasets(
    @Ctx() ctx: RequestContext,
    @Args(() => DatasetListArgs) args: DatasetListArgs,
  ): Promise<DatasetList> {
    return this.reads.list(ctx, args);
  }

  @Query(() => Dataset, { nullable: true })
  dataset(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('uuid', () => String, { nullable: true }) uuid: string | null,
  ): Promise<Dataset | null> {
    return this.reads.get(ctx, { id, uuid });
  }

  @Query(() => Dataset, { nullable: true, description: 'A dataset and its columns for drill-by; needs can_get_drill_info.' })
  datasetDrillInfo(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Dataset | null> {
    return this.reads.drillInfo(ctx, id);
  }

  @Query(() => RelatedList, { description: 'Users to pick as dataset owners.' })
  datasetRelatedOwners(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return this.reads.relatedOwners(ctx, args);
  }

  @Query(() => RelatedList, { description: 'Databases to pick for a dataset.' })
  datasetRelatedDatabases(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return this.reads.relatedDatabases(ctx, args);
  }

  @Query(() => DatasetDistinctList, { description: 'Distinct schemas or catalogs of the datasets the caller sees.' })
  datasetDistinct(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => DatasetDistinctColumn) column: DatasetDistinctColumn,
    @Args(() => DistinctListArgs) args: DistinctListArgs,
  ): Promise<DatasetDistinctList> {
    return this.reads.distinct(ctx, column, args);
  }

  @Query(() => DatasetRelatedObjects)
  datasetRelatedObjects(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<DatasetRelatedObjects> {
    return this.reads.relatedObjects(ctx, id);
  }

  @Mutation(() => Dataset)
  createDataset(@Ctx() ctx: RequestContext, @Arg('input', () => CreateDatasetInput) input: CreateDatasetInput): Promise<Dataset> {
    return this.writes.create(ctx, input);
  }

  @Mutation(() => Dataset)
  updateDataset(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateDatasetInput) input: UpdateDatasetInput,
    @Arg('overrideColumns', () => Boolean, { defaultValue: false, description: 'Replace the columns with the given list, then sync them from the source.' })
    overrideColumns: boolean,
  ): Promise<Dataset> {
    return this.writes.update(ctx, id, input, overrideColumns);
  }

  @Mutation(() => Int, { description: 'The id of the deleted dataset.' })
  async deleteDataset(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    await this.writes.delete(ctx, id);
    return id;
  }

  @Mutation(() => DeleteDatasetsPayload)
  async deleteDatasets(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteDatasetsPayload> {
    const count = await this.writes.deleteMany(ctx, ids);
    return { count, ids: [...new Set(ids)] };
  }

  @Mutation(() => Dataset)
  duplicateDataset(@Ctx() ctx: RequestContext, @Arg('input', () => DuplicateDatasetInput) input: DuplicateDatasetInput): Promise<Dataset> {
    return this.writes.duplicate(ctx, input);
  }

  @Mutation(() => GetOrCreateDatasetPayload)
  getOrCreateDataset(@Ctx() ctx: RequestContext, @Arg('input', () => GetOrCreateDatasetInput) input: GetOrCreateDatasetInput): Promise<GetOrCreateDatasetPayload> {
    return this.writes.getOrCreate(ctx, input);
  }

  @Mutation(() => RefreshDatasetPayload, { description: "Syncs the columns with the source, keeping people's edits." })
  refreshDataset(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<RefreshDatasetPayload> {
    return this.writes.refresh(ctx, id);
  }

  @Mutation(() => Int, { description: 'The id of the deleted column.' })
  async deleteDatasetColumn(@Ctx() ctx: RequestContext, @Arg('datasetId', () => Int) datasetId: number, @Arg('columnId', () => Int) columnId: number): Promise<number> {
    await this.writes.deleteChild(ctx, 'column', datasetId, columnId);
    return columnId;
  }

  @Mutation(() => Int, { description: 'The id of the deleted metric.' })
  async deleteDatasetMetric(@Ctx() ctx: RequestContext, @Arg('datasetId', () => Int) datasetId: number, @Arg('metricId', () => Int) metricId: number): Promise<number> {
    await this.writes.deleteChild(ctx, 'metric', datasetId, metricId);
    return metricId;
  }

  @FieldResolver(() => DatasetDatabase, { nullable: true })
  database(@Root() dataset: Dataset, @Ctx() ctx: RequestContext): Promise<DatasetDatabase | null> {
    return datasetLoaders(ctx, this.reads.db(ctx)).databases.load(dataset.databaseId);
  }

  @FieldResolver(() => [UserSummary])
  owners(@Root() dataset: Dataset, @Ctx() ctx: RequestContext): Promise<UserSummary[]> {
    return datasetLoaders(ctx, this.reads.db(ctx)).owners.load(dataset.id);
  }

  @FieldResolver(() => [DatasetColumnType])
  async columns(@Root() dataset: Dataset, @Ctx() ctx: RequestContext): Promise<DatasetColumnType[]> {
    const rows = await datasetLoaders(ctx, this.reads.db(ctx)).columns.load(dataset.id);
    return rows.map((r) => toColumn(r, dataset.databaseUri));
  }

  @FieldResolver(() => [DatasetMetricType])
  async metrics(@Root() dataset: Dataset, @Ctx() ctx: RequestContext): Promise<DatasetMetricType[]> {
    return (await datasetLoaders(ctx, this.reads.db(ctx)).metrics.load(dataset.id)).map(toMetric);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A SELECT of the first 100 rows, for SQL Lab.' })
  selectStar(@Root() dataset: Dataset): string | null {
    return selectStarOf(dataset);
  }

  @FieldResolver(() => [DatasetTimeGrain], { description: "The time grains the dataset's engine supports." })
  timeGrains(@Root() dataset: Dataset): DatasetTimeGrain[] {
    return timeGrainsOf(dataset);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  createdBy(@Root() dataset: Dataset, @Ctx() ctx: RequestContext) {
    return dataset.createdById == null ? null : userSummaries(ctx, this.reads.db(ctx)).load(dataset.createdById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  changedBy(@Root() dataset: Dataset, @Ctx() ctx: RequestContext) {
    return dataset.changedById == null ? null : userSummaries(ctx, this.reads.db(ctx)).load(dataset.changedById);
  }

  @FieldResolver(() => DatasetAbilities)
  async abilities(@Root() dataset: Dataset, @Ctx() ctx: RequestContext): Promise<DatasetAbilities> {
    const owners = await datasetLoaders(ctx, this.reads.db(ctx)).owners.load(dataset.id);
    return datasetAbilities(ctx.requireActor(), {
      ownerIds: owners.map((o) => o.id),
      isManagedExternally: dataset.isManagedExternally,
      isVirtual: dataset.kind === DatasetKind.VIRTUAL,
    });
  }
}
